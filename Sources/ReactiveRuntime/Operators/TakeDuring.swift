// TakeDuring: sends values for as long as a lifetime lasts.

extension Signal {
    /// Sends this signal's events until `lifetime` ends; then completes (at once if it has
    /// ended).
    ///
    /// ```swift
    /// locationUpdates.take(during: screen.lifetime).observeValues { screen.show($0) }
    /// ```
    public func take(during lifetime: Lifetime) -> Signal<Value, Failure> {
        Signal { input in
            let disposables = CompositeDisposable()
            disposables += lifetime.observeEnded { input.sendCompleted() }
            if input.hasEnded { return disposables }
            disposables += self.observe(input.send(event:))
            return disposables
        }
    }
}

extension SignalProducer {
    /// Sends each run's events until `lifetime` ends; then completes the run.
    ///
    /// ```swift
    /// poll.take(during: self.lifetime).start()
    /// ```
    public func take(during lifetime: Lifetime) -> SignalProducer<Value, Failure> {
        lift { $0.take(during: lifetime) }
    }
}
