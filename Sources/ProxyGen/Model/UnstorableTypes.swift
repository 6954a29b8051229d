// UnstorableTypes: the types whose values an event cannot carry: non-escapable ones (`Span`,
// `RawSpan`, a type declared `~Escapable`) and noncopyable ones (declared `~Copyable`).

/// The names of the types a value of which cannot be stored, so that an event leaves it out: the
/// standard library's spans, and the types the inputs declare `~Escapable` or `~Copyable`.
public struct UnstorableTypes: Equatable, Sendable {
    /// Simple names of the inputs' types declared `~Escapable`.
    public var nonescapable: Set<String> = []
    /// Simple names of the inputs' types declared `~Copyable`.
    public var noncopyable: Set<String> = []
    /// Whether a proxy's requirements may name one of these: `false` where the resolver saw them
    /// mention no standard span (nor `Swift`) and the inputs declare none, so that no parameter
    /// of the proxy is asked about.
    var mayBeNamed = true

    static let nonescapableReason = "of a non-escapable type"
    static let noncopyableReason = "of a noncopyable type"

    /// Whether the inputs declare no such type.
    var isEmpty: Bool { nonescapable.isEmpty && noncopyable.isEmpty }

    public init() {}

    /// Adds another file's names.
    mutating func formUnion(_ other: UnstorableTypes) {
        if !other.nonescapable.isEmpty { nonescapable.formUnion(other.nonescapable) }
        if !other.noncopyable.isEmpty { noncopyable.formUnion(other.noncopyable) }
    }

    /// Why a value of `type` (a parameter's, specifiers and attributes allowed) cannot be carried,
    /// or `nil` where it can: its type, or the type it makes optional, is one of these.
    func reason(for type: TypeSyntax) -> String? {
        guard mayBeNamed else { return nil }
        var base = type
        if case .attributed(_, _, let inner) = base { base = inner }
        if case .optional(let wrapped) = base { base = wrapped }
        guard case .named(let components) = base, let last = components.last else { return nil }
        let isStandard = components.count == 1 || (components.count == 2 && components[0].name == "Swift")
        if isStandard && Self.isStandardNonescapable(last.name) { return Self.nonescapableReason }
        if !nonescapable.isEmpty && nonescapable.contains(last.name) { return Self.nonescapableReason }
        if !noncopyable.isEmpty && noncopyable.contains(last.name) { return Self.noncopyableReason }
        return nil
    }

    /// Whether `type` is non-escapable (a standard span, or a type the inputs declare
    /// `~Escapable`, or one made optional): a value no function can return without the compiler's
    /// experimental lifetime annotations, which a proxy could not repeat.
    func isNonescapable(_ type: TypeSyntax) -> Bool {
        reason(for: type) == Self.nonescapableReason
    }

    /// Whether `type` is noncopyable (a type the inputs declare `~Copyable`, or one made
    /// optional): a property or subscript of it can only lend its value, which a getter cannot give.
    func isNoncopyable(_ type: TypeSyntax) -> Bool {
        !noncopyable.isEmpty && reason(for: type) == Self.noncopyableReason
    }

    /// Whether a type written as names (``TypeSyntax/isPlainName``: `Date`, `Foundation.Date`, or
    /// one made optional) may be one of these: its last name is a standard span's or one of the
    /// inputs' (``reason(for:)`` then says which).
    func mayNamePlainly(_ type: TypeSyntax) -> Bool {
        guard mayBeNamed else { return false }
        switch type {
        case .named(let components): return components.last.map { mayBe($0.name) } ?? false
        case .optional(.named(let components)): return components.last.map { mayBe($0.name) } ?? false
        default: return false
        }
    }

    private func mayBe(_ name: String) -> Bool {
        Self.isStandardNonescapable(name) || (!nonescapable.isEmpty && nonescapable.contains(name))
            || (!noncopyable.isEmpty && noncopyable.contains(name))
    }

    /// Whether a name a requirement's type mentions (its first, for a qualified one) may lead to a
    /// standard span: one of their names, or `Swift`. The resolver asks it of every name, so that
    /// a proxy whose requirements mention none skips every other question
    /// (``mayBeNamed``).
    static func mayLeadToStandardNonescapable(_ name: String) -> Bool {
        isStandardNonescapable(name) || (name.utf8.count == 5 && name == "Swift")
    }

    /// The standard library's non-escapable types a requirement may name: told by the length
    /// first (each has its own), then compared once.
    static func isStandardNonescapable(_ name: String) -> Bool {
        switch name.utf8.count {
        case 4: return name == "Span"
        case 7: return name == "RawSpan"
        case 8: return name == "UTF8Span"
        case 10: return name == "OutputSpan"
        case 11: return name == "MutableSpan"
        case 13: return name == "OutputRawSpan"
        case 14: return name == "MutableRawSpan"
        default: return false
        }
    }
}
