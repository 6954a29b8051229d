// ProxyEmitter+Forwarding: how a requirement reaches its forwardee, its responder and its last
// answer: result types, effects, and the reads the member bodies use.

extension ProxyEmitter {
    /// The result type of a function or subscript getter, or a property's type.
    func resultType(_ requirement: Requirement) -> TypeSyntax? {
        switch requirement.kind {
        case .function(let f): return f.result
        case .property(let p): return p.type
        case .subscript(let s): return s.result
        }
    }

    /// ` throws`, ` rethrows`, ` throws(E)` or nothing, as a signature writes the clause.
    static func throwsText(_ clause: ThrowsClause) -> String {
        switch clause {
        case .none: return ""
        case .throws: return " throws"
        case .rethrows: return " rethrows"
        case .typed(let type): return " throws(\(type))"
        }
    }

    /// ` async`, then ``throwsText(_:)``.
    static func effectsText(_ effects: Effects) -> String {
        (effects.isAsync ? " async" : "") + throwsText(effects.throwsClause)
    }

    /// `try `, `await `, `try await ` or nothing: what a call with these effects is marked with.
    static func callPrefix(_ effects: Effects) -> String {
        switch (effects.throwsClause.isThrowing, effects.isAsync) {
        case (false, false): return ""
        case (true, false): return "try "
        case (false, true): return "await "
        case (true, true): return "try await "
        }
    }

    /// The expression that reads the forwardee once (for the requirement being written: see
    /// ``routedOwner``).
    var forwardeeRead: String { forwardeeRead(owner: routedOwner) }

    /// The expression that reads the forwardee of a requirement declared by `owner`: the proxy
    /// standing behind this one for that protocol, if any, else the forwardee.
    func forwardeeRead(owner: String?) -> String {
        let forwardee = usesLockedStorage ? "proxyState.withLock({ $0.forwardee })" : "currentForwardee"
        guard let owner, routeOwners.contains(owner) else { return forwardee }
        return "(\(routeName(owner)) ?? \(forwardee))"
    }

    /// The condition that binds the forwardee once: `let forwardee` or `let forwardee = …`.
    var forwardeeBinding: String {
        usesLockedStorage || routedOwner != nil ? "let forwardee = \(forwardeeRead)" : "hasForwardee, let forwardee"
    }

    /// How a body reaches the forwardee: read once into a local, or, for an access that mutates
    /// it (a `mutating` requirement, a setter of a protocol that is not class-bound), in place.
    struct ForwardeeAccess {
        /// An optional expression: `forwardee?.call`.
        var optional: String
        /// The condition of the branch that has a forwardee.
        var binding: String
        /// The forwardee inside that branch.
        var bound: String
        /// The name of the proxy's type that calls the protocol's defaults, and whether the
        /// default called is `mutating` (then called on a variable).
        var defaultsTypeName: String
        var defaultMutates: Bool

        /// Lines that prepare the defaults conformer, and the expression that names it (worked
        /// out only for a requirement with a default).
        var defaultsSetup: [String] { defaultMutates ? ["var defaults = \(defaultsTypeName)(proxy: self)"] : [] }
        var defaults: String { defaultMutates ? "defaults" : "\(defaultsTypeName)(proxy: self)" }
    }

    func forwardeeAccess(_ requirement: Requirement, setter: Bool = false) -> ForwardeeAccess {
        let inPlace = requirement.isMutating || (setter && !proxy.holdsForwardeeWeakly)
        // A default setter of a protocol that is not class-bound is `mutating`, as is a default
        // written `mutating`: either is called on a variable holding the defaults conformer.
        let defaultMutates = setter ? !proxy.holdsForwardeeWeakly : requirement.defaultMutates
        guard inPlace else {
            return ForwardeeAccess(
                optional: forwardeeRead, binding: forwardeeBinding, bound: "forwardee",
                defaultsTypeName: defaultsTypeName, defaultMutates: defaultMutates)
        }
        return ForwardeeAccess(
            optional: "forwardee", binding: "forwardee != nil", bound: "forwardee!",
            defaultsTypeName: defaultsTypeName, defaultMutates: defaultMutates)
    }

    /// The stored last answer of an Objective-C optional requirement with a non-optional result.
    func lastAnswerName(_ requirement: Requirement) -> String {
        "\(requirement.eventName)LastAnswer"
    }

    func lastAnswerRead(_ requirement: Requirement) -> String {
        if usesLockedStorage { return "proxyState.withLock({ $0.\(lastAnswerName(requirement)) })" }
        // Stored as `Any?` where the type is newer than the proxy (see `storesErased(_:)`).
        if storesErased(requirement) { return "(\(lastAnswerName(requirement)) as? \(resultType(requirement)!))" }
        return lastAnswerName(requirement)
    }

    func lastAnswerWrite(_ requirement: Requirement, _ value: String) -> String {
        usesLockedStorage
            ? "proxyState.withLock { $0.\(lastAnswerName(requirement)) = \(value) }"
            : "\(lastAnswerName(requirement)) = \(value)"
    }

    func responderRead(_ requirement: Requirement) -> String {
        guard usesLockedStorage else { return "\(requirement.eventName)Responder" }
        let field = Self.declarable(requirement.eventName)
        return readsResponderWithState(requirement)
            ? "proxyState.withLock({ $0 }).\(field)" : "proxyState.withLock({ $0.\(field) })"
    }
}
