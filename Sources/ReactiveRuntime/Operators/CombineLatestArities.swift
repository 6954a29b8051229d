// CombineLatestArities: the latest values of 2 to 6 streams of different types, as a tuple, on
// every platform the runtime supports (the parameter-pack form needs macOS 14 / iOS 17).

extension Signal {
    /// Once each of the signals has sent a value, sends the tuple of their latest values whenever
    /// any of them sends; completes when all have completed, fails or is interrupted with any of them.
    ///
    /// ```swift
    /// let form = Signal.combineLatest(name, email, password)   // Signal<(String, String, String), Never>
    /// ```
    @inlinable
    public static func combineLatest<A, B, C>(
        _ a: Signal<A, Failure>, _ b: Signal<B, Failure>, _ c: Signal<C, Failure>
    ) -> Signal<(A, B, C), Failure> where Value == (A, B, C) {
        a.combineLatest(with: b).combineLatest(with: c).map { v in (v.0.0, v.0.1, v.1) }
    }

    /// The `combineLatest` of four signals (see the three-signal form).
    @inlinable
    public static func combineLatest<A, B, C, D>(
        _ a: Signal<A, Failure>, _ b: Signal<B, Failure>, _ c: Signal<C, Failure>, _ d: Signal<D, Failure>
    ) -> Signal<(A, B, C, D), Failure> where Value == (A, B, C, D) {
        a.combineLatest(with: b).combineLatest(with: c).combineLatest(with: d).map { v in (v.0.0.0, v.0.0.1, v.0.1, v.1)
        }
    }

    /// The `combineLatest` of five signals (see the three-signal form).
    @inlinable
    public static func combineLatest<A, B, C, D, E>(
        _ a: Signal<A, Failure>, _ b: Signal<B, Failure>, _ c: Signal<C, Failure>, _ d: Signal<D, Failure>,
        _ e: Signal<E, Failure>
    ) -> Signal<(A, B, C, D, E), Failure> where Value == (A, B, C, D, E) {
        a.combineLatest(with: b).combineLatest(with: c).combineLatest(with: d).combineLatest(with: e).map { v in
            (v.0.0.0.0, v.0.0.0.1, v.0.0.1, v.0.1, v.1)
        }
    }

    /// The `combineLatest` of six signals (see the three-signal form).
    @inlinable
    public static func combineLatest<A, B, C, D, E, F>(
        _ a: Signal<A, Failure>, _ b: Signal<B, Failure>, _ c: Signal<C, Failure>, _ d: Signal<D, Failure>,
        _ e: Signal<E, Failure>, _ f: Signal<F, Failure>
    ) -> Signal<(A, B, C, D, E, F), Failure> where Value == (A, B, C, D, E, F) {
        a.combineLatest(with: b).combineLatest(with: c).combineLatest(with: d).combineLatest(with: e).combineLatest(
            with: f
        ).map { v in (v.0.0.0.0.0, v.0.0.0.0.1, v.0.0.0.1, v.0.0.1, v.0.1, v.1) }
    }
}

extension SignalProducer {
    /// Starts a run of each producer, in order, and once each has sent a value, sends the tuple of
    /// their latest values whenever any of them sends (`combineLatest(with:)` chained, flattened).
    ///
    /// ```swift
    /// SignalProducer.combineLatest(name.producer, email.producer, password.producer)
    /// ```
    @inlinable
    public static func combineLatest<A, B>(
        _ a: SignalProducer<A, Failure>, _ b: SignalProducer<B, Failure>
    ) -> SignalProducer<(A, B), Failure> where Value == (A, B) {
        a.combineLatest(with: b)
    }

    /// The `combineLatest` of three producers (see the two-producer form).
    @inlinable
    public static func combineLatest<A, B, C>(
        _ a: SignalProducer<A, Failure>, _ b: SignalProducer<B, Failure>, _ c: SignalProducer<C, Failure>
    ) -> SignalProducer<(A, B, C), Failure> where Value == (A, B, C) {
        a.combineLatest(with: b).combineLatest(with: c).map { v in (v.0.0, v.0.1, v.1) }
    }

    /// The `combineLatest` of four producers (see the two-producer form).
    @inlinable
    public static func combineLatest<A, B, C, D>(
        _ a: SignalProducer<A, Failure>, _ b: SignalProducer<B, Failure>, _ c: SignalProducer<C, Failure>,
        _ d: SignalProducer<D, Failure>
    ) -> SignalProducer<(A, B, C, D), Failure> where Value == (A, B, C, D) {
        a.combineLatest(with: b).combineLatest(with: c).combineLatest(with: d).map { v in (v.0.0.0, v.0.0.1, v.0.1, v.1)
        }
    }

    /// The `combineLatest` of five producers (see the two-producer form).
    @inlinable
    public static func combineLatest<A, B, C, D, E>(
        _ a: SignalProducer<A, Failure>, _ b: SignalProducer<B, Failure>, _ c: SignalProducer<C, Failure>,
        _ d: SignalProducer<D, Failure>, _ e: SignalProducer<E, Failure>
    ) -> SignalProducer<(A, B, C, D, E), Failure> where Value == (A, B, C, D, E) {
        a.combineLatest(with: b).combineLatest(with: c).combineLatest(with: d).combineLatest(with: e).map { v in
            (v.0.0.0.0, v.0.0.0.1, v.0.0.1, v.0.1, v.1)
        }
    }

    /// The `combineLatest` of six producers (see the two-producer form).
    @inlinable
    public static func combineLatest<A, B, C, D, E, F>(
        _ a: SignalProducer<A, Failure>, _ b: SignalProducer<B, Failure>, _ c: SignalProducer<C, Failure>,
        _ d: SignalProducer<D, Failure>, _ e: SignalProducer<E, Failure>, _ f: SignalProducer<F, Failure>
    ) -> SignalProducer<(A, B, C, D, E, F), Failure> where Value == (A, B, C, D, E, F) {
        a.combineLatest(with: b).combineLatest(with: c).combineLatest(with: d).combineLatest(with: e).combineLatest(
            with: f
        ).map { v in (v.0.0.0.0.0, v.0.0.0.0.1, v.0.0.0.1, v.0.0.1, v.0.1, v.1) }
    }
}
