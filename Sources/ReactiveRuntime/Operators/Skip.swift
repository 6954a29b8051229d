// Skip: drops the first values.

extension Signal {
    /// Drops the first `count` values and sends the rest.
    ///
    /// ```swift
    /// let afterInitial = values.skip(first: 1)
    /// ```
    public func skip(first count: Int) -> Signal<Value, Failure> {
        derive { input in
            let skipped = LockedState(0)
            return { event in
                if case .value(let value) = event {
                    let isSkipped = skipped.withLock { skipped -> Bool in
                        guard skipped < count else { return false }
                        skipped += 1
                        return true
                    }
                    if !isSkipped { input.send(value) }
                } else {
                    input.sendTerminal(event)
                }
            }
        }
    }
}

extension SignalProducer {
    /// Drops the first `count` values of each run and sends the rest.
    ///
    /// ```swift
    /// SignalProducer(values: 1...5).skip(first: 2)   // 3, 4, 5
    /// ```
    public func skip(first count: Int) -> SignalProducer<Value, Failure> {
        lift { $0.skip(first: count) }
    }
}
