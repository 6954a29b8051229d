// SignalProducer+System: a feedback loop: a state, a reducer, and the feedbacks whose events it
// reduces.

extension SignalProducer where Failure == Never {
    /// A feedback loop: each run starts from `initial`, sends it, and then sends the state after
    /// each event that a feedback sends, reduced with `reduce` (RxFeedback's and ReactiveFeedback's
    /// `system`). The feedbacks observe the states from `initial` on.
    ///
    /// Events are reduced one at a time, in the order they arrive: an event a feedback sends while a
    /// state is being delivered (an effect that answers at once) is reduced after that delivery,
    /// not inside it, so no state is delivered out of order and nothing recurses per event. Events
    /// may come from any thread. Interrupting the run interrupts the feedbacks' effects.
    ///
    /// ```swift
    /// let state = SignalProducer.system(
    ///     initial: Search.State(),
    ///     reduce: Search.reduce,
    ///     feedbacks: [Search.loading(api), Feedback { _ in queries.map(Search.Event.query) }])
    /// ```
    public static func system<Event>(
        initial: Value,
        reduce: @escaping (Value, Event) -> Value,
        feedbacks: [Feedback<Value, Event>]
    ) -> SignalProducer<Value, Never> {
        SignalProducer { input in
            let (states, statesInput) = Signal<Value, Never>.pipe()
            let loop = FeedbackLoop(initial: initial, reduce: reduce, output: statesInput)
            let disposables = CompositeDisposable()
            disposables += states.observe { input.send(event: $0) }
            for feedback in feedbacks {
                disposables += feedback.events(states).observeValues { loop.receive($0) }
            }
            loop.start()
            return ActionDisposable {
                disposables.dispose()
                // Ends what the feedbacks derived from the states: their running effects.
                statesInput.sendInterrupted()
            }
        }
    }
}

/// The state of one run of a feedback loop and the events waiting to be reduced; whoever finds it
/// idle delivers states until no event waits (a trampoline), with the lock held only to reduce.
final class FeedbackLoop<State, Event>: @unchecked Sendable {
    private struct Queue {
        var state: State
        var pending: [Event] = []
        var isDelivering = false
    }

    private let queue: LockedState<Queue>
    private let reduce: (State, Event) -> State
    private let output: Signal<State, Never>.Input

    init(initial: State, reduce: @escaping (State, Event) -> State, output: Signal<State, Never>.Input) {
        queue = LockedState(Queue(state: initial))
        self.reduce = reduce
        self.output = output
    }

    /// Sends the initial state, then the states of the events the feedbacks sent meanwhile.
    func start() {
        let initial = queue.withLock { queue -> State in
            queue.isDelivering = true
            return queue.state
        }
        output.send(initial)
        deliverPending()
    }

    /// Reduces `event` now if no state is being delivered, else once the delivery ends.
    func receive(_ event: Event) {
        let isIdle = queue.withLock { queue -> Bool in
            queue.pending.append(event)
            guard !queue.isDelivering else { return false }
            queue.isDelivering = true
            return true
        }
        if isIdle { deliverPending() }
    }

    /// Reduces and delivers the waiting events one at a time, then becomes idle.
    private func deliverPending() {
        while true {
            let next = queue.withLock { queue -> State? in
                guard !queue.pending.isEmpty else {
                    queue.isDelivering = false
                    return nil
                }
                queue.state = reduce(queue.state, queue.pending.removeFirst())
                return queue.state
            }
            guard let next else { return }
            output.send(next)
        }
    }
}
