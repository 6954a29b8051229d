// Event: the grammar of a stream — any number of values, then at most one terminal event.

/// One event of a ``Signal``: a value, or one of the three terminal events.
///
/// A stream sends any number of `.value` events followed by at most one terminal event
/// (`.failed`, `.completed` or `.interrupted`); nothing is delivered after a terminal event.
///
/// ```swift
/// signal.observe { event in
///     if case .value(let v) = event { print(v) }
/// }
/// ```
public enum Event<Value, Failure: Error> {
    /// A value.
    case value(Value)
    /// The stream failed; terminal.
    case failed(Failure)
    /// The stream completed normally; terminal.
    case completed
    /// The stream was interrupted (its producer or subscription was disposed); terminal.
    case interrupted

    /// Whether this event ends the stream.
    ///
    /// ```swift
    /// signal.observe { event in if event.isTerminal { print("ended") } }
    /// ```
    @inlinable
    public var isTerminal: Bool {
        if case .value = self { return false }
        return true
    }

    /// The value carried by a `.value` event, `nil` otherwise.
    ///
    /// ```swift
    /// let values = events.compactMap(\.value)
    /// ```
    @inlinable
    public var value: Value? {
        if case .value(let value) = self { return value }
        return nil
    }

    /// The error carried by a `.failed` event, `nil` otherwise.
    ///
    /// ```swift
    /// if let error = event.error { print("failed: \(error)") }
    /// ```
    @inlinable
    public var error: Failure? {
        if case .failed(let error) = self { return error }
        return nil
    }
}

extension Event: Sendable where Value: Sendable {}
extension Event: Equatable where Value: Equatable, Failure: Equatable {}

extension Event {
    /// The same event with its value transformed; terminal events are carried over.
    ///
    /// ```swift
    /// let lengths = Event<String, Never>.value("abc").map(\.count)   // .value(3)
    /// ```
    @inlinable
    public func map<U>(_ transform: (Value) throws -> U) rethrows -> Event<U, Failure> {
        switch self {
        case .value(let value): return .value(try transform(value))
        case .failed(let error): return .failed(error)
        case .completed: return .completed
        case .interrupted: return .interrupted
        }
    }

    /// The same event with its error transformed; other events are carried over.
    ///
    /// ```swift
    /// let wrapped = event.mapError { AppError.network($0) }
    /// ```
    @inlinable
    public func mapError<G: Error>(_ transform: (Failure) throws -> G) rethrows -> Event<Value, G> {
        switch self {
        case .value(let value): return .value(value)
        case .failed(let error): return .failed(try transform(error))
        case .completed: return .completed
        case .interrupted: return .interrupted
        }
    }
}
