// Feedback: one effect of a feedback loop: the events it sends in answer to the loop's states.

/// One effect of a feedback loop (``SignalProducer/system(initial:reduce:feedbacks:)``): given the
/// loop's states, the events it sends back to be reduced. The "system" pattern of RxFeedback and
/// ReactiveFeedback.
///
/// ```swift
/// let loading = Feedback<State, Event>(skippingRepeated: \.pageToLoad) { page in
///     api.page(page).map(Event.loaded).flatMapError { .init(value: .failed($0)) }
/// }
/// ```
public struct Feedback<State, Event> {
    /// The events, from the loop's states (which start with its current state).
    let events: (Signal<State, Never>) -> Signal<Event, Never>

    /// A feedback from any transformation of the states into events.
    ///
    /// ```swift
    /// let ticks = Feedback<State, Event> { _ in timer.map { _ in .tick } }
    /// ```
    public init(_ events: @escaping (Signal<State, Never>) -> Signal<Event, Never>) {
        self.events = events
    }

    /// Runs `effects` for each state that `query` gives a value for, different from the value of
    /// the state before; a new value interrupts the effects still running for the previous one, and
    /// `nil` interrupts them without starting new ones (ReactiveFeedback's `skippingRepeated`).
    ///
    /// ```swift
    /// Feedback<State, Event>(skippingRepeated: \.query) { query in api.search(query).map(Event.results) }
    /// ```
    public init<Query: Equatable>(
        skippingRepeated query: @escaping (State) -> Query?,
        effects: @escaping (Query) -> SignalProducer<Event, Never>
    ) {
        self.init { states in
            states.map(query).skipRepeats { $0 == $1 }.flatMap(.latest) { query in query.map(effects) ?? .empty }
        }
    }

    /// Runs `effects` for each state that satisfies `predicate`, interrupting the effects still
    /// running for an earlier state (ReactiveFeedback's `predicate:` form).
    ///
    /// ```swift
    /// Feedback<State, Event>(predicate: \.isRefreshing) { _ in api.reload().map(Event.reloaded) }
    /// ```
    public init(predicate: @escaping (State) -> Bool, effects: @escaping (State) -> SignalProducer<Event, Never>) {
        self.init { states in states.filter(predicate).flatMap(.latest, effects) }
    }
}
