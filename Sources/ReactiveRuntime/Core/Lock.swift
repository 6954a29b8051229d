// Lock: a small mutual-exclusion lock over the platform's primitive, and a value guarded by one.

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
@usableFromInline
final class LockedState<State>: @unchecked Sendable {
    #if canImport(Darwin)
    @usableFromInline let lock: UnsafeMutablePointer<os_unfair_lock>
    #else
    @usableFromInline let lock: UnsafeMutablePointer<pthread_mutex_t>
    #endif
    @usableFromInline var state: State

    @inlinable
    init(_ state: State) {
        self.state = state
        #if canImport(Darwin)
        lock = .allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
        #else
        lock = .allocate(capacity: 1)
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
