// AtomicCell: atomic operations on an integer at a stable address.

import ReactiveRuntimeAtomics

/// An integer read and written with atomic operations, for the few counters and flags the
/// runtime reads without its lock.
///
/// A Swift stored property has no stable address to hand to atomic operations; a `ManagedBuffer`'s
/// header has one (the buffer's memory does not move), and so does memory allocated for the
/// integer alone: the words of a ``SignalCore``'s header and an ``ObserverBox``'s flag live there.
/// The owner never reads or writes them in Swift after initializing them, only through a cell
/// made from a pointer to them.
///
/// The operations are ReactiveRuntimeAtomics' inline C functions: one instruction each, like
/// `Synchronization.Atomic`, without that module's iOS 18 / macOS 15 floor.
@usableFromInline
@frozen
struct AtomicCell {
    @usableFromInline let pointer: UnsafeMutablePointer<Int>

    /// The integer at `pointer`, which stays valid as long as the cell is used (a word in a
    /// `ManagedBuffer`'s header, such as ``SignalCore``'s).
    @inlinable
    @inline(__always)
    init(_ pointer: UnsafeMutablePointer<Int>) {
        self.pointer = pointer
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

    // MARK: - Sequentially consistent

    /// The value, as a sequentially consistent load.
    @inlinable
    func loadSequentiallyConsistent() -> Int {
        reactive_atomic_load_seq_cst(pointer)
    }

    /// Adds `operand` as a sequentially consistent operation; returns the new value.
    @inlinable
    @discardableResult
    func addSequentiallyConsistent(_ operand: Int) -> Int {
        reactive_atomic_add_seq_cst(pointer, operand)
    }

    /// Stores `value` as a sequentially consistent operation; returns the previous value.
    @inlinable
    func exchangeSequentiallyConsistent(_ value: Int) -> Int {
        reactive_atomic_exchange_seq_cst(pointer, value)
    }

    // MARK: - Flags

    /// The flag (`true` is 1, `false` 0), with acquiring ordering.
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
