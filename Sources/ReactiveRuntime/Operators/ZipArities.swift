// ZipArities: the values of 2 to 6 streams of different types paired by position, as a tuple, on
// every platform the runtime supports (the parameter-pack form needs macOS 14 / iOS 17).

extension Signal {
    /// Sends the tuple of the signals' values by position: the first value of each, then the
    /// second of each, …; completes once one has completed and its values have all been paired.
    ///
    /// ```swift
    /// let rows = Signal.zip(ids, titles)   // Signal<(Int, String), Never>
    /// ```
    @inlinable
    public static func zip<A, B>(
        _ a: Signal<A, Failure>, _ b: Signal<B, Failure>
    ) -> Signal<(A, B), Failure> where Value == (A, B) {
        a.zip(with: b)
    }

    /// The `zip` of three signals (see the two-signal form).
    @inlinable
    public static func zip<A, B, C>(
        _ a: Signal<A, Failure>, _ b: Signal<B, Failure>, _ c: Signal<C, Failure>
    ) -> Signal<(A, B, C), Failure> where Value == (A, B, C) {
        a.zip(with: b).zip(with: c).map { v in (v.0.0, v.0.1, v.1) }
    }

    /// The `zip` of four signals (see the two-signal form).
    @inlinable
    public static func zip<A, B, C, D>(
        _ a: Signal<A, Failure>, _ b: Signal<B, Failure>, _ c: Signal<C, Failure>, _ d: Signal<D, Failure>
    ) -> Signal<(A, B, C, D), Failure> where Value == (A, B, C, D) {
        a.zip(with: b).zip(with: c).zip(with: d).map { v in (v.0.0.0, v.0.0.1, v.0.1, v.1) }
    }

    /// The `zip` of five signals (see the two-signal form).
    @inlinable
    public static func zip<A, B, C, D, E>(
        _ a: Signal<A, Failure>, _ b: Signal<B, Failure>, _ c: Signal<C, Failure>, _ d: Signal<D, Failure>,
        _ e: Signal<E, Failure>
    ) -> Signal<(A, B, C, D, E), Failure> where Value == (A, B, C, D, E) {
        a.zip(with: b).zip(with: c).zip(with: d).zip(with: e).map { v in (v.0.0.0.0, v.0.0.0.1, v.0.0.1, v.0.1, v.1) }
    }

    /// The `zip` of six signals (see the two-signal form).
    @inlinable
    public static func zip<A, B, C, D, E, F>(
        _ a: Signal<A, Failure>, _ b: Signal<B, Failure>, _ c: Signal<C, Failure>, _ d: Signal<D, Failure>,
        _ e: Signal<E, Failure>, _ f: Signal<F, Failure>
    ) -> Signal<(A, B, C, D, E, F), Failure> where Value == (A, B, C, D, E, F) {
        a.zip(with: b).zip(with: c).zip(with: d).zip(with: e).zip(with: f).map { v in
            (v.0.0.0.0.0, v.0.0.0.0.1, v.0.0.0.1, v.0.0.1, v.0.1, v.1)
        }
    }
}

extension SignalProducer {
    /// Starts a run of each producer, in order, and sends the tuple of their values by position
    /// (`zip(with:)` chained, flattened).
    ///
    /// ```swift
    /// SignalProducer.zip(SignalProducer(values: [1, 2]), SignalProducer(values: ["a", "b"]))   // (1, "a"), (2, "b")
    /// ```
    @inlinable
    public static func zip<A, B>(
        _ a: SignalProducer<A, Failure>, _ b: SignalProducer<B, Failure>
    ) -> SignalProducer<(A, B), Failure> where Value == (A, B) {
        a.zip(with: b)
    }

    /// The `zip` of three producers (see the two-producer form).
    @inlinable
    public static func zip<A, B, C>(
        _ a: SignalProducer<A, Failure>, _ b: SignalProducer<B, Failure>, _ c: SignalProducer<C, Failure>
    ) -> SignalProducer<(A, B, C), Failure> where Value == (A, B, C) {
        a.zip(with: b).zip(with: c).map { v in (v.0.0, v.0.1, v.1) }
    }

    /// The `zip` of four producers (see the two-producer form).
    @inlinable
    public static func zip<A, B, C, D>(
        _ a: SignalProducer<A, Failure>, _ b: SignalProducer<B, Failure>, _ c: SignalProducer<C, Failure>,
        _ d: SignalProducer<D, Failure>
    ) -> SignalProducer<(A, B, C, D), Failure> where Value == (A, B, C, D) {
        a.zip(with: b).zip(with: c).zip(with: d).map { v in (v.0.0.0, v.0.0.1, v.0.1, v.1) }
    }

    /// The `zip` of five producers (see the two-producer form).
    @inlinable
    public static func zip<A, B, C, D, E>(
        _ a: SignalProducer<A, Failure>, _ b: SignalProducer<B, Failure>, _ c: SignalProducer<C, Failure>,
        _ d: SignalProducer<D, Failure>, _ e: SignalProducer<E, Failure>
    ) -> SignalProducer<(A, B, C, D, E), Failure> where Value == (A, B, C, D, E) {
        a.zip(with: b).zip(with: c).zip(with: d).zip(with: e).map { v in (v.0.0.0.0, v.0.0.0.1, v.0.0.1, v.0.1, v.1) }
    }

    /// The `zip` of six producers (see the two-producer form).
    @inlinable
    public static func zip<A, B, C, D, E, F>(
        _ a: SignalProducer<A, Failure>, _ b: SignalProducer<B, Failure>, _ c: SignalProducer<C, Failure>,
        _ d: SignalProducer<D, Failure>, _ e: SignalProducer<E, Failure>, _ f: SignalProducer<F, Failure>
    ) -> SignalProducer<(A, B, C, D, E, F), Failure> where Value == (A, B, C, D, E, F) {
        a.zip(with: b).zip(with: c).zip(with: d).zip(with: e).zip(with: f).map { v in
            (v.0.0.0.0.0, v.0.0.0.0.1, v.0.0.0.1, v.0.0.1, v.0.1, v.1)
        }
    }
}
