// PublisherProducer: a Combine publisher as a SignalProducer, where Combine exists: each run one
// subscription, cancelled when the run is interrupted.

#if canImport(Combine)
    import Combine

    extension SignalProducer {
        /// A producer each of whose runs subscribes to `publisher` with unlimited demand, sends what
        /// it publishes, and completes or fails as it does. Interrupting the run cancels the
        /// subscription.
        ///
        /// ```swift
        /// let saved = SignalProducer(store.savePublisher(for: draft))   // from a Combine API
        ///     .flatMapError { _ in .empty }
        /// ```
        public init<P: Publisher>(_ publisher: P) where P.Output == Value, P.Failure == Failure {
            self.init { input in
                let subscription = publisher.sink(
                    receiveCompletion: { completion in
                        switch completion {
                        case .finished: input.sendCompleted()
                        case .failure(let error): input.sendFailed(error)
                        }
                    },
                    receiveValue: { input.send($0) })
                // `AnyCancellable` is thread-safe but not `Sendable` in every SDK.
                let cancellable = UncheckedSendable(subscription)
                return ActionDisposable { cancellable.wrapped.cancel() }
            }
        }
    }
#endif
