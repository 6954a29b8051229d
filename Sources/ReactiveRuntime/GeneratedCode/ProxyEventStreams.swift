// ProxyEventStreams: the event streams of a generated proxy, each created when first observed.

/// The event streams of a generated delegate proxy: two ``Signal``s per requirement, one sent
/// before the call is forwarded and one after the forwardee returns, each created the first time
/// someone asks for it, so that a proxy nobody observes costs the same whether its protocol has 1
/// requirement or 200.
///
/// Generated code declares one per proxy and reaches the streams of requirement `i` by its index:
/// the typed `proxy.events.name` and `proxy.beforeEvents.name` properties call
/// ``signal(_:_:of:)``, the proxy's method calls ``beginCall(_:at:)`` before forwarding and
/// ``ProxyEventCall/sendAfter(_:)`` after the forwardee returns (or only forwards, when
/// ``beginCall(_:at:)`` returns `nil`), and the proxy's `deinit` calls ``complete()``.
///
/// ```swift
/// let streams = ProxyEventStreams(count: 2)
/// let ticks: Signal<Int, Never> = streams.signal(0)              // created now; the same every time
/// let early: Signal<Int, Never> = streams.signal(0, BeforeCall.self)
/// ticks.observeValues { print("after", $0) }
/// early.observeValues { print("before", $0) }
/// let call = streams.beginCall(1, at: 0)                          // prints before 1
/// call?.sendAfter(1)                                              // prints after 1
/// streams.send("nobody", at: 1)                                   // no stream 1: returns at once
/// streams.complete()                                              // ticks and early complete
/// ```
///
/// Memory: one object of 40 bytes holding the count and one pointer; the table of `2 × count`
/// slots is allocated with the first stream, and each stream when it is first asked for.
///
/// Thread safety: sending reads the table and the slot with two acquiring atomic loads and no
/// lock, and returns after the first that finds nothing. A call reads the table once, before it
/// is forwarded, and both of its streams then: a stream created while the call is under way
/// receives the next call's events. Streams are created under a lock and published with a
/// releasing atomic exchange, so an observer that subscribed before a call (on any thread that
/// happens before the call) receives its events. A stream created after ``complete()`` is
/// completed at once.
///
/// Each index must always be used with the same `Value` type (generated code guarantees it).
public struct ProxyEventStreams: @unchecked Sendable {
    @usableFromInline
    let storage: ProxyEventStorage

    /// Creates the streams of a proxy with `count` requirements that have events. Allocates one
    /// small object; no stream.
    public init(count: Int) {
        storage = ProxyEventStorage.make(count: count)
    }

    /// Sends `value` on the after-event of requirement `index` if that stream exists; otherwise
    /// returns at once, without evaluating `value` (one atomic load and a branch when no stream
    /// exists at all).
    @inlinable
    public func send<Value>(_ value: @autoclosure () -> Value, at index: Int) {
        guard let table = storage.table else { return }
        table._withUnsafeGuaranteedRef { table in
            let slot = table.slots + ProxyEventTable.slot(index, beforeCall: false)
            ProxyEventCall(afterStream: _stdlib_atomicAcquiringLoadARCRef(object: slot)).sendAfter(value())
        }
    }

    /// Whether no stream exists yet (nobody ever asked for one): one acquiring atomic load. An
    /// override of a generated observing subclass tests it and, when it holds, calls `super` at
    /// once; otherwise it calls its observed form, out of line, which sends the events with
    /// ``sendBefore(_:at:)`` and ``ProxyEventCall/sendAfter(_:)``. A stream created after the test
    /// receives the next call's events.
    ///
    /// ```swift
    /// override func add(_ value: Int) {
    ///     if streams.areUnobserved { return super.add(value) }
    ///     return observedAdd(value)      // sendBefore, super.add(value), sendAfter
    /// }
    /// ```
    @inlinable
    public var areUnobserved: Bool {
        storage.table == nil
    }

    /// Begins a call of requirement `index`, or returns `nil` at once, without evaluating `value`,
    /// when no stream of the proxy exists (nobody ever asked for one): the method then forwards
    /// the call and keeps nothing across it. Otherwise sends `value` on the before-event if that
    /// stream exists, and returns the call, whose ``ProxyEventCall/sendAfter(_:)`` sends the
    /// after-event once the forwardee returned. The stream table is loaded once, here, for both
    /// events.
    ///
    /// ```swift
    /// func tick(_ value: Int) {
    ///     guard let call = streams.beginCall(value, at: 0) else {
    ///         forwardee?.tick(value)
    ///         return
    ///     }
    ///     forwardee?.tick(value)
    ///     call.sendAfter(value)
    /// }
    /// ```
    @inlinable
    public func beginCall<Value>(_ value: @autoclosure () -> Value, at index: Int) -> ProxyEventCall? {
        beginCall(at: index) { ProxyEventCall.deliver(value(), to: $0) }
    }

    /// Begins a call of requirement `index` (see ``beginCall(_:at:)``): `sendBefore` sends the
    /// before-event on its stream, where that exists.
    @inlinable
    func beginCall(at index: Int, sendingBefore sendBefore: (Unmanaged<AnyObject>) -> Void) -> ProxyEventCall? {
        guard let table = storage.table else { return nil }
        return table._withUnsafeGuaranteedRef { table in
            let slots = table.slots
            let before = slots + ProxyEventTable.slot(index, beforeCall: true)
            if let stream = _stdlib_atomicAcquiringLoadARCRef(object: before) {
                sendBefore(stream)
            }
            // Read after the before-event, whose observers may have asked for it.
            let after = slots + ProxyEventTable.slot(index, beforeCall: false)
            return ProxyEventCall(afterStream: _stdlib_atomicAcquiringLoadARCRef(object: after))
        }
    }

    /// Sends `value` on the before-event of requirement `index` if that stream exists, and returns
    /// the call, whose ``ProxyEventCall/sendAfter(_:)`` sends the after-event once the forwardee
    /// returned: ``beginCall(_:at:)`` for code that tested ``areUnobserved`` already (an observing
    /// subclass's observed form), or was generated before it; a call with no stream of the proxy
    /// is one whose after-event is sent nowhere.
    @inlinable
    public func sendBefore<Value>(_ value: @autoclosure () -> Value, at index: Int) -> ProxyEventCall {
        beginCall(value(), at: index) ?? ProxyEventCall(afterStream: nil)
    }

    /// The after-event stream of requirement `index`, created on first use; the same signal on
    /// every call.
    public func signal<Value>(_ index: Int, of type: Value.Type = Value.self) -> Signal<Value, Never> {
        storage.signal(index, beforeCall: false, of: type)
    }

    /// The stream of requirement `index` sent at `timing` (``AfterCall`` or ``BeforeCall``),
    /// created on first use; the same signal on every call.
    public func signal<Value, Timing: ProxyEventTiming>(
        _ index: Int, _ timing: Timing.Type, of type: Value.Type = Value.self
    ) -> Signal<Value, Never> {
        storage.signal(index, beforeCall: Timing.isBeforeCall, of: type)
    }

    /// Whether either event of requirement `index` (before or after the call) has observers,
    /// without creating a stream.
    public func hasObservers(at index: Int) -> Bool {
        storage.existingStream(at: ProxyEventTable.slot(index, beforeCall: false))?.hasObservers == true
            || storage.existingStream(at: ProxyEventTable.slot(index, beforeCall: true))?.hasObservers == true
    }

    /// Completes every stream that exists; streams created later complete at once. The proxy's
    /// `deinit` calls it.
    public func complete() {
        storage.complete()
    }

    /// Calls `handler` whenever any stream, existing or created later, gains its first observer
    /// or loses its last (an Objective-C proxy then checks whether its `responds(to:)` answers
    /// changed). Replaces an earlier handler.
    ///
    /// ```swift
    /// streams.onObservationChange { [weak proxy] in proxy?.answersMayHaveChanged() }
    /// ```
    public func onObservationChange(_ handler: @escaping () -> Void) {
        storage.setObservationHandler(handler)
    }
}

/// One call of a proxy's requirement, between its before-event and its after-event: returned by
/// ``ProxyEventStreams/beginCall(_:at:)`` with the after-event's stream as it was read then.
public struct ProxyEventCall: @unchecked Sendable {
    /// The after-event's stream (never freed before the proxy's streams), or `nil` when it did not
    /// exist before the call was forwarded.
    @usableFromInline
    let afterStream: Unmanaged<AnyObject>?

    @inlinable
    init(afterStream: Unmanaged<AnyObject>?) {
        self.afterStream = afterStream
    }

    /// Sends `value` on the after-event of the call's requirement if that stream existed before
    /// the call was forwarded; otherwise returns at once, without evaluating `value`.
    @inlinable
    public func sendAfter<Value>(_ value: @autoclosure () -> Value) {
        guard let afterStream else { return }
        Self.deliver(value(), to: afterStream)
    }

    /// Sends `value` on `stream`, out of line: a call that passes no `self`, so that the proxy's
    /// method keeps its own `self` in place for the forwarded call that follows, and one copy of
    /// the delivery per payload type, which a requirement's before-event and after-event share
    /// (inlined into every method, it was a third of the method's machine code).
    @inlinable
    @inline(never)
    static func deliver<Value>(_ value: Value, to stream: Unmanaged<AnyObject>) {
        send(value, on: stream)
    }

    /// Sends `value` on `stream`, a `Signal<Value, Never>`: the body of every `deliver`. The
    /// stream is taken as that type without the check `unsafeDowncast` makes in an optimized
    /// build (a dynamic cast per event, and its failure path in every `deliver`).
    @inlinable
    static func send<Value>(_ value: Value, on stream: Unmanaged<AnyObject>) {
        unsafeBitCast(stream, to: Unmanaged<Signal<Value, Never>>.self)._withUnsafeGuaranteedRef { signal in
            signal.core.sendValue(value)
        }
    }
}

/// When a proxy's event is sent, as a type: the `Timing` of a generated proxy's `Events`, so that
/// `proxy.events` (``AfterCall``) and `proxy.beforeEvents` (``BeforeCall``) are different types.
public protocol ProxyEventTiming {
    /// Whether the event is sent before the call is forwarded.
    static var isBeforeCall: Bool { get }
}

/// Events sent after the forwardee returns (RxCocoa's `methodInvoked`): `proxy.events`.
public enum AfterCall: ProxyEventTiming {
    /// `false`.
    public static var isBeforeCall: Bool { false }
}

/// Events sent before the call is forwarded (RxCocoa's `sentMessage`): `proxy.beforeEvents`.
public enum BeforeCall: ProxyEventTiming {
    /// `true`.
    public static var isBeforeCall: Bool { true }
}

/// The storage of ``ProxyEventStreams``: the number of streams, whether they are complete, and
/// one atomically published pointer to the table of streams.
@usableFromInline
final class ProxyEventStorage: ManagedBuffer<ProxyEventStorage.Header, ProxyEventTable?> {
    @usableFromInline
    struct Header {
        let count: Int
        var isCompleted = false
        /// Told of every stream's observation changes (see ``ProxyEventStreams/onObservationChange(_:)``).
        var observationHandler: (() -> Void)?
    }

    static func make(count: Int) -> ProxyEventStorage {
        let storage = create(minimumCapacity: 1) { _ in Header(count: count) }
        storage.withUnsafeMutablePointerToElements { $0.initialize(to: nil) }
        return unsafeDowncast(storage, to: ProxyEventStorage.self)
    }

    deinit {
        _ = withUnsafeMutablePointerToElements { $0.deinitialize(count: 1) }
    }

    /// The number of requirements with events (fixed at creation, so read without the lock); there
    /// are twice as many streams.
    private var count: Int { withUnsafeMutablePointerToHeader { $0.pointee.count } }

    /// Whether ``complete()`` ran. Read and written under the lock.
    private var isCompleted: Bool {
        get { withUnsafeMutablePointerToHeader { $0.pointee.isCompleted } }
        set { withUnsafeMutablePointerToHeader { $0.pointee.isCompleted = newValue } }
    }

    /// The handler of observation changes. Read and written under the lock.
    private var observationHandler: (() -> Void)? {
        get { withUnsafeMutablePointerToHeader { $0.pointee.observationHandler } }
        set { withUnsafeMutablePointerToHeader { $0.pointee.observationHandler = newValue } }
    }

    /// Sets the handler of observation changes on every stream that exists and on those created
    /// later.
    func setObservationHandler(_ handler: @escaping () -> Void) {
        let streams: [any ProxyEventStream] = Self.lock.withLock { _ in
            observationHandler = handler
            guard let table else { return [] }
            return table._withUnsafeGuaranteedRef { table in
                (0..<2 * count).compactMap { table.slots[$0] as? any ProxyEventStream }
            }
        }
        for stream in streams { stream.onObservationChange(handler) }
    }

    /// Serializes creating streams and completing them (never sending). The state is unused; it
    /// is not `()` because ThreadSanitizer reports accesses to a zero-sized locked state as races.
    private static let lock = LockedState(0)

    /// The table, or `nil` while no stream exists.
    @inlinable
    var table: Unmanaged<ProxyEventTable>? {
        _stdlib_atomicAcquiringLoadARCRef(object: withUnsafeMutablePointerToElements { $0 })
    }

    /// A stream of requirement `index`, created under the lock on first use.
    func signal<Value>(_ index: Int, beforeCall: Bool, of type: Value.Type) -> Signal<Value, Never> {
        precondition(index >= 0 && index < count, "no event stream \(index) of \(count)")
        let slotIndex = ProxyEventTable.slot(index, beforeCall: beforeCall)
        if let stream = existingStream(at: slotIndex) {
            return stream as! Signal<Value, Never>
        }
        let (stream, mustComplete): (AnyObject, Bool) = Self.lock.withLock { _ in
            let table = tableCreatingIfNeeded()
            let slot = table.slots + slotIndex
            if let existing = slot.pointee { return (existing, false) }
            let signal = Signal<Value, Never>(core: SignalCore<Value, Never>.make())
            if let handler = observationHandler { signal.onObservationChange { _ in handler() } }
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
                (0..<2 * count).compactMap { table.slots[$0] as? any ProxyEventStream }
            }
        }
        for stream in streams { stream.completeFromProxy() }
    }

    /// The stream in slot `slot` if it exists, read without the lock.
    func existingStream(at slot: Int) -> (any ProxyEventStream)? {
        guard let table else { return nil }
        return table._withUnsafeGuaranteedRef { table in
            _stdlib_atomicAcquiringLoadARCRef(object: table.slots + slot)?.takeUnretainedValue()
                as? any ProxyEventStream
        }
    }

    /// The table, allocated and published on first use. Called under the lock.
    private func tableCreatingIfNeeded() -> ProxyEventTable {
        if let table { return table.takeUnretainedValue() }
        let count = 2 * self.count
        let table = unsafeDowncast(
            ProxyEventTable.create(minimumCapacity: count) { _ in count }, to: ProxyEventTable.self)
        table.slots.initialize(repeating: nil, count: count)
        let published = _stdlib_atomicAcquiringInitializeARCRef(
            object: withUnsafeMutablePointerToElements { $0 }, desired: table)
        return published.takeUnretainedValue()
    }
}

/// The slots of a proxy's streams, allocated with its first stream: one ``Signal`` or `nil` each,
/// the two events of a requirement side by side (after the call, then before it).
@usableFromInline
final class ProxyEventTable: ManagedBuffer<Int, AnyObject?> {
    /// The slot of requirement `index`'s event sent before or after the call.
    @inlinable
    static func slot(_ index: Int, beforeCall: Bool) -> Int {
        2 &* index &+ (beforeCall ? 1 : 0)
    }

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
    func onObservationChange(_ handler: @escaping () -> Void)
}

extension Signal: ProxyEventStream {
    func completeFromProxy() {
        core.sendTerminal(.completed)
    }

    func onObservationChange(_ handler: @escaping () -> Void) {
        onObservationChange { _ in handler() }
    }
}
