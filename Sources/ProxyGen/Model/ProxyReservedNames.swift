// ProxyReservedNames: the names every generated proxy declares for itself, one list read by the
// resolver (which refuses requirements that would collide) and the emitter (which names its
// nested types around the names the requirements mention).

/// The names a proxy reserves.
enum ProxyReservedNames {
    /// Members of every proxy: a requirement of one of these names would collide with it.
    static let members: [String] = [
        "events", "beforeEvents", "forwardee", "proxyState", "Events", "Defaults", "ProxyState", "Call",
    ]

    /// The proxy's nested types and generic parameters, by their first choice of name: the
    /// events type, the calls' enum, the defaults conformer, the events' timing parameter, a generic proxy's
    /// forwardee parameter, the installation functions' host parameter, and the associated type
    /// of the runtime's `DelegateProxyInstallation`. Inside the proxy they hide the module's types
    /// of the same name, so where a requirement's type mentions one, the emitter names its own
    /// differently (prefixing `Proxy`).
    static let nestedTypes: [String] = [eventsType, callType, defaultsType, timing, forwardee, host, proxiedDelegate]

    /// The nested type holding the events.
    static let eventsType = "Events"
    /// The nested enum of every call, one case per requirement that publishes.
    static let callType = "Call"
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
        // A `Proxy`-prefixed name has at least the length of `Proxy` and `Host` together.
        isOne(of: nestedTypes, name)
            || (name.utf8.count >= 9 && name.hasPrefix("Proxy") && mayClashWithNestedType(String(name.dropFirst(5))))
    }

    /// Whether a requirement's name is one of ``members``.
    static func isMember(_ name: String) -> Bool { isOne(of: members, name) }

    /// Whether `name` is one of `names`, lengths compared first: nearly every name a requirement
    /// has or mentions is none of these, and most have another length, which is told without
    /// comparing (or hashing) the text.
    private static func isOne(of names: [String], _ name: String) -> Bool {
        let length = name.utf8.count
        return names.contains { $0.utf8.count == length && $0 == name }
    }
}
