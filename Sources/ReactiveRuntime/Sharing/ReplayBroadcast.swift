// ReplayBroadcast: one run of a shared producer fanned out to many runs, with its last values kept.

/// The fan-out behind ``SignalProducer/share(replay:)`` and ``SignalProducer/replayLazily(upTo:)``:
/// the events of one upstream run go to every attached run, and the last `capacity` values (and
/// the terminal event, once there is one) are kept for runs that attach later.
///
/// Its mutable state is only touched under the lock, so the dynamic exclusivity check is off.
///
/// Events and attachments are serialized by a recursive lock held while events are delivered, so
/// an attaching run gets the kept values and then every later event — none twice, none missed —
/// and an observer may start the shared producer again from inside a delivery.
@usableFromInline
final class ReplayBroadcast<Value, Failure: Error>: @unchecked Sendable {
    @usableFromInline let lock = RecursiveLock()
    @usableFromInline let capacity: Int
    @usableFromInline @exclusivity(unchecked) var buffer: [Value] = []
    /// Index of the oldest kept value once `buffer` is full (a ring).
    @usableFromInline @exclusivity(unchecked) var head = 0
    @usableFromInline @exclusivity(unchecked) var terminal: Event<Value, Failure>?
    @usableFromInline let signal: Signal<Value, Failure>
    @usableFromInline let input: Signal<Value, Failure>.Input

    @inlinable
    init(capacity: Int) {
        self.capacity = capacity
        (signal, input) = Signal.pipe()
    }

    /// Whether the upstream run has ended.
    @inlinable
    var hasEnded: Bool {
        lock.withLock { terminal != nil }
    }

    /// Receives an event of the upstream run: keeps it if it is kept, and sends it to every
    /// attached run.
    @inlinable
    func receive(_ event: Event<Value, Failure>) {
        lock.withLock {
            guard terminal == nil else { return }
            switch event {
            case .value(let value):
                if capacity > 0 {
                    if buffer.count < capacity {
                        buffer.append(value)
                    } else {
                        buffer[head] = value
                        head = head + 1 == capacity ? 0 : head + 1
                    }
                }
                input.send(value)
            default:
                terminal = event
                input.send(event: event)
            }
        }
    }

    /// Sends the kept values to `run`, then attaches it for the events to come (or sends it the
    /// terminal event, if the upstream run has ended).
    ///
    /// - Returns: the observation attaching `run`, or `nil` if the upstream run has ended.
    @inlinable
    func attach(_ run: Signal<Value, Failure>.Input) -> (any Disposable)? {
        lock.withLock {
            for index in buffer.indices {
                if run.hasEnded { return nil }
                run.send(buffer[(head + index) % buffer.count])
            }
            if let terminal {
                run.send(event: terminal)
                return nil
            }
            return signal.observe(run.send(event:))
        }
    }
}
