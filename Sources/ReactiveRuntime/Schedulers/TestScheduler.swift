// TestScheduler: a scheduler in virtual time, advanced by hand, for deterministic tests.

import Foundation

/// A scheduler whose clock only moves when told to: scheduled actions run, in time order, on the
/// thread that calls ``advance()``, `advance(by:)`, ``run()`` and the like.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let (signal, input) = Signal<Int, Never>.pipe()
/// signal.debounce(1, on: scheduler).observeValues { print($0) }
/// input.send(1)
/// scheduler.advance(by: 0.5)   // nothing yet
/// scheduler.advance(by: 0.5)   // prints 1
/// ```
public final class TestScheduler: TimeScheduler, @unchecked Sendable {
    private struct Item {
        var time: Int64
        var order: UInt64
        var disposable: ActionDisposable
        var action: @Sendable () -> Void
    }

    private struct State {
        var now: Int64 = 0
        var nextOrder: UInt64 = 0
        var items: [Item] = []
    }

    private let state = LockedState(State())

    /// Creates a scheduler whose clock reads zero.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// ```
    public init() {}

    /// The virtual time, in nanoseconds.
    ///
    /// ```swift
    /// scheduler.advance(by: 3)
    /// assert(scheduler.uptimeNanoseconds == 3_000_000_000)
    /// ```
    public var uptimeNanoseconds: Int64 {
        state.withLock { $0.now }
    }

    /// Whether no action is waiting to run.
    ///
    /// ```swift
    /// scheduler.run()
    /// assert(scheduler.isIdle)
    /// ```
    public var isIdle: Bool {
        state.withLock { state in state.items.allSatisfy { $0.disposable.isDisposed } }
    }

    /// Queues `action` to run at the current virtual time, on the next advance.
    ///
    /// ```swift
    /// scheduler.schedule { print("on advance") }
    /// scheduler.advance()
    /// ```
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        schedule(afterNanoseconds: 0, action)
    }

    /// Queues `action` to run once the virtual clock has advanced by `nanoseconds`.
    ///
    /// ```swift
    /// scheduler.schedule(afterNanoseconds: 1_000_000_000) { print("t = 1s") }
    /// ```
    @discardableResult
    public func schedule(
        afterNanoseconds nanoseconds: Int64,
        _ action: @escaping @Sendable () -> Void
    ) -> any Disposable {
        let disposable = ActionDisposable()
        state.withLock { state in
            let time = state.now.addingReportingOverflow(max(nanoseconds, 0))
            state.items.append(
                Item(
                    time: time.overflow ? .max : time.partialValue, order: state.nextOrder, disposable: disposable,
                    action: action))
            state.nextOrder &+= 1
        }
        return disposable
    }

    /// Runs the actions due now, without moving the clock.
    ///
    /// ```swift
    /// scheduler.schedule { print("now") }
    /// scheduler.advance()
    /// ```
    public func advance() {
        advance(toNanoseconds: uptimeNanoseconds)
    }

    /// Advances the clock by `interval` seconds, running due actions in order.
    ///
    /// ```swift
    /// scheduler.advance(by: 0.25)
    /// ```
    public func advance(by interval: TimeInterval) {
        advance(byNanoseconds: nanoseconds(interval))
    }

    /// Advances the clock by `interval`, running due actions in order.
    ///
    /// ```swift
    /// scheduler.advance(by: .milliseconds(250))
    /// ```
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public func advance(by interval: Duration) {
        advance(byNanoseconds: nanoseconds(interval))
    }

    /// Advances the clock to `time` (from the scheduler's origin), running every action due by
    /// then in time order; actions scheduled while advancing run too if they are due.
    ///
    /// ```swift
    /// scheduler.advance(to: .seconds(10))
    /// ```
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public func advance(to time: Duration) {
        advance(toNanoseconds: nanoseconds(time))
    }

    /// Moves the clock back by `interval` seconds, as a change of the system's clock would;
    /// actions already scheduled keep their times.
    ///
    /// ```swift
    /// scheduler.rewind(by: 2)
    /// ```
    public func rewind(by interval: TimeInterval) {
        rewind(byNanoseconds: nanoseconds(interval))
    }

    /// Moves the clock back by `interval`, as a change of the system's clock would; actions
    /// already scheduled keep their times.
    ///
    /// ```swift
    /// scheduler.rewind(by: .seconds(2))
    /// ```
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public func rewind(by interval: Duration) {
        rewind(byNanoseconds: nanoseconds(interval))
    }

    /// Runs every queued action, advancing the clock as far as needed.
    ///
    /// ```swift
    /// scheduler.run()
    /// ```
    public func run() {
        while let item = takeNext(dueBy: nil) {
            runUnlessDisposed(item.disposable, item.action)
        }
    }

    private func advance(byNanoseconds interval: Int64) {
        precondition(interval >= 0, "a test scheduler advances forwards; use rewind(by:) to go back")
        let now = uptimeNanoseconds
        let target = now.addingReportingOverflow(interval)
        advance(toNanoseconds: target.overflow ? .max : target.partialValue)
    }

    private func rewind(byNanoseconds interval: Int64) {
        precondition(interval >= 0, "rewind(by:) takes the positive interval to go back by")
        state.withLock { state in state.now -= interval }
    }

    private func advance(toNanoseconds time: Int64) {
        while let item = takeNext(dueBy: time) {
            runUnlessDisposed(item.disposable, item.action)
        }
        state.withLock { state in state.now = max(state.now, time) }
    }

    private func takeNext(dueBy limit: Int64?) -> Item? {
        state.withLock { state in
            guard
                let index = state.items.indices.min(by: {
                    (state.items[$0].time, state.items[$0].order) < (state.items[$1].time, state.items[$1].order)
                })
            else { return nil }
            let item = state.items[index]
            if let limit, item.time > limit { return nil }
            state.items.remove(at: index)
            state.now = max(state.now, item.time)
            return item
        }
    }
}
