// FlatMapError: replaces a failure with the events of a recovery producer (`catch`).

extension Signal {
    /// When this signal fails, starts the producer `handler` makes from the error and sends its
    /// events instead (RxSwift's `catch`, Combine's `catch`); values and other terminal events
    /// pass unchanged.
    ///
    /// ```swift
    /// let names = lookups.flatMapError { _ in SignalProducer(value: "unknown") }
    /// ```
    public func flatMapError<G>(_ handler: @escaping (Failure) -> SignalProducer<Value, G>) -> Signal<Value, G> {
        Signal<Value, G> { input in
            let recovery = SerialDisposable()
            let observation = self.observe { event in
                switch event {
                case .value(let value): input.send(value)
                case .completed: input.sendCompleted()
                case .interrupted: input.sendInterrupted()
                case .failed(let error):
                    handler(error).startWithSignal { signal, interrupter in
                        recovery.inner = interrupter
                        signal.observe(input.send(event:))
                    }
                }
            }
            return CompositeDisposable([observation, recovery])
        }
    }
}

extension SignalProducer {
    /// When a run fails, starts the producer `handler` makes from the error and sends its
    /// events instead.
    ///
    /// ```swift
    /// fetchFromNetwork.flatMapError { _ in loadFromCache }
    /// ```
    public func flatMapError<G>(
        _ handler: @escaping (Failure) -> SignalProducer<Value, G>
    ) -> SignalProducer<Value, G> {
        SignalProducer<Value, G> { input in
            let recovery = SerialDisposable()
            input.attach(recovery)
            self.startWithSignal { signal, interrupter in
                input.attach(interrupter)
                signal.observe { event in
                    switch event {
                    case .value(let value): input.send(value)
                    case .completed: input.sendCompleted()
                    case .interrupted: input.sendInterrupted()
                    case .failed(let error):
                        handler(error).startWithSignal { signal, interrupter in
                            recovery.inner = interrupter
                            signal.observe(input.send(event:))
                        }
                    }
                }
            }
            return nil
        }
    }
}
