// SubclassSummary: what one generated observing subclass offers, for listings (`proxygen
// --list`): its name, its class, where that is declared, each event with its method, and each
// member it does not override with why.

/// One observing subclass as `proxygen --list` prints it.
public struct SubclassSummary: Equatable, Sendable {
    /// An overridden method and the name of its events.
    public struct Event: Equatable, Sendable {
        public var name: String
        public var method: String
        /// The arguments (or the result) its events leave out, with why.
        public var leftOut: [ProxySummary.LeftOut] = []
    }

    public var subclassName: String
    public var className: String
    public var path: String
    public var offset: Int
    public var events: [Event]
    /// The members not overridden, with why and where.
    public var skipped: [ResolvedSubclass.SkippedMember]
}
