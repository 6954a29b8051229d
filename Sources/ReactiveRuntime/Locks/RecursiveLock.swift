// RecursiveLock: a lock the same thread may take again, and marks of threads inside a section.

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
            Platform.lockMutex(mutex)
            defer { Platform.unlockMutex(mutex) }
            return try body()
        }
    }
}

/// Marks the threads currently inside a section, so that a re-entrant call from the same thread
/// can be recognized (and another thread's call is not mistaken for one).
final class ThreadMarks: @unchecked Sendable {
    private let threads = LockedState<[PlatformThread]>([])

    init() {}

    /// Whether the calling thread is inside ``run(_:)``.
    var containsCurrentThread: Bool {
        let current = Platform.currentThread()
        return threads.withLock { $0.contains { Platform.isSameThread($0, current) } }
    }

    /// Runs `body` with the calling thread marked.
    func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        let current = Platform.currentThread()
        threads.withLock { $0.append(current) }
        defer {
            threads.withLock { threads in
                if let index = threads.lastIndex(where: { Platform.isSameThread($0, current) }) {
                    threads.remove(at: index)
                }
            }
        }
        return try body()
    }
}
