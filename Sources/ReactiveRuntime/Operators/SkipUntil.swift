// SkipUntil: drops values until a trigger fires.

extension Signal {
    /// Drops values until `trigger` sends a value (or completes), then sends every value.
    /// Terminal events of this signal pass at any time; an interrupted trigger changes nothing.
    ///
    /// ```swift
    /// let afterLogin = notifications.skip(until: loggedIn)
    /// ```
    public func skip<Trigger>(until trigger: Signal<Trigger, Never>) -> Signal<Value, Failure> {
        Signal { input in
            let isOpen = LockedState(false)
            let disposables = CompositeDisposable()
            let triggerObservation = SerialDisposable()
            disposables += triggerObservation
            triggerObservation.inner = trigger.observe { event in
                switch event {
                case .value, .completed:
                    isOpen.withLock { $0 = true }
                    triggerObservation.dispose()
                case .interrupted: break
                }
            }
            disposables += self.observe { event in
                if case .value(let value) = event {
                    if isOpen.withLock({ $0 }) { input.send(value) }
                } else {
                    input.send(event: event)
                }
            }
            return disposables
        }
    }
}

extension SignalProducer {
    /// Drops the values of a run until a run of `trigger`, started first, sends a value or
    /// completes.
    ///
    /// ```swift
    /// positions.skip(until: calibrated.producer)
    /// ```
    public func skip<Trigger>(until trigger: SignalProducer<Trigger, Never>) -> SignalProducer<Value, Failure> {
        SignalProducer { input in
            let disposables = CompositeDisposable()
            input.attach(disposables)
            trigger.startWithSignal { triggerSignal, interrupter in
                disposables += interrupter
                self.startWithSignal { signal, interrupter in
                    disposables += interrupter
                    disposables += signal.skip(until: triggerSignal).observeReplayingEnd(input.send(event:))
                }
            }
            return nil
        }
    }
}
