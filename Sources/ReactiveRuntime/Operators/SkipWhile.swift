// SkipWhile: drops values while they pass a test, then sends everything.

extension Signal {
    /// Drops values while `predicate` holds; from the first value for which it does not, sends
    /// every value (the predicate is not asked again).
    ///
    /// ```swift
    /// let afterWarmUp = readings.skip { $0 < 10 }   // 1, 5, 12, 3 → 12, 3
    /// ```
    public func skip(while predicate: @escaping (Value) -> Bool) -> Signal<Value, Failure> {
        derive { input in
            let isSkipping = LockedState(true)
            return { event in
                if case .value(let value) = event {
                    let skipping = isSkipping.withLock { isSkipping -> Bool in
                        if isSkipping && !predicate(value) { isSkipping = false }
                        return isSkipping
                    }
                    if !skipping { input.send(value) }
                } else {
                    input.sendTerminal(event)
                }
            }
        }
    }
}

extension SignalProducer {
    /// Drops the values of a run while `predicate` holds, then sends every value.
    ///
    /// ```swift
    /// SignalProducer(values: [0, 0, 3, 0]).skip { $0 == 0 }   // 3, 0
    /// ```
    public func skip(while predicate: @escaping (Value) -> Bool) -> SignalProducer<Value, Failure> {
        lift { $0.skip(while: predicate) }
    }
}
