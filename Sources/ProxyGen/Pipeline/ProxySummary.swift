// ProxySummary: what one generated proxy offers, for listings (`proxygen --list`): its name, its
// protocol, where that is declared, and the name of each event with its requirement.

/// A generated proxy as a listing shows it.
public struct ProxySummary: Equatable, Sendable {
    /// One event of the proxy.
    public struct Event: Equatable, Sendable {
        /// The event's name: `proxy.events.<name>`.
        public var name: String
        /// The requirement that publishes it, as Swift names it: `download(_:didReceive:)`.
        public var requirement: String
        /// The protocol that declares the requirement (a parent's, for an inherited one).
        public var owner: String
        /// The values the event leaves out, with why (as its documentation says).
        public var leftOut: [LeftOut] = []
    }

    /// A value an event leaves out: a parameter (or `newValue`, or an override's `result`) whose
    /// type cannot be stored or typed, and why (`of a non-escapable type`).
    public struct LeftOut: Equatable, Sendable {
        public var name: String
        public var reason: String
    }

    /// `DownloadDelegateProxy`
    public var proxyName: String
    /// `DownloadDelegate` (qualified where nested: `Player.Delegate`).
    public var protocolName: String
    /// The input that declares the protocol.
    public var path: String
    /// The byte offset of the protocol's declaration in that input.
    public var offset: Int
    /// The events, in the order of the requirements.
    public var events: [Event]
    /// Requirements that are forwarded but publish no event (property getters).
    public var requirementsWithoutEvents: [String]
}
