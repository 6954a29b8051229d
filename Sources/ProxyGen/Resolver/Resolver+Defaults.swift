// Resolver+Defaults: the default implementations a protocol's unconstrained extensions give its
// requirements, and the member-list helpers they need.

extension Resolver {
    /// Whether a member (or one of its `#if` clauses) is an `optional` requirement.
    static func isOptionalRequirement(_ member: Member) -> Bool {
        switch member {
        case .function(let f): return f.info.hasModifier("optional")
        case .property(let p): return p.info.hasModifier("optional")
        case .subscript(let s): return s.info.hasModifier("optional")
        case .ifConfig(let block): return block.clauses.contains { $0.members.contains(where: isOptionalRequirement) }
        default: return false
        }
    }

    /// The default implementations the unconstrained extensions of `proto` declare, worked out
    /// once per protocol: ancestors are shared by many protocols.
    mutating func defaultImplementations(of proto: ProtocolDecl) -> DefaultImplementations {
        guard let extensions = extensionsByName[proto.name] else { return .none }
        let key = DefaultsKey(name: proto.name, qualifiedName: proto.qualifiedName)
        if let known = defaultsByProtocol[key] { return known }
        // `extension Outer.Delegate` extends another type than `Delegate`; a deprecated default
        // would warn wherever it satisfies the requirement, so it is treated as none, as is one
        // isolated to a global actor the protocol is not (VisionKit's `@MainActor` defaults of a
        // nonisolated delegate: the proxy cannot call it, nor can it satisfy the requirement).
        let actor = Self.globalActorAttribute(of: proto.info)
        let members = extensions.filter {
            $0.whereClause.isEmpty && $0.extendedType == proto.qualifiedName
        }
        .flatMap { Self.flatten($0.members) }
        .filter { !Self.isDeprecated($0) && Self.isIsolated($0, within: actor) }
        let defaults = DefaultImplementations(members)
        defaultsByProtocol[key] = defaults
        return defaults
    }

    /// The members with those of `#if` clauses in their place. Most lists have no `#if`: they
    /// are returned as they are.
    static func flatten(_ members: [Member]) -> [Member] {
        guard members.contains(where: { if case .ifConfig = $0 { true } else { false } }) else { return members }
        var flattened: [Member] = []
        flattened.reserveCapacity(members.count)
        for member in members {
            if case .ifConfig(let block) = member {
                for clause in block.clauses { flattened += flatten(clause.members) }
            } else {
                flattened.append(member)
            }
        }
        return flattened
    }

    /// Whether a member is isolated as `actor` (`@MainActor`, or `nil` for none) allows: to no
    /// global actor, or to that one.
    static func isIsolated(_ member: Member, within actor: String?) -> Bool {
        let info: DeclarationInfo
        switch member {
        case .function(let d): info = d.info
        case .property(let d): info = d.info
        case .subscript(let d): info = d.info
        default: return true
        }
        guard let own = globalActorAttribute(of: info) else { return true }
        return own == actor
    }

    /// Whether a member is deprecated by an `@available` attribute.
    static func isDeprecated(_ member: Member) -> Bool {
        let info: DeclarationInfo
        switch member {
        case .function(let d): info = d.info
        case .property(let d): info = d.info
        case .subscript(let d): info = d.info
        default: return false
        }
        return info.attributes.contains { $0.name == "available" && ($0.arguments ?? "").containsASCII("deprecated") }
    }
}
