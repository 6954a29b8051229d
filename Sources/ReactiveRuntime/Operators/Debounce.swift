// Debounce: sends a value only once the stream has been quiet for an interval.

import Foundation

extension Signal {
    /// Sends a value once `interval` seconds have passed without a newer one, on `scheduler`.
    ///
    /// When the signal completes, a value still waiting is dropped and the completion is sent
    /// through the scheduler at once (`discardWhenCompleted: true`, the default, as in
    /// ReactiveSwift); with `false`, the completion waits until the interval of the last value
    /// is over and that value is sent first. Failure and interruption drop the waiting value.
    ///
    /// ```swift
    /// let query = searchText.debounce(0.3, on: MainScheduler.shared)
    /// ```
    @inlinable
    public func debounce(
        _ interval: TimeInterval,
        on scheduler: any TimeScheduler,
        discardWhenCompleted: Bool = true
    ) -> Signal<Value, Failure> {
        debounce(nanoseconds: nanoseconds(interval), on: scheduler, discardWhenCompleted: discardWhenCompleted)
    }

    /// Sends a value once `interval` has passed without a newer one, on `scheduler`; see
    /// `debounce(_:on:discardWhenCompleted:)` for the end of the stream.
    ///
    /// ```swift
    /// let query = searchText.debounce(.milliseconds(300), on: MainScheduler.shared)
    /// ```
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @inlinable
    public func debounce(
        _ interval: Duration,
        on scheduler: any TimeScheduler,
        discardWhenCompleted: Bool = true
    ) -> Signal<Value, Failure> {
        debounce(nanoseconds: nanoseconds(interval), on: scheduler, discardWhenCompleted: discardWhenCompleted)
    }

    @inlinable
    func debounce(
        nanoseconds interval: Int64,
        on scheduler: any TimeScheduler,
        discardWhenCompleted: Bool
    ) -> Signal<Value, Failure> {
        precondition(interval >= 0, "debounce needs an interval of zero or more")
        return Signal { input in
            typealias Pending = (value: UncheckedSendable<Value>?, generation: UInt64, lastUpdated: Int64)
            let state = LockedState<Pending>((nil, 0, 0))
            let timer = SerialDisposable()
            let ending = SerialDisposable()
            let observation = self.observe { event in
                switch event {
                case .value(let value):
                    let now = scheduler.uptimeNanoseconds
                    let generation = state.withLock { state -> UInt64 in
                        state.generation &+= 1
                        state.value = UncheckedSendable(value)
                        state.lastUpdated = now
                        return state.generation
                    }
                    timer.inner = scheduler.schedule(afterNanoseconds: interval) {
                        let due: UncheckedSendable<Value>? = state.withLock { state in
                            guard state.generation == generation else { return nil }
                            defer { state.value = nil }
                            return state.value
                        }
                        if let due { input.send(due.wrapped) }
                    }
                case .completed:
                    timer.dispose()
                    let pending = state.withLock { state in
                        defer { state.value = nil }
                        return (state.value, state.lastUpdated)
                    }
                    if !discardWhenCompleted, let value = pending.0 {
                        let remaining = pending.1 &+ interval &- scheduler.uptimeNanoseconds
                        ending.inner = scheduler.schedule(afterNanoseconds: remaining) {
                            input.send(value.wrapped)
                            input.sendCompleted()
                        }
                    } else {
                        ending.inner = scheduler.schedule { input.sendCompleted() }
                    }
                default:
                    timer.dispose()
                    let box = UncheckedSendable(event)
                    ending.inner = scheduler.schedule { input.sendTerminal(box.wrapped) }
                }
            }
            return CompositeDisposable([observation, timer, ending])
        }
    }
}

extension SignalProducer {
    /// Sends a value of a run once `interval` seconds have passed without a newer one, on
    /// `scheduler`; on completion a waiting value is dropped unless `discardWhenCompleted` is
    /// `false`.
    ///
    /// ```swift
    /// textChanges.debounce(0.3, on: scheduler).startWithValues { search($0) }
    /// ```
    @inlinable
    public func debounce(
        _ interval: TimeInterval,
        on scheduler: any TimeScheduler,
        discardWhenCompleted: Bool = true
    ) -> SignalProducer<Value, Failure> {
        lift { $0.debounce(interval, on: scheduler, discardWhenCompleted: discardWhenCompleted) }
    }

    /// Sends a value of a run once `interval` has passed without a newer one, on `scheduler`.
    ///
    /// ```swift
    /// textChanges.debounce(.milliseconds(300), on: scheduler).startWithValues { search($0) }
    /// ```
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @inlinable
    public func debounce(
        _ interval: Duration,
        on scheduler: any TimeScheduler,
        discardWhenCompleted: Bool = true
    ) -> SignalProducer<Value, Failure> {
        lift { $0.debounce(interval, on: scheduler, discardWhenCompleted: discardWhenCompleted) }
    }
}
