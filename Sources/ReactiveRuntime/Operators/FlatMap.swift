// FlatMap: maps each value to a producer and flattens the runs (merge, concat or latest).

/// How ``Signal/flatMap(_:_:)`` combines the runs of the producers it creates.
///
/// ```swift
/// searchTexts.flatMap(.latest) { text in search(text) }
/// ```
public enum FlattenStrategy: Sendable, Hashable {
    /// Runs every inner producer at once and interleaves their values.
    case merge
    /// Runs the inner producers one after another, in order; each starts when the previous
    /// completes.
    case concat
    /// Runs only the newest inner producer; a new value interrupts the previous run.
    case latest
}

extension Signal {
    /// Maps each value to a producer, starts it, and sends the values of the runs as
    /// `strategy` says. Completes when this signal and every run have completed; fails with the
    /// first failure.
    ///
    /// ```swift
    /// let results = queries.flatMap(.latest) { query in api.search(query) }
    /// ```
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
    public func flatten<Inner>(_ strategy: FlattenStrategy) -> SignalProducer<Inner, Failure>
    where Value == SignalProducer<Inner, Failure> {
        lift { $0.flatten(strategy) }
    }
}

/// The state of one flattened stream: the inner runs in progress and those waiting (concat).
private final class FlattenCoordinator<Inner, Failure: Error>: @unchecked Sendable {
    private struct State {
        var active: [UInt64: SerialDisposable] = [:]
        var queue: [SignalProducer<Inner, Failure>] = []
        var nextID: UInt64 = 0
        var latestID: UInt64?
        var isOuterCompleted = false
        var isDisposed = false

        var isDone: Bool { isOuterCompleted && active.isEmpty && queue.isEmpty }

        mutating func reserve() -> (UInt64, SerialDisposable) {
            let id = nextID
            nextID &+= 1
            let slot = SerialDisposable()
            active[id] = slot
            latestID = id
            return (id, slot)
        }
    }

    private let input: Signal<Inner, Failure>.Input
    private let strategy: FlattenStrategy
    private let state = LockedState(State())

    init(input: Signal<Inner, Failure>.Input, strategy: FlattenStrategy) {
        self.input = input
        self.strategy = strategy
    }

    func receive(_ producer: SignalProducer<Inner, Failure>) {
        let reserved: (id: UInt64, slot: SerialDisposable, replaced: [SerialDisposable])? = state.withLock { state in
            guard !state.isDisposed else { return nil }
            var replaced: [SerialDisposable] = []
            switch strategy {
            case .merge:
                break
            case .concat:
                guard state.active.isEmpty else {
                    state.queue.append(producer)
                    return nil
                }
            case .latest:
                replaced = Array(state.active.values)
                state.active.removeAll()
            }
            let (id, slot) = state.reserve()
            return (id, slot, replaced)
        }
        guard let reserved else { return }
        for slot in reserved.replaced { slot.dispose() }
        start(producer, id: reserved.id, slot: reserved.slot)
    }

    private func start(_ producer: SignalProducer<Inner, Failure>, id: UInt64, slot: SerialDisposable) {
        producer.startWithSignal { signal, interrupter in
            slot.inner = interrupter
            signal.observe { event in self.innerEvent(event, id: id) }
        }
    }

    private func innerEvent(_ event: Event<Inner, Failure>, id: UInt64) {
        switch event {
        case .value(let value):
            if strategy == .latest {
                guard state.withLock({ $0.latestID == id && $0.active[id] != nil }) else { return }
            }
            input.send(value)
        case .completed:
            let (next, isDone): ((UInt64, SerialDisposable, SignalProducer<Inner, Failure>)?, Bool) = state.withLock {
                state in
                guard state.active.removeValue(forKey: id) != nil else { return (nil, false) }
                if strategy == .concat, !state.isDisposed, !state.queue.isEmpty {
                    let producer = state.queue.removeFirst()
                    let (id, slot) = state.reserve()
                    return ((id, slot, producer), false)
                }
                return (nil, state.isDone)
            }
            if let (id, slot, producer) = next { start(producer, id: id, slot: slot) }
            if isDone { input.sendCompleted() }
        case .failed(let error):
            input.sendFailed(error)
        case .interrupted:
            // A run this coordinator replaced or disposed is not an interruption of the stream.
            let isCurrent = state.withLock { !$0.isDisposed && $0.active[id] != nil }
            if isCurrent { input.sendInterrupted() }
        }
    }

    func outerCompleted() {
        let isDone = state.withLock { state -> Bool in
            state.isOuterCompleted = true
            return state.isDone
        }
        if isDone { input.sendCompleted() }
    }

    func dispose() {
        let slots: [SerialDisposable] = state.withLock { state in
            state.isDisposed = true
            state.queue.removeAll()
            defer { state.active.removeAll() }
            return Array(state.active.values)
        }
        for slot in slots { slot.dispose() }
    }
}
