// Disposable: the handle that ends an observation, and the action-backed implementation.

import Synchronization

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
    private let action: Mutex<(@Sendable () -> Void)?>

    /// Creates a disposable that runs `action` when first disposed.
    public init(_ action: @escaping @Sendable () -> Void) {
        self.action = Mutex(action)
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        action.withLock { $0 == nil }
    }

    /// Runs the action if it has not run yet.
    public func dispose() {
        let action = self.action.withLock { action -> (@Sendable () -> Void)? in
            defer { action = nil }
            return action
        }
        action?()
    }
}
