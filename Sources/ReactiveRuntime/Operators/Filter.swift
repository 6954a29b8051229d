// Filter: keeps the values that pass a test.

extension Signal {
    /// Sends only the values for which `isIncluded` returns true.
    ///
    /// ```swift
    /// let evens = numbers.filter { $0.isMultiple(of: 2) }
    /// ```
    @inlinable
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> Signal<Value, Failure> {
        derive { input in
            { event in
                if case .value(let value) = event {
                    if isIncluded(value) { input.send(value) }
                } else {
                    input.sendTerminal(event)
                }
            }
        }
    }
}

extension SignalProducer {
    /// Sends only the values for which `isIncluded` returns true.
    ///
    /// ```swift
    /// let evens = SignalProducer(values: 1...6).filter { $0.isMultiple(of: 2) }   // 2, 4, 6
    /// ```
    @inlinable
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> SignalProducer<Value, Failure> {
        lift { $0.filter(isIncluded) }
    }
}
