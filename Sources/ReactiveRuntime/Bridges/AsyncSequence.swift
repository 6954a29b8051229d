// AsyncSequence bridge: `for await` over the values of a signal or producer (Sendable values).

extension Signal where Value: Sendable, Failure == Never {
    /// The values of this signal as an `AsyncStream`, from now on; the stream finishes when the
    /// signal ends. Values are buffered until the loop takes them. Ending the loop (or
    /// cancelling its task) disposes the observation.
    ///
    /// ```swift
    /// for await value in signal.values {
    ///     print(value)
    /// }
    /// ```
    public var values: AsyncStream<Value> {
        AsyncStream { continuation in
            let observation = self.observe { event in
                if case .value(let value) = event {
                    continuation.yield(value)
                } else {
                    continuation.finish()
                }
            }
            continuation.onTermination = { _ in observation.dispose() }
        }
    }
}

extension Signal where Value: Sendable {
    /// The values of this signal as an `AsyncThrowingStream`, from now on; the loop throws the
    /// signal's failure, and ends normally when it completes or is interrupted. Ending the loop
    /// (or cancelling its task) disposes the observation.
    ///
    /// ```swift
    /// for try await chunk in download.values {
    ///     append(chunk)
    /// }
    /// ```
    public var values: AsyncThrowingStream<Value, any Error> {
        AsyncThrowingStream { continuation in
            let observation = self.observe { event in
                switch event {
                case .value(let value): continuation.yield(value)
                case .failed(let error): continuation.finish(throwing: error)
                case .completed, .interrupted: continuation.finish()
                }
            }
            continuation.onTermination = { _ in observation.dispose() }
        }
    }
}

extension SignalProducer where Value: Sendable, Failure == Never {
    /// Starts a run and returns its values as an `AsyncStream`; ending the loop (or cancelling
    /// its task) interrupts the run.
    ///
    /// ```swift
    /// for await page in pages.values { show(page) }
    /// ```
    public var values: AsyncStream<Value> {
        AsyncStream { continuation in
            let run = self.start { event in
                if case .value(let value) = event {
                    continuation.yield(value)
                } else {
                    continuation.finish()
                }
            }
            continuation.onTermination = { _ in run.dispose() }
        }
    }
}

extension SignalProducer where Value: Sendable {
    /// Starts a run and returns its values as an `AsyncThrowingStream`; the loop throws the run's
    /// failure, and ending the loop (or cancelling its task) interrupts the run.
    ///
    /// ```swift
    /// for try await line in lines.values { print(line) }
    /// ```
    public var values: AsyncThrowingStream<Value, any Error> {
        AsyncThrowingStream { continuation in
            let run = self.start { event in
                switch event {
                case .value(let value): continuation.yield(value)
                case .failed(let error): continuation.finish(throwing: error)
                case .completed, .interrupted: continuation.finish()
                }
            }
            continuation.onTermination = { _ in run.dispose() }
        }
    }
}
