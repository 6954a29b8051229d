// StartWith: sends values before the run's own values.

extension SignalProducer {
    /// Sends `value` first, then the run's own events (`startWith`).
    ///
    /// ```swift
    /// searchResults.prefix(value: [])   // an empty list until the first results arrive
    /// ```
    @inlinable
    public func prefix(value: Value) -> SignalProducer<Value, Failure> {
        SignalProducer(value: value).concat(self)
    }

    /// Sends `values` first, then the run's own events.
    ///
    /// ```swift
    /// SignalProducer(values: [3, 4]).prefix(values: [1, 2])   // 1, 2, 3, 4
    /// ```
    @inlinable
    public func prefix<S: Sequence>(values: S) -> SignalProducer<Value, Failure> where S.Element == Value {
        SignalProducer(values: values).concat(self)
    }

    /// Runs `first` to completion, then this producer.
    ///
    /// ```swift
    /// fresh.prefix(cached)
    /// ```
    @inlinable
    public func prefix(_ first: SignalProducer<Value, Failure>) -> SignalProducer<Value, Failure> {
        first.concat(self)
    }
}
