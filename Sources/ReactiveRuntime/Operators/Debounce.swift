// Debounce: sends a value only once the stream has been quiet for an interval.

extension Signal {
    /// Sends a value once `interval` has passed without a newer one, on `scheduler`. On
    /// completion the pending value, if any, is sent first; failure and interruption drop it.
    ///
    /// ```swift
    /// let query = searchText.debounce(.milliseconds(300), on: MainScheduler.shared)
    /// ```
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public func debounce(_ interval: Duration, on scheduler: any TimeScheduler) -> Signal<Value, Failure> {
        Signal { input in
            let state = LockedState<(value: UncheckedSendable<Value>?, generation: UInt64)>((nil, 0))
            let timer = SerialDisposable()
            let observation = self.observe { event in
                switch event {
                case .value(let value):
                    let generation = state.withLock { state -> UInt64 in
                        state.generation &+= 1
                        state.value = UncheckedSendable(value)
                        return state.generation
                    }
                    timer.inner = scheduler.schedule(after: interval) {
                        let due: UncheckedSendable<Value>? = state.withLock { state in
                            guard state.generation == generation else { return nil }
                            defer { state.value = nil }
                            return state.value
                        }
                        if let due { input.send(due.wrapped) }
                    }
                case .completed:
                    let pending = state.withLock { state in
                        defer { state.value = nil }
                        return state.value
                    }
                    timer.dispose()
                    scheduler.schedule {
                        if let pending { input.send(pending.wrapped) }
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
    /// Sends a value of a run once `interval` has passed without a newer one, on `scheduler`.
    ///
    /// ```swift
    /// textChanges.debounce(.milliseconds(300), on: scheduler).startWithValues { search($0) }
    /// ```
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public func debounce(_ interval: Duration, on scheduler: any TimeScheduler) -> SignalProducer<Value, Failure> {
        lift { $0.debounce(interval, on: scheduler) }
    }
}
