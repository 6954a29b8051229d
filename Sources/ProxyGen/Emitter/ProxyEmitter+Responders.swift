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
        let parameters = function.parameters
        for i in parameters.indices
        where parameters[i].type.hasAttribute("escaping") && !parameters[i].type.hasAttribute("autoclosure") {
            return true
        }
        return false
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
    /// `local` is ``localTypeNames(_:)`` of the requirement, worked out once for its parameters.
    static func isErasedForResponder(_ type: TypeSyntax, local: Set<String>) -> Bool {
        type.mentions(local) || type.containsOpaque
    }

    /// Whether a closure can answer the requirement: every parameter can be passed to it. A
    /// non-escaping closure, an `inout` value or a pack of a generic type cannot become `Any`.
    func canRespond(_ requirement: Requirement) -> Bool {
        let parameters = parameters(of: requirement)
        let local = localTypeNames(requirement)
        for i in parameters.indices {
            let type = parameters[i].type
            guard Self.isErasedForResponder(type, local: local) else { continue }
            let escapes = type.hasAttribute("escaping") || !type.strippingSpecifiers.isFunction
            guard escapes && !type.hasAttribute("autoclosure") && type.specifiers.isEmpty && !type.containsPackExpansion
            else { return false }
        }
        return true
    }

    /// Whether the result reaches the proxy as `Any` and is cast to the requirement's type.
    func erasesResponderResult(_ requirement: Requirement) -> Bool {
        resultType(requirement)?.mentions(localTypeNames(requirement)) ?? false
    }

    /// Writes the closure type of a responder: the requirement's parameters, effects and result;
    /// generic and opaque parameters as `Any` (a result that names generic parameters is answered
    /// by the generic responder, ``answersThroughGenericResponder(_:)``). A `rethrows` requirement's responder does not throw (a
    /// rethrowing function may only throw its arguments' errors).
    func writeResponderType(_ requirement: Requirement, sendable: Bool, _ w: inout CodeWriter) {
        if isGenericResponder(requirement) {
            w.write(genericResponderExistential)
            return
        }
        if sendable { w.write("@Sendable ") }
        // The requirement's own generic parameters worked out once, not once per parameter.
        let local = localTypeNames(requirement)
        w.write("(")
        let parameters = parameters(of: requirement)
        for index in parameters.indices {
            if index > 0 { w.write(", ") }
            if Self.isErasedForResponder(parameters[index].type, local: local) {
                w.write("Any")
            } else {
                Self.writeStorable(parameters[index].type, &w)
            }
        }
        w.write(")")
        let effects: Effects
        switch requirement.kind {
        case .function(let f): effects = f.effects
        case .property(let p): effects = p.getterEffects
        case .subscript(let s): effects = s.getterEffects
        }
        if effects.isAsync { w.write(" async") }
        if effects.throwsClause != .rethrows { w.write(Self.throwsText(effects.throwsClause)) }
        w.write(" -> ")
        if let result = resultType(requirement) {
            w.write(result)
        } else {
            w.write("Swift.Void")
        }
    }

    /// Writes the responder's declared type: optional for Objective-C optional requirements.
    func writeStoredResponderType(_ requirement: Requirement, sendable: Bool, _ w: inout CodeWriter) {
        guard requirement.isObjCOptional else {
            writeResponderType(requirement, sendable: sendable, &w)
            return
        }
        w.write("(")
        writeResponderType(requirement, sendable: sendable, &w)
        w.write(")?")
    }

    /// Writes the answer of the responder after `answerPrefix` (`result = `, `return `): the
    /// generic responder's (``answersThroughGenericResponder(_:)``), or the closure's call, with
    /// erased arguments as `Any`. Every requirement a closure cannot answer in its own types (its
    /// result names its generic parameters, or a closure could not be handed its arguments) is
    /// the generic responder's, so the closure's answer is the requirement's as it is.
    func emitResponderAnswer(
        _ requirement: Requirement, _ parameters: ArraySlice<ProxyParameter>, _ w: inout CodeWriter,
        answerPrefix: String
    ) {
        if answersThroughGenericResponder(requirement) {
            emitGenericResponderAnswer(requirement, parameters, &w, answerPrefix: answerPrefix)
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
        let local = localTypeNames(requirement)
        w.beginLine()
        w.write(answerPrefix)
        w.write(Self.callPrefix(responderEffects))
        w.write(responderRead(requirement))
        w.write("(")
        for index in parameters.indices {
            if index > parameters.startIndex { w.write(", ") }
            ProxyParameter.writeValue(
                name: parameters[index].name, isInout: parameters[index].isInout,
                isAutoclosure: parameters[index].isAutoclosure, to: &w)
            if Self.isErasedForResponder(parameters[index].parameter.type, local: local) { w.write(" as Any") }
        }
        w.write(")")
        w.endLine()
    }
}
