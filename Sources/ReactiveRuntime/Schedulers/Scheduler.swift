// Scheduler: where and when work runs — the protocols every scheduler implements.

/// Runs actions somewhere: inline, on a dispatch queue, on the main thread, in virtual time.
///
/// ```swift
/// let scheduler: any Scheduler = QueueScheduler(label: "work")
/// scheduler.schedule { print("on the queue") }
/// ```
public protocol Scheduler: AnyObject, Sendable {
    /// Enqueues `action`. Disposing the result before it runs cancels it.
    ///
    /// ```swift
    /// let pending = scheduler.schedule { print("later") }
    /// pending.dispose()
    /// ```
    @discardableResult
    func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable
}

/// A scheduler with a clock, for time-based operators (``Signal/debounce(_:on:)`` and others).
///
/// ```swift
/// let scheduler: any TimeScheduler = TestScheduler()
/// scheduler.schedule(after: .seconds(1)) { print("a second later") }
/// ```
///
/// Its clock is a `Duration`, which needs macOS 13, iOS 16, tvOS 16 or watchOS 9: so do the
/// time-based operators. Everything else in the runtime runs on iOS 13 and macOS 10.15.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
public protocol TimeScheduler: Scheduler {
    /// The scheduler's clock: time elapsed since an arbitrary origin fixed for this scheduler.
    ///
    /// ```swift
    /// let start = scheduler.now
    /// ```
    var now: Duration { get }

    /// Runs `action` once `delay` has passed. Disposing the result before it runs cancels it.
    ///
    /// ```swift
    /// scheduler.schedule(after: .milliseconds(300)) { print("timeout") }
    /// ```
    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> any Disposable
}

/// Runs `action` only if `disposable` is not disposed: the cancellation check every scheduler
/// performs before running a scheduled action.
@usableFromInline
func runUnlessDisposed(_ disposable: ActionDisposable, _ action: @Sendable () -> Void) {
    if !disposable.isDisposed { action() }
}
