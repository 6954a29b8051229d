// PropertyStorage: the value and the change stream shared by a property and its read-only views.

/// A value guarded by a recursive lock, and the signal of its changes. Changes are sent while
/// the lock is held, so observers see them in the order they were made, and a new observer
/// gets the current value and every later change — never a change twice or one missed.
@usableFromInline
final class PropertyStorage<Value>: @unchecked Sendable {
    @usableFromInline let lock = RecursiveLock()
    @usableFromInline var current: Value
    @usableFromInline let changes: Signal<Value, Never>
    @usableFromInline let input: Signal<Value, Never>.Input

    @usableFromInline
    init(_ initial: Value) {
        current = initial
        (changes, input) = Signal.pipe()
    }

    @inlinable
    var value: Value {
        lock.withLock { current }
    }

    @inlinable
    func modify<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock {
            let result = try body(&current)
            input.send(current)
            return result
        }
    }

    /// A producer sending the current value, then every change; once the changes have ended,
    /// the value then completion (it keeps this storage, not the property, alive).
    @inlinable
    var producer: SignalProducer<Value, Never> {
        SignalProducer { input in
            self.lock.withLock {
                if self.changes.hasEnded {
                    input.send(self.current)
                    input.sendCompleted()
                    return nil
                }
                let observation = self.changes.observe(input.send(event:))
                input.send(self.current)
                return observation
            }
        }
    }

    @usableFromInline
    func complete() {
        lock.withLock { input.sendCompleted() }
    }
}
