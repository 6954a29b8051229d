// Lock: a value guarded by a platform lock, for state that is not Sendable (observer closures).

/// A platform lock at a stable address, as a pointer: the element of a ``LockStorage`` or of a
/// ``SignalCore`` (both `ManagedBuffer`s, whose memory does not move, as swift-nio's `NIOLock`
/// keeps its lock), initialized with ``initialize()`` and destroyed with ``destroy()``.
///
/// It is `os_unfair_lock` on Apple platforms and a `pthread_mutex_t` elsewhere. (On Linux
/// `Mutex` is a few instructions cheaper, but ThreadSanitizer cannot see its futex, so every
/// test under `--sanitize=thread` would report false races.)
@usableFromInline
@frozen
struct InlineLock {
    @usableFromInline let pointer: UnsafeMutablePointer<PlatformLock>

    /// The lock at `pointer`.
    @inlinable
    @inline(__always)
    init(_ pointer: UnsafeMutablePointer<PlatformLock>) {
        self.pointer = pointer
    }

    /// Prepares the lock, whose memory holds a `PlatformLock()`; once, before its first use.
    @inlinable
    func initialize() {
        Platform.initialize(pointer)
    }

    /// Destroys the lock; once, after its last use (its memory is then released by its owner).
    @inlinable
    func destroy() {
        Platform.destroy(pointer)
    }

    /// Runs `body` holding the lock.
    @inlinable
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        Platform.lock(pointer)
        defer { Platform.unlock(pointer) }
        return try body()
    }
}

/// A value protected by a lock. Unlike `Synchronization.Mutex`, it stores values that are not
/// `Sendable` (observer closures): callers guarantee that such values are only used as the
/// runtime's documented threading rules allow.
///
/// The state and the lock share one allocation, a ``LockStorage``; the state is only reached
/// through a pointer inside ``withLock(_:)``, so it pays no dynamic exclusivity check.
@usableFromInline
@frozen
struct LockedState<State>: @unchecked Sendable {
    @usableFromInline let storage: LockStorage<State>

    @inlinable
    init(_ state: State) {
        storage = .make(state)
    }

    /// Runs `body` with exclusive access to the state.
    @inlinable
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try storage.withLock(body)
    }
}
