// ObserverSnapshot: the immutable list of a signal's observers that delivery reads without a lock.

/// One observer registered with a ``SignalCore``. It stays in delivery snapshots after it is
/// removed, so delivery checks ``isActive`` before calling it.
///
/// The flag (1 while the observer still wants events, then 0) is only read and written
/// atomically, so it lives in a word of its own, allocated with the box and at a stable address.
/// (The closure stays a stored constant: as a `ManagedBuffer` element it would be stored at the
/// most general abstraction and copied for each call, 98 instead of 41 instructions per send.)
@usableFromInline
final class ObserverBox<Value, Failure: Error>: @unchecked Sendable {
    @usableFromInline let flag: UnsafeMutablePointer<Int>
    @usableFromInline let action: (Event<Value, Failure>) -> Void

    @inlinable
    init(_ action: @escaping (Event<Value, Failure>) -> Void) {
        flag = .allocate(capacity: 1)
        flag.initialize(to: 1)
        self.action = action
    }

    deinit {
        flag.deallocate()
    }

    /// A new, active observer.
    @inlinable
    static func make(_ action: @escaping (Event<Value, Failure>) -> Void) -> ObserverBox {
        ObserverBox(action)
    }

    /// The flag.
    @inlinable
    var active: AtomicCell { AtomicCell(flag) }

    /// Whether the observer still wants events (acquiring).
    @inlinable
    var isActive: Bool { active.isSet }

    /// Marks the observer inactive (releasing).
    @inlinable
    func deactivate() { active.store(false) }

    /// Marks the observer inactive and returns whether it was active before, so that exactly
    /// one caller sends it a terminal event.
    @inlinable
    func takeActive() -> Bool { active.exchange(false) }

    /// Calls the observer with `event` if it is still active.
    @inlinable
    func deliver(_ event: Event<Value, Failure>) {
        if isActive { action(event) }
    }
}

/// Two or more observers, in the order they were added: an immutable array that owns them.
@usableFromInline
final class ObserverList<Value, Failure: Error>: ManagedBuffer<Int, Unmanaged<ObserverBox<Value, Failure>>> {
    /// A list of `observers`, each retained by it.
    @inlinable
    static func make(_ observers: ContiguousArray<ObserverBox<Value, Failure>>) -> ObserverList {
        let list = unsafeDowncast(
            create(minimumCapacity: observers.count) { _ in observers.count }, to: ObserverList.self)
        list.withUnsafeMutablePointerToElements { elements in
            for (index, observer) in observers.enumerated() {
                (elements + index).initialize(to: .passRetained(observer))
            }
        }
        return list
    }

    deinit {
        withUnsafeMutablePointers { count, elements in
            for index in 0..<count.pointee { elements[index].release() }
        }
    }

    /// The observers, retained.
    @inlinable
    var observers: ContiguousArray<ObserverBox<Value, Failure>> {
        withUnsafeMutablePointers { count, elements in
            ContiguousArray((0..<count.pointee).map { elements[$0].takeUnretainedValue() })
        }
    }

    /// Calls every active observer with `event`, without retaining any of them: the caller
    /// guarantees that this list stays alive, and the list keeps its observers alive.
    @inlinable
    func deliver(_ event: Event<Value, Failure>) {
        withUnsafeMutablePointers { count, elements in
            for index in 0..<count.pointee {
                elements[index]._withUnsafeGuaranteedRef { $0.deliver(event) }
            }
        }
    }
}

/// The observers of a ``SignalCore`` as one word, which the core publishes atomically: `0` for
/// none, an ``ObserverBox``'s address for exactly one, and an ``ObserverList``'s address with
/// its lowest bit set for more (objects are aligned to at least 16 bytes). A word owns one
/// retain of the object it names.
@usableFromInline
@frozen
struct ObserverSnapshot<Value, Failure: Error> {
    @usableFromInline typealias Box = ObserverBox<Value, Failure>
    @usableFromInline typealias List = ObserverList<Value, Failure>

    @usableFromInline let word: Int

    @inlinable
    init(word: Int) {
        self.word = word
    }

    /// A snapshot of one observer, owning a retain of it.
    @inlinable
    init(single observer: Box) {
        word = Int(bitPattern: Unmanaged.passRetained(observer).toOpaque())
    }

    /// A snapshot of `observers`, owning a retain of what it names.
    @inlinable
    static func make(_ observers: ContiguousArray<Box>) -> ObserverSnapshot {
        switch observers.count {
        case 0:
            return ObserverSnapshot(word: 0)
        case 1:
            return ObserverSnapshot(single: observers[0])
        default:
            let list = Unmanaged.passRetained(List.make(observers)).toOpaque()
            return ObserverSnapshot(word: Int(bitPattern: list) | 1)
        }
    }

    /// The observers, retained.
    @inlinable
    var observers: ContiguousArray<Box> {
        if word == 0 { return [] }
        let address = UnsafeRawPointer(bitPattern: word & ~1)!
        if word & 1 == 0 { return [Unmanaged<Box>.fromOpaque(address).takeUnretainedValue()] }
        return Unmanaged<List>.fromOpaque(address).takeUnretainedValue().observers
    }

    /// Takes over the retain this word owns: the object, which keeps the observers alive, or
    /// `nil` for none.
    @inlinable
    func takeOwner() -> AnyObject? {
        if word == 0 { return nil }
        let address = UnsafeRawPointer(bitPattern: word & ~1)!
        if word & 1 == 0 { return Unmanaged<Box>.fromOpaque(address).takeRetainedValue() }
        return Unmanaged<List>.fromOpaque(address).takeRetainedValue()
    }

    /// Calls every active observer with `event`. The caller guarantees that the word's object
    /// stays alive meanwhile; nothing is retained.
    @inlinable
    func deliver(_ event: Event<Value, Failure>) {
        let address = UnsafeRawPointer(bitPattern: word & ~1).unsafelyUnwrapped
        if word & 1 == 0 {
            Unmanaged<Box>.fromOpaque(address)._withUnsafeGuaranteedRef { $0.deliver(event) }
        } else {
            Unmanaged<List>.fromOpaque(address)._withUnsafeGuaranteedRef { $0.deliver(event) }
        }
    }
}
