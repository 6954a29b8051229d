// OnMainActor: main-actor actions as a run starts and ends, for UI such as a spinner.

extension SignalProducer {
    /// Runs main-actor actions as a run starts, when it terminates and when it is disposed, and
    /// forwards every event unchanged. Each action runs on the main thread: at once where the run
    /// reaches that point on the main thread with nothing queued there by ``MainScheduler``,
    /// otherwise queued on the main queue in order. A `@MainActor` view is touched in them as it
    /// is, without `MainActor.assumeIsolated` or a hop of the caller's.
    ///
    /// ```swift
    /// search.onMainActor(started: { spinner.startAnimating() }, disposed: { spinner.stopAnimating() })
    /// ```
    public func onMainActor(
        starting: (@MainActor @Sendable () -> Void)? = nil,
        started: (@MainActor @Sendable () -> Void)? = nil,
        terminated: (@MainActor @Sendable () -> Void)? = nil,
        disposed: (@MainActor @Sendable () -> Void)? = nil
    ) -> SignalProducer<Value, Failure> {
        on(
            starting: onMainThread(starting),
            started: onMainThread(started),
            terminated: onMainThread(terminated),
            disposed: onMainThread(disposed)
        )
    }
}

/// `action` wrapped to run on the main thread through ``MainScheduler``, or `nil` without one.
private func onMainThread(_ action: (@MainActor @Sendable () -> Void)?) -> (@Sendable () -> Void)? {
    guard let action else { return nil }
    return {
        MainScheduler.shared.schedule {
            MainActor.assumeIsolated { action() }
        }
    }
}
