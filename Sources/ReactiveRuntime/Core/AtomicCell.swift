// AtomicCell: atomic operations on an integer stored inline in the object that owns it.

import ReactiveRuntimeAtomics

/// An integer that lives inside an object and is read and written with atomic operations, for
/// the few counters and flags the runtime reads without its lock.
///
/// A Swift stored property has no stable address to hand to atomic operations, but the memory
/// of a class instance does not move: the owner declares its atomic integers as its **first**
/// stored property (an `Int`, or a tuple of `Int`s, whose elements are laid out in order), never
/// reads or writes that property in Swift after `init`, and reaches it through
/// ``init(_:word:)``, which uses the standard library's `_getUnsafePointerToStoredProperties`
/// (inlinable, so available at every deployment target; `ManagedBuffer` and swift-atomics'
/// `ManagedAtomic` find their inline storage the same way). The value costs no allocation of its
/// own and no pointer load to reach.
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

    /// The integer `word` (0 for the first) of `owner`'s first stored property.
    @inlinable
    @inline(__always)
    init(_ owner: AnyObject, word: Int = 0) {
        pointer = (_getUnsafePointerToStoredProperties(owner).assumingMemoryBound(to: Int.self) + word)
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
