// MessageForwarding: where a generated Objective-C proxy sends a message outside its protocol.

#if canImport(ObjectiveC)
    import ObjectiveC
#endif

/// The decision behind a generated Objective-C proxy's `responds(to:)` and
/// `forwardingTarget(for:)` for messages outside the proxied protocol — a flow layout's methods
/// on a collection view's delegate, any other protocol the original delegate adopts.
///
/// The proxy answers what it implements itself; everything else the original delegate (the
/// forwardee) implements is answered `true` and sent to the forwardee, so installing a proxy
/// never takes an answer away from the host. The decision is written over any object and any
/// message test, so that it is tested where the Objective-C runtime does not exist.
public enum MessageForwarding {
    /// `responds(to:)` of a message outside the protocol: `true` where the proxy implements it
    /// itself or the forwardee does.
    public static func responds(proxyImplements: Bool, forwardeeImplements: () -> Bool) -> Bool {
        proxyImplements || forwardeeImplements()
    }

    /// The object a message the proxy does not implement goes to: the forwardee where it
    /// implements the message, else `nil` (the message is not handled).
    public static func target<Forwardee>(
        for forwardee: Forwardee?, implements: (Forwardee) -> Bool
    ) -> Forwardee? {
        guard let forwardee, implements(forwardee) else { return nil }
        return forwardee
    }
}

/// The forwarding target of a proxy isolated to a global actor, carried out of the isolated
/// read: the Objective-C runtime sends the message to it on the thread that asked.
public struct ForwardingTarget: @unchecked Sendable {
    /// The object the message goes to, or `nil`.
    public let object: AnyObject?

    /// Wraps `object`.
    public init(_ object: AnyObject?) {
        self.object = object
    }
}

#if canImport(ObjectiveC)
    extension MessageForwarding {
        /// Whether `object` implements `selector`: any Objective-C object answers, whether or not its
        /// protocol refines `NSObjectProtocol` (`UISplitViewControllerDelegate` does not); `false` for
        /// `nil`.
        public static func implements(_ selector: Selector?, _ object: AnyObject?) -> Bool {
            guard let selector, let object = object as? any NSObjectProtocol else { return false }
            return object.responds(to: selector)
        }

        /// `object` where it implements `selector`, else `nil`: how a generated proxy calls an
        /// optional method that throws, with `!` on the object this returns
        /// (`implementing(#selector(P.m(_:)), forwardee)?.m!(x)`), one message. Called with `?`
        /// (`forwardee?.m?(x)`), the method is made a closure first, and the compiler (Swift 6.3)
        /// crashes generating the code that converts that closure's Objective-C error.
        public static func implementing<Object>(_ selector: Selector, _ object: Object?) -> Object? {
            target(for: object) { implements(selector, $0 as AnyObject) }
        }
    }
#endif
