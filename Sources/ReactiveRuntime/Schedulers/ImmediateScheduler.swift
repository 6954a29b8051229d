// ImmediateScheduler: runs every action at once, on the calling thread.

/// A scheduler that runs each action immediately, on the thread that schedules it.
///
/// ```swift
/// signal.observe(on: ImmediateScheduler.shared)   // no hop: the same as `signal`
/// ```
public final class ImmediateScheduler: Scheduler {
    /// The shared instance.
    ///
    /// ```swift
    /// ImmediateScheduler.shared.schedule { print("now") }
    /// ```
    public static let shared = ImmediateScheduler()

    /// Creates an immediate scheduler; ``shared`` is usually enough.
    ///
    /// ```swift
    /// let scheduler = ImmediateScheduler()
    /// ```
    public init() {}

    /// Runs `action` now and returns an already-disposed disposable.
    ///
    /// ```swift
    /// ImmediateScheduler.shared.schedule { print("runs before this returns") }
    /// ```
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        action()
        return ActionDisposable.disposed
    }
}
