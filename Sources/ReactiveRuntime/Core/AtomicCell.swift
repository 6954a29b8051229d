// AtomicCell: an integer or flag in memory of its own, read and written with atomic operations.

import ReactiveRuntimeAtomics

/// An integer updated atomically, for the few counters and flags the runtime reads without its
/// lock. The value lives in memory of its own (a stored property has no stable address); the
/// owner calls ``deallocate()`` in its `deinit`.
///
/// The operations are ReactiveRuntimeAtomics' inline C functions: one instruction each, like
/// `Synchronization.Atomic`, without that module's iOS 18 / macOS 15 floor.
@usableFromInline
struct AtomicCell: @unchecked Sendable {
    @usableFromInline let pointer: UnsafeMutablePointer<Int>

    @inlinable
    init(_ value: Int) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: value)
    }

    /// A flag: `true` is 1, `false` 0.
    @inlinable
    init(_ flag: Bool) {
        self.init(flag ? 1 : 0)
    }

    /// Frees the memory. Call it once, from the owner's `deinit`.
    @inlinable
    func deallocate() {
        pointer.deallocate()
    }

    /// The value, with acquiring ordering.
    @inlinable
    func load() -> Int {
        reactive_atomic_load_acquire(pointer)
    }

    /// Stores `value` with releasing ordering.
    @inlinable
    func store(_ value: Int) {
        reactive_atomic_store_release(pointer, value)
    }

    /// Adds `operand` (acquiring and releasing); returns the new value.
    @inlinable
    @discardableResult
    func add(_ operand: Int) -> Int {
        reactive_atomic_add(pointer, operand)
    }

    /// Stores `value` (acquiring and releasing); returns the previous value.
    @inlinable
    func exchange(_ value: Int) -> Int {
        reactive_atomic_exchange(pointer, value)
    }

    // MARK: - Flags

    /// The flag, with acquiring ordering.
    @inlinable
    var isSet: Bool {
        load() != 0
    }

    /// Sets or clears the flag with releasing ordering.
    @inlinable
    func store(_ flag: Bool) {
        store(flag ? 1 : 0)
    }

    /// Sets or clears the flag (acquiring and releasing); returns whether it was set before.
    @inlinable
    func exchange(_ flag: Bool) -> Bool {
        exchange(flag ? 1 : 0) != 0
    }
}
