// Sample: sends the latest value each time a sampler fires.

extension Signal {
    /// Each time `sampler` sends a value, sends this signal's latest value if one arrived since
    /// the previous sample. Completes when either this signal or the sampler completes.
    ///
    /// ```swift
    /// let positionEverySecond = positions.sample(on: ticks)
    /// ```
    public func sample<Trigger>(on sampler: Signal<Trigger, Never>) -> Signal<Value, Failure> {
        Signal { input in
            let latest = LockedState<Value?>(nil)
            let disposables = CompositeDisposable()
            disposables += self.observe { event in
                if case .value(let value) = event {
                    latest.withLock { $0 = value }
                } else {
                    input.sendTerminal(event)
                }
            }
            disposables += sampler.observe { event in
                switch event {
                case .value:
                    let value: Value? = latest.withLock { latest in
                        defer { latest = nil }
                        return latest
                    }
                    if let value { input.send(value) }
                case .completed:
                    input.sendCompleted()
                case .interrupted:
                    input.sendInterrupted()
                }
            }
            return disposables
        }
    }
}

extension SignalProducer {
    /// Each time a run of `sampler` sends a value, sends this run's latest value if one arrived
    /// since the previous sample.
    ///
    /// ```swift
    /// positions.sample(on: timer)
    /// ```
    public func sample<Trigger>(on sampler: SignalProducer<Trigger, Never>) -> SignalProducer<Value, Failure> {
        lift(sampler) { $0.sample(on: $1) }
    }
}
