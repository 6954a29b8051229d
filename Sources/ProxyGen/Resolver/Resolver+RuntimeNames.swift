// Resolver+RuntimeNames: a module's types named like ReactiveRuntime's public types (RealityFoundation's
// protocol `Event`), which are ambiguous in a generated file that imports both: written qualified
// by their module (`RealityFoundation.Event`) in the proxy's conformance and forwardee and in the
// requirements' types.

/// The file-scope types of one module's interface that ReactiveRuntime's public types would make
/// ambiguous, and the module that qualifies them.
struct RuntimeNameScope: Equatable, Sendable {
    var module: String
    var names: Set<String>

    /// The scope of `file`, the interface of `module`; `nil` where it declares no such type.
    init?(of file: FileModel, module: String) {
        var names = Set(file.typesNamedLikeRuntime)
        for decl in file.protocols where decl.enclosingTypes.isEmpty && RuntimeTypeNames.contains(decl.name) {
            names.insert(decl.name)
        }
        for alias in file.typeAliases where RuntimeTypeNames.contains(alias.name) { names.insert(alias.name) }
        guard !names.isEmpty else { return nil }
        self.module = module
        self.names = names
    }

    /// `components` qualified by the module where the first names one of ``names`` that
    /// `isLocal` does not hide; `nil` otherwise.
    func qualifying(_ components: [TypeSyntax.Component], isLocal: (String) -> Bool) -> [TypeSyntax.Component]? {
        guard let first = components.first, names.contains(first.name),
            !isLocal(first.name)
        else { return nil }
        return [TypeSyntax.Component(name: module)] + components
    }
}

extension Resolver {
    /// Qualifies by its module the name of each proxied protocol named like one of
    /// ReactiveRuntime's types, and the requirements' owners that name it.
    func qualifyRuntimeNamedProtocols(_ proxies: inout [ResolvedProxy]) {
        guard !runtimeNameScopes.isEmpty else { return }
        for index in proxies.indices {
            guard let scope = runtimeNameScopes[proxies[index].decl.fileIndex], !proxies[index].isComposition,
                let head = proxies[index].protocolName.split(separator: ".").first, scope.names.contains(String(head))
            else { continue }
            let name = proxies[index].protocolName
            let qualified = scope.module + "." + name
            proxies[index].protocolName = qualified
            Self.renameOwner(name, to: qualified, in: &proxies[index].requirements)
        }
    }

    /// Renames the ``Requirement/qualifiedOwner`` `name` of the requirements of `nodes`.
    private static func renameOwner(_ name: String, to qualified: String, in nodes: inout [RequirementNode]) {
        for index in nodes.indices {
            switch nodes[index] {
            case .requirement(var requirement):
                guard requirement.qualifiedOwner == name else { continue }
                requirement.qualifiedOwner = qualified
                nodes[index] = .requirement(requirement)
            case .ifConfig(var clauses):
                for clause in clauses.indices { renameOwner(name, to: qualified, in: &clauses[clause].nodes) }
                nodes[index] = .ifConfig(clauses)
            }
        }
    }
}
