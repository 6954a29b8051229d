// Concat: runs producers one after another.

extension SignalProducer {
    /// Runs this producer, then — when it completes — `next`.
    ///
    /// ```swift
    /// cached.concat(fresh).startWithValues { show($0) }
    /// ```
    @inlinable
    public func concat(_ next: SignalProducer<Value, Failure>) -> SignalProducer<Value, Failure> {
        SignalProducer.concat([self, next])
    }

    /// Runs `producers` one after another; each starts when the previous completes.
    ///
    /// ```swift
    /// SignalProducer.concat([login, loadProfile, loadFeed])
    /// ```
    @inlinable
    public static func concat(_ producers: [SignalProducer<Value, Failure>]) -> SignalProducer<Value, Failure> {
        SignalProducer<SignalProducer<Value, Failure>, Failure>(values: producers).flatten(.concat)
    }
}

extension SignalProducer {
    /// Sends `value` after the run's own values, when it completes (`append`, the counterpart of
    /// ``prefix(value:)``).
    ///
    /// ```swift
    /// SignalProducer(values: [1, 2]).concat(value: 3)   // 1, 2, 3
    /// ```
    @inlinable
    public func concat(value: Value) -> SignalProducer<Value, Failure> {
        concat(SignalProducer(value: value))
    }

    /// Fails with `error` when a run completes.
    ///
    /// ```swift
    /// pages.concat(error: .endOfFeed)
    /// ```
    @inlinable
    public func concat(error: Failure) -> SignalProducer<Value, Failure> {
        concat(SignalProducer(error: error))
    }
}
