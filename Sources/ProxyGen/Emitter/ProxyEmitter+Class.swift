// ProxyEmitter+Class: the proxy class declaration: its attributes, conformances, members in order,
// and associated types.

extension ProxyEmitter {
    /// The proxy class: its doc comment, attributes and declaration, then its members.
    func emit(into w: inout CodeWriter) {
        if plan.genericResponder != nil { emitGenericResponderProtocol(&w) }
        writeClassDocumentation(&w)
        // Availability of the protocol (deprecation included) is the proxy's.
        for attribute in plan.availabilityAttributes {
            w.line(attribute.description)
        }
        if let actor = proxy.globalActor { w.line(actor) }
        writeClassHeader(&w)
        w.openBlock()
        emitMembers(&w)
        w.closeBlock()
        if !proxy.protocolsInheritingIsolation.isEmpty { emitConformanceByLanguageMode(&w) }
        if answersOptionalRequirements { emitOptionalRequirementTable(&w) }
    }

    /// The conformance to the protocols that take the proxy's global actor from a parent (see
    /// ``ResolvedProxy/protocolsInheritingIsolation``): plain in the Swift 6 language mode,
    /// `@preconcurrency` in Swift 5, where they are not isolated and the proxy's isolated
    /// requirements would otherwise cross into its actor (a warning, an error in Swift 6 mode).
    private func emitConformanceByLanguageMode(_ w: inout CodeWriter) {
        let protocols = proxy.protocolsInheritingIsolation
        w.line()
        w.line(
            "// \(protocols.map { "`\($0)`" }.joined(separator: " and ")) take\(protocols.count == 1 ? "s" : "") the proxy's global actor from a parent: isolated in Swift 6, not in Swift 5."
        )
        w.line("#if swift(>=6)")
        // As available as the class, and deprecated with it: naming a deprecated protocol warns.
        for attribute in plan.availabilityAttributes { w.line(attribute.description) }
        w.line("extension \(proxy.proxyName): \(protocols.joined(separator: ", ")) {}")
        w.line("#else")
        for attribute in plan.availabilityAttributes { w.line(attribute.description) }
        w.line("extension \(proxy.proxyName): \(protocols.map { "@preconcurrency \($0)" }.joined(separator: ", ")) {}")
        w.line("#endif")
    }

    /// The proxied protocols the class declares it conforms to: all but those it conforms to by
    /// language mode (``emitConformanceByLanguageMode(_:)``).
    private var protocolsInDeclaration: [String] {
        let protocols = proxy.isComposition ? proxy.compositionMembers : [proxy.protocolName]
        return protocols.filter { !proxy.protocolsInheritingIsolation.contains($0) }
    }

    /// The proxy's doc comment.
    private func writeClassDocumentation(_ w: inout CodeWriter) {
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
    }

    /// `public final class PProxy<Forwardee: P>: NSObject, P, …`, without the `{`.
    private func writeClassHeader(_ w: inout CodeWriter) {
        w.beginLine()
        w.write(access)
        w.write("final class ")
        w.write(proxy.proxyName)
        if isGeneric {
            w.write("<")
            w.write(forwardeeTypeName)
            w.write(": ")
            w.write(proxy.protocolName)
            w.write(">")
        }
        var inherited: [String] = []
        if inheritsAnswers {
            inherited.append(
                proxy.globalActor == nil
                    ? "ReactiveRuntime.OptionalAnsweringProxy" : "ReactiveRuntime.MainActorOptionalAnsweringProxy")
        } else if proxy.subclassesNSObject {
            inherited.append("NSObject")
        }
        if proxy.protocolsInheritingIsolation.isEmpty {
            inherited.append(proxy.protocolName)
        } else {
            inherited += protocolsInDeclaration
        }
        if plan.installsThroughRuntime { inherited.append("ReactiveRuntime.DelegateProxyInstallation") }
        if proxy.isSendable && proxy.globalActor == nil { inherited.append("Swift.Sendable") }
        guard !inherited.isEmpty else { return }
        w.write(": ")
        w.write(inherited.joined(separator: ", "))
    }

    /// The class's members, in order: nested types, storage, lifecycle, installation, the
    /// requirements' implementations and the answers to `responds(to:)`.
    private func emitMembers(_ w: inout CodeWriter) {
        emitAssociatedTypes(&w)
        emitEventsType(&w)
        emitStorage(&w)
        emitInitializer(&w)
        if !inheritsAnswers { emitDeinit(&w) }
        if !isGeneric && !plan.installsThroughRuntime {
            w.line()
            emitInstallation(&w)
        }
        emitStandardParents(&w)
        forEach(proxy.requirements, &w) { requirement, w in
            w.line()
            emitRequirement(requirement, &w)
        }
        if inheritsAnswers {
            emitAnsweringOverrides(&w)
        } else if answersOptionalRequirements {
            w.line()
            emitRespondsToSelector(&w)
            w.line()
            emitDelegateAnswers(&w)
        }
        if hasDefaults {
            w.line()
            emitDefaultsConformer(&w)
        }
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
