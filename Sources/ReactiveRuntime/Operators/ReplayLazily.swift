// ReplayLazily: one run of a producer, started by the first observer, replayed to later ones.

extension SignalProducer {
    /// A producer whose runs all share one run of this producer, started by the first of them
    /// (ReactiveSwift's `replayLazily(upTo:)`).
    ///
    /// - **Starts** with the first run of the returned producer, not before.
    /// - **Late runs** get the last `capacity` values sent so far, then every later event; once
    ///   the shared run has ended they get those values and its terminal event at once. It is
    ///   never started again.
    /// - **Stops** when it ends by itself. Runs leaving do not stop it; it is interrupted only
    ///   when the returned producer (every copy of it) and every run of it are gone.
    ///
    /// Events reach the runs in order on the thread the shared run sends them, while a lock is
    /// held that orders them against late runs joining.
    ///
    /// ```swift
    /// let config = loadConfiguration().replayLazily(upTo: 1)
    /// config.startWithValues { apply($0) }   // loads
    /// config.startWithValues { log($0) }     // does not load again: gets the loaded value
    /// ```
    @inlinable
    public func replayLazily(upTo capacity: Int) -> SignalProducer<Value, Failure> {
        precondition(capacity >= 0, "replayLazily(upTo:) needs a count of zero or more, not \(capacity)")
        let shared = SharedRun(self, capacity: capacity, restartsWhenIdle: false)
        return SignalProducer { input in
            shared.start(input)
            return nil
        }
    }
}
