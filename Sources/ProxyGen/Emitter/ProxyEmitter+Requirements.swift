// ProxyEmitter+Requirements: forwarding implementations of functions, properties and subscripts,
// their event payloads, responders and default-conformer stubs.

extension ProxyEmitter {
    /// The modifiers of a requirement's implementation: the access level, `nonisolated `.
    func modifiers(_ requirement: Requirement) -> String {
        var text = access
        if requirement.isNonisolated { text += "nonisolated " }
        return text
    }

    /// Whether an attribute of a requirement is repeated on its implementation.
    static func isCopied(_ attribute: Attribute) -> Bool {
        switch attribute.name {
        case "discardableResult", "available", "preconcurrency": return true
        default: return false
        }
    }

    /// Writes the requirement's `@available` attributes that the proxy's own do not already say,
    /// one per line: for members that name its types (events, responders).
    func writeAvailability(_ requirement: Requirement, _ w: inout CodeWriter) {
        guard requirement.hasAvailability else { return }
        let info = requirement.info
        let enclosing = enclosingAvailability
        for attribute in info.attributes where attribute.name == "available" {
            guard let attribute = Availability.attribute(attribute, within: enclosing) else { continue }
            w.beginLine()
            attribute.write(to: &w)
            w.endLine()
        }
    }

    /// Whether the proxy's state for the requirement (responder, last answer, stored value) is
    /// stored as `Any?` and read with a cast: where the requirement is introduced after its proxy
    /// (a UIKit method newer than its protocol), as a stored property cannot be marked
    /// `@available`, and where a deprecated optional method's responder is, so that `responds(to:)`
    /// (which is not deprecated) can tell whether it is set without a warning.
    func storesErased(_ requirement: Requirement) -> Bool {
        guard requirement.hasAvailability else { return false }
        return (requirement.isDeprecated && requirement.isObjCOptional)
            || Availability(requirement.info.attributes).check(within: enclosingAvailability) != nil
    }

    /// Writes the requirement's attributes that its implementation repeats, one per line.
    func writeCopiedAttributes(_ info: DeclarationInfo, _ w: inout CodeWriter) {
        for attribute in info.attributes where Self.isCopied(attribute) {
            // What the proxy's own availability already says is left out: a parent's member
            // introduced before the child protocol would be more available than its class.
            guard
                let attribute = attribute.name == "available"
                    ? Availability.attribute(attribute, within: enclosingAvailability) : attribute
            else { continue }
            w.beginLine()
            attribute.write(to: &w)
            w.endLine()
        }
    }

    func genericClause(_ parameters: [GenericParameter]) -> String {
        guard !parameters.isEmpty else { return "" }
        return "<"
            + parameters.map { p in
                (p.isPack ? "each " : "") + p.name + (p.constraint.map { ": \($0)" } ?? "")
            }.joined(separator: ", ") + ">"
    }

    func whereText(_ requirements: [GenericRequirement]) -> String {
        requirements.isEmpty ? "" : " where " + requirements.map(\.description).joined(separator: ", ")
    }

    func emitRequirement(_ requirement: Requirement, _ w: inout CodeWriter) {
        // A parent's requirement reads the proxy standing behind this one for that parent, if any.
        let routed = !routeOwners.isEmpty && routeOwners.contains(requirement.qualifiedOwner)
        guard routed || routedOwner != nil else {
            emitRequirementMember(requirement, &w)
            return
        }
        var emitter = self
        emitter.routedOwner = routed ? requirement.qualifiedOwner : nil
        emitter.emitRequirementMember(requirement, &w)
    }

    private func emitRequirementMember(_ requirement: Requirement, _ w: inout CodeWriter) {
        switch requirement.kind {
        case .function(let function): emitFunction(function, requirement, &w)
        case .property(let property):
            writeCopiedAttributes(property.info, &w)
            emitProperty(property, requirement, &w)
        case .subscript(let sub):
            writeCopiedAttributes(sub.info, &w)
            emitSubscript(sub, requirement, &w)
        }
    }

    /// Writes `modifiers func name<T>(parameters) async throws -> Result where …`.
    func writeFunctionSignature(
        _ function: FunctionDecl, _ parameters: ArraySlice<ProxyParameter>, _ w: inout CodeWriter,
        modifiers writeModifiers: (inout CodeWriter) -> Void
    ) {
        writeModifiers(&w)
        w.write("func ")
        w.write(function.name)
        if !function.genericParameters.isEmpty { w.write(genericClause(function.genericParameters)) }
        w.write("(")
        parameters.withUnsafeBufferPointer { parameters in
            for index in parameters.indices {
                if index > 0 { w.write(", ") }
                ProxyParameter.writeDeclaration(
                    label: parameters[index].parameter.label, name: parameters[index].name,
                    type: parameters[index].parameter.type, to: &w)
            }
        }
        w.write(")")
        if function.effects.isAsync { w.write(" async") }
        w.write(Self.throwsText(function.effects.throwsClause))
        if let result = function.result {
            w.write(" -> ")
            w.write(result)
        }
        if !function.whereClause.isEmpty { w.write(whereText(function.whereClause)) }
    }

    /// Writes one line: `prefix`, `forwardee`, `separator` and the forwarded call.
    private func writeForwardedCall(
        _ prefix: String, _ forwardee: String, _ separator: String, _ function: FunctionDecl,
        _ parameters: ArraySlice<ProxyParameter>, _ w: inout CodeWriter
    ) {
        w.beginLine()
        w.write(prefix)
        w.write(forwardee)
        w.write(separator)
        writeCall(function, parameters, &w)
        w.endLine()
    }

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

    /// The forwarded call of an Objective-C optional requirement: called with `?` on the
    /// forwardee; a non-optional result falls back to the optional responder. `returning`: the
    /// answer leaves by `return`; otherwise it is kept in a local `result`.
    func emitOptionalRequirementForward(
        _ function: FunctionDecl, _ requirement: Requirement, prefix: String, parameters: ArraySlice<ProxyParameter>,
        returning: Bool, _ w: inout CodeWriter
    ) {
        // `forwardee?.` followed by the call.
        let forwarded: String
        if sharesSwiftName(requirement) {
            // Another method has this name (`MKMapViewDelegate`'s `mapView(_:viewFor:)` for an
            // annotation and, deprecated, for an overlay, which refines annotation): the method is
            // chosen by its type, else the call would pick the other.
            let arguments = parameters.map(\.value).joined(separator: ", ")
            forwarded =
                "(\(forwardeeRead)?.\(requirement.swiftName) as (\(Self.methodType(function)))?)?(\(arguments))"
        } else {
            var scratch = CodeWriter(capacity: 256)
            writeCall(function, parameters, optional: true, &scratch)
            forwarded = "\(forwardeeRead)?.\(scratch.text)"
        }
        // A local holds the plain type: `sending` belongs to the signature only.
        let result = function.result?.strippingSpecifiers
        if result == nil || result!.isVoid {
            w.line("\(prefix)\(forwarded)")
        } else if result!.isOptional {
            let answer = returning ? "return " : "let result: \(result!) = "
            w.line("\(answer)\(prefix)\(forwarded)")
        } else {
            // The host (UIKit) cached "yes" for this method; when the forwardee is gone by the time
            // it calls, the forwardee's last answer stands in for it, and the host is told to ask
            // again. A forwardee that never answered before it went away, with no responder,
            // leaves what Objective-C answers for a message to nil: zero. (Its end made the host ask
            // again, so a host that caches answers, as UIKit's do, does not call; an object result
            // has no zero, and stops a host that calls anyway with a message naming the call.)
            let arguments = parameters.map(\.value)
            w.line("let result: \(result!)")
            w.line("if let answer = \(prefix)\(forwarded) {")
            w.line("    result = answer")
            w.line("    \(lastAnswerWrite(requirement, "answer"))")
            w.line("} else if let responder = \(responderRead(requirement)) {")
            w.line("    result = \(prefix)responder(\(arguments.joined(separator: ", ")))")
            w.line("} else if let answer = \(lastAnswerRead(requirement)) {")
            w.line("    result = answer")
            w.line("    answersMayHaveChanged()")
            w.line("} else {")
            let call = "\(proxy.proxyName).\(requirement.swiftName)"
            w.line("    result = ReactiveRuntime.NilMessage.answer(to: \"\(call)\")")
            w.line("    answersMayHaveChanged()")
            w.line("}")
            if returning { w.line("return result") }
        }
    }

    /// The value a host set on an Objective-C optional property the forwardee does not implement.
    func storedValueName(_ requirement: Requirement) -> String {
        "\(requirement.eventName)Value"
    }

    /// An Objective-C optional property (its type is optional): read from the forwardee where it
    /// implements it, else the value last set on the proxy (`nil` for a read-only one); set on the
    /// forwardee where it implements the setter, else kept by the proxy.
    func emitOptionalProperty(_ property: PropertyDecl, _ requirement: Requirement, _ w: inout CodeWriter) {
        let name = property.name
        let stored = storedValueName(requirement)
        var storedRead = usesLockedStorage ? "proxyState.withLock({ $0.\(stored) })" : stored
        if !usesLockedStorage, storesErased(requirement), case .optional(let wrapped) = property.type {
            storedRead = "(\(stored) as? \(wrapped))"
        }
        w.block("\(modifiers(requirement))var \(name): \(property.type)") { w in
            w.block("get") { w in
                w.line("if let value = \(forwardeeRead)?.\(name) { return value }")
                w.line(property.isSettable ? "return \(storedRead)" : "return nil")
            }
            if property.isSettable {
                w.block("set") { w in
                    // Swift cannot assign an optional property requirement through an existential:
                    // the setter is performed by selector (the value is an object, or @objc refuses it).
                    let setter = "#selector(setter: \(selectorOwner(requirement)).\(name))"
                    emitPublishedCall(requirement, hasResult: false, &w) { w, _ in
                        w.line("if let forwardee = \(forwardeeRead), forwardee.responds(to: \(setter)) {")
                        w.line("    _ = forwardee.perform(\(setter), with: newValue)")
                        w.line("} else {")
                        w.line(
                            usesLockedStorage
                                ? "    proxyState.withLock { $0.\(stored) = newValue }" : "    \(stored) = newValue")
                        w.line("}")
                    }
                }
            }
        }
    }

    func emitProperty(_ property: PropertyDecl, _ requirement: Requirement, _ w: inout CodeWriter) {
        if requirement.isObjCOptional {
            emitOptionalProperty(property, requirement, &w)
            return
        }
        let prefix = Self.callPrefix(property.getterEffects)
        let name = property.name
        w.beginLine()
        w.write(modifiers(requirement))
        w.write("var ")
        w.write(name)
        w.write(": ")
        w.write(property.type)
        w.openBlock()
        let getter = forwardeeAccess(requirement)
        w.beginLine()
        w.write("get")
        w.write(Self.effectsText(property.getterEffects))
        w.openBlock()
        if requirement.hasDefault {
            w.block("if \(getter.binding)") { w in
                w.beginLine(); w.write("return "); w.write(prefix); w.write(getter.bound); w.write("."); w.write(name);
                w.endLine()
            }
            for line in getter.defaultsSetup { w.line(line) }
            w.beginLine()
            w.write("return ")
            w.write(Self.callPrefix(requirement.defaultEffects))
            w.write(getter.defaults)
            w.write(".")
            w.write(name)
            w.endLine()
        } else if property.type.isOptional {
            w.beginLine()
            w.write("return ")
            w.write(prefix)
            w.write(getter.optional)
            w.write("?.")
            w.write(name)
            w.endLine()
        } else {
            w.block("if \(getter.binding)") { w in
                w.beginLine(); w.write("return "); w.write(prefix); w.write(getter.bound); w.write("."); w.write(name);
                w.endLine()
            }
            emitResponderAnswer(requirement, [], &w, answerPrefix: "return ")
        }
        w.closeBlock()
        if property.isSettable { emitSetter(requirement, member: ".\(name)", &w) }
        w.closeBlock()
    }

    /// The `set` accessor of a settable property or subscript: publishes the call and assigns
    /// `newValue` to `member` (`.name` or `[arguments]`) of the forwardee, or of the defaults while
    /// there is none.
    func emitSetter(_ requirement: Requirement, member: String, _ w: inout CodeWriter) {
        let setter = forwardeeAccess(requirement, setter: true)
        w.block("set") { w in
            emitPublishedCall(requirement, hasResult: false, &w) { w, _ in
                if requirement.hasDefault {
                    w.ifElse(setter.binding) { w in
                        w.beginLine()
                        w.write(setter.bound)
                        w.write(member)
                        w.write(" = newValue")
                        w.endLine()
                    } else: { w in
                        for line in setter.defaultsSetup { w.line(line) }
                        w.beginLine()
                        w.write(setter.defaults)
                        w.write(member)
                        w.write(" = newValue")
                        w.endLine()
                    }
                } else {
                    w.beginLine()
                    w.write(setter.optional)
                    w.write("?")
                    w.write(member)
                    w.write(" = newValue")
                    w.endLine()
                }
            }
        }
    }

    func emitSubscript(_ sub: SubscriptDecl, _ requirement: Requirement, _ w: inout CodeWriter) {
        let parameters = proxyParameters(of: requirement)
        let prefix = Self.callPrefix(sub.getterEffects)
        let (declarations, arguments) = subscriptSignature(parameters)
        var signature =
            "\(modifiers(requirement))subscript\(genericClause(sub.genericParameters))(\(declarations)) -> \(sub.result)"
        signature += whereText(sub.whereClause)
        w.block(signature) { w in
            let getter = forwardeeAccess(requirement)
            w.block("get\(Self.effectsText(sub.getterEffects))") { w in
                if requirement.hasDefault {
                    w.block("if \(getter.binding)") { w in w.line("return \(prefix)\(getter.bound)[\(arguments)]") }
                    for line in getter.defaultsSetup { w.line(line) }
                    w.line("return \(Self.callPrefix(requirement.defaultEffects))\(getter.defaults)[\(arguments)]")
                } else if sub.result.isOptional {
                    w.line("return \(prefix)\(getter.optional)?[\(arguments)]")
                } else {
                    w.block("if \(getter.binding)") { w in w.line("return \(prefix)\(getter.bound)[\(arguments)]") }
                    emitResponderAnswer(requirement, parameters, &w, answerPrefix: "return ")
                }
            }
            if sub.isSettable { emitSetter(requirement, member: "[\(arguments)]", &w) }
        }
    }

    // MARK: - Defaults conformer stubs

    /// A requirement without a default, implemented on the defaults conformer by calling the proxy.
    func emitDefaultsStub(_ requirement: Requirement, _ w: inout CodeWriter) {
        switch requirement.kind {
        case .function(let function):
            let parameters = proxyParameters(of: requirement)
            writeCopiedAttributes(function.info, &w)
            w.beginLine()
            writeFunctionSignature(function, parameters, &w) { w in
                if requirement.isNonisolated { w.write("nonisolated ") }
            }
            w.openBlock()
            let returns = function.result.map { !$0.isVoid } ?? false
            writeForwardedCall(
                returns ? "return " : "", Self.callPrefix(function.effects), "proxy.", function, parameters, &w)
            w.closeBlock()
        case .property(let property):
            let prefix = Self.callPrefix(property.getterEffects)
            w.block("var \(property.name): \(property.type)") { w in
                w.line("get\(Self.effectsText(property.getterEffects)) { \(prefix)proxy.\(property.name) }")
                if property.isSettable { w.line("set { proxy.\(property.name) = newValue }") }
            }
        case .subscript(let sub):
            let (declarations, arguments) = subscriptSignature(proxyParameters(of: requirement))
            w.block(
                "subscript\(genericClause(sub.genericParameters))(\(declarations)) -> \(sub.result)\(whereText(sub.whereClause))"
            ) { w in
                w.line(
                    "get\(Self.effectsText(sub.getterEffects)) { \(Self.callPrefix(sub.getterEffects))proxy[\(arguments)] }"
                )
                if sub.isSettable { w.line("set { proxy[\(arguments)] = newValue }") }
            }
        }
    }
}
