// FlatMap: maps each value to a producer and flattens the runs (merge, concat or latest).

/// How ``Signal/flatMap(_:_:)`` combines the runs of the producers it creates.
///
/// ```swift
/// searchTexts.flatMap(.latest) { text in search(text) }
/// ```
///
/// In every strategy an inner run that is interrupted by itself (not by this operator) counts as
/// completed: it ends that inner run only, as in ReactiveSwift. Only the winner of ``race`` passes
/// its interruption on.
public enum FlattenStrategy: Sendable, Hashable {
    /// Runs every inner producer at once and interleaves their values.
    case merge
    /// Runs the inner producers one after another, in order; each starts when the previous
    /// completes. Inner runs that complete as they start are run in a loop, not recursively, so
    /// any number of them is safe.
    case concat
    /// Runs only the newest inner producer; a new value interrupts the previous run.
    case latest
    /// Runs inner producers until one of them sends its first event (a value or its end): that
    /// one wins, the others are interrupted, and later inner producers are ignored.
    case race
    /// Runs at most `limit` inner producers at once (at least 1); the others wait in order and
    /// start as running ones end. `.concurrent(limit: 1)` is ``concat``.
    case concurrent(limit: UInt)
}

extension Signal {
    /// Maps each value to a producer, starts it, and sends the values of the runs as
    /// `strategy` says. Completes when this signal and every run have completed; fails with the
    /// first failure. When the flattened signal ends or is abandoned (its producer's run
    /// disposed), every inner run is interrupted and waiting producers are dropped.
    ///
    /// ```swift
    /// let results = queries.flatMap(.latest) { query in api.search(query) }
    /// ```
    @inlinable
    public func flatMap<U>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> SignalProducer<U, Failure>
    ) -> Signal<U, Failure> {
        Signal<U, Failure> { input in
            let coordinator = FlattenCoordinator(input: input, strategy: strategy)
            let outer = self.observe { event in
                switch event {
                case .value(let value): coordinator.receive(transform(value))
                case .completed: coordinator.outerCompleted()
                case .failed(let error): input.sendFailed(error)
                case .interrupted: input.sendInterrupted()
                }
            }
            return CompositeDisposable([outer, ActionDisposable { coordinator.dispose() }])
        }
    }

    /// Flattens a signal of producers as `strategy` says.
    ///
    /// ```swift
    /// let pages: Signal<SignalProducer<Page, any Error>, any Error> = …
    /// pages.flatten(.concat)
    /// ```
    @inlinable
    public func flatten<Inner>(_ strategy: FlattenStrategy) -> Signal<Inner, Failure>
    where Value == SignalProducer<Inner, Failure> {
        flatMap(strategy) { $0 }
    }
}

extension SignalProducer {
    /// Maps each value of a run to a producer and flattens the inner runs as `strategy` says.
    ///
    /// ```swift
    /// SignalProducer(values: urls).flatMap(.concat) { download($0) }
    /// ```
    @inlinable
    public func flatMap<U>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> SignalProducer<U, Failure>
    ) -> SignalProducer<U, Failure> {
        lift { $0.flatMap(strategy, transform) }
    }

    /// Flattens a producer of producers as `strategy` says.
    ///
    /// ```swift
    /// SignalProducer(values: [first, second]).flatten(.concat)
    /// ```
    @inlinable
    public func flatten<Inner>(_ strategy: FlattenStrategy) -> SignalProducer<Inner, Failure>
    where Value == SignalProducer<Inner, Failure> {
        lift { $0.flatten(strategy) }
    }
}

/// The state of one flattened stream: the inner runs in progress, those waiting for a free place
/// (concat and concurrent), and those reserved but not started yet.
@usableFromInline
final class FlattenCoordinator<Inner, Failure: Error>: @unchecked Sendable {
    @usableFromInline typealias Pending = (id: UInt64, slot: SerialDisposable, producer: SignalProducer<Inner, Failure>)

    @usableFromInline
    struct State {
        @usableFromInline var active: [UInt64: SerialDisposable] = [:]
        /// Producers waiting for a place, from `waitingHead` on.
        @usableFromInline var waiting: [SignalProducer<Inner, Failure>] = []
        @usableFromInline var waitingHead = 0
        /// Runs reserved in `active`, started by whichever thread is draining.
        @usableFromInline var toStart: [Pending] = []
        @usableFromInline var toStartHead = 0
        @usableFromInline var isDraining = false
        @usableFromInline var nextID: UInt64 = 0
        @usableFromInline var latestID: UInt64?
        @usableFromInline var winnerID: UInt64?
        @usableFromInline var isOuterCompleted = false
        @usableFromInline var isDisposed = false

        @inlinable
        init() {}

        @inlinable var hasWaiting: Bool { waitingHead < waiting.count }
        @inlinable var isDone: Bool { isOuterCompleted && active.isEmpty && !hasWaiting }

        @inlinable
        mutating func reserve(_ producer: SignalProducer<Inner, Failure>) {
            let id = nextID
            nextID &+= 1
            let slot = SerialDisposable()
            active[id] = slot
            latestID = id
            toStart.append((id, slot, producer))
        }

        @inlinable
        mutating func takeWaiting() -> SignalProducer<Inner, Failure> {
            let producer = waiting[waitingHead]
            waitingHead += 1
            if waitingHead == waiting.count {
                waiting.removeAll(keepingCapacity: true)
                waitingHead = 0
            }
            return producer
        }

        @inlinable
        mutating func takeToStart() -> Pending? {
            guard toStartHead < toStart.count else {
                toStart.removeAll(keepingCapacity: true)
                toStartHead = 0
                return nil
            }
            defer { toStartHead += 1 }
            return toStart[toStartHead]
        }
    }

    @usableFromInline let input: Signal<Inner, Failure>.Input
    @usableFromInline let strategy: FlattenStrategy
    /// How many inner runs may run at once (concat, merge, concurrent).
    @usableFromInline let limit: Int
    @usableFromInline let state = LockedState(State())

    @inlinable
    init(input: Signal<Inner, Failure>.Input, strategy: FlattenStrategy) {
        self.input = input
        self.strategy = strategy
        switch strategy {
        case .concat: limit = 1
        case .concurrent(let count):
            precondition(count > 0, "a concurrent flatten needs a limit of at least 1")
            limit = Int(clamping: count)
        default: limit = .max
        }
    }

    @inlinable
    func receive(_ producer: SignalProducer<Inner, Failure>) {
        let replaced: [SerialDisposable] = state.withLock { state in
            guard !state.isDisposed else { return [] }
            var replaced: [SerialDisposable] = []
            switch strategy {
            case .merge, .concat, .concurrent:
                guard state.active.count < limit else {
                    state.waiting.append(producer)
                    return []
                }
            case .latest:
                replaced = Array(state.active.values)
                state.active.removeAll()
            case .race:
                guard state.winnerID == nil else { return [] }
            }
            state.reserve(producer)
            return replaced
        }
        for slot in replaced { slot.dispose() }
        drain()
    }

    /// Starts the reserved runs, in a loop on one thread at a time: a run that ends as it starts
    /// reserves the next one for this loop instead of starting it recursively.
    @inlinable
    func drain() {
        let mayDrain = state.withLock { state -> Bool in
            if state.isDraining { return false }
            state.isDraining = true
            return true
        }
        guard mayDrain else { return }
        while let pending = state.withLock({ state -> Pending? in
            guard let pending = state.takeToStart() else {
                state.isDraining = false
                return nil
            }
            return pending
        }) {
            start(pending)
        }
    }

    @inlinable
    func start(_ pending: Pending) {
        pending.producer.startWithSignal { signal, interrupter in
            pending.slot.inner = interrupter
            signal.observe { event in self.innerEvent(event, id: pending.id) }
        }
    }

    /// For ``FlattenStrategy/race``: whether run `id` wins or has won (interrupting the others).
    @inlinable
    func claim(_ id: UInt64) -> Bool {
        let losers: [SerialDisposable]? = state.withLock { state in
            if let winner = state.winnerID { return winner == id ? [] : nil }
            guard state.active[id] != nil else { return nil }
            state.winnerID = id
            state.waiting.removeAll()
            state.waitingHead = 0
            let losers = state.active.filter { $0.key != id }
            for loser in losers.keys { state.active.removeValue(forKey: loser) }
            return Array(losers.values)
        }
        guard let losers else { return false }
        for slot in losers { slot.dispose() }
        return true
    }

    @inlinable
    func innerEvent(_ event: Event<Inner, Failure>, id: UInt64) {
        if strategy == .race, !claim(id) { return }
        switch event {
        case .value(let value):
            if strategy == .latest {
                guard state.withLock({ $0.latestID == id && $0.active[id] != nil }) else { return }
            }
            input.send(value)
        case .failed(let error):
            input.sendFailed(error)
        case .interrupted where strategy == .race:
            input.sendInterrupted()
        case .completed, .interrupted:
            // An inner run's own interruption ends that run only; a run this coordinator replaced
            // or disposed is no longer active and changes nothing.
            let isDone: Bool = state.withLock { state in
                guard state.active.removeValue(forKey: id) != nil else { return false }
                while !state.isDisposed, state.hasWaiting, state.active.count < limit {
                    state.reserve(state.takeWaiting())
                }
                return state.isDone
            }
            drain()
            if isDone { input.sendCompleted() }
        }
    }

    @inlinable
    func outerCompleted() {
        let isDone = state.withLock { state -> Bool in
            state.isOuterCompleted = true
            return state.isDone
        }
        if isDone { input.sendCompleted() }
    }

    @inlinable
    func dispose() {
        let slots: [SerialDisposable] = state.withLock { state in
            state.isDisposed = true
            state.waiting.removeAll()
            state.waitingHead = 0
            defer { state.active.removeAll() }
            return Array(state.active.values)
        }
        for slot in slots { slot.dispose() }
    }
}
