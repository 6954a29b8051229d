// QueueScheduler: runs actions on a DispatchQueue, optionally after a delay.

import Dispatch

/// A scheduler backed by a serial `DispatchQueue`; its clock is the monotonic system clock.
///
/// ```swift
/// let background = QueueScheduler(label: "com.example.work")
/// results.observe(on: background).observeValues { save($0) }
/// ```
public final class QueueScheduler: Scheduler {
    /// The queue actions run on.
    ///
    /// ```swift
    /// dispatchPrecondition(condition: .onQueue(scheduler.queue))
    /// ```
    public let queue: DispatchQueue

    /// When the scheduler was created, in nanoseconds of the clock `DispatchTime` uses.
    private let origin = DispatchTime.now().uptimeNanoseconds

    /// Creates a scheduler on `queue`, which should be serial so that events keep their order.
    ///
    /// ```swift
    /// let scheduler = QueueScheduler(queue: .global())
    /// ```
    public init(queue: DispatchQueue) {
        self.queue = queue
    }

    /// Creates a scheduler on a new serial queue.
    ///
    /// ```swift
    /// let scheduler = QueueScheduler(label: "images", qos: .utility)
    /// ```
    public convenience init(label: String, qos: DispatchQoS = .default) {
        self.init(queue: DispatchQueue(label: label, qos: qos))
    }

    /// Runs `action` asynchronously on the queue.
    ///
    /// ```swift
    /// scheduler.schedule { print("on the queue") }
    /// ```
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        let disposable = ActionDisposable()
        queue.async { runUnlessDisposed(disposable, action) }
        return disposable
    }
}

extension QueueScheduler: TimeScheduler {
    /// Nanoseconds elapsed since this scheduler was created.
    ///
    /// ```swift
    /// let elapsed = scheduler.uptimeNanoseconds
    /// ```
    public var uptimeNanoseconds: Int64 {
        Int64(clamping: DispatchTime.now().uptimeNanoseconds &- origin)
    }

    /// Runs `action` on the queue once `nanoseconds` have passed.
    ///
    /// ```swift
    /// scheduler.schedule(after: 2) { print("two seconds later") }
    /// ```
    @discardableResult
    public func schedule(
        afterNanoseconds nanoseconds: Int64,
        _ action: @escaping @Sendable () -> Void
    ) -> any Disposable {
        let disposable = ActionDisposable()
        let delay = Int(clamping: max(nanoseconds, 0))
        queue.asyncAfter(deadline: .now() + .nanoseconds(delay)) { runUnlessDisposed(disposable, action) }
        return disposable
    }
}
