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

    /// The attributes of a public type's event getter: `@_alwaysEmitIntoClient`, so that its code
    /// is emitted into the code that reads the event and a module that publishes proxies ships
    /// none for the events nobody reads (a getter per requirement is most of what ProxyGenApple's
    /// events would cost an app). Empty below public, where the module's own code reads them.
    var eventGetterAttributes: String {
        self == .public ? "@_alwaysEmitIntoClient " : ""
    }

    /// How an events type declares the streams its getters read: `@usableFromInline` where the
    /// getters are emitted into clients (see ``eventGetterAttributes``).
    var eventStreamsModifiers: String {
        self == .public ? "@usableFromInline " : "fileprivate "
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
