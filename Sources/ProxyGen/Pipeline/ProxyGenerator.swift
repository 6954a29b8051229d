// ProxyGenerator: the engine's one entry point — source files in, generated files and
// diagnostics out. Pure: no I/O.

/// Generates delegate proxies from Swift source.
///
/// ```swift
/// let result = ProxyGenerator.generate([SourceFile(path: "Download.swift", text: source)])
/// print(result.files[0].contents)
/// ```
public enum ProxyGenerator {
    /// The generator's version, written into every generated header.
    public static let version = FileEmitter.version

    /// Parses every input, resolves the selected protocols and emits their proxies.
    ///
    /// Output does not depend on the order of `inputs`: files are processed sorted by path.
    public static func generate(_ inputs: [SourceFile], options: GeneratorOptions = GeneratorOptions())
        -> GenerationResult
    {
        let prepared = prepare(inputs, options: options)
        var result = GenerationResult(
            files: [], diagnostics: prepared.diagnostics, models: prepared.models,
            requirementNames: prepared.requirementNames)
        result.files = (0..<prepared.fileCount).map(prepared.renderFile(at:))
        return result
    }

    /// Parses every input and resolves the selected protocols, without emitting anything: each
    /// output file is rendered on demand by ``PreparedGeneration/renderFile(at:)``, so a caller
    /// can write one file and let it go before rendering the next.
    ///
    /// The run owns its inputs: it lets go of each input's bytes once it is parsed (a caller that
    /// passes its only copy frees them then), and every diagnostic carries its line and column.
    /// With ``GeneratorOptions/releasesDeclarations``, the declarations are let go once resolved.
    public static func prepare(_ inputs: consuming [SourceFile], options: GeneratorOptions = GeneratorOptions())
        -> PreparedGeneration
    {
        let order = inputs.indices.sorted { inputs[$0].path < inputs[$1].path }
        let (parsedModels, parseDiagnostics, lineTables) = parse(&inputs, order: order, options: options)
        // Rendering reads each input's path and imports; released files keep only those here, and
        // the resolver holds the only copy of their declarations, which it frees as it goes.
        let releasable = MemoryRelease.releasableFiles(parsedModels, options: options)
        var models = parsedModels
        for index in releasable { models[index] = MemoryRelease.withoutDeclarations(models[index]) }
        var resolution = Resolver.resolve(consume parsedModels, options: options, releasableFiles: releasable)
        var diagnostics = parseDiagnostics + resolution.diagnostics
        locate(&diagnostics, in: models, lineTables: lineTables)
        diagnostics.sort { ($0.path, $0.offset, $0.message) < ($1.path, $1.offset, $1.message) }
        boundAccess(
            of: &resolution.proxies, and: &resolution.subclasses, models: models, maximum: options.maximumAccessLevel)
        return PreparedGeneration(
            options: options, order: order, sortedModels: models, proxies: resolution.proxies,
            subclasses: resolution.subclasses, diagnostics: diagnostics,
            unusedEventNameOverrides: resolution.unusedEventNameOverrides)
    }

    /// Parses the inputs in sorted `order`, letting go of each one's bytes once it is parsed:
    /// their models and diagnostics, and the line starts of those a diagnostic can be about (for
    /// the line and column of diagnostics found later), in sorted order.
    private static func parse(_ inputs: inout [SourceFile], order: [Int], options: GeneratorOptions)
        -> (models: [FileModel], diagnostics: [Diagnostic], lineTables: [LineTable?])
    {
        var parsed: (models: [FileModel], diagnostics: [Diagnostic], lineTables: [LineTable?]) = ([], [], [])
        parsed.models.reserveCapacity(inputs.count)
        parsed.lineTables.reserveCapacity(inputs.count)
        let observedClassNames = Set(options.selection.classNames)
        // The bytes of the inputs that may declare an observed class's superclass, by sorted position.
        var kept: [Int: [UInt8]] = [:]
        for (index, inputIndex) in order.enumerated() {
            let path = inputs[inputIndex].path
            let renames = options.typeRenamesByInput[path] ?? [:]
            let isPrinted =
                options.selection.moduleInterfacePaths.contains(path)
                || options.selection.supportingPaths.contains(path)
            let (model, fileDiagnostics) = Parser.parse(
                inputs[inputIndex], fileIndex: index, readsMarkerNearMisses: options.selection.reportsMarkerNearMisses,
                observedClassNames: observedClassNames, typeRenames: renames, readsPrintedInterface: isPrinted)
            // Diagnostics land in a file the parser complained about, or (the resolver's) at a
            // protocol or a class and their members: only such files need their lines.
            let hasLines = !fileDiagnostics.isEmpty || !model.protocols.isEmpty || !model.classes.isEmpty
            parsed.lineTables.append(hasLines ? LineTable(inputs[inputIndex].bytes) : nil)
            if keepsBytesForAncestors(of: model, observedClassNames: observedClassNames) {
                kept[index] = inputs[inputIndex].bytes
            }
            inputs[inputIndex].bytes = []
            if options.selection.supportingPaths.contains(model.path) {
                // Read for what the others need: none of its protocols is generated.
            } else if options.selection.moduleInterfacePaths.contains(model.path) {
                // A module's interface is read for what it can give: its errors only skip a protocol.
                parsed.diagnostics += fileDiagnostics.map { diagnostic in
                    guard diagnostic.severity == .error else { return diagnostic }
                    var warning = diagnostic
                    warning.severity = .warning
                    warning.isInModuleInterface = true
                    return warning
                }
            } else {
                parsed.diagnostics += fileDiagnostics
            }
            parsed.models.append(model)
        }
        if !kept.isEmpty && parsed.models.contains(where: { $0.classes.contains(where: \.isObserved) }) {
            readObservedAncestors(
                &parsed.models, kept: kept, observedClassNames: observedClassNames, options: options)
        }
        return parsed
    }

    /// Gives each diagnostic with a position the line and column of its offset in its input (the
    /// first input of that path, in sorted order).
    private static func locate(_ diagnostics: inout [Diagnostic], in models: [FileModel], lineTables: [LineTable?]) {
        guard diagnostics.contains(where: { $0.offset >= 0 }) else { return }
        var positionByPath: [String: Int] = [:]
        for (position, model) in models.enumerated() where positionByPath[model.path] == nil {
            positionByPath[model.path] = position
        }
        for index in diagnostics.indices where diagnostics[index].offset >= 0 {
            guard let position = positionByPath[diagnostics[index].path] else { continue }
            assert(lineTables[position] != nil, "a diagnostic in a file without its lines")
            diagnostics[index].location = lineTables[position]?.location(of: diagnostics[index].offset)
        }
    }

    /// Lowers the access of proxies and subclasses to what their files allow and to `maximum`.
    private static func boundAccess(
        of proxies: inout [ResolvedProxy], and subclasses: inout [ResolvedSubclass], models: [FileModel],
        maximum: AccessLevel?
    ) {
        // Files that write access levels on imports (`public import X`, as modules with
        // InternalImportsByDefault must) do not say which imports a proxy's public API would need:
        // proxies stay internal there, and need no public import.
        if models.contains(where: { $0.imports.contains { $0.access != nil } }) {
            for index in proxies.indices { proxies[index].accessLevel = .internal }
            for index in subclasses.indices { subclasses[index].bound(by: .internal) }
        }
        if let maximum {
            for index in proxies.indices {
                proxies[index].accessLevel = min(proxies[index].accessLevel, maximum)
            }
            for index in subclasses.indices { subclasses[index].bound(by: maximum) }
        }
    }
}
