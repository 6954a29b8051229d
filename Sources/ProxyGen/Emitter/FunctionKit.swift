// FunctionKit: what a proxy and an observing subclass write alike for a function: its generic
// clause and signature, the call that passes its arguments on, and which arguments its events
// carry (the reasons the others are left out).

/// The pieces of a function both emitters write: ``ProxyEmitter`` (a requirement forwarded) and
/// ``SubclassEmitter`` (a method overridden). One spelling each, so the two cannot drift apart.
enum FunctionKit {
    typealias Parameter = ProxyEmitter.ProxyParameter

    /// Why an event leaves `parameter` out, or `nil` where it carries it: what cannot be stored
    /// (non-escaping and auto closures, borrowed or consumed values, values of noncopyable or
    /// non-escapable types, of generic types that may be either) or typed (parameter packs).
    /// `suppressedGenerics`: the function's generic parameters declared `~Copyable` or
    /// `~Escapable` (``suppressedGenericParameterNames(_:_:)``).
    static func reasonNotCarried(
        _ parameter: Parameter, suppressedGenerics: Set<String>, unstorable: UnstorableTypes
    ) -> String? {
        if parameter.isAutoclosure { return "an autoclosure" }
        if parameter.isNonEscapingClosure { return "a non-escaping closure" }
        let type = parameter.parameter.type
        // Forwarded, never copied: a borrowed or consumed value may be noncopyable.
        if let ownership = type.specifiers.first(where: { $0 == "borrowing" || $0 == "consuming" }) {
            return "\(ownership), so it may be noncopyable"
        }
        if type.mentions(suppressedGenerics) { return suppressedGenericReason }
        if let reason = unstorable.reason(for: type) { return reason }
        if type.containsPackExpansion { return "a parameter pack" }
        return nil
    }

    static let suppressedGenericReason = "of a generic type that may be noncopyable or non-escapable"

    /// Generic parameters declared `~Copyable` or `~Escapable` (in the clause or the `where`
    /// clause): a value of such a type may not be stored.
    static func suppressedGenericParameterNames(
        _ generics: [GenericParameter], _ whereClause: [GenericRequirement]
    ) -> Set<String> {
        if generics.isEmpty && whereClause.isEmpty { return [] }
        func suppresses(_ type: TypeSyntax?) -> Bool {
            switch type {
            case .suppressed?: return true
            case .composition(let parts)?: return parts.contains { suppresses($0) }
            default: return false
            }
        }
        var names = Set(generics.filter { suppresses($0.constraint) }.map(\.name))
        for requirement in whereClause where requirement.relation == .conformance && suppresses(requirement.right) {
            names.insert(requirement.left.description)
        }
        return names
    }
}
