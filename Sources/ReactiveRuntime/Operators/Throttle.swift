// Throttle: sends at most one value per interval.

extension Signal {
    /// Sends at most one value per `interval`, on `scheduler`: a value arriving when the last one
    /// was sent at least `interval` ago goes at once; values arriving sooner replace each other
    /// and the latest is sent when the interval is over. On completion a waiting value is sent
    /// first.
    ///
    /// ```swift
    /// let scrolls = scrollOffsets.throttle(.milliseconds(100), on: MainScheduler.shared)
    /// ```
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public func throttle(_ interval: Duration, on scheduler: any TimeScheduler) -> Signal<Value, Failure> {
        Signal { input in
            let state = LockedState<(lastSent: Duration?, waiting: UncheckedSendable<Value>?, isScheduled: Bool)>(
                (nil, nil, false))
            let timer = SerialDisposable()
            @Sendable func flush() {
                let value: UncheckedSendable<Value>? = state.withLock { state in
                    state.isScheduled = false
                    guard let waiting = state.waiting else { return nil }
                    state.waiting = nil
                    state.lastSent = scheduler.now
                    return waiting
                }
                if let value { input.send(value.wrapped) }
            }
            let observation = self.observe { event in
                switch event {
                case .value(let value):
                    let now = scheduler.now
                    let delay: Duration? = state.withLock { state in
                        state.waiting = UncheckedSendable(value)
                        if state.isScheduled { return nil }
                        state.isScheduled = true
                        guard let lastSent = state.lastSent else { return .zero }
                        return max(.zero, lastSent + interval - now)
                    }
                    guard let delay else { return }
                    timer.inner = delay == .zero ? scheduler.schedule(flush) : scheduler.schedule(after: delay, flush)
                case .completed:
                    timer.dispose()
                    scheduler.schedule {
                        flush()
                        input.sendCompleted()
                    }
                default:
                    timer.dispose()
                    let box = UncheckedSendable(event)
                    scheduler.schedule { input.sendTerminal(box.wrapped) }
                }
            }
            return CompositeDisposable([observation, timer])
        }
    }
}

extension SignalProducer {
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
