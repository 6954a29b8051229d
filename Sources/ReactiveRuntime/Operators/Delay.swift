// Delay: shifts values and completion later in time.

import Foundation

extension Signal {
    /// Sends each value and the completion `interval` seconds later, on `scheduler`; failure and
    /// interruption are sent at once (through the scheduler, without delay), and values still
    /// waiting are then dropped.
    ///
    /// ```swift
    /// let later = toasts.delay(2, on: MainScheduler.shared)
    /// ```
    public func delay(_ interval: TimeInterval, on scheduler: any TimeScheduler) -> Signal<Value, Failure> {
        delay(nanoseconds: nanoseconds(interval), on: scheduler)
    }

    /// Sends each value and the completion `interval` later, on `scheduler`; see
    /// `delay(_:on:)`.
    ///
    /// ```swift
    /// let later = toasts.delay(.seconds(2), on: MainScheduler.shared)
    /// ```
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public func delay(_ interval: Duration, on scheduler: any TimeScheduler) -> Signal<Value, Failure> {
        delay(nanoseconds: nanoseconds(interval), on: scheduler)
    }

    func delay(nanoseconds interval: Int64, on scheduler: any TimeScheduler) -> Signal<Value, Failure> {
        precondition(interval >= 0, "delay needs an interval of zero or more")
        return derive { input in
            { event in
                let box = UncheckedSendable(event)
                switch event {
                case .value, .completed:
                    scheduler.schedule(afterNanoseconds: interval) { input.send(event: box.wrapped) }
                case .failed, .interrupted:
                    scheduler.schedule { input.send(event: box.wrapped) }
                }
            }
        }
    }
}

extension SignalProducer {
    /// Sends each value and the completion of a run `interval` seconds later, on `scheduler`.
    /// Disposing the run interrupts it synchronously, inside `dispose()`, and drops the values
    /// still waiting (deliberately unlike ReactiveSwift, which schedules the interruption; see
    /// ``observe(on:)``).
    ///
    /// ```swift
    /// SignalProducer(value: "hi").delay(1, on: scheduler)
    /// ```
    public func delay(_ interval: TimeInterval, on scheduler: any TimeScheduler) -> SignalProducer<Value, Failure> {
        lift { $0.delay(interval, on: scheduler) }
    }

    /// Sends each value and the completion of a run `interval` later, on `scheduler`.
    ///
    /// ```swift
    /// SignalProducer(value: "hi").delay(.seconds(1), on: scheduler)
    /// ```
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public func delay(_ interval: Duration, on scheduler: any TimeScheduler) -> SignalProducer<Value, Failure> {
        lift { $0.delay(interval, on: scheduler) }
    }
}
