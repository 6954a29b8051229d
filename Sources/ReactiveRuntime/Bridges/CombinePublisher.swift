// Combine bridge: signals and producers as Combine publishers, where Combine exists.

#if canImport(Combine)
    import Combine

    extension SignalProducer {
        /// This producer as a Combine publisher: each subscription starts a run; cancelling it
        /// interrupts the run. Values that arrive while the subscriber has no demand are dropped, as
        /// `PassthroughSubject` drops them; `.interrupted` finishes the subscriber normally.
        ///
        /// ```swift
        /// let cancellable = producer.publisher.sink(
        ///     receiveCompletion: { print($0) },
        ///     receiveValue: { print($0) })
        /// ```
        public var publisher: SignalProducerPublisher<Value, Failure> {
            SignalProducerPublisher(producer: self)
        }
    }

    extension Signal {
        /// This signal as a Combine publisher: each subscription observes the signal from then on.
        ///
        /// ```swift
        /// proxy.events.downloadDidFinishAt.publisher.sink { print($0.location) }
        /// ```
        public var publisher: SignalProducerPublisher<Value, Failure> {
            SignalProducerPublisher(producer: producer)
        }
    }

    /// A Combine `Publisher` whose subscriptions are runs of a ``SignalProducer``.
    ///
    /// ```swift
    /// let publisher: SignalProducerPublisher<Int, Never> = SignalProducer(values: 1...3).publisher
    /// ```
    public struct SignalProducerPublisher<Value, Failure: Error>: Publisher {
        /// The values it publishes.
        ///
        /// ```swift
        /// let output: Int.Type = SignalProducerPublisher<Int, Never>.Output.self
        /// ```
        public typealias Output = Value

        /// The producer each subscription starts.
        ///
        /// ```swift
        /// let producer = publisher.producer
        /// ```
        public let producer: SignalProducer<Value, Failure>

        /// Starts a run of ``producer`` for `subscriber`.
        ///
        /// ```swift
        /// publisher.receive(subscriber: Subscribers.Sink(receiveCompletion: { _ in }, receiveValue: { _ in }))
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Failure {
            let subscription = ProducerSubscription(subscriber: subscriber)
            subscriber.receive(subscription: subscription)
            subscription.start(producer)
        }
    }

    /// One subscriber's run: tracks its demand and forwards events within it.
    private final class ProducerSubscription<S: Subscriber>: Subscription, @unchecked Sendable {
        private struct State {
            var subscriber: S?
            var demand: Subscribers.Demand = .none
        }

        private let state: LockedState<State>
        private let run = SerialDisposable()

        init(subscriber: S) {
            state = LockedState(State(subscriber: subscriber))
        }

        func start(_ producer: SignalProducer<S.Input, S.Failure>) {
            run.inner = producer.start { [weak self] event in self?.receive(event) }
        }

        private func receive(_ event: Event<S.Input, S.Failure>) {
            switch event {
            case .value(let value):
                let subscriber: S? = state.withLock { state in
                    guard state.demand > 0, let subscriber = state.subscriber else { return nil }
                    state.demand -= 1
                    return subscriber
                }
                guard let subscriber else { return }
                let more = subscriber.receive(value)
                state.withLock { $0.demand += more }
            case .failed(let error):
                finish()?.receive(completion: .failure(error))
            case .completed, .interrupted:
                finish()?.receive(completion: .finished)
            }
        }

        /// Takes the subscriber out, so that nothing is sent to it again.
        private func finish() -> S? {
            state.withLock { state in
                defer { state.subscriber = nil }
                return state.subscriber
            }
        }

        func request(_ demand: Subscribers.Demand) {
            state.withLock { $0.demand += demand }
        }

        func cancel() {
            _ = finish()
            run.dispose()
        }

        var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
    }
#endif
