// PrefixWhile: sends values while they pass a test, then completes.

extension Signal {
    /// Sends values while `predicate` holds; completes at the first value for which it does not
    /// (that value is not sent).
    ///
    /// ```swift
    /// let belowLimit = readings.prefix { $0 < 100 }
    /// ```
    public func prefix(while predicate: @escaping (Value) -> Bool) -> Signal<Value, Failure> {
        derive { input in
            { event in
                if case .value(let value) = event {
                    if predicate(value) {
                        input.send(value)
                    } else {
                        input.sendCompleted()
                    }
                } else {
                    input.sendTerminal(event)
                }
            }
        }
    }
}

extension SignalProducer {
    /// Sends values while `predicate` holds, then completes the run.
    ///
    /// ```swift
    /// SignalProducer(values: [1, 2, 5, 1]).prefix { $0 < 3 }   // 1, 2
    /// ```
    public func prefix(while predicate: @escaping (Value) -> Bool) -> SignalProducer<Value, Failure> {
        lift { $0.prefix(while: predicate) }
    }
}
