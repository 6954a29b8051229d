// ProxyEmitter+StandardParents: what a proxy implements itself for standard-library parents of
// its protocol — equality and hashing by identity, descriptions that name the forwardee.

extension ProxyEmitter {
    func emitStandardParents(_ w: inout CodeWriter) {
        // Most protocols have none.
        guard !proxy.standardParents.isEmpty else { return }
        let parents = Set(proxy.standardParents)
        // A global-actor proxy's conformances to these parents must not require isolation.
        let nonisolated = proxy.globalActor != nil ? "nonisolated " : ""
        let type = proxy.proxyName + (isGeneric ? "<\(forwardeeTypeName)>" : "")
        // NSObject already implements equality and hashing by identity.
        if !proxy.subclassesNSObject {
            emitIdentityMembers(of: type, access: access + nonisolated, parents, documented: true, &w)
        }
        for (parent, member) in [
            ("CustomStringConvertible", "description"), ("CustomDebugStringConvertible", "debugDescription"),
        ]
        where parents.contains(parent) && !proxy.subclassesNSObject {
            w.line()
            if proxy.globalActor != nil || usesLockedStorage {
                // The forwardee is isolated or behind a lock: name the proxy only.
                w.line("/// The proxy's type name.")
                w.block("\(access)\(nonisolated)var \(member): Swift.String") { w in
                    w.line("\"\(proxy.proxyName)\"")
                }
            } else {
                w.line("/// The forwardee's `\(member)` inside the proxy's type name.")
                w.block("\(access)var \(member): Swift.String") { w in
                    w.line("\"\(proxy.proxyName)(\\(forwardee.map { $0.\(member) } ?? \"nil\"))\"")
                }
            }
        }
    }

    /// The standard-library parents' members of the defaults conformer, which conforms to the
    /// protocol and so to its parents: identity for equality and hashing, the proxy's
    /// descriptions.
    func emitDefaultsStandardParents(_ w: inout CodeWriter) {
        guard !proxy.standardParents.isEmpty, !proxy.subclassesNSObject else { return }
        let parents = Set(proxy.standardParents)
        let nonisolated = proxy.globalActor != nil ? "nonisolated " : ""
        emitIdentityMembers(of: defaultsTypeName, access: nonisolated, parents, documented: false, &w)
        for (parent, member) in [
            ("CustomStringConvertible", "description"), ("CustomDebugStringConvertible", "debugDescription"),
        ]
        where parents.contains(parent) {
            w.line()
            w.line("\(nonisolated)var \(member): Swift.String { proxy.\(member) }")
        }
    }

    /// `==` and `hash(into:)` by identity, as `Equatable` and `Hashable` among `parents` ask; the
    /// proxy's documented, the private defaults conformer's not.
    private func emitIdentityMembers(
        of type: String, access: String, _ parents: Set<String>, documented: Bool, _ w: inout CodeWriter
    ) {
        if parents.contains("Equatable") || parents.contains("Hashable") {
            w.line()
            if documented { w.line("/// Two proxies are equal when they are the same proxy.") }
            w.block("\(access)static func == (lhs: \(type), rhs: \(type)) -> Swift.Bool") { w in
                w.line("lhs === rhs")
            }
        }
        if parents.contains("Hashable") {
            w.line()
            if documented { w.line("/// Hashes the proxy's identity, consistent with `==`.") }
            w.block("\(access)func hash(into hasher: inout Swift.Hasher)") { w in
                w.line("hasher.combine(Swift.ObjectIdentifier(self))")
            }
        }
    }
}
