// Scan: sends every intermediate result of folding the values.

extension Signal {
    /// Folds each value into an accumulator and sends every new accumulator.
    ///
    /// ```swift
    /// let runningTotal = amounts.scan(0, +)   // 1, 2, 3 → 1, 3, 6
    /// ```
    @inlinable
    public func scan<Result>(
        _ initial: Result,
        _ next: @escaping (Result, Value) -> Result
    ) -> Signal<Result, Failure> {
        derive { input in
            let accumulator = LockedState(initial)
            return { event in
                if case .value(let value) = event {
                    let result = accumulator.withLock { accumulator in
                        accumulator = next(accumulator, value)
                        return accumulator
                    }
                    input.send(result)
                } else {
                    input.sendTerminal(event)
                }
            }
        }
    }
}

extension SignalProducer {
    /// Folds each value into an accumulator and sends every new accumulator; each run starts
    /// from `initial`.
    ///
    /// ```swift
    /// SignalProducer(values: [1, 2, 3]).scan(0, +)   // 1, 3, 6
    /// ```
    @inlinable
    public func scan<Result>(
        _ initial: Result,
        _ next: @escaping (Result, Value) -> Result
    ) -> SignalProducer<Result, Failure> {
        lift { $0.scan(initial, next) }
    }
}
