// RecursiveLock: a lock the same thread may take again, and marks of threads inside a section.

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A recursive pthread mutex: a thread that holds it may take it again. The mutex is stored
/// inline, as the first stored property, like ``LockedState``'s lock.
@usableFromInline
final class RecursiveLock: @unchecked Sendable {
    /// The mutex's memory. Never read or written as a Swift property after `init`; see ``mutex``.
    @usableFromInline var mutexStorage = pthread_mutex_t()

    @usableFromInline
    init() {
        // Explicit pointers rather than `&attributes` arguments: no implicit pointer conversion,
        // which the Linux typecheck of the Apple branches (scripts/apple-typecheck.sh) cannot resolve.
        var attributes = pthread_mutexattr_t()
        withUnsafeMutablePointer(to: &attributes) { attributes in
            _ = pthread_mutexattr_init(attributes)
            _ = pthread_mutexattr_settype(attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        }
        withUnsafePointer(to: &attributes) { _ = pthread_mutex_init(mutex, $0) }
        withUnsafeMutablePointer(to: &attributes) { _ = pthread_mutexattr_destroy($0) }
    }

    deinit {
        pthread_mutex_destroy(mutex)
    }

    /// The mutex, at the start of this object's stored properties.
    @inlinable
    var mutex: UnsafeMutablePointer<pthread_mutex_t> {
        _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: pthread_mutex_t.self)
    }

    /// Runs `body` holding the lock.
    @inlinable
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// Marks the threads currently inside a section, so that a re-entrant call from the same thread
/// can be recognized (and another thread's call is not mistaken for one).
final class ThreadMarks: @unchecked Sendable {
    private let threads = LockedState<[pthread_t]>([])

    init() {}

    /// Whether the calling thread is inside ``run(_:)``.
    var containsCurrentThread: Bool {
        let current = pthread_self()
        return threads.withLock { $0.contains { pthread_equal($0, current) != 0 } }
    }

    /// Runs `body` with the calling thread marked.
    func run(_ body: () -> Void) {
        let current = pthread_self()
        threads.withLock { $0.append(current) }
        defer {
            threads.withLock { threads in
                if let index = threads.lastIndex(where: { pthread_equal($0, current) != 0 }) {
                    threads.remove(at: index)
                }
            }
        }
        body()
    }
}
