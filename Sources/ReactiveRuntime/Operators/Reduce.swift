// Reduce: folds all values into one, sent when the stream completes.

extension Signal {
    /// Folds every value into an accumulator and sends it once, when this signal completes.
    ///
    /// ```swift
    /// let total = amounts.reduce(0, +)   // 1, 2, 3, completed → 6, completed
    /// ```
    public func reduce<Result>(
        _ initial: Result,
        _ next: @escaping (Result, Value) -> Result
    ) -> Signal<Result, Failure> {
        derive { input in
            let accumulator = LockedState(initial)
            return { event in
                switch event {
                case .value(let value):
                    accumulator.withLock { $0 = next($0, value) }
                case .completed:
                    input.send(accumulator.withLock { $0 })
                    input.sendCompleted()
                default:
                    input.sendTerminal(event)
                }
            }
        }
    }
}

extension SignalProducer {
    /// Folds every value into an accumulator and sends it once, when the run completes.
    ///
    /// ```swift
    /// SignalProducer(values: [1, 2, 3]).reduce(0, +)   // 6
    /// ```
    public func reduce<Result>(
        _ initial: Result,
        _ next: @escaping (Result, Value) -> Result
    ) -> SignalProducer<Result, Failure> {
        lift { $0.reduce(initial, next) }
    }
}
