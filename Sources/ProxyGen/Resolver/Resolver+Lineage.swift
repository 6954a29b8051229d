// Resolver+Lineage: a protocol's ancestors among the inputs, its parents with aliases and
// compositions expanded, and what its declaration alone says (plain names, global actor).

extension Resolver {
    /// `Foundation.NSObjectProtocol` → `NSObjectProtocol`; compositions are not plain names.
    static func plainName(_ type: TypeSyntax) -> String {
        if case .named(let components) = type, let last = components.last, components.count <= 2 { return last.name }
        return type.description
    }

    /// A global actor attribute such as `@MainActor`: an attribute named `MainActor` or ending in
    /// `Actor` without arguments.
    static func globalActorAttribute(of info: DeclarationInfo) -> String? {
        info.attributes.first { $0.arguments == nil && ($0.name == "MainActor" || $0.name.hasSuffix("Actor")) }
            .map { "@\($0.name)" }
    }

    /// Appends the ancestors of `decl` found among the inputs to `ancestors`, each once, parents
    /// before children; reports parents that are missing, cyclic or cannot be proxied, and gathers
    /// the standard-library parents the proxy implements itself.
    mutating func collectAncestors(
        of decl: ProtocolDecl, into ancestors: inout [ProtocolDecl], visiting: inout Set<String>,
        standardParents: inout Set<String>
    ) {
        let parents = expandedParents(decl.inheritance)
        for parent in parents {
            // A parent written as one name (nearly every one) is its own plain name: nothing to spell.
            let name: String
            if case .named(let components) = parent, components.count == 1, components[0].genericArguments.isEmpty {
                name = components[0].name
            } else {
                name = parent.description
            }
            let plain = Self.plainName(parent)
            if StandardLibraryProtocols.markers.contains(name) || StandardLibraryProtocols.markers.contains(plain) {
                continue
            }
            if case .suppressed = parent { continue }
            guard let found = firstProtocol(named: name) ?? firstProtocol(named: plain) else {
                reportParentNotFound(parent, name: name, plain: plain, of: decl, standardParents: &standardParents)
                continue
            }
            // A parent Swift cannot see whole leaves its requirements unknown to the child's proxy
            // too (GameController's `GCDevicePhysicalInput`, whose parent's `elements` is hidden).
            if let reason = selection.unproxiable[found.name] {
                error(
                    .unsupportedRequirement,
                    "protocol '\(decl.name)' cannot be proxied: its parent '\(found.name)' cannot be: \(reason)",
                    file: decl.fileIndex, offset: decl.info.offset)
                continue
            }
            // The protocol being resolved is the first one visited.
            if visiting.isEmpty { visiting.insert(decl.qualifiedName) }
            if visiting.contains(found.qualifiedName) {
                if !ancestors.contains(where: { $0.qualifiedName == found.qualifiedName }) {
                    error(
                        .inheritanceCycle, "protocol '\(decl.name)' inherits from itself through '\(name)'",
                        file: decl.fileIndex,
                        offset: decl.info.offset)
                }
                continue
            }
            visiting.insert(found.qualifiedName)
            collectAncestors(of: found, into: &ancestors, visiting: &visiting, standardParents: &standardParents)
            ancestors.append(found)
        }
    }

    /// A parent of `decl` that no input declares: the actor protocols and the standard-library
    /// protocols a proxy implements itself pass (the latter gathered in `standardParents`); other
    /// standard-library protocols and a parent that is missing are reported.
    private mutating func reportParentNotFound(
        _ parent: TypeSyntax, name: String, plain: String, of decl: ProtocolDecl, standardParents: inout Set<String>
    ) {
        if ["Actor", "DistributedActor"].contains(name) { return }
        if StandardLibraryProtocols.synthesized.contains(plain) {
            standardParents.insert(plain)
            return
        }
        if let reason = StandardLibraryProtocols.unproxiable[plain] {
            error(
                .unsupportedRequirement,
                "protocol '\(decl.name)' inherits from the standard-library protocol '\(plain)': \(reason)",
                file: decl.fileIndex, offset: decl.info.offset)
            return
        }
        if StandardLibraryProtocols.isOtherStandardLibraryName(parent) {
            error(
                .unsupportedRequirement,
                "protocol '\(decl.name)' inherits from the standard-library protocol '\(plain)', whose requirements ProxyGen does not know: it reads the inputs and the modules given with '--module', not the standard library (of its protocols, a proxy implements Equatable, Hashable, Identifiable, CustomStringConvertible and CustomDebugStringConvertible itself, and takes Sendable as a marker)",
                file: decl.fileIndex, offset: decl.info.offset)
            return
        }
        error(
            .missingParent, missingParentMessage(decl.name, parent: name, plain: plain),
            file: decl.fileIndex, offset: decl.info.offset)
    }

    /// Why a parent was not found: a class (`protocol HasModel: Entity`, RealityKit's: its
    /// conformers are that class's subclasses, which a proxy is not), a name a module's interface
    /// does not print (`_SupportsAppDependencies`: an underscored protocol of the module), or a
    /// declaration missing from the inputs.
    func missingParentMessage(_ name: String, parent: String, plain: String) -> String {
        if files.contains(where: { $0.classes.contains { $0.name == plain || $0.qualifiedName == parent } }) {
            return
                "protocol '\(name)' requires its conformers to be subclasses of the class '\(parent)'; a proxy (an NSObject or a class of its own) is not one"
        }
        if plain.hasPrefix("_") {
            return
                "protocol '\(name)' inherits from '\(parent)', which its module's interface does not print (an underscored protocol); its requirements cannot be known"
        }
        return
            "protocol '\(name)' inherits from '\(parent)', whose declaration is not among the inputs; add the file that declares '\(parent)' (or, for a compiled module's protocol, its module in the configuration)"
    }

    /// Parents with compositions (`A & B`) split and aliases of parents (`typealias Parts = A & B`)
    /// replaced by what they name, so that each resolves like a direct parent.
    func expandedParents(_ inheritance: [TypeSyntax]) -> [TypeSyntax] {
        // Without aliases or compositions, the parents are as written.
        if typeAliases.isEmpty && !inheritance.contains(where: { if case .composition = $0 { true } else { false } }) {
            return inheritance
        }
        var parents: [TypeSyntax] = []
        var expanding: Set<String> = []
        func add(_ type: TypeSyntax) {
            if case .composition(let parts) = type {
                parts.forEach(add)
            } else if !typeAliases.isEmpty, case .named(let components) = type, components.count == 1,
                components[0].genericArguments.isEmpty, let aliased = typeAliases[components[0].name],
                !declaresProtocol(named: components[0].name), expanding.insert(components[0].name).inserted
            {
                add(aliased)
            } else {
                parents.append(type)
            }
        }
        inheritance.forEach(add)
        return parents
    }

    /// Whether the protocol's own declaration makes it class-bound (`AnyObject`, `class`,
    /// `NSObjectProtocol`, `@objc`).
    static func isDirectlyClassBound(_ decl: ProtocolDecl) -> Bool {
        if decl.info.hasAttribute("objc") { return true }
        return decl.inheritance.contains { type in
            let parts: [TypeSyntax]
            if case .composition(let p) = type { parts = p } else { parts = [type] }
            return parts.contains { ["AnyObject", "class", "NSObjectProtocol"].contains(plainName($0)) }
        }
    }

    /// A parameter type written through a file-scope typealias of a function type, without
    /// `@escaping`, as the function type it names: the closure is non-escaping, so the proxy
    /// forwards it and never carries it, as it does a function type written out. `nil` for any
    /// other type, and where `isHidden` says a nearer declaration (a generic parameter, an
    /// associated type) hides the alias's name.
    func expandedNonEscapingClosureAlias(_ type: TypeSyntax, isHidden: (String) -> Bool) -> TypeSyntax? {
        guard !typeAliases.isEmpty else { return nil }
        var attributes: [Attribute] = []
        var specifiers: [String] = []
        var base = type
        if case .attributed(let a, let s, let b) = type {
            attributes = a
            specifiers = s
            base = b
        }
        // Only a plain name can be an alias: most parameter types end the search here.
        guard case .named(let components) = base, components.count == 1, components[0].genericArguments.isEmpty,
            typeAliases[components[0].name] != nil, !isHidden(components[0].name)
        else { return nil }
        guard !attributes.contains(where: { $0.name == "escaping" }) else { return nil }
        var expanding: Set<String> = []
        var expanded = base
        while case .named(let components) = expanded, components.count == 1, components[0].genericArguments.isEmpty,
            !declaresProtocol(named: components[0].name), let aliased = typeAliases[components[0].name],
            expanding.insert(components[0].name).inserted
        {
            expanded = aliased
        }
        guard !expanding.isEmpty, expanded.isFunction else { return nil }
        return attributes.isEmpty && specifiers.isEmpty
            ? expanded : .attributed(attributes: attributes, specifiers: specifiers, base: expanded)
    }
}
