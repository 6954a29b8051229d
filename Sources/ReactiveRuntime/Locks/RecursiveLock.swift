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

/// A lock the same thread may take again: a recursive `pthread_mutex_t`, kept as the single
/// element of a `ManagedBuffer` so that it has a stable address.
@usableFromInline
@frozen
struct RecursiveLock: @unchecked Sendable {
    @usableFromInline let storage: RecursiveLockStorage

    @usableFromInline
    init() {
        storage = .make()
    }

    /// Runs `body` holding the lock.
    @inlinable
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointerToElements { mutex in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body()
        }
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
    func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        let current = pthread_self()
        threads.withLock { $0.append(current) }
        defer {
            threads.withLock { threads in
                if let index = threads.lastIndex(where: { pthread_equal($0, current) != 0 }) {
                    threads.remove(at: index)
                }
            }
        }
        return try body()
    }
}
