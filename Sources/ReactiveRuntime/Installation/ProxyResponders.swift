// ProxyResponders: the responders of a proxy's optional requirements, kept by index in one list
// instead of one stored property each.

/// The responders a generated Objective-C proxy keeps for its optional requirements (the closures
/// that answer a requirement while there is no forwardee), by the index `OptionalAnsweringProxy`
/// numbers them with: `isResponding(_:)` reads the list, and the proxy's typed `…Responder`
/// properties are computed over it.
///
/// A stored property per responder costs its getter, setter, `modify` coroutine and observer in
/// the proxy's module, compiled once per responder whether an app sets it or not (UIKit's
/// responders: about 80 KB of machine code and unwind entries). Over this list the properties are
/// emitted into the client, where an app compiles only those it uses, and the proxy's method reads
/// its responder with a bounds check and two loads.
///
/// ```swift
/// var responders = ProxyResponders()
/// responders.set({ (text: String) in text.isEmpty }, at: 2)
/// let answer: ((String) -> Bool)? = responders.responder(at: 2)   // the closure set
/// responders.isSet(at: 0)                                          // false
/// ```
///
/// Each index must always be used with the same `Responder` type (generated code guarantees it):
/// a responder is read back as the type it is asked for, unchecked.
public struct ProxyResponders {
    /// One box per index set so far, `nil` where no responder is set.
    @usableFromInline
    var boxes: [AnyObject?] = []

    /// No responder.
    public init() {}

    /// The responder at `index`, or `nil` where none is set.
    @inlinable
    public func responder<Responder>(at index: Int) -> Responder? {
        guard index < boxes.count, let box = boxes[index] else { return nil }
        // Taken as its type without the check `unsafeDowncast` makes in an optimized build.
        let typed = unsafeBitCast(Unmanaged.passUnretained(box), to: Unmanaged<ProxyResponderBox<Responder>>.self)
        return typed._withUnsafeGuaranteedRef { $0.responder }
    }

    /// Sets the responder at `index`; `nil` removes it.
    public mutating func set<Responder>(_ responder: Responder?, at index: Int) {
        precondition(index >= 0, "no responder at a negative index")
        if index >= boxes.count {
            boxes.append(contentsOf: repeatElement(nil, count: index + 1 - boxes.count))
        }
        boxes[index] = responder.map(ProxyResponderBox.init)
    }

    /// Whether a responder is set at `index`.
    public func isSet(at index: Int) -> Bool {
        index >= 0 && index < boxes.count && boxes[index] != nil
    }
}

/// One responder, held as an object so that responders of every type share one list.
@usableFromInline
final class ProxyResponderBox<Responder> {
    @usableFromInline
    let responder: Responder

    @usableFromInline
    init(_ responder: Responder) {
        self.responder = responder
    }
}
