// AttemptMap: transforms each value with a function that can fail; its first failure fails the
// stream.

extension Signal {
    /// Transforms each value with `transform`; the first `.failure` it returns fails the signal.
    ///
    /// ```swift
    /// let users = responses.attemptMap { data in Result { try decoder.decode(User.self, from: data) }
    ///     .mapError(APIError.decoding) }
    /// ```
    @inlinable
    public func attemptMap<U>(_ transform: @escaping (Value) -> Result<U, Failure>) -> Signal<U, Failure> {
        derive { input in
            { event in
                guard case .value(let value) = event else { return input.sendTerminal(event) }
                switch transform(value) {
                case .success(let mapped): input.send(mapped)
                case .failure(let error): input.sendFailed(error)
                }
            }
        }
    }
}

extension Signal where Failure == any Error {
    /// Transforms each value with `transform`; the first error it throws fails the signal.
    ///
    /// ```swift
    /// let users = responses.attemptMap { try decoder.decode(User.self, from: $0) }
    /// ```
    @inlinable
    public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> Signal<U, any Error> {
        attemptMap { value in Result { try transform(value) } }
    }
}

extension Signal where Failure == Never {
    /// Transforms each value with `transform`; the first error it throws fails the signal, which
    /// could not fail before (ReactiveSwift's `attemptMap` on a signal without errors).
    ///
    /// ```swift
    /// let numbers = text.attemptMap { try parse($0) }
    /// ```
    @inlinable
    public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> Signal<U, any Error> {
        promoteError((any Error).self).attemptMap(transform)
    }
}

extension SignalProducer {
    /// Transforms each value of every run with `transform`; the first `.failure` it returns fails
    /// the run.
    ///
    /// ```swift
    /// request.attemptMap { data in data.isEmpty ? .failure(.empty) : .success(data) }
    /// ```
    @inlinable
    public func attemptMap<U>(_ transform: @escaping (Value) -> Result<U, Failure>) -> SignalProducer<U, Failure> {
        lift { $0.attemptMap(transform) }
    }
}

extension SignalProducer where Failure == any Error {
    /// Transforms each value of every run with `transform`; the first error it throws fails the run.
    ///
    /// ```swift
    /// URLSession.shared.reactive.data(with: request).attemptMap { try decoder.decode(User.self, from: $0.0) }
    /// ```
    @inlinable
    public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> SignalProducer<U, any Error> {
        lift { $0.attemptMap(transform) }
    }
}

extension SignalProducer where Failure == Never {
    /// Transforms each value of every run with `transform`; the first error it throws fails the run.
    ///
    /// ```swift
    /// SignalProducer(values: ["1", "x"]).attemptMap { try parse($0) }   // 1, then failed
    /// ```
    @inlinable
    public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> SignalProducer<U, any Error> {
        lift { $0.attemptMap(transform) }
    }
}
