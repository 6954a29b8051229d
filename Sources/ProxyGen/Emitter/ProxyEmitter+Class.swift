// ProxyEmitter+Class: the proxy class declaration: its attributes, conformances, members in order,
// and associated types.

extension ProxyEmitter {
    func emit(into w: inout CodeWriter) {
        let name = proxy.proxyName
        w.beginLine()
        w.write("/// A delegate proxy for ``")
        w.write(proxy.protocolName)
        w.write("``.")
        w.endLine()
        w.line("///")
        w.line("/// Set it as the delegate: it publishes every call on ``beforeEvents``, forwards it to ``forwardee``")
        w.beginLine()
        w.write("/// (held ")
        w.write(holding)
        w.write(") and returns its answer, then publishes the call on ``events``.")
        w.endLine()
        if !proxy.holdsForwardeeWeakly {
            w.line("///")
            w.line(
                "/// The protocol is not class-bound, so the forwardee is held strongly: set it to `nil` to release it."
            )
        }
        // Availability of the protocol (deprecation included) is the proxy's.
        for attribute in plan.availabilityAttributes {
            w.line(attribute.description)
        }
        if let actor = proxy.globalActor { w.line(actor) }
        w.beginLine()
        w.write(access)
        w.write("final class ")
        w.write(name)
        if isGeneric {
            w.write("<")
            w.write(forwardeeTypeName)
            w.write(": ")
            w.write(proxy.protocolName)
            w.write(">")
        }
        w.write(": ")
        if proxy.subclassesNSObject { w.write("NSObject, ") }
        w.write(proxy.protocolName)
        if plan.installsThroughRuntime { w.write(", ReactiveRuntime.DelegateProxyInstallation") }
        if proxy.isSendable && proxy.globalActor == nil { w.write(", Swift.Sendable") }
        w.openBlock()
        emitAssociatedTypes(&w)
        emitEventsType(&w)
        emitStorage(&w)
        emitInitializer(&w)
        emitDeinit(&w)
        if !isGeneric && !plan.installsThroughRuntime {
            w.line()
            emitInstallation(&w)
        }
        emitStandardParents(&w)
        forEach(proxy.requirements, &w) { requirement, w in
            w.line()
            emitRequirement(requirement, &w)
        }
        if answersOptionalRequirements {
            w.line()
            emitRespondsToSelector(&w)
            w.line()
            emitDelegateAnswers(&w)
        }
        if hasDefaults {
            w.line()
            emitDefaultsConformer(&w)
        }
        w.closeBlock()
        if answersOptionalRequirements { emitOptionalRequirementTable(&w) }
    }

    /// Walks requirement nodes, writing `#if` directives around nested clauses.
    func forEach(_ nodes: [RequirementNode], _ w: inout CodeWriter, _ body: (Requirement, inout CodeWriter) -> Void) {
        for node in nodes {
            switch node {
            case .requirement(let requirement):
                body(requirement, &w)
            case .ifConfig(let clauses):
                for (i, clause) in clauses.enumerated() {
                    if let condition = clause.condition {
                        w.directive(i == 0 ? "#if \(condition)" : "#elseif \(condition)")
                    } else {
                        w.directive("#else")
                    }
                    forEach(clause.nodes, &w, body)
                }
                w.directive("#endif")
            }
        }
    }

    func emitAssociatedTypes(_ w: inout CodeWriter) {
        guard isGeneric else { return }
        for associated in proxy.associatedTypes {
            w.line("\(access)typealias \(associated.name) = \(forwardeeTypeName).\(associated.name)")
        }
        w.line()
    }
}
