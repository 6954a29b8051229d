// Throttle: sends at most one value per interval.

import Foundation

extension Signal {
    /// Sends at most one value per `interval` seconds, on `scheduler`: a value arriving when the
    /// last one was sent at least `interval` ago goes at once (through the scheduler); values
    /// arriving sooner replace each other and the latest is sent when the interval is over.
    ///
    /// Completion is sent through the scheduler at once and a value still waiting for its
    /// interval is dropped, as in ReactiveSwift. If the clock goes back (a ``TestScheduler``
    /// rewound, a system clock changed), the next value is sent at once.
    ///
    /// ```swift
    /// let scrolls = scrollOffsets.throttle(0.1, on: MainScheduler.shared)
    /// ```
    public func throttle(_ interval: TimeInterval, on scheduler: any TimeScheduler) -> Signal<Value, Failure> {
        throttle(nanoseconds: nanoseconds(interval), on: scheduler)
    }

    /// Sends at most one value per `interval`, on `scheduler`; see
    /// `throttle(_:on:)`.
    ///
    /// ```swift
    /// let scrolls = scrollOffsets.throttle(.milliseconds(100), on: MainScheduler.shared)
    /// ```
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public func throttle(_ interval: Duration, on scheduler: any TimeScheduler) -> Signal<Value, Failure> {
        throttle(nanoseconds: nanoseconds(interval), on: scheduler)
    }

    func throttle(nanoseconds interval: Int64, on scheduler: any TimeScheduler) -> Signal<Value, Failure> {
        precondition(interval >= 0, "throttle needs an interval of zero or more")
        return Signal { input in
            let state = LockedState<(lastSent: Int64?, waiting: UncheckedSendable<Value>?)>((nil, nil))
            let timer = SerialDisposable()
            let ending = SerialDisposable()
            let observation = self.observe { event in
                switch event {
                case .value(let value):
                    let now = scheduler.uptimeNanoseconds
                    let due: Int64 = state.withLock { state in
                        state.waiting = UncheckedSendable(value)
                        guard let lastSent = state.lastSent, lastSent <= now else { return now }
                        return max(lastSent &+ interval, now)
                    }
                    timer.inner = scheduler.schedule(afterNanoseconds: due &- now) {
                        let value: UncheckedSendable<Value>? = state.withLock { state in
                            guard let waiting = state.waiting else { return nil }
                            state.waiting = nil
                            state.lastSent = due
                            return waiting
                        }
                        if let value { input.send(value.wrapped) }
                    }
                default:
                    // The timer is left running so that a value due now, scheduled before the
                    // end, is still sent first; once the end is sent, later sends are dropped.
                    let box = UncheckedSendable(event)
                    ending.inner = scheduler.schedule { input.sendTerminal(box.wrapped) }
                }
            }
            return CompositeDisposable([observation, timer, ending])
        }
    }
}

extension SignalProducer {
    /// Sends at most one value of a run per `interval` seconds, on `scheduler`.
    ///
    /// ```swift
    /// positions.throttle(1, on: scheduler).startWithValues { save($0) }
    /// ```
    public func throttle(_ interval: TimeInterval, on scheduler: any TimeScheduler) -> SignalProducer<Value, Failure> {
        lift { $0.throttle(interval, on: scheduler) }
    }

    /// Sends at most one value of a run per `interval`, on `scheduler`.
    ///
    /// ```swift
    /// positions.throttle(.seconds(1), on: scheduler).startWithValues { save($0) }
    /// ```
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public func throttle(_ interval: Duration, on scheduler: any TimeScheduler) -> SignalProducer<Value, Failure> {
        lift { $0.throttle(interval, on: scheduler) }
    }
}
