// MemoryRelease: when a run lets go of what it read, in one place.
//
// The rule: each input's bytes are let go once it is parsed (ProxyGenerator.parse); with
// ``GeneratorOptions/releasesDeclarations``, the declarations of every input but a module's
// interface are let go as their proxies are resolved — the pipeline keeps only each input's path
// and imports, and the resolver drops a protocol's members once its proxy holds them, unless
// another protocol may inherit from it; what is left at the end goes back with the process (the
// command line exits with the outputs written, without freeing its models one by one).

/// Which inputs' declarations a run lets go of, and what the pipeline keeps of them (see the rule
/// above).
enum MemoryRelease {
    /// The files whose declarations are let go once resolved: none unless
    /// ``GeneratorOptions/releasesDeclarations``, and never a module's interface.
    static func releasableFiles(_ models: [FileModel], options: GeneratorOptions) -> Set<Int> {
        guard options.releasesDeclarations else { return [] }
        return Set(models.indices.filter { !options.selection.moduleInterfacePaths.contains(models[$0].path) })
    }

    /// `model` as rendering reads it: its path and imports, without declarations (theirs live on
    /// in the proxies).
    static func withoutDeclarations(_ model: FileModel) -> FileModel {
        var model = model
        model.protocols = []
        model.extensions = []
        model.typeAliases = []
        model.classes = []
        return model
    }
}

extension Resolver {
    /// For each file, whether each of its protocols' members are let go once its proxy is
    /// resolved: those of ``releasableFiles`` whose simple name no protocol can inherit from (see
    /// ``namesWrittenAsParents()``); empty for a file that keeps them all, and for every file
    /// where ``releasableFiles`` is empty.
    func protocolsReleasingMembers() -> [[Bool]] {
        guard !releasableFiles.isEmpty else { return [] }
        var releasing = files.indices.map {
            releasableFiles.contains($0) ? [Bool](repeating: true, count: files[$0].protocols.count) : []
        }
        for name in namesWrittenAsParents() {
            for location in locations(named: name) {
                let (file, index) = (Int(location.file), Int(location.index))
                // (A nested protocol is found by its qualified name too: only its simple name counts.)
                if !releasing[file].isEmpty && files[file].protocols[index].name == name {
                    releasing[file][index] = false
                }
            }
        }
        return releasing
    }

    /// Every name written in a protocol's parents or in a file-scope type alias (through which a
    /// parent may be written), each component of a qualified name included, and in a composition
    /// that types a class's optional property (a delegate slot's composition gets a proxy that
    /// reads its members' requirements as a child's would, after the others: see
    /// `addCompositionProxies`): a protocol whose simple name is not among them is nobody's parent.
    func namesWrittenAsParents() -> Set<String> {
        var names: Set<String> = []
        for file in files {
            for proto in file.protocols {
                for parent in proto.inheritance { Self.addNames(of: parent, to: &names) }
            }
            for alias in file.typeAliases { if let type = alias.type { Self.addNames(of: type, to: &names) } }
            for declaration in file.classes {
                for property in declaration.optionalProperties where Self.slotCompositionMembers(property.type) != nil {
                    Self.addNames(of: property.type, to: &names)
                }
            }
            for extensionDecl in file.extensions {
                for case .property(let property) in extensionDecl.members
                where Self.slotCompositionMembers(property.type) != nil {
                    Self.addNames(of: property.type, to: &names)
                }
            }
        }
        return names
    }

    /// Inserts every name written in `type`, each component of a qualified name included.
    static func addNames(of type: TypeSyntax, to names: inout Set<String>) {
        switch type {
        case .named(let components):
            for component in components {
                names.insert(component.name)
                for argument in component.genericArguments { addNames(of: argument, to: &names) }
            }
        case .optional(let t), .implicitlyUnwrapped(let t), .array(let t), .some(let t), .any(let t),
            .packExpansion(let t), .packElement(let t), .suppressed(let t), .metatype(let t, _),
            .attributed(_, _, let t):
            addNames(of: t, to: &names)
        case .dictionary(let key, let value):
            addNames(of: key, to: &names)
            addNames(of: value, to: &names)
        case .tuple(let elements):
            for element in elements { addNames(of: element.type, to: &names) }
        case .function(let function):
            for parameter in function.parameters { addNames(of: parameter.type, to: &names) }
            addNames(of: function.result, to: &names)
        case .composition(let parts):
            for part in parts { addNames(of: part, to: &names) }
        }
    }
}
