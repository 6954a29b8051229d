// Retry: restarts a failed producer.

import Foundation

extension SignalProducer {
    /// Starts a new run each time a run fails, up to `count` more times; the failure of the last
    /// attempt is sent on. Values of the failed runs are sent as they arrive.
    ///
    /// ```swift
    /// fetchProfile.retry(upTo: 2)   // at most three attempts
    /// ```
    public func retry(upTo count: Int) -> SignalProducer<Value, Failure> {
        SignalProducer { input in
            let current = SerialDisposable()
            input.attach(current)
            func attempt(remaining: Int) {
                self.startWithSignal { signal, interrupter in
                    current.inner = interrupter
                    signal.observe { event in
                        if case .failed = event, remaining > 0, !current.isDisposed {
                            attempt(remaining: remaining - 1)
                        } else {
                            input.send(event: event)
                        }
                    }
                }
            }
            attempt(remaining: count)
            return nil
        }
    }
}

extension SignalProducer {
    /// Starts a new run `interval` seconds after each failed run, up to `count` more times,
    /// waiting on `scheduler`; the failure of the last attempt is sent on. (A ``Signal`` cannot be
    /// retried: it is already running and cannot be started again; retry the producer it comes
    /// from.)
    ///
    /// ```swift
    /// fetchFeed.retry(upTo: 3, interval: 2, on: QueueScheduler(label: "net"))
    /// ```
    public func retry(upTo count: Int, interval: TimeInterval, on scheduler: any TimeScheduler) -> SignalProducer<
        Value, Failure
    > {
        retry(upTo: count, intervalNanoseconds: nanoseconds(interval), on: scheduler)
    }

    /// Starts a new run `interval` after each failed run, up to `count` more times, waiting on
    /// `scheduler`; the failure of the last attempt is sent on.
    ///
    /// ```swift
    /// fetchFeed.retry(upTo: 3, interval: .seconds(2), on: QueueScheduler(label: "net"))
    /// ```
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public func retry(upTo count: Int, interval: Duration, on scheduler: any TimeScheduler) -> SignalProducer<
        Value, Failure
    > {
        retry(upTo: count, intervalNanoseconds: nanoseconds(interval), on: scheduler)
    }

    func retry(upTo count: Int, intervalNanoseconds interval: Int64, on scheduler: any TimeScheduler)
        -> SignalProducer<Value, Failure>
    {
        SignalProducer { input in
            let current = SerialDisposable()
            input.attach(current)
            @Sendable func attempt(remaining: Int) {
                self.startWithSignal { signal, interrupter in
                    current.inner = interrupter
                    signal.observe { event in
                        if case .failed = event, remaining > 0, !current.isDisposed {
                            current.inner = scheduler.schedule(afterNanoseconds: interval) {
                                attempt(remaining: remaining - 1)
                            }
                        } else {
                            input.send(event: event)
                        }
                    }
                }
            }
            attempt(remaining: count)
            return nil
        }
    }
}
