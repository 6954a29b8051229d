// Signal+Derive: the helper every single-source operator is built on.

extension Signal {
    /// A signal that observes this one through the observer `makeObserver` builds for its input.
    ///
    /// `makeObserver` runs once per derived signal (once per run, for producers), so state it
    /// creates belongs to that one stream.
    @inlinable
    func derive<U, G>(
        _ makeObserver: (Signal<U, G>.Input) -> Observer
    ) -> Signal<U, G> {
        Signal<U, G> { input in self.observe(makeObserver(input)) }
    }
}

extension Signal {
    /// Observes this signal like ``observe(_:)``, except that if it has already ended the
    /// observer receives the actual terminal event rather than ``Event/interrupted``: for a lifted
    /// producer, whose operator may end its signal as it is made (`take(during:)` of an ended
    /// lifetime) and whose run must still report how it ended. (A method, so that this handle
    /// lives until the observer is added.)
    @usableFromInline
    func observeReplayingEnd(_ observer: @escaping Observer) -> any Disposable {
        core.add(observer, replayingEnd: true)
    }
}

extension Signal.Input {
    /// Ties `disposable` to this signal: disposed when it ends (at once if it has ended). Producer
    /// operators attach the runs they start this way before those runs send anything, so that
    /// a run ended downstream is interrupted even while its producer is still sending.
    @usableFromInline
    func attach(_ disposable: (any Disposable)?) {
        core.attach(disposable)
    }

    /// Forwards a terminal event of another stream with the same failure type.
    @inlinable
    func sendTerminal<Other>(_ event: Event<Other, Failure>) {
        switch event {
        case .value: break
        case .failed(let error): sendFailed(error)
        case .completed: sendCompleted()
        case .interrupted: sendInterrupted()
        }
    }
}
