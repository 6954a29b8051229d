// SignalCore: the shared state of a Signal — observers, terminal event, resources.


/// One observer registered with a ``SignalCore``. It stays in delivery snapshots after it is
/// removed, so delivery checks ``isActive`` before calling it.
@usableFromInline
final class ObserverBox<Value, Failure: Error>: @unchecked Sendable {
    @usableFromInline let action: (Event<Value, Failure>) -> Void
    /// Whether the observer still wants events, read and written atomically.
    @usableFromInline let active = AtomicCell(true)

    @usableFromInline
    init(_ action: @escaping (Event<Value, Failure>) -> Void) {
        self.action = action
    }

    deinit {
        active.deallocate()
    }

    /// A new, active observer.
    @usableFromInline
    static func make(_ action: @escaping (Event<Value, Failure>) -> Void) -> ObserverBox {
        ObserverBox(action)
    }

    /// Whether the observer still wants events (acquiring).
    @inlinable
    var isActive: Bool { active.isSet }

    /// Marks the observer inactive (releasing).
    @inlinable
    func deactivate() { active.store(false) }

    /// Marks the observer inactive and returns whether it was active before, so that exactly
    /// one caller sends it a terminal event.
    @inlinable
    func takeActive() -> Bool { active.exchange(false) }
}

/// The observers, terminal event and resources of a ``SignalCore``, under its lock.
@usableFromInline
struct SignalState<Value, Failure: Error> {
    @usableFromInline var observers: ContiguousArray<ObserverBox<Value, Failure>> = []
    @usableFromInline var terminal: Event<Value, Failure>?
    @usableFromInline var hasHandle = true
    @usableFromInline var resources: (any Disposable)?
    /// Told when the signal gains its first observer (`true`) or loses its last (`false`).
    @usableFromInline var observationHandler: ((Bool) -> Void)?
    @usableFromInline init() {}
}

/// The state behind a ``Signal`` handle and its ``Signal/Input``.
///
/// Observers are stored under a lock; delivery copies the list, releases the lock and only then
/// calls out, so observers may send, observe or dispose re-entrantly. When the public handle is
/// gone and the last observer leaves, nobody can observe the signal any more: it interrupts
/// itself and releases its upstream resources.
@usableFromInline
final class SignalCore<Value, Failure: Error>: @unchecked Sendable {
    @usableFromInline
    typealias State = SignalState<Value, Failure>

    /// The observers, terminal event and resources.
    @usableFromInline
    let state = LockedState(State())

    /// Number of live observers, readable without the lock so that sending to no one costs a
    /// single atomic load.
    @usableFromInline
    let count = AtomicCell(0)

    @usableFromInline
    init() {}

    /// A new core with no observers.
    @usableFromInline
    static func make() -> SignalCore {
        SignalCore()
    }

    /// Number of live observers, read without the lock (acquiring).
    @inlinable
    var observerCount: Int { count.load() }

    /// Adds `delta` to the number of live observers. Called under the lock.
    @usableFromInline
    func addObservers(_ delta: Int) { count.add(delta) }

    /// Sets the number of live observers to zero. Called under the lock.
    @usableFromInline
    func clearObservers() { count.store(0) }

    /// With no handle and no input left, nothing can send to this signal again: its observers
    /// are told it was interrupted, and its resources are disposed.
    deinit {
        let (observers, resources) = state.withLock { state in
            state.terminal == nil ? (state.observers, state.resources) : ([], nil)
        }
        for observer in observers where observer.takeActive() {
            observer.action(.interrupted)
        }
        resources?.dispose()
        count.deallocate()
    }

    /// Whether a terminal event has been sent.
    @usableFromInline
    var hasEnded: Bool {
        state.withLock { $0.terminal != nil }
    }

    // MARK: - Delivery

    /// Delivers a value to the current observers; with none, one atomic load.
    @inlinable
    func sendValue(_ value: Value) {
        if observerCount == 0 { return }
        let observers = state.withLock { $0.observers }
        for observer in observers where observer.isActive {
            observer.action(.value(value))
        }
    }

    /// Delivers a terminal event once, then drops the observers and the resources.
    @usableFromInline
    func sendTerminal(_ event: Event<Value, Failure>) {
        let ended: (observers: ContiguousArray<ObserverBox<Value, Failure>>, resources: (any Disposable)?)? =
            state.withLock { state in
                guard state.terminal == nil else { return nil }
                state.terminal = event
                let ended = (state.observers, state.resources)
                state.observers = []
                state.resources = nil
                clearObservers()
                return ended
            }
        guard let ended else { return }
        for observer in ended.observers where observer.takeActive() {
            observer.action(event)
        }
        ended.resources?.dispose()
        let handler = state.withLock { state in
            defer { state.observationHandler = nil }
            return ended.observers.isEmpty ? nil : state.observationHandler
        }
        handler?(false)
    }

    // MARK: - Observers

    /// Adds an observer; if the signal has ended, calls it with the terminal event instead.
    @usableFromInline
    func add(_ action: @escaping (Event<Value, Failure>) -> Void) -> any Disposable {
        let box = ObserverBox.make(action)
        var handler: ((Bool) -> Void)?
        let terminal: Event<Value, Failure>? = state.withLock { state in
            if let terminal = state.terminal { return terminal }
            state.observers.append(box)
            addObservers(1)
            if state.observers.count == 1 { handler = state.observationHandler }
            return nil
        }
        handler?(true)
        if let terminal {
            box.deactivate()
            action(terminal)
            return ActionDisposable.disposed
        }
        return ObservationDisposable(core: self, observer: box)
    }

    /// Removes an observer; interrupts the signal if it was the last and the handle is gone.
    func remove(_ box: ObserverBox<Value, Failure>) {
        // The removed observer is returned so that it is released outside the lock: its closure
        // may own things that call back into this signal when they deinitialize.
        var handler: ((Bool) -> Void)?
        let (removed, isAbandoned): (ObserverBox<Value, Failure>?, Bool) = state.withLock { state in
            guard let index = state.observers.firstIndex(where: { $0 === box }) else { return (nil, false) }
            let removed = state.observers.remove(at: index)
            addObservers(-1)
            if state.observers.isEmpty { handler = state.observationHandler }
            return (removed, state.observers.isEmpty && !state.hasHandle && state.terminal == nil)
        }
        withExtendedLifetime(removed) {}
        handler?(false)
        if isAbandoned { sendTerminal(.interrupted) }
    }

    /// Called when the public ``Signal`` handle deinitializes.
    func handleDidEnd() {
        let isAbandoned: Bool = state.withLock { state in
            state.hasHandle = false
            return state.observers.isEmpty && state.terminal == nil
        }
        if isAbandoned { sendTerminal(.interrupted) }
    }

    /// Sets the handler told when the signal gains its first observer or loses its last.
    @usableFromInline
    func setObservationHandler(_ handler: ((Bool) -> Void)?) {
        state.withLock { $0.observationHandler = $0.terminal == nil ? handler : nil }
    }

    /// Attaches resources that are disposed when the signal ends (at once if it has ended).
    @usableFromInline
    func attach(_ resources: (any Disposable)?) {
        guard let resources else { return }
        let hasEnded: Bool = state.withLock { state in
            guard state.terminal == nil else { return true }
            if let existing = state.resources {
                state.resources = CompositeDisposable([existing, resources])
            } else {
                state.resources = resources
            }
            return false
        }
        if hasEnded { resources.dispose() }
    }
}

/// The disposable returned by ``Signal/observe(_:)``: holds the signal and the observer weakly,
/// so keeping it never keeps either alive.
final class ObservationDisposable<Value, Failure: Error>: Disposable, @unchecked Sendable {
    private weak let core: SignalCore<Value, Failure>?
    private weak let observer: ObserverBox<Value, Failure>?
    private let disposed = AtomicCell(false)

    init(core: SignalCore<Value, Failure>, observer: ObserverBox<Value, Failure>) {
        self.core = core
        self.observer = observer
    }

    deinit {
        disposed.deallocate()
    }

    var isDisposed: Bool {
        if disposed.isSet { return true }
        guard let observer else { return true }
        return !observer.isActive
    }

    func dispose() {
        guard !disposed.exchange(true) else { return }
        guard let observer else { return }
        observer.deactivate()
        core?.remove(observer)
    }
}
