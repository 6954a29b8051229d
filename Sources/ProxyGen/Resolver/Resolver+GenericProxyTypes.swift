// Resolver+GenericProxyTypes: a generic proxy's associated types, which it takes from its
// forwardee: the constraints of its requirements written as the proxy class can write them
// (Combine's `Publisher.receive(subscriber:)`), and the static requirements met by a default of
// another type (Foundation's `AttributeScope`), which it cannot meet.

extension Resolver {
    /// `whereClause` and the constraints of `genericParameters` with each `Self.A`, `A` one of
    /// `associatedTypes`, written `A`: inside a class, `Self` names no member type in a generic
    /// constraint ("'Failure' is not a member type of type 'Self'"), while `A` is the generic
    /// proxy's own alias of its forwardee's type (`typealias Failure = Forwardee.Failure`), which
    /// the requirement's constraint then states of the forwardee as the protocol states it of
    /// `Self`. A name the requirement's generic parameters hide is kept qualified. Whether any
    /// changed.
    static func unqualifyingSelfAssociatedTypes(
        _ genericParameters: inout [GenericParameter], _ whereClause: inout [GenericRequirement],
        associatedTypes: [AssociatedTypeDecl]
    ) -> Bool {
        guard !associatedTypes.isEmpty else { return false }
        let names = Set(associatedTypes.map(\.name)).subtracting(genericParameters.map(\.name))
        guard !names.isEmpty else { return false }
        var changed = false
        func unqualify(_ type: inout TypeSyntax) {
            if case .named(let components) = type, components.count >= 2, components[0].name == "Self",
                components[0].genericArguments.isEmpty, names.contains(components[1].name)
            {
                type = .named(Array(components.dropFirst()))
                changed = true
            }
        }
        for index in genericParameters.indices {
            if var constraint = genericParameters[index].constraint {
                unqualify(&constraint)
                genericParameters[index].constraint = constraint
            }
        }
        for index in whereClause.indices {
            unqualify(&whereClause[index].left)
            unqualify(&whereClause[index].right)
        }
        return changed
    }

    /// `function` with its constraints written as ``unqualifyingSelfAssociatedTypes(_:_:associatedTypes:)``
    /// writes them, for a protocol whose lineage has `associatedTypes`.
    static func unqualifyingSelfAssociatedTypes(in function: FunctionDecl, associatedTypes: [AssociatedTypeDecl])
        -> FunctionDecl
    {
        guard !associatedTypes.isEmpty, !function.whereClause.isEmpty || !function.genericParameters.isEmpty else {
            return function
        }
        var genericParameters = function.genericParameters
        var whereClause = function.whereClause
        guard unqualifyingSelfAssociatedTypes(&genericParameters, &whereClause, associatedTypes: associatedTypes)
        else { return function }
        var rewritten = function
        rewritten.genericParameters = genericParameters
        rewritten.whereClause = whereClause
        return rewritten
    }

    /// `sub` with its constraints written as ``unqualifyingSelfAssociatedTypes(_:_:associatedTypes:)``
    /// writes them.
    static func unqualifyingSelfAssociatedTypes(in sub: SubscriptDecl, associatedTypes: [AssociatedTypeDecl])
        -> SubscriptDecl
    {
        guard !associatedTypes.isEmpty, !sub.whereClause.isEmpty || !sub.genericParameters.isEmpty else { return sub }
        var rewritten = sub
        _ = unqualifyingSelfAssociatedTypes(
            &rewritten.genericParameters, &rewritten.whereClause, associatedTypes: associatedTypes)
        return rewritten
    }

    /// Reports a static property requirement of a generic proxy's lineage that is met only by a
    /// default whose type is not the requirement's (Foundation's `AttributeScope`: its parent
    /// `DecodingConfigurationProviding` requires `static var decodingConfiguration:
    /// Self.DecodingConfiguration`, which `AttributeScope`'s extension implements as an
    /// `AttributeScopeCodableConfiguration`). A conformer's associated type is inferred from that
    /// default; the proxy's is its forwardee's (`Forwardee.DecodingConfiguration`), which the
    /// protocol does not constrain to the default's type, so the default does not meet the
    /// requirement, and a static requirement cannot be forwarded to the forwardee instead.
    mutating func checkStaticDefault(
        of property: PropertyDecl, _ defaultMember: Member, owner: ProtocolDecl, context: RequirementContext
    ) {
        guard !context.associatedTypes.isEmpty, case .property(let implementation) = defaultMember else { return }
        let associated = Set(context.associatedTypes.map(\.name))
        guard property.type.mentions(associated.union(["Self"])),
            !implementation.type.mentions(associated.union(["Self"]))
        else { return }
        error(
            .unsupportedRequirement,
            "static requirement '\(property.name)' of type '\(property.type)' is met only by a default of type '\(implementation.type)'; a generic proxy takes its associated types from its forwardee, which the protocol does not constrain to that type, and a static requirement cannot be forwarded",
            file: owner.fileIndex, offset: property.info.offset)
    }
}
