// ProxyEventStreams+Parts: sending a payload of two to four values given as its parts, so that
// the tuple is built in one shared function per payload type, not at every call.

// A generated method's payload is a labelled tuple of its arguments. Built where the event is
// sent, the tuple is laid out in the method's frame and each part copied into it, twice (the
// before-event and the after-event); where a part is a resilient type (`IndexPath`, `Date`, `URL`
// from Foundation), through its type's metadata, about 100 bytes of machine code each time. Given
// as its parts, the arguments are passed as they are (a resilient value by address) and the tuple
// is built inside `deliver`, whose one specialization per payload type every method, proxy and
// observing subclass sending that type shares.
//
// `Value` is the payload's labelled tuple type, its parts the same types in the same order (labels
// do not change a tuple's layout): generated code guarantees it, as it guarantees that an index is
// always used with one `Value` type.
//
// Each function that takes the parts names their types in a second parameter, `partTypes`, which
// generated code leaves to its default: a value of an existential type (`Any`, `any P`) passed to
// a generic parameter named nowhere else in the signature is opened (SE-0352), its part typed as
// the value's dynamic type instead of the payload's. The parts are not autoclosures, as
// ``ProxyEventStreams/beginCall(_:at:)``'s value is: an autoclosure returns a copy, and the copy
// of every part (a resilient one through its metadata) is what the parts save.

/// The type of an event's payload, `Value`, named where a type is read as one: generated code
/// passes `ProxyEventPayload<(tableView: UITableView, indexPath: IndexPath)>.self`, in which a type
/// named like one of the method's parameters (`URL: URL`) is still the type. (A label that is a
/// keyword keeps its backticks there: `(protocol: …)` in an expression does not parse as a type.)
public enum ProxyEventPayload<Value> {}

extension ProxyEventStreams {
    /// ``beginCall(_:at:)`` for a payload of type `Value` made of `a` and `b`.
    ///
    /// ```swift
    /// let call = streams.beginCall(tableView, indexPath, as: ProxyEventPayload<(tableView: UITableView, indexPath: IndexPath)>.self, at: 0)
    /// ```
    @inlinable
    public func beginCall<A, B, Value>(
        _ a: A, _ b: B, as payload: ProxyEventPayload<Value>.Type, at index: Int, partTypes: (A, B).Type = (A, B).self
    ) -> ProxyEventCall? {
        beginCall(at: index) { ProxyEventCall.deliver(a, b, as: payload, to: $0) }
    }

    /// ``beginCall(_:at:)`` for a payload of type `Value` made of `a`, `b` and `c`.
    @inlinable
    public func beginCall<A, B, C, Value>(
        _ a: A, _ b: B, _ c: C,
        as payload: ProxyEventPayload<Value>.Type, at index: Int, partTypes: (A, B, C).Type = (A, B, C).self
    ) -> ProxyEventCall? {
        beginCall(at: index) { ProxyEventCall.deliver(a, b, c, as: payload, to: $0) }
    }

    /// ``beginCall(_:at:)`` for a payload of type `Value` made of `a`, `b`, `c` and `d`.
    @inlinable
    public func beginCall<A, B, C, D, Value>(
        _ a: A, _ b: B, _ c: C, _ d: D,
        as payload: ProxyEventPayload<Value>.Type, at index: Int, partTypes: (A, B, C, D).Type = (A, B, C, D).self
    ) -> ProxyEventCall? {
        beginCall(at: index) { ProxyEventCall.deliver(a, b, c, d, as: payload, to: $0) }
    }

    /// ``sendBefore(_:at:)`` for a payload of type `Value` made of `a` and `b`.
    @inlinable
    public func sendBefore<A, B, Value>(
        _ a: A, _ b: B, as payload: ProxyEventPayload<Value>.Type, at index: Int, partTypes: (A, B).Type = (A, B).self
    ) -> ProxyEventCall {
        beginCall(a, b, as: payload, at: index) ?? ProxyEventCall(afterStream: nil)
    }

    /// ``sendBefore(_:at:)`` for a payload of type `Value` made of `a`, `b` and `c`.
    @inlinable
    public func sendBefore<A, B, C, Value>(
        _ a: A, _ b: B, _ c: C,
        as payload: ProxyEventPayload<Value>.Type, at index: Int, partTypes: (A, B, C).Type = (A, B, C).self
    ) -> ProxyEventCall {
        beginCall(a, b, c, as: payload, at: index) ?? ProxyEventCall(afterStream: nil)
    }

    /// ``sendBefore(_:at:)`` for a payload of type `Value` made of `a`, `b`, `c` and `d`.
    @inlinable
    public func sendBefore<A, B, C, D, Value>(
        _ a: A, _ b: B, _ c: C, _ d: D,
        as payload: ProxyEventPayload<Value>.Type, at index: Int, partTypes: (A, B, C, D).Type = (A, B, C, D).self
    ) -> ProxyEventCall {
        beginCall(a, b, c, d, as: payload, at: index) ?? ProxyEventCall(afterStream: nil)
    }
}

extension ProxyEventCall {
    /// ``sendAfter(_:)`` for a payload of type `Value` made of `a` and `b`.
    @inlinable
    public func sendAfter<A, B, Value>(
        _ a: A, _ b: B, as payload: ProxyEventPayload<Value>.Type, partTypes: (A, B).Type = (A, B).self
    ) {
        guard let afterStream else { return }
        Self.deliver(a, b, as: payload, to: afterStream)
    }

    /// ``sendAfter(_:)`` for a payload of type `Value` made of `a`, `b` and `c`.
    @inlinable
    public func sendAfter<A, B, C, Value>(
        _ a: A, _ b: B, _ c: C,
        as payload: ProxyEventPayload<Value>.Type, partTypes: (A, B, C).Type = (A, B, C).self
    ) {
        guard let afterStream else { return }
        Self.deliver(a, b, c, as: payload, to: afterStream)
    }

    /// ``sendAfter(_:)`` for a payload of type `Value` made of `a`, `b`, `c` and `d`.
    @inlinable
    public func sendAfter<A, B, C, D, Value>(
        _ a: A, _ b: B, _ c: C, _ d: D,
        as payload: ProxyEventPayload<Value>.Type, partTypes: (A, B, C, D).Type = (A, B, C, D).self
    ) {
        guard let afterStream else { return }
        Self.deliver(a, b, c, d, as: payload, to: afterStream)
    }

    /// Sends the tuple of `a` and `b`, as `Value`, on `stream`, out of line.
    @inlinable
    @inline(never)
    static func deliver<A, B, Value>(
        _ a: A, _ b: B, as payload: ProxyEventPayload<Value>.Type, to stream: Unmanaged<AnyObject>
    ) {
        send(unsafeBitCast((a, b), to: Value.self), on: stream)
    }

    /// Sends the tuple of `a`, `b` and `c`, as `Value`, on `stream`, out of line.
    @inlinable
    @inline(never)
    static func deliver<A, B, C, Value>(
        _ a: A, _ b: B, _ c: C, as payload: ProxyEventPayload<Value>.Type, to stream: Unmanaged<AnyObject>
    ) {
        send(unsafeBitCast((a, b, c), to: Value.self), on: stream)
    }

    /// Sends the tuple of `a`, `b`, `c` and `d`, as `Value`, on `stream`, out of line.
    @inlinable
    @inline(never)
    static func deliver<A, B, C, D, Value>(
        _ a: A, _ b: B, _ c: C, _ d: D, as payload: ProxyEventPayload<Value>.Type, to stream: Unmanaged<AnyObject>
    ) {
        send(unsafeBitCast((a, b, c, d), to: Value.self), on: stream)
    }
}
