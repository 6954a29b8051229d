// TestScheduler: a scheduler in virtual time, advanced by hand, for deterministic tests.

/// A scheduler whose clock only moves when told to: scheduled actions run, in time order, on the
/// thread that calls ``advance(by:)``, ``advance(to:)`` or ``run()``.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let (signal, input) = Signal<Int, Never>.pipe()
/// signal.debounce(.seconds(1), on: scheduler).observeValues { print($0) }
/// input.send(1)
/// scheduler.advance(by: .milliseconds(500))   // nothing yet
/// scheduler.advance(by: .milliseconds(500))   // prints 1
/// ```
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
public final class TestScheduler: TimeScheduler, @unchecked Sendable {
    private struct Item {
        var time: Duration
        var order: UInt64
        var disposable: ActionDisposable
        var action: @Sendable () -> Void
    }

    private struct State {
        var now: Duration = .zero
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

    /// The virtual time.
    ///
    /// ```swift
    /// scheduler.advance(by: .seconds(3))
    /// assert(scheduler.now == .seconds(3))
    /// ```
    public var now: Duration {
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
        schedule(after: .zero, action)
    }

    /// Queues `action` to run once the virtual clock has advanced by `delay`.
    ///
    /// ```swift
    /// scheduler.schedule(after: .seconds(1)) { print("t = 1s") }
    /// ```
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        let disposable = ActionDisposable()
        state.withLock { state in
            state.items.append(
                Item(time: state.now + max(delay, .zero), order: state.nextOrder, disposable: disposable, action: action))
            state.nextOrder &+= 1
        }
        return disposable
    }

    /// Advances the clock by `interval` (zero: runs what is due now), running due actions in order.
    ///
    /// ```swift
    /// scheduler.advance(by: .milliseconds(250))
    /// ```
    public func advance(by interval: Duration = .zero) {
        advance(to: now + interval)
    }

    /// Advances the clock to `time`, running every action due by then in time order; actions
    /// scheduled while advancing run too if they are due.
    ///
    /// ```swift
    /// scheduler.advance(to: .seconds(10))
    /// ```
    public func advance(to time: Duration) {
        while let item = takeNext(dueBy: time) {
            runUnlessDisposed(item.disposable, item.action)
        }
        state.withLock { state in state.now = max(state.now, time) }
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

    private func takeNext(dueBy limit: Duration?) -> Item? {
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
