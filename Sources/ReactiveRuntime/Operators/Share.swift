// Share: one run of a producer for every observer at a time, restarted when nobody observes.

extension SignalProducer {
    /// A producer whose runs share one run of this producer while any of them lasts (RxSwift's
    /// `share(replay:scope: .whileConnected)`).
    ///
    /// - **Starts** with the first run of the shared producer.
    /// - **Late runs** get the last `replay` values sent so far (none by default), then every later
    ///   event; if the shared run has ended, a new start starts a new one instead.
    /// - **Stops** (is interrupted) when the last run of the shared producer ends or is disposed;
    ///   the next start starts a new run, with nothing kept from the previous one.
    ///
    /// Events reach the runs in order on the thread the shared run sends them, while a lock is
    /// held that orders them against late runs joining: a run joining from another thread waits
    /// for the delivery under way.
    ///
    /// ```swift
    /// let profile = api.fetchProfile().share(replay: 1)
    /// profile.startWithValues { header.show($0) }   // starts the request
    /// profile.startWithValues { menu.show($0) }     // same request; gets its last value at once
    /// ```
    @inlinable
    public func share(replay: Int = 0) -> SignalProducer<Value, Failure> {
        precondition(replay >= 0, "share(replay:) needs a count of zero or more, not \(replay)")
        let shared = SharedRun(self, capacity: replay, restartsWhenIdle: true)
        return SignalProducer { input in
            shared.start(input)
            return nil
        }
    }
}
