// AsyncSequence bridge: `for await` over the values of a signal or producer (Sendable values).

extension Signal where Value: Sendable {
    /// The values of this signal from now on, as an `AsyncSequence` that throws the signal's
    /// typed failure (`for await` without `try` when `Failure` is `Never`). The loop ends when
    /// the signal completes or is interrupted; values are buffered until the loop takes them.
    /// Leaving the loop, or cancelling its task, disposes the observation.
    ///
    /// ```swift
    /// for await download in proxy.events.downloadDidFinishAt.values {
    ///     print(download.location)
    /// }
    /// ```
    public var values: AsyncValues<Value, Failure> {
        AsyncValues { input in self.observe(input) }
    }
}

extension SignalProducer where Value: Sendable {
    /// Starts a run and returns its values as an `AsyncSequence` that throws the run's typed
    /// failure. Leaving the loop, or cancelling its task, interrupts the run.
    ///
    /// ```swift
    /// for try await line in lines.values { print(line) }
    /// ```
    public var values: AsyncValues<Value, Failure> {
        AsyncValues { input in self.start(input) }
    }
}

/// The values of a ``Signal`` or a run of a ``SignalProducer`` as an `AsyncSequence` with a typed
/// failure. Iterate it once.
///
/// ```swift
/// let values: AsyncValues<Int, Never> = signal.values
/// for await value in values { print(value) }
/// ```
public struct AsyncValues<Value: Sendable, Failure: Error>: AsyncSequence, Sendable {
    /// The elements: the stream's values.
    ///
    /// ```swift
    /// let first: Int? = await signal.values.first { _ in true }
    /// ```
    public typealias Element = Value

    private let events: AsyncStream<Event<Value, Failure>>

    init(_ subscribe: (@escaping (Event<Value, Failure>) -> Void) -> any Disposable) {
        var subscription: (any Disposable)?
        let events = AsyncStream<Event<Value, Failure>> { continuation in
            subscription = subscribe { event in
                continuation.yield(event)
                if event.isTerminal { continuation.finish() }
            }
            continuation.onTermination = { [subscription] _ in subscription?.dispose() }
        }
        self.events = events
        _ = subscription
    }

    /// Creates the iterator; iterate only once.
    ///
    /// ```swift
    /// var iterator = signal.values.makeAsyncIterator()
    /// let first = await iterator.next()
    /// ```
    public func makeAsyncIterator() -> Iterator {
        Iterator(events: events.makeAsyncIterator())
    }

    /// Takes values one at a time; throws the stream's failure.
    ///
    /// ```swift
    /// while let value = try await iterator.next() { print(value) }
    /// ```
    public struct Iterator: AsyncIteratorProtocol {
        private var events: AsyncStream<Event<Value, Failure>>.Iterator
        private var isFinished = false

        init(events: AsyncStream<Event<Value, Failure>>.Iterator) {
            self.events = events
        }

        // An Apple SDK older than Xcode 16's (iOS 17, macOS 14) has a standard library of Swift
        // 5.10, without `#isolation` or `AsyncIteratorProtocol.next(isolation:)`: the form below
        // exists where the SDK's library is Swift 6's (every SDK since). Elsewhere the library is
        // the toolchain's own, which has no version to compare (asking would warn).
        #if !(os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) || canImport(Swift, _version: 6.0)
            /// The next value, `nil` at the end; throws the failure of the stream. Stays on the
            /// caller's actor (`AsyncStream`'s `next(isolation:)` needs macOS 15, iOS 18).
            ///
            /// ```swift
            /// let value = try await iterator.next(isolation: nil)
            /// ```
            @available(macOS 15.0, iOS 18.0, macCatalyst 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
            public mutating func next(isolation actor: isolated (any Actor)? = #isolation) async throws(Failure)
                -> Value?
            {
                guard !isFinished else { return nil }
                return try take(await events.next(isolation: actor))
            }
        #endif

        /// The next value, `nil` at the end; throws the failure of the stream.
        ///
        /// ```swift
        /// let value = try await iterator.next()
        /// ```
        public mutating func next() async throws(Failure) -> Value? {
            guard !isFinished else { return nil }
            return try take(await events.next())
        }

        /// The value of `event`; records the end of the stream.
        private mutating func take(_ event: Event<Value, Failure>?) throws(Failure) -> Value? {
            guard let event else { return nil }
            switch event {
            case .value(let value):
                return value
            case .failed(let error):
                isFinished = true
                throw error
            case .completed, .interrupted:
                isFinished = true
                return nil
            }
        }
    }
}
