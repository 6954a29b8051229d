// ProxyEmitter+Functions: a function requirement's implementation: it publishes the call and
// forwards it, with `?.`, or with an answer from the defaults or the responder without a forwardee.

extension ProxyEmitter {
    /// A function requirement's implementation: publishes the call and forwards it.
    func emitFunction(_ function: FunctionDecl, _ requirement: Requirement, _ w: inout CodeWriter) {
        let parameters = proxyParameters(of: requirement)
        writeCopiedAttributes(function.info, &w)
        w.beginLine()
        writeFunctionSignature(function, parameters, &w) { w in w.write(modifiers(requirement)) }
        w.openBlock()
        // A local holds the plain type: `sending` belongs to the signature only.
        let result = function.result?.strippingSpecifiers
        let answer = (result?.isVoid ?? true) ? nil : result
        let needsAnswer = requirement.hasDefault || needsResponder(requirement) || !(answer?.isOptional ?? true)
        emitPublishedCall(requirement, hasResult: answer != nil, &w) { w, returning in
            let call = ForwardedCall(function: function, parameters: parameters, result: answer, returning: returning)
            if requirement.isObjCOptional {
                emitOptionalRequirementForward(
                    function, requirement, prefix: Self.callPrefix(function.effects), parameters: parameters,
                    returning: returning, &w)
            } else if needsAnswer {
                emitAnsweredForward(call, requirement, &w)
            } else {
                emitOptionalForward(call, requirement, &w)
            }
        }
        w.closeBlock()
    }

    /// A function call a proxy's body forwards, and where its result goes.
    struct ForwardedCall {
        var function: FunctionDecl
        var parameters: ArraySlice<ProxyParameter>
        /// The result, `nil` where the function returns nothing.
        var result: TypeSyntax?
        /// Whether the result leaves by `return`; otherwise it is kept in a local `result`.
        var returning: Bool

        /// What the line of the call begins with: `return `, `result = ` or nothing.
        var assignment: String { result == nil ? "" : returning ? "return " : "result = " }
    }

    /// The call forwarded with `?.`: the function returns nothing or an optional, so a missing
    /// forwardee needs no answer.
    private func emitOptionalForward(_ call: ForwardedCall, _ requirement: Requirement, _ w: inout CodeWriter) {
        w.beginLine()
        if let result = call.result {
            if call.returning {
                w.write("return ")
            } else {
                w.write("let result: ")
                w.write(result)
                w.write(" = ")
            }
        }
        w.write(Self.callPrefix(call.function.effects))
        w.write(forwardeeAccess(requirement).optional)
        w.write("?.")
        writeCall(call.function, call.parameters, &w)
        w.endLine()
    }

    /// The call forwarded where there is a forwardee; without one, the protocol's default or the
    /// responder answers.
    private func emitAnsweredForward(_ call: ForwardedCall, _ requirement: Requirement, _ w: inout CodeWriter) {
        let forwardee = forwardeeAccess(requirement)
        if let result = call.result, !call.returning {
            w.beginLine()
            w.write("let result: ")
            w.write(result)
            w.endLine()
        }
        let assignment = call.assignment
        w.ifElse(forwardee.binding) { w in
            w.beginLine()
            w.write(assignment)
            w.write(Self.callPrefix(call.function.effects))
            w.write(forwardee.bound)
            w.write(".")
            writeCall(call.function, call.parameters, &w)
            w.endLine()
        } else: { w in
            guard requirement.hasDefault else {
                emitResponderAnswer(requirement, call.parameters, &w, answerPrefix: assignment)
                return
            }
            for line in forwardee.defaultsSetup { w.line(line) }
            w.beginLine()
            w.write(assignment)
            w.write(Self.callPrefix(requirement.defaultEffects))
            w.write(forwardee.defaults)
            w.write(".")
            writeCall(call.function, call.parameters, &w)
            w.endLine()
        }
    }
}
