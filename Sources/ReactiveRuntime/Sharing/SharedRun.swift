// SharedRun: the one upstream run behind a shared producer — when it starts, when it stops.

/// Starts one run of `source` for many runs of a shared producer and decides when it stops.
///
/// - `restartsWhenIdle == false` (``SignalProducer/replayLazily(upTo:)``): the first start starts
///   the upstream run; it then runs to its own end, whoever observes it. It is interrupted only
///   when the shared producer and every run of it are gone. Later starts replay what was kept.
/// - `restartsWhenIdle == true` (``SignalProducer/share(replay:)``): the upstream run is
///   interrupted when its last run ends, and forgotten when it ends by itself; the next start
///   starts a new upstream run with nothing kept.
@usableFromInline
final class SharedRun<Value, Failure: Error>: @unchecked Sendable {
    @usableFromInline
    struct State {
        @usableFromInline var broadcast: ReplayBroadcast<Value, Failure>?
        @usableFromInline var upstream: (any Disposable)?
        @usableFromInline var observers = 0
        @usableFromInline var generation: UInt64 = 0

        @inlinable
        init() {}

        /// Forgets the upstream run, returning its disposable; runs attached to it no longer count.
        @inlinable
        mutating func reset() -> (any Disposable)? {
            defer {
                broadcast = nil
                upstream = nil
                observers = 0
                generation &+= 1
            }
            return upstream
        }
    }

    @usableFromInline let source: SignalProducer<Value, Failure>
    @usableFromInline let capacity: Int
    @usableFromInline let restartsWhenIdle: Bool
    @usableFromInline let state = LockedState(State())

    @inlinable
    init(_ source: SignalProducer<Value, Failure>, capacity: Int, restartsWhenIdle: Bool) {
        self.source = source
        self.capacity = capacity
        self.restartsWhenIdle = restartsWhenIdle
    }

    /// Nothing can start or observe the shared producer any more: its upstream run stops.
    deinit {
        state.withLock { $0.upstream }?.dispose()
    }

    /// Runs one run of the shared producer: attaches it to the upstream run, starting that first
    /// if there is none.
    @inlinable
    func start(_ run: Signal<Value, Failure>.Input) {
        let (broadcast, generation, isNew) = state.withLock { state in
            state.observers += 1
            if let broadcast = state.broadcast { return (broadcast, state.generation, false) }
            let broadcast = ReplayBroadcast<Value, Failure>(capacity: capacity)
            state.broadcast = broadcast
            return (broadcast, state.generation, true)
        }
        let observation = broadcast.attach(run)
        run.attach(CompositeDisposable([observation, ActionDisposable { self.leave(generation) }].compactMap { $0 }))
        guard isNew else { return }
        // Values go straight to the broadcast; only the end needs this object, reached weakly
        // (and without a weak load per value) so that the upstream run does not keep it alive.
        let owner = WeakOwner(self)
        let upstream = source.start { event in
            broadcast.receive(event)
            if event.isTerminal { owner.object?.upstreamEnded(generation) }
        }
        let isCurrent = state.withLock { state -> Bool in
            guard state.generation == generation, state.broadcast === broadcast else { return false }
            state.upstream = upstream
            return true
        }
        if !isCurrent { upstream.dispose() }
    }

    /// A run left: the last one stops the upstream run, if this producer restarts when idle.
    @inlinable
    func leave(_ generation: UInt64) {
        let stopped: (any Disposable)? = state.withLock { state -> (any Disposable)? in
            guard state.generation == generation else { return nil }
            state.observers -= 1
            guard restartsWhenIdle, state.observers == 0 else { return nil }
            return state.reset()
        }
        stopped?.dispose()
    }

    /// The upstream run ended by itself: a producer that restarts when idle forgets it.
    @inlinable
    func upstreamEnded(_ generation: UInt64) {
        guard restartsWhenIdle else { return }
        state.withLock { state in
            guard state.generation == generation else { return }
            _ = state.reset()
        }
    }
}

/// A weak reference to a ``SharedRun``, for the upstream run's observer.
@usableFromInline
final class WeakOwner<Object: AnyObject>: @unchecked Sendable {
    @usableFromInline weak var object: Object?

    @inlinable
    init(_ object: Object) {
        self.object = object
    }
}
