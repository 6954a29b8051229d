// SignalCore: the shared state of a Signal — observers, terminal event, resources.

/// The header of a ``SignalCore``: the published snapshot's word and the deliveries under way,
/// read and written only atomically, and the lock. A tuple, so that the words are the first two,
/// in order; not generic, so that their offsets are constants even in unspecialized code.
@usableFromInline
typealias SignalCoreHeader = (published: Int, deliveries: Int, lock: PlatformLock)

/// The terminal event, resources and bookkeeping of a ``SignalCore``, under its lock.
@usableFromInline
struct SignalState<Value, Failure: Error> {
    @usableFromInline var terminal: Event<Value, Failure>?
    @usableFromInline var hasHandle = true
    @usableFromInline var resources: (any Disposable)?
    /// Told when the signal gains its first observer (`true`) or loses its last (`false`).
    @usableFromInline var observationHandler: ((Bool) -> Void)?
    /// Snapshots replaced while a delivery may still be reading them (see ``SignalCore``).
    @usableFromInline var retired: [AnyObject] = []
    /// Whether the retired-snapshots bit of ``SignalCore/deliveries`` is set.
    @usableFromInline var isReclaimPending = false
    @inlinable init() {}
}

/// The state behind a ``Signal`` handle and its ``Signal/Input``.
///
/// **Delivery without a lock.** The observers are an immutable ``ObserverSnapshot`` that the
/// core publishes in one atomic word; observing, disposing and ending build a new snapshot under
/// the lock and exchange it for the old one. Sending loads the word and calls the observers of
/// that snapshot without taking the lock and without retaining anything, so observers may send,
/// observe or dispose re-entrantly (they change the published word, not the snapshot being
/// delivered), and a send to one observer costs a few atomic instructions plus the call.
///
/// **Reclamation.** A replaced snapshot may still be read by a delivery under way, so it is not
/// released at once. Every delivery announces itself in ``deliveries`` (a sequentially
/// consistent add of 2) before it loads the word, and leaves (subtracting 2) when it is done. A
/// writer exchanges the word and then loads ``deliveries``, also sequentially consistently: if
/// no delivery is under way, none can hold the replaced snapshot (any that announced itself
/// later loads the new word), and it is released; otherwise it waits in ``SignalState/retired``
/// and the lowest bit of ``deliveries`` is set, so that the delivery that brings the count back
/// to zero (the add returns 1) releases it, checking again under the lock. Releases happen
/// outside the lock, because an observer's closure may own things that call back into the
/// signal when they deinitialize. Snapshots are only retired by observing, disposing or ending,
/// so they accumulate only while those run during overlapping deliveries.
///
/// **Disposal and terminal events.** An observer's flag is cleared before it is removed and
/// checked just before each call, so once `dispose()` has returned on a thread, nothing sent
/// afterwards reaches the observer (a delivery already past the check on another thread may
/// still finish). Terminal events are delivered to the observers of the snapshot taken under the
/// lock, each exactly once: the flag is exchanged, and only the caller that cleared it calls.
///
/// When the public handle is gone and the last observer leaves, nobody can observe the signal
/// any more: it interrupts itself and releases its upstream resources.
///
/// **Memory.** One allocation, a `ManagedBuffer`: its header (``SignalCoreHeader``) holds the two
/// atomic words (the published snapshot and the deliveries under way) and the lock; its single
/// element is the ``SignalState``. The buffer's memory does not move, so the words and the lock
/// have the stable addresses atomic operations and the platform lock need (swift-nio's `NIOLock`
/// keeps its lock in a `ManagedBuffer` the same way). (A `ManagedBuffer` cannot be `Sendable`; the
/// types that hold a core, such as ``Signal`` and ``Signal/Input``, are, on the strength of the
/// rules above.)
@usableFromInline
final class SignalCore<Value, Failure: Error>: ManagedBuffer<SignalCoreHeader, SignalState<Value, Failure>> {
    @usableFromInline
    typealias State = SignalState<Value, Failure>
    @usableFromInline
    typealias Snapshot = ObserverSnapshot<Value, Failure>

    /// A new core with no observers.
    @inlinable
    static func make() -> SignalCore {
        let core = unsafeDowncast(create(minimumCapacity: 1) { _ in (0, 0, Platform.newLock()) }, to: SignalCore.self)
        core.withUnsafeMutablePointerToElements { $0.initialize(to: State()) }
        core.lock.initialize()
        return core
    }

    /// The word of the current ``ObserverSnapshot``: the header's first element.
    @inlinable
    var published: AtomicCell {
        withUnsafeMutablePointerToHeader { AtomicCell(UnsafeMutableRawPointer($0).assumingMemoryBound(to: Int.self)) }
    }

    /// The count of deliveries under way (twice their number, plus 1 while retired snapshots
    /// wait): the header's second element.
    @inlinable
    var deliveries: AtomicCell {
        withUnsafeMutablePointerToHeader {
            AtomicCell(UnsafeMutableRawPointer($0).assumingMemoryBound(to: Int.self) + 1)
        }
    }

    /// The lock: the header's third element.
    @inlinable
    var lock: InlineLock {
        withUnsafeMutablePointerToHeader { header in
            let offset = MemoryLayout<SignalCoreHeader>.offset(of: \SignalCoreHeader.lock)!
            return InlineLock((UnsafeMutableRawPointer(header) + offset).assumingMemoryBound(to: PlatformLock.self))
        }
    }

    /// Runs `body` with the state, under the lock. The state is reached through a pointer, so
    /// without the dynamic exclusivity check: the lock already makes the access exclusive.
    @inlinable
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try lock.withLock {
            try withUnsafeMutablePointerToElements { state in try body(&state.pointee) }
        }
    }

    /// Whether the signal has observers now (acquiring; no lock).
    @inlinable
    var hasObservers: Bool { published.load() != 0 }

    /// With no handle and no input left, nothing can send to this signal again: its observers
    /// are told it was interrupted, and its resources are disposed.
    deinit {
        let (observers, resources) = withLock { state in
            state.terminal == nil ? (current.observers, state.resources) : ([], nil)
        }
        for observer in observers where observer.takeActive() {
            observer.action(.interrupted)
        }
        resources?.dispose()
        _ = current.takeOwner()
        _ = withUnsafeMutablePointerToElements { $0.deinitialize(count: 1) }
        lock.destroy()
    }

    /// Whether a terminal event has been sent.
    @inlinable
    var hasEnded: Bool {
        withLock { $0.terminal != nil }
    }

    // MARK: - Delivery

    /// Delivers a value to the current observers; with none, one atomic load.
    @inlinable
    func sendValue(_ value: Value) {
        if published.load() == 0 { return }
        deliveries.addSequentiallyConsistent(2)
        let snapshot = Snapshot(word: published.loadSequentiallyConsistent())
        if snapshot.word != 0 { snapshot.deliver(.value(value)) }
        if deliveries.addSequentiallyConsistent(-2) == 1 { releaseRetired() }
    }

    /// Delivers a terminal event once, then drops the observers and the resources.
    @inlinable
    @inline(never)  // specialized in the caller's module, not inlined into its delivery loops
    func sendTerminal(_ event: Event<Value, Failure>) {
        typealias Ended = (
            observers: ContiguousArray<ObserverBox<Value, Failure>>, resources: (any Disposable)?,
            released: [AnyObject]
        )
        let ended: Ended? = withLock { state in
            guard state.terminal == nil else { return nil }
            state.terminal = event
            let observers = current.observers
            publish(Snapshot(word: 0), in: &state)
            let resources = state.resources
            state.resources = nil
            return (observers, resources, takeReleasable(&state))
        }
        guard let ended else { return }
        for observer in ended.observers where observer.takeActive() {
            observer.action(event)
        }
        ended.resources?.dispose()
        let handler = withLock { state in
            defer { state.observationHandler = nil }
            return ended.observers.isEmpty ? nil : state.observationHandler
        }
        handler?(false)
    }

    // MARK: - Snapshots

    /// The published snapshot. Under the lock it stays published (and alive) until the caller
    /// publishes another.
    @inlinable
    var current: Snapshot {
        Snapshot(word: published.load())
    }

    /// Publishes `snapshot` (taking over its retain) and retires the one it replaces. Called
    /// under the lock.
    @inlinable
    func publish(_ snapshot: Snapshot, in state: inout State) {
        let replaced = Snapshot(word: published.exchangeSequentiallyConsistent(snapshot.word))
        if let owner = replaced.takeOwner() { state.retired.append(owner) }
    }

    /// The retired snapshots that no delivery can still be reading, taken out of the state so
    /// that the caller releases them after unlocking. Called under the lock.
    @inlinable
    func takeReleasable(_ state: inout State) -> [AnyObject] {
        if state.retired.isEmpty { return [] }
        if !state.isReclaimPending {
            state.isReclaimPending = true
            deliveries.addSequentiallyConsistent(1)
        }
        if deliveries.loadSequentiallyConsistent() >> 1 != 0 { return [] }
        state.isReclaimPending = false
        deliveries.addSequentiallyConsistent(-1)
        defer { state.retired = [] }
        return state.retired
    }

    /// Releases the retired snapshots if no delivery is under way any more. Called by the
    /// delivery that ends the last one under way while snapshots wait.
    @usableFromInline
    func releaseRetired() {
        let released = withLock { takeReleasable(&$0) }
        withExtendedLifetime(released) {}
    }

    // MARK: - Observers

    /// Adds an observer; if the signal has ended, calls it with ``Event/interrupted`` instead: an
    /// observer that came after the end did not see how the signal ended (ReactiveSwift does the
    /// same).
    ///
    /// `replayingEnd` (for the runtime's own forwarding, such as a lifted producer observing the
    /// signal its operator made) calls a late observer with the actual terminal event instead,
    /// so that an operator that ends as it is created still reports how it ended.
    @inlinable
    @inline(never)  // specialized in the caller's module, not inlined into its delivery loops
    func add(_ action: @escaping (Event<Value, Failure>) -> Void, replayingEnd: Bool = false) -> any Disposable {
        let box = ObserverBox.make(action)
        var handler: ((Bool) -> Void)?
        let (terminal, released): (Event<Value, Failure>?, [AnyObject]) = withLock { state in
            if let terminal = state.terminal { return (terminal, []) }
            let current = self.current
            if current.word == 0 {
                publish(Snapshot(single: box), in: &state)
                handler = state.observationHandler
            } else {
                var observers = current.observers
                observers.append(box)
                publish(Snapshot.make(observers), in: &state)
            }
            return (nil, takeReleasable(&state))
        }
        withExtendedLifetime(released) {}
        handler?(true)
        if let terminal {
            box.deactivate()
            action(replayingEnd ? terminal : .interrupted)
            return ActionDisposable.disposed
        }
        return ObservationDisposable(core: self, observer: box)
    }

    /// Removes an observer; interrupts the signal if it was the last and the handle is gone.
    @inlinable
    @inline(never)  // specialized in the caller's module, not inlined into its delivery loops
    func remove(_ box: ObserverBox<Value, Failure>) {
        // The replaced snapshot, which may hold the last reference to the observer, is released
        // outside the lock: the observer's closure may own things that call back into this
        // signal when they deinitialize.
        var handler: ((Bool) -> Void)?
        let (isAbandoned, released): (Bool, [AnyObject]) = withLock { state in
            var observers = current.observers
            guard let index = observers.firstIndex(where: { $0 === box }) else { return (false, []) }
            observers.remove(at: index)
            publish(Snapshot.make(observers), in: &state)
            if observers.isEmpty { handler = state.observationHandler }
            return (observers.isEmpty && !state.hasHandle && state.terminal == nil, takeReleasable(&state))
        }
        withExtendedLifetime(released) {}
        handler?(false)
        if isAbandoned { sendTerminal(.interrupted) }
    }

    /// Called when the public ``Signal`` handle deinitializes.
    @usableFromInline
    func handleDidEnd() {
        let isAbandoned: Bool = withLock { state in
            state.hasHandle = false
            return current.word == 0 && state.terminal == nil
        }
        if isAbandoned { sendTerminal(.interrupted) }
    }

    /// Sets the handler told when the signal gains its first observer or loses its last.
    @usableFromInline
    func setObservationHandler(_ handler: ((Bool) -> Void)?) {
        withLock { $0.observationHandler = $0.terminal == nil ? handler : nil }
    }

    /// Attaches resources that are disposed when the signal ends (at once if it has ended).
    @inlinable
    func attach(_ resources: (any Disposable)?) {
        guard let resources else { return }
        let hasEnded: Bool = withLock { state in
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
/// so keeping it never keeps either alive. It is disposed once its observer is inactive: the
/// observer's flag, taken by the first ``dispose()`` (or by the signal's terminal event, after
/// which the observer is no longer published and there is nothing to remove), is its only state.
@usableFromInline
final class ObservationDisposable<Value, Failure: Error>: Disposable, @unchecked Sendable {
    @usableFromInline weak let core: SignalCore<Value, Failure>?
    @usableFromInline weak let observer: ObserverBox<Value, Failure>?

    @inlinable
    init(core: SignalCore<Value, Failure>, observer: ObserverBox<Value, Failure>) {
        self.core = core
        self.observer = observer
    }

    @inlinable
    var isDisposed: Bool {
        guard let observer else { return true }
        return !observer.isActive
    }

    @inlinable
    func dispose() {
        guard let observer, observer.takeActive() else { return }
        core?.remove(observer)
    }
}
