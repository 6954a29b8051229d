// ProxyReservedNames: the names every generated proxy declares for itself, one list read by the
// resolver (which refuses requirements that would collide) and the emitter (which names its
// nested types around the names the requirements mention).

/// The names a proxy reserves.
enum ProxyReservedNames {
    /// Members of every proxy: a requirement of one of these names would collide with it.
    static let members: Set<String> = [
        "events", "beforeEvents", "forwardee", "proxyState", "Events", "Defaults", "ProxyState",
    ]

    /// The proxy's nested types and generic parameters, by their first choice of name: the
    /// events type, the defaults conformer, the events' timing parameter, a generic proxy's
    /// forwardee parameter, the installation functions' host parameter, and the associated type
    /// of the runtime's `DelegateProxyInstallation`. Inside the proxy they hide the module's types
    /// of the same name, so where a requirement's type mentions one, the emitter names its own
    /// differently (prefixing `Proxy`).
    static let nestedTypes: [String] = [eventsType, defaultsType, timing, forwardee, host, proxiedDelegate]

    /// The nested type holding the events.
    static let eventsType = "Events"
    /// The nested conformer that runs the protocol's default implementations.
    static let defaultsType = "Defaults"
    /// The events type's generic parameter: when the events are sent.
    static let timing = "Timing"
    /// A generic proxy's parameter: its forwardee's type.
    static let forwardee = "Forwardee"
    /// The installation functions' parameter: the host's type.
    static let host = "Host"
    /// The associated type of the runtime's `DelegateProxyInstallation`.
    static let proxiedDelegate = "ProxiedDelegate"

    /// Whether a name a requirement mentions could clash with one of ``nestedTypes`` or a
    /// `Proxy`-prefixed alternative of it: it ends with one of them.
    static func mayClashWithNestedType(_ name: String) -> Bool {
        // Most names end in a byte none of these ends in: they are passed over without comparing
        // suffixes (the comparisons cost about 5 % of a run over synthetic protocols).
        guard let last = name.utf8.last, nestedTypeLastBytes.contains(last) else { return false }
        return nestedTypes.contains { name.hasSuffix($0) }
    }

    /// The last bytes of ``nestedTypes``.
    private static let nestedTypeLastBytes: [UInt8] = Array(Set(nestedTypes.compactMap(\.utf8.last)))
}
