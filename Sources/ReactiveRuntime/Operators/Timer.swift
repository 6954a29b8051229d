// Timer: producers that tick on a scheduler.

import Foundation

@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
extension SignalProducer where Value == Duration, Failure == Never {
    /// A producer whose runs send the scheduler's time every `interval`, starting one `interval`
    /// after the run starts, until disposed (ReactiveSwift's `timer(interval:on:)`). Ticks are
    /// aimed at multiples of `interval` from the start, so a late tick does not delay the next.
    ///
    /// ```swift
    /// SignalProducer.timer(interval: .seconds(1), on: MainScheduler.shared)
    ///     .startWithValues { clock.text = "\($0)" }
    /// ```
    public static func timer(interval: Duration, on scheduler: any TimeScheduler) -> SignalProducer<Duration, Never> {
        ticks(nanoseconds(interval), on: scheduler) { _, now in .nanoseconds(now) }
    }
}

extension SignalProducer where Value == TimeInterval, Failure == Never {
    /// A producer whose runs send the scheduler's time in seconds (``TimeScheduler/currentTime``)
    /// every `interval` seconds, starting one `interval` after the run starts, until disposed.
    /// Ticks are aimed at multiples of `interval` from the start.
    ///
    /// ```swift
    /// SignalProducer.timer(interval: 1, on: MainScheduler.shared)
    ///     .startWithValues { clock.text = "\($0)" }
    /// ```
    public static func timer(interval: TimeInterval, on scheduler: any TimeScheduler) -> SignalProducer<
        TimeInterval, Never
    > {
        ticks(nanoseconds(interval), on: scheduler) { _, now in TimeInterval(now) / 1_000_000_000 }
    }
}

extension SignalProducer where Value == Int, Failure == Never {
    /// A producer whose runs send 0, 1, 2, … every `period` seconds, the first one `period` after
    /// the run starts, until disposed (RxSwift's `interval`).
    ///
    /// ```swift
    /// SignalProducer.interval(5, on: scheduler).take(first: 3)   // 0, 1, 2
    /// ```
    public static func interval(_ period: TimeInterval, on scheduler: any TimeScheduler) -> SignalProducer<Int, Never> {
        ticks(nanoseconds(period), on: scheduler) { count, _ in count }
    }

    /// A producer whose runs send 0, 1, 2, … every `period`, the first one `period` after the run
    /// starts, until disposed (RxSwift's `interval`).
    ///
    /// ```swift
    /// SignalProducer.interval(.seconds(5), on: scheduler).take(first: 3)   // 0, 1, 2
    /// ```
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public static func interval(_ period: Duration, on scheduler: any TimeScheduler) -> SignalProducer<Int, Never> {
        ticks(nanoseconds(period), on: scheduler) { count, _ in count }
    }
}

extension SignalProducer where Failure == Never {
    /// A producer that sends `value` once `delay` seconds have passed, then completes (RxSwift's
    /// one-shot `timer`).
    ///
    /// ```swift
    /// SignalProducer(value: (), after: 3, on: scheduler).startWithValues { hideToast() }
    /// ```
    public init(value: Value, after delay: TimeInterval, on scheduler: any TimeScheduler) {
        self.init(value: value, afterNanoseconds: nanoseconds(delay), on: scheduler)
    }

    /// A producer that sends `value` once `delay` has passed, then completes (RxSwift's one-shot
    /// `timer`).
    ///
    /// ```swift
    /// SignalProducer(value: (), after: .seconds(3), on: scheduler).startWithValues { hideToast() }
    /// ```
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public init(value: Value, after delay: Duration, on scheduler: any TimeScheduler) {
        self.init(value: value, afterNanoseconds: nanoseconds(delay), on: scheduler)
    }

    init(value: Value, afterNanoseconds delay: Int64, on scheduler: any TimeScheduler) {
        let value = UncheckedSendable(value)
        self.init { input in
            scheduler.schedule(afterNanoseconds: delay) {
                input.send(value.wrapped)
                input.sendCompleted()
            }
        }
    }

    /// Ticks every `interval` nanoseconds, aimed at multiples of it from the start, sending
    /// `makeValue` of the tick's number (from 0) and the scheduler's time.
    fileprivate static func ticks(
        _ interval: Int64,
        on scheduler: any TimeScheduler,
        _ makeValue: @escaping @Sendable (Int, Int64) -> Value
    ) -> SignalProducer<Value, Never> {
        precondition(interval > 0, "a timer needs a positive interval, not \(interval) ns")
        return SignalProducer { input in
            let start = scheduler.uptimeNanoseconds
            let next = SerialDisposable()
            let send = UncheckedSendable(input)
            @Sendable func schedule(_ count: Int) {
                let delay = start &+ interval &* Int64(count + 1) &- scheduler.uptimeNanoseconds
                next.inner = scheduler.schedule(afterNanoseconds: delay) {
                    send.wrapped.send(makeValue(count, scheduler.uptimeNanoseconds))
                    schedule(count + 1)
                }
            }
            schedule(0)
            return next
        }
    }
}
