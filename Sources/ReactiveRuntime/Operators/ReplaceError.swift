// ReplaceError: ends a failing stream with a value instead of its failure.

extension Signal {
    /// The same values; a failure is replaced by `value`, followed by completion (Combine's
    /// `replaceError(with:)`, RxSwift's `catchAndReturn(_:)`).
    ///
    /// ```swift
    /// let names = requests.map(\.name).replaceError(with: "unknown")   // Signal<String, Never>
    /// ```
    public func replaceError(with value: Value) -> Signal<Value, Never> {
        flatMapError { _ in SignalProducer<Value, Never>(value: value) }
    }
}

extension SignalProducer {
    /// The same values; a failure of the run is replaced by `value`, followed by completion.
    ///
    /// ```swift
    /// session.reactive.httpData(with: request).map(parse).replaceError(with: [])
    /// ```
    public func replaceError(with value: Value) -> SignalProducer<Value, Never> {
        flatMapError { _ in SignalProducer<Value, Never>(value: value) }
    }
}
