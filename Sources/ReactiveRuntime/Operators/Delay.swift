// Delay: shifts values and completion later in time.

extension Signal {
    /// Sends each value and the completion `interval` later, on `scheduler`; failure and
    /// interruption are sent at once (through the scheduler, without delay).
    ///
    /// ```swift
    /// let later = toasts.delay(.seconds(2), on: MainScheduler.shared)
    /// ```
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public func delay(_ interval: Duration, on scheduler: any TimeScheduler) -> Signal<Value, Failure> {
        derive { input in
            { event in
                let box = UncheckedSendable(event)
                switch event {
                case .value, .completed:
                    scheduler.schedule(after: interval) { input.send(event: box.wrapped) }
                case .failed, .interrupted:
                    scheduler.schedule { input.send(event: box.wrapped) }
                }
            }
        }
    }
}

extension SignalProducer {
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
