// Disposable: the handle that ends an observation, and the action-backed implementation.

/// A handle that ends whatever it represents (an observation, a subscription, a binding).
///
/// Disposing twice is harmless; disposing from inside an event delivery is safe.
///
/// ```swift
/// let disposable = signal.observeValues { print($0) }
/// disposable.dispose()
/// ```
public protocol Disposable: AnyObject, Sendable {
    /// Whether ``dispose()`` has been called.
    var isDisposed: Bool { get }
    /// Ends what this disposable represents. Calling it again has no effect.
    func dispose()
}

/// A disposable that runs a closure once, on its first ``dispose()``.
///
/// ```swift
/// let d = ActionDisposable { print("ended") }
/// d.dispose()  // prints "ended"
/// d.dispose()  // nothing
/// ```
public final class ActionDisposable: Disposable {
    /// The action, until the first ``dispose()`` takes it, and whether that has happened.
    private let state: LockedState<(action: (@Sendable () -> Void)?, isDisposed: Bool)>

    /// Creates a disposable that runs `action` when first disposed.
    ///
    /// ```swift
    /// let d = ActionDisposable { connection.close() }
    /// ```
    public init(_ action: @escaping @Sendable () -> Void) {
        state = LockedState((action, false))
    }

    /// Creates a disposable with nothing to do: it only records that it was disposed.
    ///
    /// ```swift
    /// let d = ActionDisposable()
    /// d.dispose()
    /// assert(d.isDisposed)
    /// ```
    public init() {
        state = LockedState((nil, false))
    }

    /// A disposable that is already disposed.
    @usableFromInline
    static var disposed: ActionDisposable {
        let disposable = ActionDisposable()
        disposable.dispose()
        return disposable
    }

    /// Whether ``dispose()`` has been called.
    ///
    /// ```swift
    /// if !disposable.isDisposed { disposable.dispose() }
    /// ```
    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// Runs the action if it has not run yet.
    ///
    /// ```swift
    /// disposable.dispose()
    /// disposable.dispose()   // no effect
    /// ```
    public func dispose() {
        let action = state.withLock { state -> (@Sendable () -> Void)? in
            if state.isDisposed { return nil }
            state.isDisposed = true
            defer { state.action = nil }
            return state.action
        }
        action?()
    }
}
