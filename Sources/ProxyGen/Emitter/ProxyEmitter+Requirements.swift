// ProxyEmitter+Requirements: what every requirement's implementation starts from: its modifiers,
// the attributes it repeats, its signature, and the stubs of the defaults conformer.

extension ProxyEmitter {
    /// The modifiers of a requirement's implementation: ``FunctionKit/sizeOptimized``, the access
    /// level, `nonisolated `.
    func modifiers(_ requirement: Requirement) -> String {
        var text = FunctionKit.sizeOptimized + " " + access
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
        FunctionKit.writeSignature(function, name: function.name, parameters: parameters, &w)
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
                "subscript\(FunctionKit.genericClause(sub.genericParameters))(\(declarations)) -> \(sub.result)\(FunctionKit.whereText(sub.whereClause))"
            ) { w in
                w.line(
                    "get\(Self.effectsText(sub.getterEffects)) { \(Self.callPrefix(sub.getterEffects))proxy[\(arguments)] }"
                )
                if sub.isSettable { w.line("set { proxy[\(arguments)] = newValue }") }
            }
        }
    }
}
