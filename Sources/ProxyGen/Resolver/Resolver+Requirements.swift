// Resolver+Requirements: a lineage's members turned into requirements, one rule per member
// shape (function, property, subscript), with restatements merged and defaults attached.

extension Resolver {
    /// The requirements of `members`, declared by `owner`, `#if` structure kept. `seen` holds the
    /// restatement key of each requirement made so far with the protocol that made it: a
    /// parent's requirement restated by a child is one requirement.
    mutating func requirementNodes(
        _ members: [Member], owner: ProtocolDecl, context: inout RequirementContext, seen: inout [String: String]
    ) -> [RequirementNode] {
        var nodes: [RequirementNode] = []
        // Nearly every member is a requirement: room for all of them at once.
        nodes.reserveCapacity(members.count)
        for member in members {
            if namesUndefinedClass(member, owner: owner) { continue }
            switch member {
            case .function(var function):
                guard attachTypesAvailability(to: &function, owner: owner, context: &context) else { continue }
                if let requirement = functionRequirement(function, owner: owner, context: &context, seen: &seen) {
                    nodes.append(.requirement(requirement))
                }
            case .property(let property):
                // Optional requirements are Objective-C's: the proxy is an NSObject.
                if property.info.hasModifier("optional") && Self.hasNSObjectMethodSelector(property) { continue }
                if let requirement = propertyRequirement(property, owner: owner, context: &context, seen: &seen) {
                    nodes.append(.requirement(requirement))
                }
            case .subscript(let sub):
                if let requirement = subscriptRequirement(sub, owner: owner, context: &context, seen: &seen) {
                    nodes.append(.requirement(requirement))
                }
            case .initializer(let initializer):
                error(
                    .unsupportedRequirement,
                    "initializer requirement 'init(\(initializer.parameters.map { "\($0.label ?? "_"):" }.joined()))' cannot be proxied: a proxy wraps an existing delegate instead of being created by the protocol's users",
                    file: owner.fileIndex, offset: initializer.info.offset)
            case .associatedType(let associated):
                if !context.associatedTypes.contains(where: { $0.name == associated.name }) {
                    context.associatedTypes.append(associated)
                }
            case .typeAlias:
                continue
            case .ifConfig(let block):
                var clauses: [(condition: String?, nodes: [RequirementNode])] = []
                // Alternatives of one `#if` may declare the same requirement; each sees only what
                // came before the `#if`.
                var seenInClauses = seen
                for clause in block.clauses {
                    var clauseSeen = seen
                    let clauseNodes = requirementNodes(
                        clause.members, owner: owner, context: &context, seen: &clauseSeen)
                    clauses.append((clause.condition, clauseNodes))
                    seenInClauses.merge(clauseSeen) { first, _ in first }
                }
                seen = seenInClauses
                nodes.append(.ifConfig(clauses))
            }
        }
        return nodes
    }

    /// Gives `function` the availability and deprecation of the types it names, where they are
    /// narrower than its own; `false` for an optional method that names a type newer than itself
    /// (WebKit's `webView(_:showLockdownModeFirstUseMessage:completionHandler:)`, iOS 13, names
    /// iOS 16's `WKDialogResult`), which cannot be implemented as available as it must be: it is
    /// left to the forwardee, which the proxy sends unknown selectors to.
    private func attachTypesAvailability(
        to function: inout FunctionDecl, owner: ProtocolDecl, context: inout RequirementContext
    ) -> Bool {
        guard !typeAvailability.isEmpty else { return true }
        let typesAvailability = availabilityOfTypes(named: function, owner: owner)
        if !typesAvailability.isEmpty && function.info.hasModifier("optional") { return false }
        function.info.attributes += typesAvailability
        let deprecations = deprecationOfTypes(named: function)
        function.info.attributes += deprecations
        if !function.info.hasModifier("optional") && context.requiredTypeDeprecations.isEmpty {
            context.requiredTypeDeprecations = deprecations
        }
        return true
    }

    /// The `@available` attributes of the types a function names (see ``typeAvailability``) that
    /// introduce it later than its own attributes, its protocol's and the runtime's floor say
    /// (`WKDialogResult`'s iOS 16 for a method marked iOS 13; not HomeKit's `HMAccessory`, iOS 8,
    /// for a method that says nothing): its implementation, event and responder need them.
    private func availabilityOfTypes(named function: FunctionDecl, owner: ProtocolDecl) -> [Attribute] {
        var names: Set<String> = []
        for parameter in function.parameters { Self.addNames(of: parameter.type, to: &names) }
        if let result = function.result { Self.addNames(of: result, to: &names) }
        var own: Availability?
        var added: [Attribute] = []
        for name in names.sorted() {
            guard let attributes = typeAvailability[name] else { continue }
            // Introductions only (`iOS 16.0, *`): a type's deprecation is not its users'.
            let introductions = attributes.filter { Availability.arguments(of: $0).first?.contains(" ") ?? false }
            let type = Availability(introductions)
            let current =
                own
                ?? Availability.runtimeFloor.merged(with: Availability(owner.info.attributes)).merged(
                    with: Availability(function.info.attributes))
            if type.check(within: current) != nil {
                added += introductions
                own = current.merged(with: type)
            } else {
                own = current
            }
        }
        return added
    }

    /// The deprecations of the types a function names, where it is not deprecated itself
    /// (AddressBookUI's delegates name `ABNewPersonViewController`, deprecated in iOS 9): its
    /// implementation and event name the type, and warn as any other use of it unless they are
    /// deprecated too, as the accessor of the class's delegate slot is.
    private func deprecationOfTypes(named function: FunctionDecl) -> [Attribute] {
        guard !Availability(function.info.attributes).isDeprecated else { return [] }
        var names: Set<String> = []
        for parameter in function.parameters { Self.addNames(of: parameter.type, to: &names) }
        if let result = function.result { Self.addNames(of: result, to: &names) }
        for name in names.sorted() {
            guard let attributes = typeAvailability[name] else { continue }
            let deprecations = attributes.filter { Availability([$0]).isDeprecated }
            if !deprecations.isEmpty { return deprecations }
        }
        return []
    }

    /// Whether a requirement with this restatement key was already made by another protocol of
    /// the lineage (then it is skipped); records it as `owner`'s otherwise.
    private func isRestated(
        _ key: @autoclosure () -> String, by owner: String, context: RequirementContext, seen: inout [String: String]
    ) -> Bool {
        // Without parents every declaration is its protocol's own.
        guard context.comparesRestatements else { return false }
        let key = key()
        if let first = seen[key], first != owner { return true }
        seen[key] = owner
        return false
    }

    /// Whether a function requirement can be forwarded at all: not variadic, not `mutating` in a
    /// class-bound protocol, not static (unless a default satisfies it, which needs no
    /// requirement). Reports why not, except for a static requirement with a default.
    private mutating func isForwardable(_ function: FunctionDecl, owner: ProtocolDecl, hasDefault: Bool) -> Bool {
        let file = owner.fileIndex
        if let variadic = function.parameters.first(where: \.isVariadic) {
            error(
                .variadicParameter,
                "requirement '\(function.fullName)' has a variadic parameter '\(variadic.name)'; Swift cannot forward variadic arguments, so '\(owner.name)' cannot be proxied",
                file: file, offset: function.info.offset)
            return false
        }
        // Swift rejects `mutating` in a protocol that is itself class-bound; one inherited from a
        // protocol that is not is forwarded in place.
        if function.info.hasModifier("mutating"), Self.isDirectlyClassBound(owner) {
            error(
                .mutatingRequirement,
                "'mutating' requirement '\(function.fullName)' is not allowed in the class-bound protocol '\(owner.name)'; remove 'mutating'",
                file: file, offset: function.info.offset)
            return false
        }
        if function.info.hasModifier("static") || function.info.hasModifier("class") {
            // A static requirement with a default is satisfied by the extension itself.
            if hasDefault { return false }
            error(
                .unsupportedRequirement,
                "static requirement '\(function.fullName)' cannot be forwarded: a proxy forwards calls to a delegate instance",
                file: file, offset: function.info.offset)
            return false
        }
        return true
    }

    /// The requirement of a function member; `nil` (with a diagnostic where it cannot be
    /// proxied) where there is none.
    mutating func functionRequirement(
        _ function: FunctionDecl, owner: ProtocolDecl, context: inout RequirementContext,
        seen: inout [String: String]
    ) -> Requirement? {
        let file = owner.fileIndex
        let defaultFunction =
            context.defaults.isEmpty ? nil : DefaultImplementations.implementation(of: function, in: context.defaults)
        guard isForwardable(function, owner: owner, hasDefault: defaultFunction != nil) else { return nil }
        // (Within one protocol, equal declarations are left for the compiler to report.)
        let key = context.comparesRestatements ? Self.restatementKey(function) : ""
        let ownerName = owner.qualifiedName
        if isRestated(key, by: ownerName, context: context, seen: &seen) { return nil }
        let restatement = context.restatedFunctions[key].flatMap { $0.owner == ownerName ? nil : $0 }
        // The proxy of the protocol that declares the requirement as implemented receives it on a
        // shared slot: a parent's proxy cannot take a call its declaration differs from (it throws
        // where the restatement does not).
        let routedOwner = restatement.map { $0.decl.effects == function.effects ? ownerName : $0.owner } ?? ownerName
        // Names taken from the types around the declaring protocol are qualified before a name is
        // taken for a file-scope alias: Swift finds the nested type first.
        // (No closure here calls the resolver: a closure that does copies it, every requirement.)
        var declaringProtocol = owner
        if let restatement, let declaring = firstProtocol(named: restatement.owner) { declaringProtocol = declaring }
        var implemented = Self.unqualifyingSelfAssociatedTypes(
            in: qualifyingEnclosedNames(
                in: restatement?.decl ?? function, declaredBy: declaringProtocol, context: context),
            associatedTypes: context.associatedTypes)
        let genericParameters = implemented.genericParameters
        for index in implemented.parameters.indices where !typeAliases.isEmpty {
            if let expanded = expandedNonEscapingClosureAlias(
                implemented.parameters[index].type,
                isHidden: { name in
                    isDeclaredLocally(
                        name, in: declaringProtocol, genericParameters: genericParameters, context: context)
                })
            {
                implemented.parameters[index].type = expanded
            }
        }
        let eventName = nextEventName(doc: implemented.info.doc, context: &context) {
            EventNaming.baseName(of: implemented)
        }
        var requirement = Requirement(
            kind: .function(implemented), eventName: eventName, hasDefault: defaultFunction != nil,
            owner: owner.name, qualifiedOwner: routedOwner, ordinal: context.requirementCount)
        context.requirementCount += 1
        check(requirement, named: implemented.name, context: &context, file: file)
        if let implementation = defaultFunction {
            requirement.defaultEffects = implementation.effects
            requirement.defaultMutates = implementation.info.hasModifier("mutating")
        }
        return requirement
    }

    /// The requirement of a property member; `nil` (with a diagnostic where it cannot be
    /// proxied) where there is none.
    mutating func propertyRequirement(
        _ property: PropertyDecl, owner: ProtocolDecl, context: inout RequirementContext,
        seen: inout [String: String]
    ) -> Requirement? {
        let file = owner.fileIndex
        let isStatic = property.info.hasModifier("static")
        let defaultMember = DefaultImplementations.first(in: context.defaults) {
            guard case .property(let p) = $0 else { return false }
            return p.name == property.name && p.info.hasModifier("static") == isStatic
        }
        if property.info.hasModifier("optional") && !property.type.isOptional {
            error(
                .unsupportedRequirement,
                "optional property requirement '\(property.name)' of a non-optional type is not supported: a proxy without a forwardee that implements it would have nothing to return; make its type optional, or make it a method or a required property",
                file: file, offset: property.info.offset)
            return nil
        }
        if isStatic || property.info.hasModifier("class") {
            if let defaultMember {
                checkStaticDefault(of: property, defaultMember, owner: owner, context: context)
                return nil
            }
            error(
                .unsupportedRequirement,
                "static requirement '\(property.name)' cannot be forwarded: a proxy forwards to a delegate instance",
                file: file, offset: property.info.offset)
            return nil
        }
        let ownerName = owner.qualifiedName
        if isRestated("var \(property.name)", by: ownerName, context: context, seen: &seen) { return nil }
        // Made settable by a descendant's restatement, not by a settable declaration of the same
        // name in another `#if` clause of its own protocol.
        let settableOwner = context.settableProperties[property.name].flatMap { $0 == ownerName ? nil : $0 }
        // A property a descendant makes settable is received by that descendant's proxy on a
        // shared slot: the parent's cannot set it.
        let routedOwner = property.isSettable ? ownerName : settableOwner ?? ownerName
        let eventName = nextEventName(doc: property.info.doc, context: &context) { property.name.unbackticked }
        var restated = qualifyingEnclosedNames(in: property, declaredBy: owner, context: context)
        restated.isSettable = property.isSettable || settableOwner != nil
        var requirement = Requirement(
            kind: .property(restated), eventName: eventName, hasDefault: defaultMember != nil, owner: owner.name,
            qualifiedOwner: routedOwner, ordinal: context.requirementCount)
        context.requirementCount += 1
        check(requirement, named: property.name, context: &context, file: file)
        if case .property(let implementation)? = defaultMember {
            requirement.defaultEffects = implementation.getterEffects
        }
        return requirement
    }

    /// The requirement of a subscript member; `nil` (with a diagnostic where it cannot be
    /// proxied) where there is none.
    mutating func subscriptRequirement(
        _ sub: SubscriptDecl, owner: ProtocolDecl, context: inout RequirementContext, seen: inout [String: String]
    ) -> Requirement? {
        let file = owner.fileIndex
        if let variadic = sub.parameters.first(where: \.isVariadic) {
            error(
                .variadicParameter,
                "subscript requirement has a variadic parameter '\(variadic.name)'; Swift cannot forward variadic arguments",
                file: file, offset: sub.info.offset)
            return nil
        }
        let defaultMember = DefaultImplementations.first(in: context.defaults) {
            guard case .subscript(let s) = $0 else { return false }
            return s.parameters.map(\.label) == sub.parameters.map(\.label)
                && s.parameters.map(\.type.description) == sub.parameters.map(\.type.description)
        }
        let key = "subscript(\(sub.parameters.map { "\($0.label ?? "_"): \($0.type)" }))->\(sub.result)"
        if isRestated(key, by: owner.qualifiedName, context: context, seen: &seen) { return nil }
        let eventName = nextEventName(doc: sub.info.doc, context: &context) { EventNaming.baseName(of: sub) }
        var requirement = Requirement(
            kind: .subscript(
                Self.unqualifyingSelfAssociatedTypes(
                    in: qualifyingEnclosedNames(in: sub, declaredBy: owner, context: context),
                    associatedTypes: context.associatedTypes)),
            eventName: eventName, hasDefault: defaultMember != nil, owner: owner.name,
            qualifiedOwner: owner.qualifiedName, ordinal: context.requirementCount)
        context.requirementCount += 1
        // `subscript` is none of the proxy's member names.
        check(requirement, named: nil, context: &context, file: file)
        if case .subscript(let implementation)? = defaultMember {
            requirement.defaultEffects = implementation.getterEffects
        }
        return requirement
    }

    /// What makes two function declarations the same requirement: name, labels, parameter and
    /// result types.
    static func restatementKey(_ function: FunctionDecl) -> String {
        // Parameter types apart by a character no type contains.
        var key = function.fullName + "("
        for (index, parameter) in function.parameters.enumerated() {
            if index > 0 { key += "\u{1F}" }
            key += parameter.type.description
        }
        key += function.effects.isAsync ? ") async->" : ")->"
        if let result = function.result { key += result.description }
        return key
    }
}
