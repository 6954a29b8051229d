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
    /// Whether ``dispose()`` ran (1 or 0). The first stored property, only read and written
    /// atomically, through `disposed`.
    nonisolated(unsafe) private var disposedStorage = 0
    private let action: LockedState<(@Sendable () -> Void)?>

    /// Creates a disposable that runs `action` when first disposed.
    ///
    /// ```swift
    /// let d = ActionDisposable { connection.close() }
    /// ```
    public init(_ action: @escaping @Sendable () -> Void) {
        self.action = LockedState(action)
    }

    /// Creates a disposable with nothing to do: it only records that it was disposed.
    ///
    /// ```swift
    /// let d = ActionDisposable()
    /// d.dispose()
    /// assert(d.isDisposed)
    /// ```
    public init() {
        self.action = LockedState(nil)
    }

    /// The flag, inline in this object.
    private var disposed: AtomicCell { AtomicCell(self) }

    /// A disposable that is already disposed.
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
        disposed.isSet
    }

    /// Runs the action if it has not run yet.
    ///
    /// ```swift
    /// disposable.dispose()
    /// disposable.dispose()   // no effect
    /// ```
    public func dispose() {
        guard !disposed.exchange(true) else { return }
        let action = self.action.withLock { action -> (@Sendable () -> Void)? in
            defer { action = nil }
            return action
        }
        action?()
    }
}
