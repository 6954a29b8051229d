// Retry: restarts a failed producer.

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
