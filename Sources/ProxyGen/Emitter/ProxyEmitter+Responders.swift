// ProxyEmitter+Responders: which requirements a responder answers while there is no forwardee,
// the responder's closure type, and the call that asks it.

extension ProxyEmitter {
    /// Whether a requirement without forwardee needs an answer the proxy cannot make up: a
    /// non-`Void`, non-`Optional` result, or a completion handler the caller waits for.
    func needsResponder(_ requirement: Requirement) -> Bool {
        guard !requirement.hasDefault else { return false }
        if let result = resultType(requirement), !result.isVoid, !result.isOptional { return true }
        return !requirement.isObjCOptional && hasCompletionHandler(requirement)
    }

    /// Whether a `Void` function hands over an escaping closure: a completion handler that a caller
    /// may wait for (a continuation, a semaphore), so leaving it uncalled could hang the caller.
    /// `@escaping` marks a closure however its type is spelled (`@escaping Handler` through a
    /// typealias included).
    func hasCompletionHandler(_ requirement: Requirement) -> Bool {
        guard case .function(let function) = requirement.kind, function.result?.isVoid ?? true else { return false }
        return function.parameters.contains { parameter in
            let attributes = parameter.type.attributeNames
            return attributes.contains("escaping") && !attributes.contains("autoclosure")
        }
    }

    /// Whether the responder must be given to `init`: required requirements only. An Objective-C
    /// optional requirement's responder is an optional property; without it and without a
    /// forwardee that implements the method, `responds(to:)` answers `false`.
    func requiresResponderAtInit(_ requirement: Requirement) -> Bool {
        needsResponder(requirement) && !requirement.isObjCOptional && canRespond(requirement)
    }

    /// Names that do not exist outside the requirement: its own generic parameters.
    func localTypeNames(_ requirement: Requirement) -> Set<String> { genericParameterNames(of: requirement) }

    /// Whether a parameter reaches the responder as `Any`: its type names the requirement's generic
    /// parameters or is opaque (`some P`), neither of which exists outside the requirement.
    func isErasedForResponder(_ parameter: Parameter, _ requirement: Requirement) -> Bool {
        parameter.type.mentions(localTypeNames(requirement)) || parameter.type.containsOpaque
    }

    /// Whether a closure can answer the requirement: every parameter can be passed to it. A
    /// non-escaping closure, an `inout` value or a pack of a generic type cannot become `Any`.
    func canRespond(_ requirement: Requirement) -> Bool {
        parameters(of: requirement).allSatisfy { parameter in
            guard isErasedForResponder(parameter, requirement) else { return true }
            let type = parameter.type
            let escapes = type.attributeNames.contains("escaping") || !type.strippingSpecifiers.isFunction
            return escapes && !type.attributeNames.contains("autoclosure") && type.specifiers.isEmpty
                && !type.containsPackExpansion
        }
    }

    /// Whether the result reaches the proxy as `Any` and is cast to the requirement's type.
    func erasesResponderResult(_ requirement: Requirement) -> Bool {
        resultType(requirement)?.mentions(localTypeNames(requirement)) ?? false
    }

    /// The closure type of a responder: the requirement's parameters, effects and result; generic
    /// and opaque types as `Any`. A `rethrows` requirement's responder does not throw (a
    /// rethrowing function may only throw its arguments' errors).
    func responderType(_ requirement: Requirement, sendable: Bool) -> String {
        // The requirement's own generic parameters worked out once, not once per parameter.
        let local = localTypeNames(requirement)
        func isErased(_ type: TypeSyntax) -> Bool { type.mentions(local) || type.containsOpaque }
        var text = sendable ? "@Sendable (" : "("
        for (index, parameter) in parameters(of: requirement).enumerated() {
            if index > 0 { text += ", " }
            text += isErased(parameter.type) ? "Any" : Self.storable(parameter.type.description)
        }
        text += ")"
        let effects: Effects
        switch requirement.kind {
        case .function(let f): effects = f.effects
        case .property(let p): effects = p.getterEffects
        case .subscript(let s): effects = s.getterEffects
        }
        if effects.isAsync { text += " async" }
        if effects.throwsClause != .rethrows { text += Self.throwsText(effects.throwsClause) }
        text += " -> "
        if let result = resultType(requirement) {
            if result.mentions(local) { text += "Any" } else { result.write(to: &text) }
        } else {
            text += "Swift.Void"
        }
        return text
    }

    /// Writes the answer of the responder, handed to `deliver` (`result = …`, `return …`): the
    /// call, with erased arguments as `Any` and an erased result cast back. Where no closure can
    /// answer, a named precondition failure says that this requirement needs a forwardee.
    func emitResponderAnswer(
        _ requirement: Requirement, _ parameters: [ProxyParameter], _ w: inout CodeWriter,
        deliver: (String) -> String
    ) {
        guard canRespond(requirement) else {
            w.line(
                "Swift.preconditionFailure(\"\(proxy.proxyName): '\(requirement.swiftName)' was called without a forwardee; its parameters cannot be passed to a responder, so it needs one\")"
            )
            return
        }
        let effects: Effects
        switch requirement.kind {
        case .function(let f): effects = f.effects
        case .property(let p): effects = p.getterEffects
        case .subscript(let s): effects = s.getterEffects
        }
        var responderEffects = effects
        if responderEffects.throwsClause == .rethrows { responderEffects.throwsClause = .none }
        let arguments = parameters.map { p in
            isErasedForResponder(p.parameter, requirement) ? "\(p.value) as Any" : p.value
        }
        let call = "\(Self.callPrefix(responderEffects))\(responderRead(requirement))(\(arguments.joined(separator: ", ")))"
        guard erasesResponderResult(requirement), let result = resultType(requirement) else {
            w.line(deliver(call))
            return
        }
        w.line("let answer = \(call)")
        w.block("guard let typedAnswer = answer as? \(result) else") { w in
            w.line(
                "Swift.preconditionFailure(\"\(proxy.proxyName): \(requirement.eventName)Responder answered \\(Swift.type(of: answer)), not \(result)\")"
            )
        }
        w.line(deliver("typedAnswer"))
    }
}
