// Amb: follows whichever stream sends first and ignores the others (`race`).

extension Signal {
    /// Follows the first of `signals` to send any event and drops the others (RxSwift's `amb`,
    /// ReactiveSwift's `flatten(.race)`): from then on this signal sends that one's events only.
    /// With no signals it completes at once.
    ///
    /// ```swift
    /// let firstAnswer = Signal.amb([primaryServer, backupServer])
    /// ```
    public static func amb(_ signals: [Signal<Value, Failure>]) -> Signal<Value, Failure> {
        Signal { input in
            if signals.isEmpty {
                input.sendCompleted()
                return nil
            }
            let winner = LockedState<Int?>(nil)
            let observations = signals.map { _ in SerialDisposable() }
            for (index, signal) in signals.enumerated() {
                observations[index].inner = signal.observe { event in
                    let isWinner = winner.withLock { winner -> Bool in
                        if winner == nil { winner = index }
                        return winner == index
                    }
                    guard isWinner else { return }
                    for (other, observation) in observations.enumerated() where other != index {
                        observation.dispose()
                    }
                    input.send(event: event)
                }
            }
            return CompositeDisposable(observations)
        }
    }

    /// Follows this signal or `other`, whichever sends first.
    ///
    /// ```swift
    /// let answer = cacheHit.amb(with: networkReply)
    /// ```
    public func amb(with other: Signal<Value, Failure>) -> Signal<Value, Failure> {
        Signal.amb([self, other])
    }
}

extension SignalProducer {
    /// Starts a run of every producer and follows the first to send any event; the other runs
    /// are interrupted at that moment.
    ///
    /// ```swift
    /// SignalProducer.amb([mirrorA.download(file), mirrorB.download(file)])
    /// ```
    public static func amb(_ producers: [SignalProducer<Value, Failure>]) -> SignalProducer<Value, Failure> {
        SignalProducer { input in
            if producers.isEmpty {
                input.sendCompleted()
                return nil
            }
            let winner = LockedState<Int?>(nil)
            let runs = producers.map { _ in SerialDisposable() }
            input.attach(CompositeDisposable(runs))
            for (index, producer) in producers.enumerated() {
                if winner.withLock({ $0 != nil && $0 != index }) { break }
                producer.startWithSignal { signal, interrupter in
                    runs[index].inner = interrupter
                    signal.observe { event in
                        let isWinner = winner.withLock { winner -> Bool in
                            if winner == nil { winner = index }
                            return winner == index
                        }
                        guard isWinner else { return }
                        for (other, run) in runs.enumerated() where other != index { run.dispose() }
                        input.send(event: event)
                    }
                }
            }
            return nil
        }
    }

    /// Runs this producer and `other` and follows whichever sends first.
    ///
    /// ```swift
    /// cache.amb(with: network)
    /// ```
    public func amb(with other: SignalProducer<Value, Failure>) -> SignalProducer<Value, Failure> {
        SignalProducer.amb([self, other])
    }
}
