// ProxyEmitter+Defaults: the nested conformer that runs the protocol's default implementations
// where no forwardee answers.

extension ProxyEmitter {
    /// A conformer that implements nothing itself, so calling a requirement on it runs the
    /// protocol's default implementation. Requirements without a default go back to the proxy.
    func emitDefaultsConformer(_ w: inout CodeWriter) {
        w.line("/// Runs the protocol's default implementations while there is no forwardee. Requirements")
        w.line("/// without a default go back to the proxy, as they would on a conformer without them.")
        if let actor = proxy.globalActor { w.line(actor) }
        let sendable = proxy.isSendable && proxy.globalActor == nil ? ", Sendable" : ""
        let base = proxy.subclassesNSObject ? "NSObject, " : ""
        w.block("private final class \(defaultsTypeName): \(base)\(proxy.protocolName)\(sendable)") { w in
            if isGeneric {
                for associated in proxy.associatedTypes {
                    w.line("typealias \(associated.name) = \(forwardeeTypeName).\(associated.name)")
                }
            }
            w.line("let proxy: \(proxy.proxyName)\(isGeneric ? "<\(forwardeeTypeName)>" : "")")
            w.line()
            w.block("init(proxy: \(proxy.proxyName)\(isGeneric ? "<\(forwardeeTypeName)>" : ""))") { w in
                w.line("self.proxy = proxy")
                if proxy.subclassesNSObject { w.line("super.init()") }
            }
            emitDefaultsStandardParents(&w)
            forEach(proxy.requirements, &w) { requirement, w in
                guard !requirement.hasDefault && !requirement.isObjCOptional else { return }
                w.line()
                emitDefaultsStub(requirement, &w)
            }
        }
    }
}
