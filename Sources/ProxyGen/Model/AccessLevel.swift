// AccessLevel: the access a proxy is declared with, from its protocol's and the configuration.

/// Access levels a generated proxy can have.
public enum AccessLevel: String, CaseIterable, Comparable, Sendable {
    case `internal`, `package`, `public`

    /// The modifier as the emitter writes it (`public `, or empty for internal).
    var prefix: String { self == .internal ? "" : rawValue + " " }

    private var rank: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}
