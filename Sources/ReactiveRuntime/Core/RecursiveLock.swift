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

/// A recursive pthread mutex: a thread that holds it may take it again.
@usableFromInline
final class RecursiveLock: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @usableFromInline
    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
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
        mutex.deinitialize(count: 1)
        mutex.deallocate()
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
