// Materialize: turns events into values, and back.

extension Signal {
    /// Sends every event as a value, then completes; never fails.
    ///
    /// ```swift
    /// requests.materialize().observeValues { event in log(event) }
    /// ```
    public func materialize() -> Signal<Event<Value, Failure>, Never> {
        derive { input in
            { event in
                input.send(event)
                if event.isTerminal { input.sendCompleted() }
            }
        }
    }

    /// Turns values that are events back into events.
    ///
    /// ```swift
    /// let original = signal.materialize().dematerialize()
    /// ```
    public func dematerialize<Inner, InnerFailure>() -> Signal<Inner, InnerFailure>
    where Value == Event<Inner, InnerFailure>, Failure == Never {
        derive { input in
            { event in
                switch event {
                case .value(let inner): input.send(event: inner)
                case .completed: input.sendCompleted()
                case .interrupted: input.sendInterrupted()
                }
            }
        }
    }
}

extension SignalProducer {
    /// Sends every event of a run as a value, then completes.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(value: 1).materialize()   // .value(1), .completed
    /// ```
    public func materialize() -> SignalProducer<Event<Value, Failure>, Never> {
        lift { $0.materialize() }
    }

    /// Turns values that are events back into events.
    ///
    /// ```swift
    /// producer.materialize().dematerialize()
    /// ```
    public func dematerialize<Inner, InnerFailure>() -> SignalProducer<Inner, InnerFailure>
    where Value == Event<Inner, InnerFailure>, Failure == Never {
        lift { $0.dematerialize() }
    }
}
