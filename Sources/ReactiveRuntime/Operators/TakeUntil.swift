// TakeUntil: sends values until a trigger fires, then completes.

extension Signal {
    /// Sends this signal's events until `trigger` sends a value or completes; then completes.
    ///
    /// ```swift
    /// let untilCancel = progress.take(until: cancelTaps)
    /// ```
    @inlinable
    public func take<Trigger>(until trigger: Signal<Trigger, Never>) -> Signal<Value, Failure> {
        Signal { input in
            let disposables = CompositeDisposable()
            disposables += trigger.observe { event in
                switch event {
                case .value, .completed: input.sendCompleted()
                case .interrupted: break
                }
            }
            disposables += self.observe(input.send(event:))
            return disposables
        }
    }
}

extension SignalProducer {
    /// Sends each run's events until a run of `trigger` sends a value or completes.
    ///
    /// ```swift
    /// download.take(until: cancelButton.taps.producer)
    /// ```
    @inlinable
    public func take<Trigger>(until trigger: SignalProducer<Trigger, Never>) -> SignalProducer<Value, Failure> {
        SignalProducer { input in
            let disposables = CompositeDisposable()
            input.attach(disposables)
            trigger.startWithSignal { triggerSignal, interrupter in
                disposables += interrupter
                disposables += triggerSignal.observe { event in
                    switch event {
                    case .value, .completed: input.sendCompleted()
                    case .interrupted: break
                    }
                }
            }
            if input.hasEnded { return nil }
            self.startWithSignal { signal, interrupter in
                disposables += interrupter
                disposables += signal.observe(input.send(event:))
            }
            return nil
        }
    }
}
