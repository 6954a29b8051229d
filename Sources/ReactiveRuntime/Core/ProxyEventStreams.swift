// ProxyEventStreams: the event streams of a generated proxy, each created when first observed.

/// The event streams of a generated delegate proxy: one ``Signal`` per requirement, created the
/// first time someone asks for it, so that a proxy nobody observes costs the same whether its
/// protocol has 1 requirement or 200.
///
/// Generated code declares one per proxy and reaches stream `i` by its index: the typed
/// `proxy.events.name` property calls ``signal(_:of:)``, the proxy's method calls ``send(_:at:)``
/// after the forwardee returns, and the proxy's `deinit` calls ``complete()``.
///
/// ```swift
/// let streams = ProxyEventStreams(count: 2)
/// let ticks: Signal<Int, Never> = streams.signal(0)   // created now; the same signal every time
/// ticks.observeValues { print($0) }
/// streams.send(1, at: 0)                              // prints 1
/// streams.send("nobody", at: 1)                       // no stream 1: returns at once
/// streams.complete()                                  // ticks completes
/// ```
///
/// Memory: one object of 40 bytes holding the count and one pointer; the table of `count` slots
/// is allocated with the first stream, and each stream when it is first asked for.
///
/// Thread safety: sending reads the table and the slot with two acquiring atomic loads and no
/// lock, and returns after the first that finds nothing. Streams are created under a lock and
/// published with a releasing atomic exchange, so an observer that subscribed before a call (on
/// any thread that happens before the call) receives its event. A stream created after
/// ``complete()`` is completed at once.
///
/// Each index must always be used with the same `Value` type (generated code guarantees it).
public struct ProxyEventStreams: @unchecked Sendable {
    @usableFromInline
    let storage: ProxyEventStorage

    /// Creates the streams of a proxy with `count` events. Allocates one small object; no stream.
    public init(count: Int) {
        storage = ProxyEventStorage.make(count: count)
    }

    /// Sends `value` on stream `index` if that stream exists; otherwise returns at once, without
    /// evaluating `value` (one atomic load and a branch when no stream exists at all).
    @inlinable
    public func send<Value>(_ value: @autoclosure () -> Value, at index: Int) {
        guard let table = storage.table else { return }
        table._withUnsafeGuaranteedRef { table in
            guard let stream = _stdlib_atomicAcquiringLoadARCRef(object: table.slots + index) else { return }
            stream._withUnsafeGuaranteedRef { stream in
                unsafeDowncast(stream, to: Signal<Value, Never>.self).core.sendValue(value())
            }
        }
    }

    /// Stream `index`, created on first use; the same signal on every call.
    public func signal<Value>(_ index: Int, of type: Value.Type = Value.self) -> Signal<Value, Never> {
        storage.signal(index, of: type)
    }

    /// Whether stream `index` exists and has observers, without creating it.
    public func hasObservers(at index: Int) -> Bool {
        storage.existingStream(at: index)?.hasObservers ?? false
    }

    /// Completes every stream that exists; streams created later complete at once. The proxy's
    /// `deinit` calls it.
    public func complete() {
        storage.complete()
    }
}

/// The storage of ``ProxyEventStreams``: the number of streams, whether they are complete, and
/// one atomically published pointer to the table of streams.
@usableFromInline
final class ProxyEventStorage: ManagedBuffer<ProxyEventStorage.Header, ProxyEventTable?> {
    @usableFromInline
    struct Header {
        let count: Int
        var isCompleted = false
    }

    static func make(count: Int) -> ProxyEventStorage {
        let storage = create(minimumCapacity: 1) { _ in Header(count: count) }
        storage.withUnsafeMutablePointerToElements { $0.initialize(to: nil) }
        return unsafeDowncast(storage, to: ProxyEventStorage.self)
    }

    deinit {
        _ = withUnsafeMutablePointerToElements { $0.deinitialize(count: 1) }
    }

    /// The number of streams (fixed at creation, so read without the lock).
    private var count: Int { withUnsafeMutablePointerToHeader { $0.pointee.count } }

    /// Whether ``complete()`` ran. Read and written under the lock.
    private var isCompleted: Bool {
        get { withUnsafeMutablePointerToHeader { $0.pointee.isCompleted } }
        set { withUnsafeMutablePointerToHeader { $0.pointee.isCompleted = newValue } }
    }

    /// Serializes creating streams and completing them (never sending). The state is unused; it
    /// is not `()` because ThreadSanitizer reports accesses to a zero-sized locked state as races.
    private static let lock = LockedState(0)

    /// The table, or `nil` while no stream exists.
    @inlinable
    var table: Unmanaged<ProxyEventTable>? {
        _stdlib_atomicAcquiringLoadARCRef(object: withUnsafeMutablePointerToElements { $0 })
    }

    /// Stream `index`, created under the lock on first use.
    func signal<Value>(_ index: Int, of type: Value.Type) -> Signal<Value, Never> {
        precondition(index >= 0 && index < count, "no event stream \(index) of \(count)")
        if let stream = existingStream(at: index) {
            return stream as! Signal<Value, Never>
        }
        let (stream, mustComplete): (AnyObject, Bool) = Self.lock.withLock { _ in
            let table = tableCreatingIfNeeded()
            let slot = table.slots + index
            if let existing = slot.pointee { return (existing, false) }
            let signal = Signal<Value, Never>.pipe().output
            // Under the lock the exchange always wins; it is the releasing store that publishes it.
            _stdlib_atomicAcquiringInitializeARCRef(object: slot, desired: signal as AnyObject)
            return (signal, isCompleted)
        }
        let signal = stream as! Signal<Value, Never>
        // Outside the lock: completion calls observers, which may ask for other streams.
        if mustComplete { signal.core.sendTerminal(.completed) }
        return signal
    }

    /// Marks the streams complete and completes those that exist, outside the lock.
    func complete() {
        let streams: [any ProxyEventStream] = Self.lock.withLock { _ in
            isCompleted = true
            guard let table else { return [] }
            return table._withUnsafeGuaranteedRef { table in
                (0..<count).compactMap { table.slots[$0] as? any ProxyEventStream }
            }
        }
        for stream in streams { stream.completeFromProxy() }
    }

    /// The stream at `index` if it exists, read without the lock.
    func existingStream(at index: Int) -> (any ProxyEventStream)? {
        guard let table else { return nil }
        return table._withUnsafeGuaranteedRef { table in
            _stdlib_atomicAcquiringLoadARCRef(object: table.slots + index)?.takeUnretainedValue()
                as? any ProxyEventStream
        }
    }

    /// The table, allocated and published on first use. Called under the lock.
    private func tableCreatingIfNeeded() -> ProxyEventTable {
        if let table { return table.takeUnretainedValue() }
        let count = self.count
        let table = unsafeDowncast(
            ProxyEventTable.create(minimumCapacity: count) { _ in count }, to: ProxyEventTable.self)
        table.slots.initialize(repeating: nil, count: count)
        let published = _stdlib_atomicAcquiringInitializeARCRef(
            object: withUnsafeMutablePointerToElements { $0 }, desired: table)
        return published.takeUnretainedValue()
    }
}

/// The slots of a proxy's streams, allocated with its first stream: one ``Signal`` or `nil` each.
@usableFromInline
final class ProxyEventTable: ManagedBuffer<Int, AnyObject?> {
    /// The first slot.
    @inlinable
    var slots: UnsafeMutablePointer<AnyObject?> {
        withUnsafeMutablePointerToElements { $0 }
    }

    deinit {
        withUnsafeMutablePointers { count, slots in _ = slots.deinitialize(count: count.pointee) }
    }
}

/// What ``ProxyEventStreams`` needs of a stream whose value type it does not know.
protocol ProxyEventStream: AnyObject {
    var hasObservers: Bool { get }
    func completeFromProxy()
}

extension Signal: ProxyEventStream {
    func completeFromProxy() {
        core.sendTerminal(.completed)
    }
}
