// RecursiveLockStorage: the memory of a RecursiveLock, a recursive mutex in a ManagedBuffer.

/// The memory of a ``RecursiveLock``: its mutex, as the element of a `ManagedBuffer`.
@usableFromInline
final class RecursiveLockStorage: ManagedBuffer<Void, PlatformMutex> {
    /// A storage with its recursive mutex initialized.
    @usableFromInline
    static func make() -> RecursiveLockStorage {
        let storage = unsafeDowncast(create(minimumCapacity: 1) { _ in () }, to: RecursiveLockStorage.self)
        storage.withUnsafeMutablePointerToElements { Platform.initializeRecursiveMutex($0) }
        return storage
    }

    deinit {
        withUnsafeMutablePointerToElements { mutex in
            Platform.destroyMutex(mutex)
            mutex.deinitialize(count: 1)
        }
    }
}
