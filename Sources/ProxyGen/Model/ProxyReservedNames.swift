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
    /// `Proxy`-prefixed alternative of it (the emitter's choices: `Events`, `ProxyEvents`, …).
    static func mayClashWithNestedType(_ name: String) -> Bool {
        // As UTF-8, lengths first: `hasPrefix` and `==` of strings cost 3.6 % more of a run over
        // synthetic protocols (nearly every name has another length than each of these).
        var rest = Substring(name)
        while rest.utf8.starts(with: "Proxy".utf8) { rest = rest.dropFirst(5) }
        let length = rest.utf8.count
        return nestedTypes.contains { $0.utf8.count == length && $0 == rest }
    }
}
