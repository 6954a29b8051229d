// ProxyCalls: every call of a generated proxy or observing subclass as one value of its `Call` enum.

/// The calls of a generated proxy or observing subclass as one stream of its `Call` enum: the
/// stream of each requirement at one timing, mapped to its case, merged. The generated `all`
/// property builds one with an ``add(_:of:_:)`` per requirement:
///
/// ```swift
/// public var all: Signal<Call, Never> {
///     var calls = ProxyCalls<Call>(streams, Timing.self)
///     calls.add(0, Call.downloadDidFinish)
///     calls.add(1, of: (download: Download, data: Data).self) { Call.downloadDidReceive(download: $0.0, data: $0.1) }
///     return calls.signal
/// }
/// ```
///
/// Out of line, and generic only over the payload where it must be: what generated code holds
/// per requirement is one call and its case's constructor, not a specialized `map` per payload
/// type (which doubled the machine code of a module of 600 requirements).
public struct ProxyCalls<Call> {
    private let streams: ProxyEventStreams
    private let isBeforeCall: Bool
    private var signals: [Signal<Call, Never>] = []

    /// Starts the calls of `streams` sent at `timing` (``AfterCall`` or ``BeforeCall``).
    public init<Timing: ProxyEventTiming>(_ streams: ProxyEventStreams, _ timing: Timing.Type) {
        self.streams = streams
        isBeforeCall = Timing.isBeforeCall
    }

    /// Adds the calls of requirement `index`, each made a `Call` by `makeCall`. Creates the stream.
    public mutating func add<Value>(
        _ index: Int, of type: Value.Type = Value.self, _ makeCall: @escaping (Value) -> Call
    ) {
        signals.append(streams.storage.signal(index, beforeCall: isBeforeCall, of: type).map(makeCall))
    }

    /// The added streams merged: every call in the order the calls are made; completes when all
    /// of them have (when the proxy or object is deinitialized).
    public var signal: Signal<Call, Never> {
        .merge(signals)
    }
}
