// Resolver+Proxy: one protocol's resolution: access, lineage and the shape its parents give the
// proxy, isolation, requirements and event names, assembled into a ResolvedProxy.

extension Resolver {
    /// The proxy of `decl`, whose declaration still has its members (see ``resolve()``); `nil`
    /// where it cannot be proxied (the reasons are in ``diagnostics``).
    mutating func resolve(_ decl: ProtocolDecl) -> ResolvedProxy? {
        guard isReadable(decl) else { return nil }
        let errorsBefore = diagnostics.count
        guard isProxiable(decl) else { return nil }
        var standardParents: Set<String> = []
        let lineage = lineage(of: decl, standardParents: &standardParents)
        let shape = shape(of: decl, lineage: lineage)
        if let globalActor = shape.globalActor { checkParentsIsolation(of: decl, lineage: lineage, globalActor) }
        var context = requirementContext(of: lineage)
        var nodes = requirementNodes(of: lineage, shape: shape, context: &context)
        checkRequirements(nodes, of: decl, shape: shape)
        // A chosen name (configured or `@event(…)`), or names by the rule that collide: every
        // requirement is named again, and overloads told apart.
        if !context.eventNamesFollowRule || !EventNaming.allDistinct(context.eventNamesByRule[...]) {
            let eventNames = eventNames(RequirementNode.flattened(nodes), file: decl.fileIndex)
            apply(eventNames, to: &nodes)
        }
        guard diagnostics.count == errorsBefore else { return nil }
        var unstorable = unstorableTypes
        unstorable.mayBeNamed = context.mayMentionStandardNonescapable || !unstorable.isEmpty
        var decl = decl
        if !context.requiredTypeDeprecations.isEmpty && !Availability(decl.info.attributes).isDeprecated {
            decl.info.attributes += context.requiredTypeDeprecations
        }
        decl.info.attributes += Self.ancestorsIntroductions(lineage, beyond: decl.info.attributes)
        // ``resolve()`` takes the members out of the proxy's declaration.
        var proxy = ResolvedProxy(
            decl: decl, protocolName: decl.qualifiedName, proxyName: Self.proxyName(of: decl),
            accessLevel: AccessLevel(modifiers: decl.info.modifiers), globalActor: shape.globalActor,
            isSendable: shape.isSendable, subclassesNSObject: shape.subclassesNSObject, isObjC: shape.isObjC,
            associatedTypes: context.associatedTypes, requirements: nodes, fileIndex: decl.fileIndex,
            lineageFileIndices: lineage.map { $0.fileIndex }, holdsForwardeeWeakly: shape.isClassBound,
            standardParents: standardParents.isEmpty ? [] : standardParents.sorted(),
            mentionedReservedNames: context.mentionedReservedNames,
            ancestorNames: lineage.dropLast().map(\.qualifiedName), unstorableTypes: unstorable)
        proxy.refinesNSObjectProtocol = shape.inheritsNSObjectProtocol
        if shape.globalActor != nil && Self.globalActorAttribute(of: decl.info) == nil
            && inheritsIsolationByLanguageMode(decl)
        {
            proxy.protocolsInheritingIsolation = [proxy.protocolName]
        }
        return proxy
    }

    /// Whether a protocol without a global actor of its own takes its parent's by the language
    /// mode of the code that conforms to it: one of the inputs' sources (the proxy's module) or of
    /// an Objective-C header (Swift 6 isolates it, Swift 5 does not). A compiled Swift module's
    /// protocol took it, or not, when that module was compiled.
    private func inheritsIsolationByLanguageMode(_ decl: ProtocolDecl) -> Bool {
        !selection.moduleInterfacePaths.contains(path(of: decl.fileIndex))
            || selection.objectiveCProtocols.contains(decl.qualifiedName)
    }

    /// The introductions of a protocol's ancestors later than its own (Matter's
    /// `MTRPersistentStorageDelegate`, iOS 16.1, refines `MTRStorage`, iOS 16.4): its proxy names
    /// them (routes to their proxies, conformances), so it is as available as its newest ancestor.
    static func ancestorsIntroductions(_ lineage: [ProtocolDecl], beyond own: [Attribute]) -> [Attribute] {
        guard lineage.count > 1 else { return [] }
        let enclosing = Availability.runtimeFloor.merged(with: Availability(own))
        var newest = enclosing
        for ancestor in lineage.dropLast() where ancestor.info.hasAttribute("available") {
            newest = newest.merged(with: Availability(ancestor.info.attributes))
        }
        guard let needed = newest.check(within: enclosing) else { return [] }
        return [Attribute(name: "available", arguments: needed)]
    }

    /// What a protocol's parents and attributes make of its proxy.
    struct ProxyShape {
        var isObjC: Bool
        var hasOptionalRequirements: Bool
        var subclassesNSObject: Bool
        var isClassBound: Bool
        var isSendable: Bool
        var inheritsNSObjectProtocol: Bool
        var globalActor: String?
    }

    /// Whether `decl` was read whole. Its parse errors are already reported; a partial proxy would
    /// not compile. In a module's interface they were warnings: asked for, the protocol is an error;
    /// swept up, skipped.
    private mutating func isReadable(_ decl: ProtocolDecl) -> Bool {
        guard decl.hasParseErrors else { return true }
        if selection.moduleInterfacePaths.contains(path(of: decl.fileIndex)) {
            error(
                .unsupportedMember,
                "protocol '\(decl.name)' has a declaration proxygen cannot read (see the warning at it)",
                file: decl.fileIndex, offset: decl.info.offset)
        }
        return false
    }

    /// Reports a protocol its proxy could not see (private: an error, so no proxy), and refuses one
    /// known to be unproxiable.
    private mutating func isProxiable(_ decl: ProtocolDecl) -> Bool {
        for modifier in decl.info.modifiers where modifier == "private" || modifier == "fileprivate" {
            error(
                .unsupportedRequirement,
                "protocol '\(decl.name)' is \(modifier); its proxy is generated in another file and cannot see it (make it internal)",
                file: decl.fileIndex, offset: decl.info.offset)
        }
        guard let reason = selection.unproxiable[decl.name] else { return true }
        error(
            .unsupportedRequirement, "protocol '\(decl.name)' cannot be proxied: \(reason)", file: decl.fileIndex,
            offset: decl.info.offset)
        return false
    }

    /// The protocol's ancestors among the inputs, in declaration order, each once, then the
    /// protocol; the standard-library parents the proxy conforms to go to `standardParents`.
    private mutating func lineage(of decl: ProtocolDecl, standardParents: inout Set<String>) -> [ProtocolDecl] {
        var ancestors: [ProtocolDecl] = []
        // Filled once a parent is found among the inputs (see `collectAncestors`).
        var visiting: Set<String> = []
        collectAncestors(of: decl, into: &ancestors, visiting: &visiting, standardParents: &standardParents)
        ancestors.append(decl)
        return ancestors
    }

    /// The proxy's shape; reports the parents and attributes no proxy can follow.
    private mutating func shape(of decl: ProtocolDecl, lineage: [ProtocolDecl]) -> ProxyShape {
        var parents = ParentTraits()
        for proto in lineage { parents.add(expandedParents(proto.inheritance)) }
        // Objective-C protocols are marked `@objc` in source; in a module interface an imported one
        // is not, but only Objective-C protocols can have `optional` requirements, and the module's
        // headers name the others.
        let hasOptionalRequirements = lineage.contains { $0.members.contains { Self.isOptionalRequirement($0) } }
        let isObjC =
            hasOptionalRequirements
            || lineage.contains {
                $0.info.hasAttribute("objc") || selection.objectiveCProtocols.contains($0.qualifiedName)
            }
        // An Objective-C protocol's proxy must be an NSObject to answer `responds(to:)`.
        let subclassesNSObject = parents.inheritsNSObjectProtocol || isObjC
        let shape = ProxyShape(
            isObjC: isObjC, hasOptionalRequirements: hasOptionalRequirements,
            subclassesNSObject: subclassesNSObject,
            isClassBound: isObjC || subclassesNSObject || parents.inheritsAnyObject, isSendable: parents.isSendable,
            inheritsNSObjectProtocol: parents.inheritsNSObjectProtocol,
            globalActor: lineage.lazy.compactMap { Self.globalActorAttribute(of: $0.info) }.first)
        if parents.inheritsActor {
            error(
                .notClassBound, "protocol '\(decl.name)' requires an actor; a proxy class cannot conform to it",
                file: decl.fileIndex,
                offset: decl.info.offset)
        }
        for proto in lineage {
            for requirement in proto.whereClause
            where requirement.left.description == "Self" && requirement.relation == .conformance {
                let name = requirement.right.description
                if !declaresProtocol(named: name) && !StandardLibraryProtocols.markers.contains(name) {
                    error(
                        .unsupportedRequirement,
                        "protocol '\(proto.name)' requires conformers to be '\(name)' ('where Self: \(name)'); a proxy cannot inherit from it",
                        file: proto.fileIndex, offset: proto.info.offset)
                }
            }
        }
        if hasOptionalRequirements, let globalActor = shape.globalActor, globalActor != "@MainActor" {
            error(
                .unsupportedRequirement,
                "optional requirements of an Objective-C protocol isolated to \(globalActor) are not supported (only @MainActor, as in UIKit)",
                file: decl.fileIndex, offset: decl.info.offset)
        }
        if hasOptionalRequirements { checkIsolatedThrowingOptionals(in: lineage, protocolActor: shape.globalActor) }
        return shape
    }

    /// Reports an optional method that throws and is isolated to a global actor: a call of it makes
    /// the method a closure, to drop the isolation the caller shares, and the compiler (Swift 6.3)
    /// crashes generating that closure's conversion of the Objective-C error, wherever it is
    /// called (a call with `!` as well; without isolation, a proxy calls it with `!`, which needs no
    /// closure). The typecheck passes; the crash comes when code is generated.
    private mutating func checkIsolatedThrowingOptionals(in lineage: [ProtocolDecl], protocolActor: String?) {
        for proto in lineage {
            for case .function(let function) in Self.flatten(proto.members)
            where function.info.hasModifier("optional") && function.effects.throwsClause.isThrowing {
                guard let actor = protocolActor ?? Self.globalActorAttribute(of: function.info) else { continue }
                error(
                    .unsupportedRequirement,
                    "optional requirement '\(function.fullName)' throws and is isolated to \(actor): it cannot be forwarded, as the compiler crashes generating any call of it (Swift 6.3)",
                    file: proto.fileIndex, offset: function.info.offset)
            }
        }
    }

    /// What every requirement of the lineage is resolved with: the defaults of unconstrained
    /// extensions of the protocol or an ancestor (in lineage order), and what a child restates.
    private mutating func requirementContext(of lineage: [ProtocolDecl]) -> RequirementContext {
        var defaults: [DefaultImplementations] = []
        for proto in lineage {
            let implementations = defaultImplementations(of: proto)
            if !implementations.members.isEmpty { defaults.append(implementations) }
        }
        var context = RequirementContext(defaults: defaults)
        // Room for every name by the rule at once (a lineage's members are about its requirements).
        context.eventNamesByRule.reserveCapacity(lineage.reduce(0) { $0 + $1.members.count })
        guard lineage.count > 1 else { return context }
        // A property restated `{ get set }` by a child of a parent's `{ get }` is settable.
        for proto in lineage {
            for case .property(let p) in Self.flatten(proto.members) where p.isSettable {
                context.settableProperties[p.name] = proto.qualifiedName
            }
        }
        // A function restated by a child (possibly refining it: not throwing where the parent
        // throws) is implemented as its most derived declaration says.
        context.comparesRestatements = true
        for proto in lineage {
            for case .function(let f) in Self.flatten(proto.members) {
                context.restatedFunctions[Self.restatementKey(f)] = (f, proto.qualifiedName)
            }
        }
        return context
    }

    /// The requirements of every protocol of the lineage, in order.
    private mutating func requirementNodes(
        of lineage: [ProtocolDecl], shape: ProxyShape, context: inout RequirementContext
    ) -> [RequirementNode] {
        var nodes: [RequirementNode] = []
        var seen: [String: String] = [:]
        for proto in lineage {
            let members = shape.subclassesNSObject ? Self.withoutAsyncTwins(proto.members) : proto.members
            let ownNodes = requirementNodes(members, owner: proto, context: &context, seen: &seen)
            // The first protocol's nodes are taken as they are, not copied into an empty array.
            if nodes.isEmpty { nodes = ownNodes } else { nodes += ownNodes }
        }
        return nodes
    }

    /// Reports requirements no proxy can implement: hidden from Swift, or mutated in place where
    /// the proxy is shared.
    private mutating func checkRequirements(_ nodes: [RequirementNode], of decl: ProtocolDecl, shape: ProxyShape) {
        // An Objective-C protocol that shows Swift no requirement, yet has an extension that stands
        // in for one, has requirements hidden from Swift (NS_REFINED_FOR_SWIFT:
        // `UIPopoverPresentationControllerSourceItem` requires `__frameInView:`, which its
        // extension's `frame(in:)` calls): no proxy can implement what it cannot name.
        if nodes.isEmpty, shape.inheritsNSObjectProtocol,
            let member = (extensionsByName[decl.name] ?? []).lazy.compactMap({ $0.members.first }).first
        {
            error(
                .unsupportedRequirement,
                "protocol '\(decl.name)' shows no requirement, but its extension's '\(Self.memberName(member))' stands in for one hidden from Swift (NS_REFINED_FOR_SWIFT); a proxy cannot implement it",
                file: decl.fileIndex, offset: decl.info.offset)
        }
        if shape.subclassesNSObject { checkNSObjectSelectors(RequirementNode.flattened(nodes), of: decl) }
        // Only a proxy that may be used from several threads is checked (see the function).
        if shape.isSendable || shape.globalActor != nil {
            checkInPlaceMutation(
                RequirementNode.flattened(nodes), of: decl, isClassBound: shape.isClassBound,
                isSendable: shape.isSendable, isIsolated: shape.globalActor != nil)
        }
    }

    /// The enclosing types' names, then the protocol's, each `.`-separated part once, without
    /// periods: `A.P` and `A.B.P` (declared in `enum A { enum B { … } }` or in `extension A.B`)
    /// give `APProxy` and `ABPProxy`.
    static func proxyName(of decl: ProtocolDecl) -> String {
        var proxyName = ""
        for enclosing in decl.enclosingTypes {
            for part in enclosing.split(separator: ".") { proxyName += String(part).unbackticked }
        }
        proxyName += decl.name.unbackticked
        proxyName += "Proxy"
        return proxyName
    }

    /// How a member is named in a diagnostic: `frame(in:)`, `title`.
    static func memberName(_ member: Member) -> String {
        switch member {
        case .function(let function): function.fullName
        case .property(let property): property.name
        case .subscript: "subscript"
        case .initializer: "init"
        case .associatedType(let associated): associated.name
        case .typeAlias(let alias): alias.name
        case .ifConfig: "#if"
        }
    }

    /// What a lineage's parents (written or through aliases and compositions) decide about the
    /// proxy, by their plain names.
    struct ParentTraits {
        var inheritsNSObjectProtocol = false
        var inheritsAnyObject = false
        var isSendable = false
        var inheritsActor = false

        /// Adds what `parents` decide.
        mutating func add(_ parents: [TypeSyntax]) {
            for parent in parents {
                switch Resolver.plainName(parent) {
                case "class", "AnyObject": inheritsAnyObject = true
                case "Actor", "DistributedActor": inheritsActor = true
                case "Sendable": isSendable = true
                case "NSObjectProtocol": inheritsNSObjectProtocol = true
                default: break
                }
            }
        }
    }
}
