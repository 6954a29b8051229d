// LockStorage: a state and its lock in one ManagedBuffer allocation.

/// A state and the lock that guards it, in one allocation: a `ManagedBuffer` whose header is the
/// state and whose single element is the lock (swift-nio's `LockStorage`).
@usableFromInline
final class LockStorage<State>: ManagedBuffer<State, PlatformLock> {
    /// A storage holding `state`, its lock ready.
    @inlinable
    static func make(_ state: State) -> LockStorage {
        let storage = unsafeDowncast(create(minimumCapacity: 1) { _ in state }, to: LockStorage.self)
        storage.withUnsafeMutablePointerToElements { lock in
            lock.initialize(to: Platform.newLock())
            InlineLock(lock).initialize()
        }
        return storage
    }

    deinit {
        withUnsafeMutablePointerToElements { lock in
            InlineLock(lock).destroy()
            lock.deinitialize(count: 1)
        }
    }

    /// Runs `body` with exclusive access to the state.
    @inlinable
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try withUnsafeMutablePointers { state, lock in
            try InlineLock(lock).withLock { try body(&state.pointee) }
        }
    }
}
