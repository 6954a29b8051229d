// Merge: interleaves the values of several streams into one.

extension Signal {
    /// Sends the values of every signal in `signals` as they arrive. Completes when all of them
    /// have completed; fails or is interrupted as soon as one of them is.
    ///
    /// ```swift
    /// let anyTap = Signal.merge([okTaps, cancelTaps])
    /// ```
    @inlinable
    public static func merge(_ signals: [Signal<Value, Failure>]) -> Signal<Value, Failure> {
        Signal { input in
            let remaining = LockedState(signals.count)
            if signals.isEmpty { input.sendCompleted() }
            let disposables = CompositeDisposable()
            for signal in signals {
                disposables += signal.observe { event in
                    if case .completed = event {
                        let isLast = remaining.withLock { remaining -> Bool in
                            remaining -= 1
                            return remaining == 0
                        }
                        if isLast { input.sendCompleted() }
                    } else {
                        input.send(event: event)
                    }
                }
            }
            return disposables
        }
    }

    /// Sends the values of this signal and of `other` as they arrive.
    ///
    /// ```swift
    /// let edits = typed.merge(with: pasted)
    /// ```
    @inlinable
    public func merge(with other: Signal<Value, Failure>) -> Signal<Value, Failure> {
        Signal.merge([self, other])
    }
}

extension SignalProducer {
    /// A producer whose runs start a run of every producer and send their values as they
    /// arrive; it completes when all have completed.
    ///
    /// ```swift
    /// SignalProducer.merge([cache, network])
    /// ```
    @inlinable
    public static func merge(_ producers: [SignalProducer<Value, Failure>]) -> SignalProducer<Value, Failure> {
        SignalProducer<SignalProducer<Value, Failure>, Failure>(values: producers).flatten(.merge)
    }

    /// Runs this producer and `other` together, sending both runs' values as they arrive.
    ///
    /// ```swift
    /// cache.merge(with: network)
    /// ```
    @inlinable
    public func merge(with other: SignalProducer<Value, Failure>) -> SignalProducer<Value, Failure> {
        SignalProducer.merge([self, other])
    }
}
