// SubclassEmitter+Overrides: each override: its signature as the class declares it, and a body
// that sends the before-event, calls `super`, then sends the after-event.

extension SubclassEmitter {
    /// Attributes an override repeats (besides `@available`, written from the plan): what changes
    /// how it is called or isolated.
    static func isRepeatedAttribute(_ attribute: Attribute) -> Bool {
        switch attribute.name {
        case "discardableResult", "preconcurrency", "MainActor": return true
        default: return attribute.arguments == nil && attribute.name.hasSuffix("Actor")
        }
    }

    /// ```swift
    /// open override func appear(_ animated: Bool) {
    ///     guard let proxyGenCall = proxyGenCallStreams.beginCall(animated, at: 0) else {
    ///         return super.appear(animated)
    ///     }
    ///     super.appear(animated)
    ///     proxyGenCall.sendAfter(animated)
    /// }
    /// ```
    func emitOverride(_ index: Int, _ w: inout CodeWriter) {
        let method = subclass.methods[index]
        let carriage = carriages[index]
        w.openConditions(method.conditions)
        for attribute in method.availability { w.line(attribute.description) }
        for attribute in method.decl.info.attributes where Self.isRepeatedAttribute(attribute) {
            w.line(attribute.description)
        }
        writeSignature(method, carriage, &w)
        w.indent()
        let call = superCall(method, carriage)
        let before = carriage.payloadExpression(afterCall: false, resultName: "")
        w.line("guard let proxyGenCall = \(Self.streamsName).beginCall(\(before), at: \(method.index)) else {")
        w.line("    return \(call)")
        w.line("}")
        if carriage.result == nil {
            w.line(call)
            w.line("proxyGenCall.sendAfter(\(carriage.payloadExpression(afterCall: true, resultName: "")))")
        } else {
            w.line("let proxyGenResult = \(call)")
            w.line(
                "proxyGenCall.sendAfter(\(carriage.payloadExpression(afterCall: true, resultName: "proxyGenResult")))")
            w.line("return proxyGenResult")
        }
        w.dedent()
        w.line("}")
        w.closeConditions(method.conditions)
    }

    /// `open override func name<T: P>(_ a: A, b c: inout B) async throws -> R where … {`
    private func writeSignature(_ method: ResolvedSubclass.Method, _ carriage: SubclassCarriage, _ w: inout CodeWriter)
    {
        let decl = method.decl
        w.beginLine()
        w.write(method.isOpen ? "open " : method.accessLevel.prefix)
        if decl.info.hasModifier("nonisolated") { w.write("nonisolated ") }
        w.write("override func ")
        w.write(decl.name)
        w.write(Self.genericClause(decl.genericParameters))
        w.write("(")
        for (position, parameter) in carriage.parameters.enumerated() {
            if position > 0 { w.write(", ") }
            ProxyEmitter.ProxyParameter.writeDeclaration(
                label: parameter.parameter.label, name: parameter.name, type: parameter.parameter.type, to: &w)
            if let value = parameter.parameter.defaultValue {
                w.write(" = ")
                w.write(value)
            }
        }
        w.write(")")
        if decl.effects.isAsync { w.write(" async") }
        w.write(ProxyEmitter.throwsText(decl.effects.throwsClause))
        if let result = decl.result {
            w.write(" -> ")
            w.write(result)
        }
        if !decl.whereClause.isEmpty {
            w.write(" where ")
            w.write(decl.whereClause.map(\.description).joined(separator: ", "))
        }
        w.write(" {")
        w.endLine()
    }

    /// `<T: P, each U>`, or nothing.
    static func genericClause(_ parameters: [GenericParameter]) -> String {
        guard !parameters.isEmpty else { return "" }
        return "<"
            + parameters.map { p in
                (p.isPack ? "each " : "") + p.name + (p.constraint.map { ": \($0)" } ?? "")
            }.joined(separator: ", ") + ">"
    }

    /// `try await super.name(a, b: &c)`.
    private func superCall(_ method: ResolvedSubclass.Method, _ carriage: SubclassCarriage) -> String {
        let effects = method.decl.effects
        var text = effects.throwsClause.isThrowing ? "try " : ""
        if effects.isAsync { text += "await " }
        text += "super.\(method.decl.name)("
        for (position, parameter) in carriage.parameters.enumerated() {
            if position > 0 { text += ", " }
            if let label = parameter.parameter.label { text += "\(label): " }
            if parameter.isInout { text += "&" }
            text += parameter.name
            if parameter.isAutoclosure { text += "()" }
        }
        return text + ")"
    }
}
