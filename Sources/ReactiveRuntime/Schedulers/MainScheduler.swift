// MainScheduler: runs actions on the main thread, at once when already there.

import Dispatch
import Foundation

/// A scheduler for the main thread. An action scheduled from the main thread, when nothing
/// else is queued, runs at once; otherwise it is queued on the main queue, so actions keep the
/// order in which they were scheduled.
///
/// ```swift
/// results.observe(on: MainScheduler.shared).observeValues { label.text = $0 }
/// ```
public final class MainScheduler: Scheduler {
    /// The shared instance.
    ///
    /// ```swift
    /// MainScheduler.shared.schedule { updateUI() }
    /// ```
    public static let shared = MainScheduler()

    /// The number of actions scheduled and not finished.
    private let queued = LockedState(0)
    private let queueScheduler = QueueScheduler(queue: .main)

    private init() {}

    /// Runs `action` now if on the main thread with nothing queued, otherwise on the main queue.
    ///
    /// ```swift
    /// MainScheduler.shared.schedule { print(Thread.isMainThread) }   // true
    /// ```
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        let position = queued.withLock { count in
            count += 1
            return count
        }
        if position == 1 && Thread.isMainThread {
            action()
            queued.withLock { $0 -= 1 }
            return ActionDisposable.disposed
        }
        let disposable = ActionDisposable()
        DispatchQueue.main.async {
            runUnlessDisposed(disposable, action)
            self.queued.withLock { $0 -= 1 }
        }
        return disposable
    }
}

extension MainScheduler: TimeScheduler {
    /// Nanoseconds elapsed since the scheduler was created, on the monotonic system clock.
    ///
    /// ```swift
    /// let t = MainScheduler.shared.uptimeNanoseconds
    /// ```
    public var uptimeNanoseconds: Int64 {
        queueScheduler.uptimeNanoseconds
    }

    /// Runs `action` on the main queue once `nanoseconds` have passed.
    ///
    /// ```swift
    /// MainScheduler.shared.schedule(after: 1) { hideBanner() }
    /// ```
    @discardableResult
    public func schedule(
        afterNanoseconds nanoseconds: Int64,
        _ action: @escaping @Sendable () -> Void
    ) -> any Disposable {
        queueScheduler.schedule(afterNanoseconds: nanoseconds, action)
    }
}
