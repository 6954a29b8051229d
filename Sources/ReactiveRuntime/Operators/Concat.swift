// Concat: runs producers one after another.

extension SignalProducer {
    /// Runs this producer, then — when it completes — `next`.
    ///
    /// ```swift
    /// cached.concat(fresh).startWithValues { show($0) }
    /// ```
    public func concat(_ next: SignalProducer<Value, Failure>) -> SignalProducer<Value, Failure> {
        SignalProducer.concat([self, next])
    }

    /// Runs `producers` one after another; each starts when the previous completes.
    ///
    /// ```swift
    /// SignalProducer.concat([login, loadProfile, loadFeed])
    /// ```
    public static func concat(_ producers: [SignalProducer<Value, Failure>]) -> SignalProducer<Value, Failure> {
        SignalProducer<SignalProducer<Value, Failure>, Failure>(values: producers).flatten(.concat)
    }
}
