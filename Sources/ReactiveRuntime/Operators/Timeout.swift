// Timeout: fails a stream that has not ended within an interval.

import Foundation

extension Signal {
    /// Fails with `error` if the signal has not ended `interval` seconds after this call.
    ///
    /// ```swift
    /// response.timeout(after: 10, raising: .timedOut, on: scheduler)
    /// ```
    public func timeout(
        after interval: TimeInterval,
        raising error: Failure,
        on scheduler: any TimeScheduler
    ) -> Signal<Value, Failure> {
        timeout(afterNanoseconds: nanoseconds(interval), raising: error, on: scheduler)
    }

    /// Fails with `error` if the signal has not ended `interval` after this call.
    ///
    /// ```swift
    /// response.timeout(after: .seconds(10), raising: .timedOut, on: scheduler)
    /// ```
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public func timeout(
        after interval: Duration,
        raising error: Failure,
        on scheduler: any TimeScheduler
    ) -> Signal<Value, Failure> {
        timeout(afterNanoseconds: nanoseconds(interval), raising: error, on: scheduler)
    }

    func timeout(
        afterNanoseconds interval: Int64,
        raising error: Failure,
        on scheduler: any TimeScheduler
    ) -> Signal<Value, Failure> {
        let error = UncheckedSendable(error)
        return Signal { input in
            let deadline = scheduler.schedule(afterNanoseconds: interval) { input.sendFailed(error.wrapped) }
            let observation = self.observe(input.send(event:))
            return CompositeDisposable([observation, deadline])
        }
    }
}

extension SignalProducer {
    /// Fails a run with `error` if it has not ended `interval` seconds after it started.
    ///
    /// ```swift
    /// request.timeout(after: 10, raising: .timedOut, on: scheduler)
    /// ```
    public func timeout(
        after interval: TimeInterval,
        raising error: Failure,
        on scheduler: any TimeScheduler
    ) -> SignalProducer<Value, Failure> {
        timeout(afterNanoseconds: nanoseconds(interval), raising: error, on: scheduler)
    }

    /// Fails a run with `error` if it has not ended `interval` after it started.
    ///
    /// ```swift
    /// request.timeout(after: .seconds(10), raising: .timedOut, on: scheduler)
    /// ```
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public func timeout(
        after interval: Duration,
        raising error: Failure,
        on scheduler: any TimeScheduler
    ) -> SignalProducer<Value, Failure> {
        timeout(afterNanoseconds: nanoseconds(interval), raising: error, on: scheduler)
    }

    func timeout(
        afterNanoseconds interval: Int64,
        raising error: Failure,
        on scheduler: any TimeScheduler
    ) -> SignalProducer<Value, Failure> {
        let error = UncheckedSendable(error)
        return SignalProducer { input in
            input.attach(scheduler.schedule(afterNanoseconds: interval) { input.sendFailed(error.wrapped) })
            if input.hasEnded { return nil }
            self.startWithSignal { signal, interrupter in
                input.attach(interrupter)
                signal.observe(input.send(event:))
            }
            return nil
        }
    }
}
