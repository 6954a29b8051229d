// ProxyEmitter+Installation: proxy(for:delegate:) and uninstall(from:delegate:), installing the
// proxy on a host's delegate slot.

extension ProxyEmitter {
    /// `proxy(for:delegate:)` and `uninstall(from:delegate:)`, over ``ProxyRegistry``.
    func emitInstallation(_ w: inout CodeWriter) {
        writeProxyFunctionHeader(&w)
        w.indent()
        writeRegistryProxyCall(&w)
        w.closeBlock()
        w.line()
        writeUninstall(&w)
    }

    /// Writes the type of the delegate slot: `Swift.ReferenceWritableKeyPath<Host, (any P)?>`.
    private func writeSlotType(_ w: inout CodeWriter) {
        w.write("Swift.ReferenceWritableKeyPath<")
        w.write(hostTypeName)
        w.write(", ")
        w.write(optionalForwardeeType)
        w.write(">")
    }

    /// The doc comment and signature of `proxy(for:delegate:)`, up to its opening `{`.
    private func writeProxyFunctionHeader(_ w: inout CodeWriter) {
        let responders = initResponders
        w.line("/// The proxy installed as `host`'s delegate at `keyPath`, installed on first use: the current")
        w.line("/// delegate becomes its forwardee and the proxy takes its place. Later calls return the same")
        w.line("/// proxy. It stays alive as long as `host` (see `ProxyRegistry` for exactly when it is released).")
        w.line("///")
        w.line("/// - Parameters:")
        w.line("///   - host: The object whose delegate to observe.")
        w.line("///   - keyPath: The delegate property, e.g. `\\.delegate`.")
        w.line("///   - retainingOriginal: Whether to keep the original delegate alive while the proxy is installed.")
        writeResponderParameterDocs(responders, note: " (used on first install)", &w)
        w.beginLine()
        w.write(proxy.accessLevel.emitIntoClientAttribute)
        w.write(access)
        w.write("static func proxy<")
        w.write(hostTypeName)
        w.write(": AnyObject>(")
        w.endLine()
        w.indent()
        w.beginLine()
        w.write("for host: ")
        w.write(hostTypeName)
        w.write(",")
        w.endLine()
        w.beginLine()
        w.write("delegate keyPath: ")
        writeSlotType(&w)
        w.write(",")
        w.endLine()
        w.line(responders.isEmpty ? "retainingOriginal: Swift.Bool = false" : "retainingOriginal: Swift.Bool = false,")
        for (i, requirement) in responders.enumerated() {
            w.beginLine()
            writeInitResponderParameter(requirement, &w)
            if i < responders.count - 1 { w.write(",") }
            w.endLine()
        }
        w.dedent()
        w.beginLine()
        w.write(") -> ")
        w.write(proxy.proxyName)
        w.write(" {")
        w.endLine()
    }

    /// The body of `proxy(for:delegate:)`: the registry's `proxy(…)` call, given how to make the
    /// proxy, reach its forwardee, route parents' requirements and keep the host's answers.
    private func writeRegistryProxyCall(_ w: inout CodeWriter) {
        w.line("ReactiveRuntime.ProxyRegistry.shared.proxy(")
        w.indent()
        w.line("for: host, delegate: keyPath, retainingOriginal: retainingOriginal,")
        w.beginLine()
        w.write("make: { original in ")
        w.write(proxy.proxyName)
        w.write("(forwardingTo: original")
        for requirement in initResponders {
            w.write(", ")
            w.write(requirement.eventName)
            w.write(": ")
            w.write(Self.declarable(requirement.eventName))
        }
        w.write(") },")
        w.endLine()
        w.line("asDelegate: { $0 },")
        w.line("setForwardee: { proxy, forwardee in proxy.forwardee = forwardee },")
        let owners = routeOwners
        w.line(
            owners.isEmpty && !answersOptionalRequirements
                ? "forwardee: { $0.forwardee }" : "forwardee: { $0.forwardee },")
        if !owners.isEmpty {
            // The proxies standing behind this one on a shared slot receive their protocols' requirements.
            w.line("routes: { proxy, behind in")
            for owner in owners {
                w.line("    proxy.\(routeName(owner)) = behind.lazy.compactMap { $0 as? any \(owner) }.first")
            }
            w.line(answersOptionalRequirements ? "}," : "}")
        }
        if answersOptionalRequirements {
            // The host caches the answers of the proxy in its slot; the registry keeps them in step.
            w.line(
                "answers: { proxy in ReactiveRuntime.ProxyRegistry.SlotAnswers(proxy.delegateAnswers) { proxy.currentAnswers } }"
            )
        }
        w.dedent()
        w.line(")")
    }

    /// `uninstall(from:delegate:)`, with its doc comment.
    private func writeUninstall(_ w: inout CodeWriter) {
        w.line("/// Removes the proxy installed on `host` at `keyPath`. The original delegate is put back only if")
        w.line("/// the slot still holds the proxy; returns whether it did.")
        w.line("@discardableResult")
        w.beginLine()
        w.write(proxy.accessLevel.emitIntoClientAttribute)
        w.write(access)
        w.write("static func uninstall<")
        w.write(hostTypeName)
        w.write(": AnyObject>(from host: ")
        w.write(hostTypeName)
        w.write(", delegate keyPath: ")
        writeSlotType(&w)
        w.write(") -> Swift.Bool")
        w.openBlock()
        w.beginLine()
        w.write("ReactiveRuntime.ProxyRegistry.shared.uninstall(from: host, delegate: keyPath, forwardee: { (proxy: ")
        w.write(proxy.proxyName)
        w.write(") in proxy.forwardee })")
        w.endLine()
        w.closeBlock()
    }
}
