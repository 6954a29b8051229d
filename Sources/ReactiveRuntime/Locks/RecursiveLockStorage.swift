// RecursiveLockStorage: the memory of a RecursiveLock, a recursive mutex in a ManagedBuffer.

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

/// The memory of a ``RecursiveLock``: its mutex, as the element of a `ManagedBuffer`.
@usableFromInline
final class RecursiveLockStorage: ManagedBuffer<Void, pthread_mutex_t> {
    /// A storage with its recursive mutex initialized.
    @usableFromInline
    static func make() -> RecursiveLockStorage {
        let storage = unsafeDowncast(create(minimumCapacity: 1) { _ in () }, to: RecursiveLockStorage.self)
        storage.withUnsafeMutablePointerToElements { mutex in
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
        return storage
    }

    deinit {
        withUnsafeMutablePointerToElements { mutex in
            pthread_mutex_destroy(mutex)
            mutex.deinitialize(count: 1)
        }
    }
}
