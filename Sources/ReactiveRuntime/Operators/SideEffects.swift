// SideEffects: runs actions on events without changing them.

extension Signal {
    /// Runs the given actions as events pass, then forwards every event unchanged.
    ///
    /// ```swift
    /// let logged = requests.on(value: { print("→", $0) }, failed: { print("✗", $0) })
    /// ```
    public func on(
        event: ((Event<Value, Failure>) -> Void)? = nil,
        value: ((Value) -> Void)? = nil,
        failed: ((Failure) -> Void)? = nil,
        completed: (() -> Void)? = nil,
        interrupted: (() -> Void)? = nil,
        terminated: (() -> Void)? = nil,
        disposed: (@Sendable () -> Void)? = nil
    ) -> Signal<Value, Failure> {
        Signal { input in
            let observation = self.observe { received in
                event?(received)
                switch received {
                case .value(let v): value?(v)
                case .failed(let error): failed?(error)
                case .completed: completed?()
                case .interrupted: interrupted?()
                }
                if received.isTerminal { terminated?() }
                input.send(event: received)
            }
            guard let disposed else { return observation }
            return CompositeDisposable([observation, ActionDisposable(disposed)])
        }
    }
}

extension SignalProducer {
    /// Runs the given actions as a run starts, as its events pass, and when it is disposed;
    /// forwards every event unchanged.
    ///
    /// ```swift
    /// request.on(starting: { spinner.show() }, terminated: { spinner.hide() })
    /// ```
    public func on(
        starting: (() -> Void)? = nil,
        started: (() -> Void)? = nil,
        event: ((Event<Value, Failure>) -> Void)? = nil,
        value: ((Value) -> Void)? = nil,
        failed: ((Failure) -> Void)? = nil,
        completed: (() -> Void)? = nil,
        interrupted: (() -> Void)? = nil,
        terminated: (() -> Void)? = nil,
        disposed: (@Sendable () -> Void)? = nil
    ) -> SignalProducer<Value, Failure> {
        SignalProducer { input in
            starting?()
            self.startWithSignal { signal, interrupter in
                input.attach(interrupter)
                signal.on(
                    event: event, value: value, failed: failed, completed: completed,
                    interrupted: interrupted, terminated: terminated, disposed: disposed
                ).observe(input.send(event:))
            }
            started?()
            return nil
        }
    }
}
