// Resolver+Isolation: a protocol isolated to a global actor whose lineage holds a protocol that
// is not, with requirements of its own (UIKit's `UIDropSession`, `@MainActor`, refines
// Foundation's `ProgressReporting`).

extension Resolver {
    /// Reports a protocol of `lineage` that has requirements and is isolated to no global actor,
    /// neither by its own attribute nor through a parent, while the proxy is isolated to
    /// `globalActor`: the proxy would satisfy its requirements with isolated methods, a
    /// conformance that crosses into actor-isolated code, and a nonisolated method could not call
    /// the isolated forwardee.
    mutating func checkParentsIsolation(of decl: ProtocolDecl, lineage: [ProtocolDecl], _ globalActor: String) {
        // Parents come before their children in the lineage.
        var isolated: Set<String> = []
        for proto in lineage {
            let parents = expandedParents(proto.inheritance).map(Self.plainName)
            if Self.globalActorAttribute(of: proto.info) != nil || parents.contains(where: isolated.contains) {
                isolated.insert(proto.name)
                continue
            }
            guard proto.qualifiedName != decl.qualifiedName, !proto.members.isEmpty else { continue }
            error(
                .unsupportedRequirement,
                "protocol '\(decl.name)' is isolated to \(globalActor) and inherits from '\(proto.name)', which is not: a proxy isolated to \(globalActor) cannot satisfy its requirements without crossing into actor-isolated code, and a nonisolated one could not call the forwardee",
                file: decl.fileIndex, offset: decl.info.offset)
            return
        }
    }
}
