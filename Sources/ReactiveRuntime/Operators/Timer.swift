// Timer: producers that tick on a scheduler.

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
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public static func timer(interval: Duration, on scheduler: any TimeScheduler) -> SignalProducer<Duration, Never> {
        ticks(interval, on: scheduler) { _, now in now }
    }
}

extension SignalProducer where Value == Int, Failure == Never {
    /// A producer whose runs send 0, 1, 2, … every `period`, the first one `period` after the run
    /// starts, until disposed (RxSwift's `interval`).
    ///
    /// ```swift
    /// SignalProducer.interval(.seconds(5), on: scheduler).take(first: 3)   // 0, 1, 2
    /// ```
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public static func interval(_ period: Duration, on scheduler: any TimeScheduler) -> SignalProducer<Int, Never> {
        ticks(period, on: scheduler) { count, _ in count }
    }
}

extension SignalProducer where Failure == Never {
    /// A producer that sends `value` once `delay` has passed, then completes (RxSwift's one-shot
    /// `timer`).
    ///
    /// ```swift
    /// SignalProducer(value: (), after: .seconds(3), on: scheduler).startWithValues { hideToast() }
    /// ```
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public init(value: Value, after delay: Duration, on scheduler: any TimeScheduler) {
        let value = UncheckedSendable(value)
        self.init { input in
            scheduler.schedule(after: delay) {
                input.send(value.wrapped)
                input.sendCompleted()
            }
        }
    }

    /// Ticks every `interval`, aimed at multiples of it from the start, sending `makeValue` of the
    /// tick's number (from 0) and the scheduler's time.
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    fileprivate static func ticks(
        _ interval: Duration,
        on scheduler: any TimeScheduler,
        _ makeValue: @escaping @Sendable (Int, Duration) -> Value
    ) -> SignalProducer<Value, Never> {
        precondition(interval > .zero, "a timer needs a positive interval, not \(interval)")
        return SignalProducer { input in
            let start = scheduler.now
            let next = SerialDisposable()
            let send = UncheckedSendable(input)
            @Sendable func schedule(_ count: Int) {
                let delay = start + interval * (count + 1) - scheduler.now
                next.inner = scheduler.schedule(after: delay) {
                    send.wrapped.send(makeValue(count, scheduler.now))
                    schedule(count + 1)
                }
            }
            schedule(0)
            return next
        }
    }
}
