// ProxyEmitter+ForwardingAccessor: `object.reactive.<slot>(forwardingTo: original)`, the accessor
// for a slot whose proxy needs answers, when the app has an object that gives them.

extension ProxyEmitter {
    /// Whether a slot accessor that takes answers also gets a `(forwardingTo:)` form: every
    /// answer is a plain call of the original (no parameter erased for a generic or opaque type,
    /// none `inout` or an autoclosure, no `rethrows`), and the responders are not `@Sendable`
    /// (a global-actor proxy's), so a closure may hold the original.
    func hasForwardingHostAccessor(_ responders: [Requirement]) -> Bool {
        guard !isGeneric, !usesLockedStorage, !responders.isEmpty else { return false }
        return responders.allSatisfy { requirement in
            guard case .function(let function) = requirement.kind, function.effects.throwsClause != .rethrows,
                !erasesResponderResult(requirement)
            else { return false }
            let local = localTypeNames(requirement)
            return function.parameters.allSatisfy { parameter in
                !Self.isErasedForResponder(parameter.type, local: local) && parameter.type.specifiers.isEmpty
                    && !parameter.type.hasAttribute("autoclosure")
            }
        }
    }

    /// `func <slot>(forwardingTo original: any P) -> DelegateEvents<…>`: the proxy installed with
    /// `original` as its forwardee, and the answers it needs while there is no forwardee asked of
    /// `original` too. Observing an app's own data source's calls then takes no made-up answer.
    func emitForwardingHostAccessor(
        _ slot: HostSlot, responders: [Requirement], type: String, attributes: [String], _ w: inout CodeWriter
    ) {
        let name = slot.property.name
        let accessLevel = min(proxy.accessLevel, slot.accessLevel)
        let access = accessLevel.emitIntoClientAttribute + accessLevel.prefix
        w.line()
        w.line(
            "/// The events of the `\(proxy.proxyName)` installed as this object's `\(name.unbackticked)`, forwarding")
        w.line("/// to `original`: it becomes the proxy's forwardee and gives every answer, also those the proxy")
        w.line("/// needs while there is no forwardee, so it is held strongly until another call replaces it.")
        w.line("/// Uninstalling the proxy puts `original` back in the slot.")
        for attribute in attributes { w.line(attribute) }
        w.block("\(access)func \(name)(forwardingTo original: any \(proxy.protocolName)) -> \(type)") { w in
            for requirement in responders {
                w.beginLine()
                w.write("let \(Self.declarable(requirement.eventName)): ")
                writeResponderType(requirement, sendable: false, &w)
                w.write(" = { ")
                writeOriginalCall(requirement, &w)
                w.write(" }")
                w.endLine()
            }
            let arguments = responders.map { "\($0.eventName): \(Self.declarable($0.eventName))" }
            w.line(
                "let proxy = \(proxy.proxyName).proxy(for: base, delegate: \\.\(name), \(arguments.joined(separator: ", ")))"
            )
            w.line("proxy.forwardee = original")
            for requirement in responders {
                w.line("proxy.\(requirement.eventName)Responder = \(Self.declarable(requirement.eventName))")
            }
            w.line("return ReactiveRuntime.DelegateEvents(proxy, after: proxy.events, before: proxy.beforeEvents)")
        }
    }

    /// `original.name(label: $0, …)`, with `try`/`await` as the requirement's effects need.
    private func writeOriginalCall(_ requirement: Requirement, _ w: inout CodeWriter) {
        guard case .function(let function) = requirement.kind else { return }
        w.write(Self.callPrefix(function.effects))
        w.write("original.")
        w.write(function.name)
        w.write("(")
        for (index, parameter) in function.parameters.enumerated() {
            if index > 0 { w.write(", ") }
            if let label = parameter.label {
                w.write(FunctionKit.argumentLabel(label))
                w.write(": ")
            }
            w.write("$\(index)")
        }
        w.write(")")
    }
}
