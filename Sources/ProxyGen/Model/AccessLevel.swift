// AccessLevel: the access a proxy is declared with, from its protocol's and the configuration.

/// Access levels a generated proxy can have.
public enum AccessLevel: String, CaseIterable, Comparable, Sendable {
    case `internal`, `package`, `public`

    /// The modifier as the emitter writes it (`public `, or empty for internal): a literal, not
    /// a String built on each of the many reads of a proxy's access.
    var prefix: String {
        switch self {
        case .internal: ""
        case .package: "package "
        case .public: "public "
        }
    }

    /// `@_alwaysEmitIntoClient ` for public code that only the code calling it needs (an event's
    /// getter, a slot's accessor, a proxy's installation): its machine code is emitted where it is
    /// called, so a module that publishes proxies ships none for the events and slots an app does
    /// not use (in ProxyGenApple, most of them). Empty below public, where the module's own code
    /// calls it.
    var emitIntoClientAttribute: String {
        self == .public ? "@_alwaysEmitIntoClient " : ""
    }

    /// How a declaration that code emitted into clients reads is declared: `@usableFromInline`
    /// where there is such code (see ``emitIntoClientAttribute``), else `otherwise`.
    func usableFromClients(otherwise: String) -> String {
        self == .public ? "@usableFromInline " : otherwise
    }

    /// The level a declaration's modifiers give it (`open` counts as `public`; `private` and
    /// `fileprivate`, which no other file can see, as `internal`: callers that care check them).
    init(modifiers: [String]) {
        if modifiers.contains("public") || modifiers.contains("open") {
            self = .public
        } else if modifiers.contains("package") {
            self = .package
        } else {
            self = .internal
        }
    }

    private var rank: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}
