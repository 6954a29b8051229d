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

#if canImport(Darwin)
/// The platform's lock: `os_unfair_lock` on Apple platforms.
@usableFromInline typealias PlatformLock = os_unfair_lock
#else
/// The platform's lock: a `pthread_mutex_t` outside Apple platforms.
@usableFromInline typealias PlatformLock = pthread_mutex_t
#endif

/// The platform lock at a stable address: inside the object that owns it, which declares a
/// ``PlatformLock`` in its first stored property (see ``AtomicCell``), initializes it with
/// ``initialize()`` and destroys it with ``destroy()`` in its `deinit`.
///
/// It is `os_unfair_lock` on Apple platforms and a `pthread_mutex_t` elsewhere. (On Linux
/// `Mutex` is a few instructions cheaper, but ThreadSanitizer cannot see its futex, so every
/// test under `--sanitize=thread` would report false races.)
@usableFromInline
@frozen
struct InlineLock {
    @usableFromInline let pointer: UnsafeMutablePointer<PlatformLock>

    /// The lock at `byteOffset` bytes into `owner`'s stored properties.
    @inlinable
    @inline(__always)
    init(_ owner: AnyObject, byteOffset: Int = 0) {
        pointer = (_getUnsafePointerToStoredProperties(owner) + byteOffset).assumingMemoryBound(to: PlatformLock.self)
    }

    /// Prepares the lock; once, in the owner's `init`.
    @inlinable
    func initialize() {
        #if !canImport(Darwin)
        pthread_mutex_init(pointer, nil)
        #endif
    }

    /// Destroys the lock; once, in the owner's `deinit`.
    @inlinable
    func destroy() {
        #if !canImport(Darwin)
        pthread_mutex_destroy(pointer)
        #endif
    }

    /// Runs `body` holding the lock.
    @inlinable
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        #if canImport(Darwin)
        os_unfair_lock_lock(pointer)
        defer { os_unfair_lock_unlock(pointer) }
        #else
        pthread_mutex_lock(pointer)
        defer { pthread_mutex_unlock(pointer) }
        #endif
        return try body()
    }
}

/// A value protected by a lock. Unlike `Synchronization.Mutex`, it stores values that are not
/// `Sendable` (observer closures): callers guarantee that such values are only used as the
/// runtime's documented threading rules allow.
///
/// The lock (an ``InlineLock``) is stored inline, as the first stored property: an object's
/// memory does not move, so the lock has the stable address it needs without an allocation of
/// its own. The state is only touched inside ``withLock(_:)``, so the lock already guarantees
/// exclusive access and the dynamic exclusivity check is switched off.
@usableFromInline
final class LockedState<State>: @unchecked Sendable {
    /// The lock's memory. Never read or written as a Swift property after `init`; see ``lock``.
    @usableFromInline var lockStorage = PlatformLock()
    @usableFromInline @exclusivity(unchecked) var state: State

    @inlinable
    init(_ state: State) {
        self.state = state
        lock.initialize()
    }

    deinit {
        lock.destroy()
    }

    /// The lock, at the start of this object's stored properties.
    @inlinable
    var lock: InlineLock { InlineLock(self) }

    /// Runs `body` with exclusive access to the state.
    @inlinable
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&state) }
    }
}
