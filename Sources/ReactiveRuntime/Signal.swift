// Signal: a hot stream of typed events, observed by any number of observers.

import Synchronization

/// A hot stream of events: values sent through its ``Input`` reach every observer present at
/// the time, in order, on the sending thread.
///
/// A `Signal` is created together with its input by ``pipe()``. It ends with its first
/// terminal event; observers added afterwards receive that terminal event immediately.
///
/// ```swift
/// let (signal, input) = Signal<Int, Never>.pipe()
/// let disposable = signal.observeValues { print($0) }
/// input.send(1)        // prints 1
/// input.sendCompleted()
/// ```
///
/// Thread safety: observers are stored under a lock; the list is copied and the lock released
/// before any observer is called, so observers may send, observe or dispose re-entrantly.
public final class Signal<Value, Failure: Error>: @unchecked Sendable {
    /// The type of closure an observer is.
    public typealias Observer = (Event<Value, Failure>) -> Void

    @usableFromInline
    struct Entry {
        @usableFromInline let id: UInt64
        @usableFromInline let observer: Observer
    }

    @usableFromInline
    struct State {
        @usableFromInline var entries: ContiguousArray<Entry> = []
        @usableFromInline var nextID: UInt64 = 0
        @usableFromInline var terminal: Event<Value, Failure>?
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

    /// Creates a signal and the input that sends into it.
    @inlinable
    public static func pipe() -> (output: Signal, input: Input) {
        let signal = Signal()
        return (signal, Input(signal))
    }

    /// Observes every event of this signal.
    ///
    /// - Returns: a disposable that stops the observation. If the signal has already ended, the
    ///   observer receives its terminal event at once and the returned disposable is already
    ///   disposed.
    @discardableResult
    public func observe(_ observer: @escaping Observer) -> any Disposable {
        let added: UInt64? = state.withLock { state in
            guard state.terminal == nil else { return nil }
            let id = state.nextID
            state.nextID &+= 1
            state.entries.append(Entry(id: id, observer: observer))
            observerCount.add(1, ordering: .releasing)
            return id
        }
        guard let id = added else {
            if let terminal = state.withLock({ $0.terminal }) { observer(terminal) }
            return ActionDisposable {}.disposed()
        }
        return ActionDisposable { [weak self] in self?.removeObserver(id) }
    }

    private func removeObserver(_ id: UInt64) {
        let removed: Entry? = state.withLock { state in
            guard let index = state.entries.firstIndex(where: { $0.id == id }) else { return nil }
            observerCount.subtract(1, ordering: .releasing)
            return state.entries.remove(at: index)
        }
        _ = removed  // released outside the lock
    }

    /// Delivers a value to the current observers.
    @inlinable
    func sendValue(_ value: Value) {
        if observerCount.load(ordering: .acquiring) == 0 { return }
        let entries = state.withLock { $0.entries }
        for entry in entries { entry.observer(.value(value)) }
    }

    /// Delivers a terminal event to the current observers and drops them.
    @usableFromInline
    func sendTerminal(_ event: Event<Value, Failure>) {
        let entries: ContiguousArray<Entry> = state.withLock { state in
            guard state.terminal == nil else { return [] }
            state.terminal = event
            let entries = state.entries
            state.entries = []
            observerCount.store(0, ordering: .releasing)
            return entries
        }
        for entry in entries { entry.observer(event) }
    }
}

extension Signal {
    /// The sending side of a ``Signal``, returned by ``Signal/pipe()``.
    ///
    /// Sending after a terminal event does nothing.
    public struct Input: Sendable {
        @usableFromInline
        let signal: Signal

        @inlinable
        init(_ signal: Signal) { self.signal = signal }

        /// Sends a value to every current observer. With no observer this costs one atomic load.
        @inlinable
        public func send(_ value: Value) {
            signal.sendValue(value)
        }

        /// Ends the signal successfully.
        @inlinable
        public func sendCompleted() {
            signal.sendTerminal(.completed)
        }

        /// Ends the signal with an error.
        @inlinable
        public func sendFailed(_ error: Failure) {
            signal.sendTerminal(.failed(error))
        }

        /// Ends the signal because its source went away.
        @inlinable
        public func sendInterrupted() {
            signal.sendTerminal(.interrupted)
        }
    }
}

extension Signal {
    /// Observes only the values of this signal.
    ///
    /// ```swift
    /// proxy.events.downloadDidFinish.observeValues { download in print(download) }
    /// ```
    @discardableResult
    public func observeValues(_ action: @escaping (Value) -> Void) -> any Disposable {
        observe { event in
            if case .value(let value) = event { action(value) }
        }
    }

    /// Observes the successful end of this signal (``Event/completed``).
    @discardableResult
    public func observeCompleted(_ action: @escaping () -> Void) -> any Disposable {
        observe { event in
            if case .completed = event { action() }
        }
    }
}

extension ActionDisposable {
    @usableFromInline
    func disposed() -> ActionDisposable {
        dispose()
        return self
    }
}
