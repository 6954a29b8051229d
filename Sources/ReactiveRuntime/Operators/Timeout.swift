// Timeout: fails a stream that has not ended within an interval.

extension Signal {
    /// Fails with `error` if this signal has not ended `interval` after it is observed; the
    /// deadline is measured on `scheduler`, and the failure is sent there.
    ///
    /// ```swift
    /// response.timeout(after: .seconds(10), raising: .timedOut, on: QueueScheduler(label: "net"))
    /// ```
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public func timeout(
        after interval: Duration,
        raising error: Failure,
        on scheduler: any TimeScheduler
    ) -> Signal<Value, Failure> {
        let error = UncheckedSendable(error)
        return Signal { input in
            let deadline = scheduler.schedule(after: interval) { input.sendFailed(error.wrapped) }
            let observation = self.observe(input.send(event:))
            return CompositeDisposable([observation, deadline])
        }
    }
}

extension SignalProducer {
    /// Fails a run with `error` if it has not ended `interval` after it started.
    ///
    /// ```swift
    /// fetch.timeout(after: .seconds(5), raising: .timedOut, on: scheduler).retry(upTo: 2)
    /// ```
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public func timeout(
        after interval: Duration,
        raising error: Failure,
        on scheduler: any TimeScheduler
    ) -> SignalProducer<Value, Failure> {
        let error = UncheckedSendable(error)
        return SignalProducer { input in
            input.attach(scheduler.schedule(after: interval) { input.sendFailed(error.wrapped) })
            if input.hasEnded { return nil }
            self.startWithSignal { signal, interrupter in
                input.attach(interrupter)
                signal.observe(input.send(event:))
            }
            return nil
        }
    }
}
