// PromoteError: gives a stream that cannot fail the failure type of the streams it joins.

extension Signal where Failure == Never {
    /// The same events, typed as able to fail with `G` (Combine's `setFailureType(to:)`), so the
    /// signal can be combined with streams that fail.
    ///
    /// ```swift
    /// taps.promoteError(NetworkError.self).flatMap(.latest) { _ in request }
    /// ```
    public func promoteError<G>(_: G.Type = G.self) -> Signal<Value, G> {
        derive { input in
            { event in
                switch event {
                case .value(let value): input.send(value)
                case .completed: input.sendCompleted()
                case .interrupted: input.sendInterrupted()
                }
            }
        }
    }

    /// The same events, typed as able to fail with `G`; another name for ``promoteError(_:)``.
    ///
    /// ```swift
    /// let typed = ticks.setFailureType(to: TimeoutError.self)
    /// ```
    public func setFailureType<G>(to _: G.Type) -> Signal<Value, G> {
        promoteError(G.self)
    }
}

extension SignalProducer where Failure == Never {
    /// The same events, typed as able to fail with `G`.
    ///
    /// ```swift
    /// SignalProducer(value: 1).promoteError(NetworkError.self).concat(request)
    /// ```
    public func promoteError<G>(_: G.Type = G.self) -> SignalProducer<Value, G> {
        lift { $0.promoteError(G.self) }
    }

    /// The same events, typed as able to fail with `G`; another name for ``promoteError(_:)``.
    ///
    /// ```swift
    /// let typed = cached.setFailureType(to: NetworkError.self)
    /// ```
    public func setFailureType<G>(to _: G.Type) -> SignalProducer<Value, G> {
        promoteError(G.self)
    }
}
