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

/// A scheduler with a clock, for time-based operators (`debounce(_:on:discardWhenCompleted:)`
/// and others).
///
/// ```swift
/// let scheduler: any TimeScheduler = TestScheduler()
/// scheduler.schedule(after: 1.5) { print("a second and a half later") }
/// ```
///
/// Available at the package's floor (iOS 13, macOS 10.15): its clock counts nanoseconds, and the
/// operators take their intervals as a `TimeInterval` in seconds (as ReactiveSwift does) or, from
/// macOS 13 / iOS 16, as a `Duration`. A scheduler implements the two requirements below; the
/// `TimeInterval` and `Duration` forms come with them.
public protocol TimeScheduler: Scheduler {
    /// The scheduler's clock: nanoseconds elapsed since an origin fixed for this scheduler.
    ///
    /// ```swift
    /// let start = scheduler.uptimeNanoseconds
    /// ```
    var uptimeNanoseconds: Int64 { get }

    /// Runs `action` once `nanoseconds` have passed on the clock (as soon as possible for zero
    /// or less). Disposing the result before it runs cancels it.
    ///
    /// ```swift
    /// scheduler.schedule(afterNanoseconds: 300_000_000) { print("timeout") }
    /// ```
    @discardableResult
    func schedule(afterNanoseconds nanoseconds: Int64, _ action: @escaping @Sendable () -> Void) -> any Disposable
}

/// Runs `action` only if `disposable` is not disposed: the cancellation check every scheduler
/// performs before running a scheduled action.
@usableFromInline
func runUnlessDisposed(_ disposable: ActionDisposable, _ action: @Sendable () -> Void) {
    if !disposable.isDisposed { action() }
}
