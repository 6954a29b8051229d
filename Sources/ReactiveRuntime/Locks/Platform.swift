// Platform: the C library's locks and thread identities, the one platform-specific file of the locks.

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

/// The mutex of a ``RecursiveLock``: a `pthread_mutex_t` on every platform.
@usableFromInline typealias PlatformMutex = pthread_mutex_t

/// The identity of a thread.
typealias PlatformThread = pthread_t

/// The C calls behind the locks, each the one call the platform makes (inlined where it is used).
@usableFromInline
enum Platform {
    /// A new lock's memory: store it at its stable address, then ``initialize(_:)`` it there.
    @inlinable
    static func newLock() -> PlatformLock {
        PlatformLock()
    }

    /// Prepares the lock at `lock`, whose memory holds a `PlatformLock()`.
    @inlinable
    static func initialize(_ lock: UnsafeMutablePointer<PlatformLock>) {
        #if !canImport(Darwin)
            pthread_mutex_init(lock, nil)
        #endif
    }

    /// Destroys the lock at `lock`.
    @inlinable
    static func destroy(_ lock: UnsafeMutablePointer<PlatformLock>) {
        #if !canImport(Darwin)
            pthread_mutex_destroy(lock)
        #endif
    }

    /// Takes the lock at `lock`.
    @inlinable
    static func lock(_ lock: UnsafeMutablePointer<PlatformLock>) {
        #if canImport(Darwin)
            os_unfair_lock_lock(lock)
        #else
            pthread_mutex_lock(lock)
        #endif
    }

    /// Releases the lock at `lock`.
    @inlinable
    static func unlock(_ lock: UnsafeMutablePointer<PlatformLock>) {
        #if canImport(Darwin)
            os_unfair_lock_unlock(lock)
        #else
            pthread_mutex_unlock(lock)
        #endif
    }

    /// Initializes `mutex` (uninitialized memory) as a recursive mutex.
    @usableFromInline
    static func initializeRecursiveMutex(_ mutex: UnsafeMutablePointer<PlatformMutex>) {
        mutex.initialize(to: pthread_mutex_t())
        // Explicit pointers rather than `&attributes` arguments: no implicit pointer
        // conversion, which the Linux typecheck of the Apple branches
        // (scripts/apple-typecheck.sh) cannot resolve.
        var attributes = pthread_mutexattr_t()
        withUnsafeMutablePointer(to: &attributes) { attributes in
            _ = pthread_mutexattr_init(attributes)
            _ = pthread_mutexattr_settype(attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        }
        withUnsafePointer(to: &attributes) { _ = pthread_mutex_init(mutex, $0) }
        withUnsafeMutablePointer(to: &attributes) { _ = pthread_mutexattr_destroy($0) }
    }

    /// Destroys the recursive mutex `mutex` (its memory is then deinitialized by its owner).
    @usableFromInline
    static func destroyMutex(_ mutex: UnsafeMutablePointer<PlatformMutex>) {
        pthread_mutex_destroy(mutex)
    }

    /// Takes the recursive mutex `mutex`.
    @inlinable
    static func lockMutex(_ mutex: UnsafeMutablePointer<PlatformMutex>) {
        pthread_mutex_lock(mutex)
    }

    /// Releases the recursive mutex `mutex`.
    @inlinable
    static func unlockMutex(_ mutex: UnsafeMutablePointer<PlatformMutex>) {
        pthread_mutex_unlock(mutex)
    }

    /// The calling thread.
    static func currentThread() -> PlatformThread {
        pthread_self()
    }

    /// Whether `first` and `second` are the same thread.
    static func isSameThread(_ first: PlatformThread, _ second: PlatformThread) -> Bool {
        pthread_equal(first, second) != 0
    }
}
