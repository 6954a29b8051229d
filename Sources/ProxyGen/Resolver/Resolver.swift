// Resolver: the stage between the parsed files and the emitter. It holds the inputs and their
// indices; each concern lives in its own extension (Resolver+Selection, +Proxy, +Lineage,
// +Requirements, +EnclosedNames, +Validation, +EventNames, +MemberRelease, +Defaults, +HostSlots).

/// Turns parsed files into ``ResolvedProxy`` values and diagnostics: selects protocols, walks
/// their inheritance, finds defaults, builds and names requirements, and refuses what cannot be
/// proxied. The per-protocol work happens in ``resolve(_:)``, whose scratch state is a local
/// ``RequirementContext``; the stored properties are the inputs and lookups shared by all
/// protocols.
struct Resolver {
    /// The parsed inputs, which the resolver owns. The members of a protocol of a file in
    /// ``releasableFiles`` that no protocol can inherit from are let go once its proxy is resolved
    /// (see ``resolve()``).
    private(set) var files: [FileModel]
    /// Files whose protocols' members are not needed after resolving (the caller keeps only
    /// their paths and imports); empty keeps every declaration.
    let releasableFiles: Set<Int>
    let selection: ProtocolSelection
    let eventNameOverrides: [String: String]
    /// The keys of ``eventNameOverrides`` that named a requirement of a proxy made.
    var usedEventNameOverrides: Set<String> = []
    var diagnostics: [Diagnostic] = []

    /// All protocols by simple and qualified name: where the first of each name is declared, and
    /// the others of a name several declare. The index holds no copy of a declaration.
    private var firstProtocolByName: [String: ProtocolLocation] = [:]
    private var moreProtocolsByName: [String: [ProtocolLocation]] = [:]

    /// Where a protocol is declared: its file and its position among the file's protocols.
    struct ProtocolLocation {
        var file: Int32
        var index: Int32
    }
    /// Extensions by extended type name (simple and qualified).
    private(set) var extensionsByName: [String: [ExtensionDecl]] = [:]
    /// File-scope type aliases by name: parents may be written through them.
    private(set) var typeAliases: [String: TypeSyntax] = [:]
    /// The types declared in types or extensions among the inputs (protocols included), by
    /// simple name: the qualified names of the types that declare one of that name
    /// (`Configurator` → `["Server"]`). See ``qualifyingEnclosedNames(_:enclosing:module:isLocal:)``.
    private(set) var enclosersByNestedName: [String: [String]] = [:]
    /// The `@available` attributes of the inputs' file-scope types that have them, by name (read
    /// only for the names a requirement uses: most are never asked for).
    private(set) var typeAvailability: [String: [Attribute]] = [:]
    /// The inputs' types declared `~Escapable` or `~Copyable`, by simple name: events leave out
    /// their values.
    private(set) var unstorableTypes = UnstorableTypes()
    /// The module interfaces' file-scope types named like ReactiveRuntime's, with their module,
    /// by file index (see Resolver+RuntimeNames).
    private(set) var runtimeNameScopes: [Int: RuntimeNameScope] = [:]
    /// ``defaultImplementations(of:)`` of each protocol asked so far.
    var defaultsByProtocol: [DefaultsKey: DefaultImplementations] = [:]

    /// What the default implementations of a protocol depend on: its name and qualified name.
    struct DefaultsKey: Hashable {
        var name: String
        var qualifiedName: String
    }

    init(
        files: [FileModel], selection: ProtocolSelection, eventNameOverrides: [String: String] = [:],
        releasableFiles: Set<Int> = [], modulesByPath: [String: String] = [:]
    ) {
        self.files = files
        self.releasableFiles = releasableFiles
        self.selection = selection
        self.eventNameOverrides = eventNameOverrides
        firstProtocolByName.reserveCapacity(files.reduce(0) { $0 + $1.protocols.count })
        for (fileIndex, file) in files.enumerated() {
            for (index, decl) in file.protocols.enumerated() {
                let location = ProtocolLocation(file: Int32(fileIndex), index: Int32(index))
                record(location, as: decl.name)
                if !decl.enclosingTypes.isEmpty {
                    record(location, as: decl.qualifiedName)
                    recordNestedType(decl.qualifiedName)
                }
            }
            for name in file.nestedTypes { recordNestedType(name) }
            unstorableTypes.formUnion(file.unstorableTypes)
            // Only an imported Objective-C declaration can be more available than the types it
            // names (Swift checks its own sources): module interfaces only.
            if !file.typeAvailability.isEmpty && selection.moduleInterfacePaths.contains(file.path) {
                typeAvailability.merge(file.typeAvailability) { first, _ in first }
            }
            if let module = modulesByPath[file.path], let scope = RuntimeNameScope(of: file, module: module) {
                runtimeNameScopes[fileIndex] = scope
            }
            for alias in file.typeAliases where alias.genericParameters.isEmpty {
                typeAliases[alias.name] = alias.type
            }
            for ext in file.extensions {
                extensionsByName[ext.extendedType, default: []].append(ext)
                if let last = ext.extendedType.split(separator: ".").last, String(last) != ext.extendedType {
                    extensionsByName[String(last), default: []].append(ext)
                }
            }
        }
    }

    func path(of fileIndex: Int) -> String { files[fileIndex].path }

    /// Records a type declared in another (`Server.Configurator`) in ``enclosersByNestedName``.
    private mutating func recordNestedType(_ qualifiedName: String) {
        guard let dot = qualifiedName.lastIndex(of: ".") else { return }
        let name = String(qualifiedName[qualifiedName.index(after: dot)...])
        enclosersByNestedName[name, default: []].append(String(qualifiedName[..<dot]))
    }

    private mutating func record(_ location: ProtocolLocation, as name: String) {
        if firstProtocolByName[name] == nil {
            firstProtocolByName[name] = location
        } else {
            moreProtocolsByName[name, default: []].append(location)
        }
    }

    /// Where the protocols of this simple or qualified name are declared, in input order.
    func locations(named name: String) -> [ProtocolLocation] {
        guard let first = firstProtocolByName[name] else { return [] }
        return [first] + (moreProtocolsByName[name] ?? [])
    }

    /// The protocols declared with this simple or qualified name, in input order; `nil` for none.
    func protocols(named name: String) -> [ProtocolDecl]? {
        let locations = locations(named: name)
        return locations.isEmpty ? nil : locations.map { files[Int($0.file)].protocols[Int($0.index)] }
    }

    /// The first protocol declared with this simple or qualified name.
    func firstProtocol(named name: String) -> ProtocolDecl? {
        firstProtocolByName[name].map { files[Int($0.file)].protocols[Int($0.index)] }
    }

    func declaresProtocol(named name: String) -> Bool { firstProtocolByName[name] != nil }

    mutating func error(_ kind: Diagnostic.Kind, _ message: String, file: Int, offset: Int) {
        diagnostics.append(Diagnostic(kind, .error, message, path: path(of: file), offset: offset))
    }

    // MARK: - Resolution

    /// Resolves the proxies of the selected protocols of `files` (sorted by path), their
    /// delegate slots where ``GeneratorOptions/generatesHostAccessors`` asks for them, and the
    /// observing subclasses of the selected classes. The resolver owns the files it is given: the
    /// members of the protocols of `releasableFiles` that no protocol inherits from are let go as
    /// their proxies are made (see ``resolve()``), and the rest when it returns.
    static func resolve(
        _ files: consuming [FileModel], options: GeneratorOptions, releasableFiles: Set<Int>
    ) -> Resolution {
        var resolver = Resolver(
            files: consume files, selection: options.selection, eventNameOverrides: options.eventNameOverrides,
            releasableFiles: releasableFiles, modulesByPath: options.importsByInput.compactMapValues(\.first))
        var proxies = resolver.resolve()
        if options.generatesHostAccessors { resolver.attachHostSlots(to: &proxies) }
        resolver.qualifyRuntimeNamedProtocols(&proxies)
        var subclasses = resolver.resolveSubclasses()
        if options.generatesCalls {
            for i in proxies.indices { proxies[i].publishesCalls = true }
            for i in subclasses.indices { subclasses[i].publishesCalls = true }
        }
        return Resolution(
            proxies: proxies, subclasses: subclasses, diagnostics: resolver.diagnostics,
            unusedEventNameOverrides: Set(options.eventNameOverrides.keys).subtracting(resolver.usedEventNameOverrides)
                .sorted())
    }

    /// Resolves every selected protocol; those that cannot be proxied produce diagnostics and no proxy.
    ///
    /// A protocol asked for (by name or marker) that cannot be proxied is an error. One merely swept
    /// up by `--all-protocols` is skipped: its diagnostics become warnings that say it was skipped
    /// (notes, for one selected only because it types a configured module's delegate slot).
    mutating func resolve() -> [ResolvedProxy] {
        let selected = selectedProtocols()
        let releasing = protocolsReleasingMembers()
        var proxies: [ResolvedProxy] = []
        proxies.reserveCapacity(selected.count)
        for (location, isRequested) in selected {
            let (file, index) = (Int(location.file), Int(location.index))
            let before = diagnostics.count
            // Nothing resolved later reads the members of a protocol no protocol inherits from
            // (extensions are kept apart): they are let go, which bounds the memory of large runs.
            let releasesMembers = !releasing.isEmpty && !releasing[file].isEmpty && releasing[file][index]
            if var proxy = resolve(files[file].protocols[index]) {
                proxy.summarizesDocumentation = selection.moduleInterfacePaths.contains(path(of: file))
                // The proxy keeps the protocol's attributes and conditions; its members are in its
                // requirements.
                proxy.decl.members = []
                // The file then holds the proxy's declaration: one copy of it, not two.
                if releasesMembers { files[file].protocols[index] = proxy.decl }
                proxies.append(consume proxy)
            } else if releasesMembers {
                files[file].protocols[index].members = []
            }
            if !isRequested {
                let name = files[file].protocols[index].qualifiedName
                // Swept up by `--all-protocols`, a warning; selected only because it types a
                // delegate slot of a configured module (the ready-made product reads whole SDK
                // frameworks), a note: nothing the app asked for is missing.
                let severity: Diagnostic.Severity = selection.includesAll ? .warning : .note
                for index in diagnostics.indices[before...] where diagnostics[index].severity == .error {
                    diagnostics[index].severity = severity
                    diagnostics[index].skippedProtocol = name
                }
            }
        }
        return proxies
    }
}
