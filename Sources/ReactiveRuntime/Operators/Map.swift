// Map: transforms each value.

extension Signal {
    /// Transforms each value with `transform`.
    ///
    /// ```swift
    /// let lengths = names.map { $0.count }
    /// ```
    @inlinable
    public func map<U>(_ transform: @escaping (Value) -> U) -> Signal<U, Failure> {
        derive { input in
            { event in
                if case .value(let value) = event {
                    input.send(event: .value(transform(value)))
                } else {
                    input.sendTerminal(event)
                }
            }
        }
    }

    /// Transforms each failure with `transform`.
    ///
    /// ```swift
    /// let appErrors = requests.mapError { AppError.network($0) }
    /// ```
    @inlinable
    public func mapError<G: Error>(_ transform: @escaping (Failure) -> G) -> Signal<Value, G> {
        derive { input in
            { event in input.send(event: event.mapError(transform)) }
        }
    }
}

extension SignalProducer {
    /// Transforms each value with `transform`.
    ///
    /// ```swift
    /// let lengths = SignalProducer(values: ["a", "bb"]).map { $0.count }
    /// ```
    @inlinable
    public func map<U>(_ transform: @escaping (Value) -> U) -> SignalProducer<U, Failure> {
        lift { $0.map(transform) }
    }

    /// Transforms each failure with `transform`.
    ///
    /// ```swift
    /// let appErrors = request.mapError { AppError.network($0) }
    /// ```
    @inlinable
    public func mapError<G: Error>(_ transform: @escaping (Failure) -> G) -> SignalProducer<Value, G> {
        lift { $0.mapError(transform) }
    }
}
