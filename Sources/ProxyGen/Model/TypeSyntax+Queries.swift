// TypeSyntax+Queries: questions the resolver and the emitter ask of a type as written (attributes,
// specifiers, optionality, what it mentions).

extension TypeSyntax {
    /// Specifiers (`inout`, `sending`, …) on the outermost level.
    var specifiers: [String] {
        if case .attributed(_, let specifiers, _) = self { return specifiers }
        return []
    }

    /// Attribute names (`escaping`, `autoclosure`, `Sendable`) on the outermost level.
    var attributeNames: [String] {
        if case .attributed(let attributes, _, _) = self { return attributes.map(\.name) }
        return []
    }

    /// Whether ``attributeNames`` contains `name`, without gathering them.
    func hasAttribute(_ name: String) -> Bool {
        if case .attributed(let attributes, _, _) = self { return attributes.contains { $0.name == name } }
        return false
    }

    /// The type without specifiers; attributes kept.
    var strippingSpecifiers: TypeSyntax {
        if case .attributed(let attributes, _, let base) = self {
            return attributes.isEmpty ? base : .attributed(attributes: attributes, specifiers: [], base: base)
        }
        return self
    }

    func removingAttribute(_ name: String) -> TypeSyntax {
        if case .attributed(let attributes, let specifiers, let base) = self {
            let kept = attributes.filter { $0.name != name }
            return kept.isEmpty && specifiers.isEmpty
                ? base : .attributed(attributes: kept, specifiers: specifiers, base: base)
        }
        return self
    }

    /// Whether the type is names without generic arguments (`Date`, `Foundation.Date`), or such
    /// a type made optional: no attributes, specifiers, closures, packs or opaque types in it.
    var isPlainName: Bool {
        switch self {
        case .named(let components): return components.allSatisfy { $0.genericArguments.isEmpty }
        case .optional(let wrapped):
            guard case .named(let components) = wrapped else { return false }
            return components.allSatisfy { $0.genericArguments.isEmpty }
        default: return false
        }
    }

    /// Whether the type (under attributes) is a function type.
    var isFunction: Bool {
        switch self {
        case .function: return true
        case .attributed(_, _, let base): return base.isFunction
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return elements[0].type.isFunction
        default: return false
        }
    }

    /// Whether the type is an optional function type (`((Error?) -> Void)?`, a completion handler
    /// that may be left out).
    var isOptionalFunction: Bool {
        if case .optional(let wrapped) = self { return wrapped.isFunction }
        return false
    }

    var isVoid: Bool {
        switch self {
        case .tuple(let elements): return elements.isEmpty
        case .named(let components):
            return components.count == 1 && components[0].name == "Void"
                || (components.count == 2 && components[0].name == "Swift" && components[1].name == "Void")
        default: return false
        }
    }

    var isOptional: Bool {
        switch self {
        case .optional, .implicitlyUnwrapped: return true
        case .named(let components):
            return components.last?.name == "Optional" && components.last?.genericArguments.count == 1
        default: return false
        }
    }

    /// Whether a name in `names` appears anywhere in the type as a plain identifier.
    func mentions(_ names: Set<String>) -> Bool {
        guard !names.isEmpty else { return false }
        switch self {
        case .named(let components):
            if let first = components.first, names.contains(first.name) { return true }
            return components.contains { $0.genericArguments.contains { $0.mentions(names) } }
        case .optional(let t), .implicitlyUnwrapped(let t), .array(let t), .some(let t), .any(let t),
            .packExpansion(let t),
            .packElement(let t), .suppressed(let t):
            return t.mentions(names)
        case .metatype(let t, _): return t.mentions(names)
        case .dictionary(let k, let v): return k.mentions(names) || v.mentions(names)
        case .tuple(let elements): return elements.contains { $0.type.mentions(names) }
        case .function(let f): return f.parameters.contains { $0.type.mentions(names) } || f.result.mentions(names)
        case .composition(let parts): return parts.contains { $0.mentions(names) }
        case .attributed(_, _, let base): return base.mentions(names)
        }
    }

    var containsOpaque: Bool {
        switch self {
        case .some: return true
        case .attributed(_, _, let base): return base.containsOpaque
        case .optional(let t), .array(let t): return t.containsOpaque
        default: return false
        }
    }

    var containsPackExpansion: Bool {
        switch self {
        case .packExpansion, .packElement: return true
        case .attributed(_, _, let base): return base.containsPackExpansion
        case .tuple(let elements): return elements.contains { $0.type.containsPackExpansion }
        default: return false
        }
    }
}
