// Signal+Derive: the helper every single-source operator is built on.

extension Signal {
    /// A signal that observes this one through the observer `makeObserver` builds for its input.
    ///
    /// `makeObserver` runs once per derived signal (once per run, for producers), so state it
    /// creates belongs to that one stream.
    func derive<U, G>(
        _ makeObserver: (Signal<U, G>.Input) -> Observer
    ) -> Signal<U, G> {
        Signal<U, G> { input in self.observe(makeObserver(input)) }
    }
}

extension Signal.Input {
    /// Forwards a terminal event of another stream with the same failure type.
    func sendTerminal<Other>(_ event: Event<Other, Failure>) {
        switch event {
        case .value: break
        case .failed(let error): sendFailed(error)
        case .completed: sendCompleted()
        case .interrupted: sendInterrupted()
        }
    }
}
