// Lock: a value guarded by a lock, for state that is not Sendable (observer closures).

import Synchronization

/// A value protected by a lock. Unlike `Synchronization.Mutex` alone, it stores values that are
/// not `Sendable` (observer closures): callers guarantee that such values are only used as the
/// runtime's documented threading rules allow.
///
/// The lock is a `Mutex<Void>` (a futex on Linux, `os_unfair_lock` on Apple platforms), whose
/// uncontended path is a few inlined atomic instructions. The state is only touched inside
/// ``withLock(_:)``, so the lock already guarantees exclusive access and the dynamic
/// exclusivity check is switched off.
@usableFromInline
final class LockedState<State>: @unchecked Sendable {
    @usableFromInline let mutex = Mutex<Void>(())
    @usableFromInline @exclusivity(unchecked) var state: State

    @inlinable
    init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state.
    @inlinable
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try mutex.withLock { _ in try body(&state) }
    }
}
