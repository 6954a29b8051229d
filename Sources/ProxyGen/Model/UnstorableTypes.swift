// UnstorableTypes: the types whose values an event cannot carry: non-escapable ones (`Span`,
// `RawSpan`, a type declared `~Escapable`) and noncopyable ones (declared `~Copyable`).

/// The names of the types a value of which cannot be stored, so that an event leaves it out: the
/// standard library's spans, and the types the inputs declare `~Escapable` or `~Copyable`.
public struct UnstorableTypes: Equatable, Sendable {
    /// Simple names of the inputs' types declared `~Escapable`.
    public var nonescapable: Set<String> = []
    /// Simple names of the inputs' types declared `~Copyable`.
    public var noncopyable: Set<String> = []

    public init() {}

    /// Adds another file's names.
    mutating func formUnion(_ other: UnstorableTypes) {
        if !other.nonescapable.isEmpty { nonescapable.formUnion(other.nonescapable) }
        if !other.noncopyable.isEmpty { noncopyable.formUnion(other.noncopyable) }
    }

    /// Why a value of `type` (a parameter's, specifiers and attributes allowed) cannot be carried,
    /// or `nil` where it can: its type, or the type it makes optional, is one of these.
    func reason(for type: TypeSyntax) -> String? {
        var base = type
        if case .attributed(_, _, let inner) = base { base = inner }
        if case .optional(let wrapped) = base { base = wrapped }
        guard case .named(let components) = base, let last = components.last else { return nil }
        let isStandard = components.count == 1 || (components.count == 2 && components[0].name == "Swift")
        if isStandard && Self.isStandardNonescapable(last.name) { return "of a non-escapable type" }
        if !nonescapable.isEmpty && nonescapable.contains(last.name) { return "of a non-escapable type" }
        if !noncopyable.isEmpty && noncopyable.contains(last.name) { return "of a noncopyable type" }
        return nil
    }

    /// The standard library's non-escapable types a requirement may name.
    static func isStandardNonescapable(_ name: String) -> Bool {
        // Each is 4 to 14 bytes long and ends in `Span`: other names are passed over without a
        // comparison (a parameter's type is asked about for every requirement of every proxy).
        let utf8 = name.utf8
        guard utf8.count >= 4 && utf8.count <= 14 && utf8.last == UInt8(ascii: "n") else { return false }
        switch name {
        case "Span", "RawSpan", "MutableSpan", "MutableRawSpan", "UTF8Span", "OutputSpan", "OutputRawSpan":
            return true
        default: return false
        }
    }
}
