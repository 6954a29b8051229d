// SignalCore: the shared state of a Signal — observers, terminal event, resources.

import Synchronization

/// One observer registered with a ``SignalCore``. It stays in delivery snapshots after it is
/// removed, so delivery checks ``isActive`` before calling it.
@usableFromInline
final class ObserverBox<Value, Failure: Error>: @unchecked Sendable {
    @usableFromInline let action: (Event<Value, Failure>) -> Void
    @usableFromInline let isActive = Atomic<Bool>(true)

    @usableFromInline
    init(_ action: @escaping (Event<Value, Failure>) -> Void) {
        self.action = action
    }
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
    struct State {
        @usableFromInline var observers: ContiguousArray<ObserverBox<Value, Failure>> = []
        @usableFromInline var terminal: Event<Value, Failure>?
        @usableFromInline var hasHandle = true
        @usableFromInline var resources: (any Disposable)?
        @usableFromInline init() {}
    }

    /// Number of live observers, readable without the lock so that sending to no one costs a
    /// single atomic load.
    @usableFromInline
    let observerCount = Atomic<Int>(0)

    @usableFromInline
    let state = LockedState(State())

    @usableFromInline
    init() {}

    /// With no handle and no input left, nothing can send to this signal again: its observers
    /// are told it was interrupted, and its resources are disposed.
    deinit {
        let (observers, resources) = state.withLock { state in
            state.terminal == nil ? (state.observers, state.resources) : ([], nil)
        }
        for observer in observers where observer.isActive.exchange(false, ordering: .acquiringAndReleasing) {
            observer.action(.interrupted)
        }
        resources?.dispose()
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
        if observerCount.load(ordering: .acquiring) == 0 { return }
        let observers = state.withLock { $0.observers }
        for observer in observers where observer.isActive.load(ordering: .acquiring) {
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
                observerCount.store(0, ordering: .releasing)
                return ended
            }
        guard let ended else { return }
        for observer in ended.observers where observer.isActive.exchange(false, ordering: .acquiringAndReleasing) {
            observer.action(event)
        }
        ended.resources?.dispose()
    }

    // MARK: - Observers

    /// Adds an observer; if the signal has ended, calls it with the terminal event instead.
    @usableFromInline
    func add(_ action: @escaping (Event<Value, Failure>) -> Void) -> any Disposable {
        let box = ObserverBox(action)
        let terminal: Event<Value, Failure>? = state.withLock { state in
            if let terminal = state.terminal { return terminal }
            state.observers.append(box)
            observerCount.add(1, ordering: .releasing)
            return nil
        }
        if let terminal {
            box.isActive.store(false, ordering: .releasing)
            action(terminal)
            return ActionDisposable.disposed
        }
        return ObservationDisposable(core: self, observer: box)
    }

    /// Removes an observer; interrupts the signal if it was the last and the handle is gone.
    func remove(_ box: ObserverBox<Value, Failure>) {
        // The removed observer is returned so that it is released outside the lock: its closure
        // may own things that call back into this signal when they deinitialize.
        let (removed, isAbandoned): (ObserverBox<Value, Failure>?, Bool) = state.withLock { state in
            guard let index = state.observers.firstIndex(where: { $0 === box }) else { return (nil, false) }
            let removed = state.observers.remove(at: index)
            observerCount.subtract(1, ordering: .releasing)
            return (removed, state.observers.isEmpty && !state.hasHandle && state.terminal == nil)
        }
        withExtendedLifetime(removed) {}
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
    private let disposed = Atomic<Bool>(false)

    init(core: SignalCore<Value, Failure>, observer: ObserverBox<Value, Failure>) {
        self.core = core
        self.observer = observer
    }

    var isDisposed: Bool {
        if disposed.load(ordering: .acquiring) { return true }
        guard let observer else { return true }
        return !observer.isActive.load(ordering: .acquiring)
    }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        guard let observer else { return }
        observer.isActive.store(false, ordering: .releasing)
        core?.remove(observer)
    }
}
