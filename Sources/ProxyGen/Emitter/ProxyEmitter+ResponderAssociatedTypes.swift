// ProxyEmitter+ResponderAssociatedTypes: the associated types a generic proxy's generic
// responder declares, so that requirements naming the protocol's associated types are answered
// with the types they ask for (`any StoreDelegateProxyGenericResponder<Item, Key>`).

extension ProxyEmitter {
    /// The associated types the generic responder protocol declares, in the protocol's order: of a
    /// generic proxy, those its requirements name, and those their constraints name in turn. They
    /// are its primary associated types; the proxy passes its own (`Forwardee.Item` …), so the
    /// compiler checks that a responder's answer has the type the requirement asks for.
    func genericResponderAssociatedTypes(of answered: [Requirement]) -> [AssociatedTypeDecl] {
        guard isGeneric else { return [] }
        var pending = Set(proxy.associatedTypes.map(\.name))
        var named: Set<String> = []
        for name in pending where answered.contains(where: { Self.requirement($0, mentions: [name]) }) {
            named.insert(name)
        }
        pending.subtract(named)
        // Constraints name other associated types (`associatedtype Key: Hashable where Key == Item.ID`).
        var added = !named.isEmpty
        while added {
            added = false
            for associated in proxy.associatedTypes where named.contains(associated.name) {
                for name in pending where Self.associatedType(associated, mentions: [name]) {
                    named.insert(name)
                    pending.remove(name)
                    added = true
                }
            }
        }
        return proxy.associatedTypes.filter { named.contains($0.name) }
    }

    /// `any DecoderDelegateProxyGenericResponder`, with the proxy's associated types as its
    /// primary associated types where it declares some (`…<Item, Key>`).
    var genericResponderExistential: String {
        let associated = genericResponderAssociatedTypes(of: genericallyAnsweredRequirements)
        guard !associated.isEmpty else { return "any \(genericResponderProtocolName)" }
        return "any \(genericResponderProtocolName)<\(associated.map(\.name).joined(separator: ", "))>"
    }

    /// Whether the generic responder protocol declares associated types: its existential is
    /// constrained (`any P<Item>`).
    var genericResponderHasAssociatedTypes: Bool {
        isGeneric && !genericResponderAssociatedTypes(of: genericallyAnsweredRequirements).isEmpty
    }

    /// Whether locked storage reads a responder with the whole state (`proxyState.withLock({ $0 })
    /// .genericRequirements`): a constrained existential (`any P<Item>`) as `withLock`'s result
    /// would need its metadata at run time, which Apple platforms before iOS 16 and macOS 13 lack.
    func readsResponderWithState(_ requirement: Requirement) -> Bool {
        isGenericResponder(requirement) && genericResponderHasAssociatedTypes
    }

    /// The locked storage's getter of the responder stored as `field`.
    func lockedResponderGetterRead(_ requirement: Requirement, field: String) -> String {
        readsResponderWithState(requirement)
            ? "proxyState.withLock { $0 }.\(field)" : "proxyState.withLock { $0.\(field) }"
    }

    /// `<Item, Key>`, the primary associated types of the generic responder protocol, or nothing.
    static func primaryAssociatedTypesClause(_ associated: [AssociatedTypeDecl]) -> String {
        associated.isEmpty ? "" : "<" + associated.map(\.name).joined(separator: ", ") + ">"
    }

    /// `associatedtype Key: Hashable where …`, each as the protocol constrains it, without its
    /// default: a responder states its own.
    static func emitResponderAssociatedTypes(_ associated: [AssociatedTypeDecl], _ w: inout CodeWriter) {
        for declaration in associated {
            w.beginLine()
            w.write("associatedtype ")
            w.write(declaration.name)
            if !declaration.inheritance.isEmpty {
                w.write(": ")
                w.write(declaration.inheritance.map(\.description).joined(separator: ", "))
            }
            w.write(FunctionKit.whereText(declaration.whereClause))
            w.endLine()
        }
    }

    /// Whether a requirement's parameters, result, generic constraints or `where` clause name one of `names`.
    static func requirement(_ requirement: Requirement, mentions names: Set<String>) -> Bool {
        let parameters: [Parameter]
        let result: TypeSyntax?
        let generics: [GenericParameter]
        let whereClause: [GenericRequirement]
        switch requirement.kind {
        case .function(let f):
            (parameters, result, generics, whereClause) = (f.parameters, f.result, f.genericParameters, f.whereClause)
        case .subscript(let s):
            (parameters, result, generics, whereClause) = (s.parameters, s.result, s.genericParameters, s.whereClause)
        case .property(let p): (parameters, result, generics, whereClause) = ([], p.type, [], [])
        }
        return parameters.contains { $0.type.mentions(names) } || (result?.mentions(names) ?? false)
            || generics.contains { $0.constraint?.mentions(names) ?? false }
            || whereClause.contains { $0.left.mentions(names) || $0.right.mentions(names) }
    }

    /// Whether an associated type's constraints name one of `names`.
    private static func associatedType(_ associated: AssociatedTypeDecl, mentions names: Set<String>) -> Bool {
        associated.inheritance.contains { $0.mentions(names) }
            || associated.whereClause.contains { $0.left.mentions(names) || $0.right.mentions(names) }
    }
}
