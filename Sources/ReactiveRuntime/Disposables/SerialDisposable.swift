// SerialDisposable: holds one disposable at a time, disposing the one it replaces.

/// A disposable slot: setting ``inner`` disposes the previous occupant; disposing the slot
/// disposes the occupant and anything set afterwards.
///
/// ```swift
/// let current = SerialDisposable()
/// current.inner = search("a").start()
/// current.inner = search("ab").start()   // the first search is disposed
/// current.dispose()
/// ```
public final class SerialDisposable: Disposable, @unchecked Sendable {
    private struct State {
        var inner: (any Disposable)?
        var isDisposed = false
    }

    private let state = LockedState(State())

    /// Creates an empty slot.
    ///
    /// ```swift
    /// let slot = SerialDisposable()
    /// ```
    public init() {}

    /// Whether ``dispose()`` has been called.
    ///
    /// ```swift
    /// if !disposable.isDisposed { disposable.dispose() }
    /// ```
    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// The current occupant. Setting it disposes the previous one (or the new one, if the slot
    /// is already disposed).
    ///
    /// ```swift
    /// slot.inner = ActionDisposable { print("replaced") }
    /// ```
    public var inner: (any Disposable)? {
        get { state.withLock { $0.inner } }
        set {
            let replaced: (any Disposable)? = state.withLock { state in
                if state.isDisposed { return newValue }
                defer { state.inner = newValue }
                return state.inner
            }
            replaced?.dispose()
        }
    }

    /// Disposes the occupant and makes the slot dispose anything set later.
    ///
    /// ```swift
    /// disposable.dispose()
    /// disposable.dispose()   // no effect
    /// ```
    public func dispose() {
        let inner: (any Disposable)? = state.withLock { state in
            guard !state.isDisposed else { return nil }
            state.isDisposed = true
            defer { state.inner = nil }
            return state.inner
        }
        inner?.dispose()
    }
}
