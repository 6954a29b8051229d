// CompactMap: transforms each value, dropping the ones that become nil.

extension Signal {
    /// Transforms each value, sending only the non-`nil` results.
    ///
    /// ```swift
    /// let numbers = texts.compactMap { Int($0) }
    /// ```
    @inlinable
    public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> Signal<U, Failure> {
        derive { input in
            { event in
                if case .value(let value) = event {
                    if let mapped = transform(value) { input.send(mapped) }
                } else {
                    input.sendTerminal(event)
                }
            }
        }
    }
}

extension SignalProducer {
    /// Transforms each value, sending only the non-`nil` results.
    ///
    /// ```swift
    /// let numbers = SignalProducer(values: ["1", "x", "3"]).compactMap { Int($0) }   // 1, 3
    /// ```
    @inlinable
    public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> SignalProducer<U, Failure> {
        lift { $0.compactMap(transform) }
    }
}
