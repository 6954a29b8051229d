// WithLatestFrom: pairs each value with the latest value of another stream.

extension Signal {
    /// Pairs each value with the latest value of `other`; values that arrive before `other` has
    /// sent anything are dropped. Ends with this signal; `other` ending changes nothing but that
    /// its latest value stays the last one it sent.
    ///
    /// ```swift
    /// let submissions = submitTaps.withLatest(from: formContents)
    /// ```
    public func withLatest<Other>(from other: Signal<Other, Never>) -> Signal<(Value, Other), Failure> {
        Signal<(Value, Other), Failure> { input in
            let latest = LockedState<Other?>(nil)
            let disposables = CompositeDisposable()
            disposables += other.observeValues { value in latest.withLock { $0 = value } }
            disposables += self.observe { event in
                if case .value(let value) = event {
                    if let other = latest.withLock({ $0 }) { input.send((value, other)) }
                } else {
                    input.sendTerminal(event)
                }
            }
            return disposables
        }
    }

    /// Pairs each value with the latest value of a run of `other`, started with the signal this
    /// returns and interrupted when it ends (ReactiveSwift's `withLatest(from:)` of a producer): a
    /// tap sampled with the latest text.
    ///
    /// ```swift
    /// let submissions = submitButton.reactive.tap.withLatest(from: nameField.reactive.text.orEmpty.values)
    /// ```
    public func withLatest<Other>(from other: SignalProducer<Other, Never>) -> Signal<(Value, Other), Failure> {
        Signal<(Value, Other), Failure> { input in
            let disposables = CompositeDisposable()
            disposables += other.startWithSignal { signal, _ in
                disposables += self.withLatest(from: signal).observe { input.send(event: $0) }
            }
            return disposables
        }
    }

    /// Pairs each value with the latest value of `source`: a property's value at that moment, or a
    /// control property's latest text.
    ///
    /// ```swift
    /// let saves = saveTaps.withLatest(from: viewModel.document)
    /// let logins = loginButton.reactive.tap.withLatest(from: userField.reactive.text.orEmpty)
    /// ```
    public func withLatest<Source: BindingSource>(from source: Source) -> Signal<(Value, Source.Value), Failure> {
        withLatest(from: source.producer)
    }
}

extension SignalProducer {
    /// Pairs each value of a run with the latest value of a run of `other`, started first.
    ///
    /// ```swift
    /// saveTaps.producer.withLatest(from: document.producer)
    /// ```
    public func withLatest<Other>(from other: SignalProducer<Other, Never>) -> SignalProducer<(Value, Other), Failure> {
        SignalProducer<(Value, Other), Failure> { input in
            let disposables = CompositeDisposable()
            input.attach(disposables)
            let latest = LockedState<Other?>(nil)
            disposables += other.startWithValues { value in latest.withLock { $0 = value } }
            self.startWithSignal { signal, interrupter in
                disposables += interrupter
                disposables += signal.observe { event in
                    if case .value(let value) = event {
                        if let other = latest.withLock({ $0 }) { input.send((value, other)) }
                    } else {
                        input.sendTerminal(event)
                    }
                }
            }
            return nil
        }
    }
}
