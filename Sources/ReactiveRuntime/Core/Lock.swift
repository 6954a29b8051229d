// Lock: a value guarded by a platform lock, for state that is not Sendable (observer closures).

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A value protected by a lock. Unlike `Synchronization.Mutex`, it stores values that are not
/// `Sendable` (observer closures): callers guarantee that such values are only used as the
/// runtime's documented threading rules allow.
///
/// The lock is `os_unfair_lock` on Apple platforms and a `pthread_mutex_t` elsewhere. (On Linux
/// `Mutex` is a few instructions cheaper, but ThreadSanitizer cannot see its futex, so every
/// test under `--sanitize=thread` would report false races.) The state is only touched inside
/// ``withLock(_:)``, so the lock already guarantees exclusive access and the dynamic
/// exclusivity check is switched off.
@usableFromInline
final class LockedState<State>: @unchecked Sendable {
    #if canImport(Darwin)
    @usableFromInline let lock: UnsafeMutablePointer<os_unfair_lock>
    #else
    @usableFromInline let lock: UnsafeMutablePointer<pthread_mutex_t>
    #endif
    @usableFromInline @exclusivity(unchecked) var state: State

    @inlinable
    init(_ state: State) {
        self.state = state
        lock = .allocate(capacity: 1)
        #if canImport(Darwin)
        lock.initialize(to: os_unfair_lock())
        #else
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
        #endif
    }

    deinit {
        #if !canImport(Darwin)
        pthread_mutex_destroy(lock)
        #endif
        lock.deinitialize(count: 1)
        lock.deallocate()
    }

    /// Runs `body` with exclusive access to the state.
    @inlinable
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        #if canImport(Darwin)
        os_unfair_lock_lock(lock)
        defer { os_unfair_lock_unlock(lock) }
        #else
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        #endif
        return try body(&state)
    }
}
