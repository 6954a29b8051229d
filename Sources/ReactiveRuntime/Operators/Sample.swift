// Sample: sends the latest value each time a sampler fires.

extension Signal {
    /// Each time `sampler` sends a value, sends this signal's latest value (again, if no newer
    /// one arrived; nothing if none has arrived yet). Completes when both this signal and the
    /// sampler have completed; fails or is interrupted when either is.
    ///
    /// ```swift
    /// let positionEverySecond = positions.sample(on: ticks)
    /// ```
    @inlinable
    public func sample<Trigger>(on sampler: Signal<Trigger, Never>) -> Signal<Value, Failure> {
        Signal { input in
            let state = LockedState<(latest: Value?, isSourceCompleted: Bool, isSamplerCompleted: Bool)>(
                (nil, false, false))
            let disposables = CompositeDisposable()
            disposables += self.observe { event in
                switch event {
                case .value(let value):
                    state.withLock { $0.latest = value }
                case .completed:
                    let isDone = state.withLock { state -> Bool in
                        state.isSourceCompleted = true
                        return state.isSamplerCompleted
                    }
                    if isDone { input.sendCompleted() }
                default:
                    input.sendTerminal(event)
                }
            }
            disposables += sampler.observe { event in
                switch event {
                case .value:
                    if let value = state.withLock({ $0.latest }) { input.send(value) }
                case .completed:
                    let isDone = state.withLock { state -> Bool in
                        state.isSamplerCompleted = true
                        return state.isSourceCompleted
                    }
                    if isDone { input.sendCompleted() }
                case .interrupted:
                    input.sendInterrupted()
                }
            }
            return disposables
        }
    }
}

extension SignalProducer {
    /// Each time a run of `sampler` sends a value, sends this run's latest value (again, if no
    /// newer one arrived); completes when both runs have completed. This producer's run starts
    /// first, then the sampler's, as in ReactiveSwift: a sampler that fires as it starts samples
    /// the values this run sent as it started.
    ///
    /// ```swift
    /// positions.sample(on: timer)
    /// ```
    @inlinable
    public func sample<Trigger>(on sampler: SignalProducer<Trigger, Never>) -> SignalProducer<Value, Failure> {
        sampler.lift(self) { samplerSignal, signal in signal.sample(on: samplerSignal) }
    }
}
