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
    public static func prepare(_ inputs: [SourceFile], options: GeneratorOptions = GeneratorOptions())
        -> PreparedGeneration
    {
        var inputs = inputs
        return prepare(&inputs, options: options, releasingBytesOf: { _ in false })
    }

    /// ``prepare(_:options:)`` that lets go of the bytes of every input `releasable` accepts once
    /// it is parsed and gave no diagnostic (leaving its bytes empty), and of its declarations once
    /// the proxies are resolved (its model in ``PreparedGeneration/models`` keeps its path and
    /// imports), so that a run does not hold every input twice while it resolves and renders. A
    /// caller that can read such an input again does so for the line and column of a later
    /// diagnostic in it.
    public static func prepare(
        _ inputs: inout [SourceFile], options: GeneratorOptions = GeneratorOptions(),
        releasingBytesOf releasable: (SourceFile) -> Bool
    ) -> PreparedGeneration {
        let order = inputs.indices.sorted { inputs[$0].path < inputs[$1].path }
        var diagnostics: [Diagnostic] = []
        var models: [FileModel] = []
        models.reserveCapacity(inputs.count)
        var released: [Int] = []
        let observedClassNames = Set(options.selection.classNames)
        for (index, inputIndex) in order.enumerated() {
            let (model, parsed) = Parser.parse(
                inputs[inputIndex], fileIndex: index, readsMarkerNearMisses: options.selection.reportsMarkerNearMisses,
                observedClassNames: observedClassNames)
            models.append(model)
            var fileDiagnostics = parsed
            if options.selection.moduleInterfacePaths.contains(model.path) {
                for index in fileDiagnostics.indices where fileDiagnostics[index].severity == .error {
                    fileDiagnostics[index].severity = .warning
                    fileDiagnostics[index].message += "; a module's interface: the protocol it is in is skipped"
                }
            }
            if releasable(inputs[inputIndex]) {
                released.append(index)
                if fileDiagnostics.isEmpty { inputs[inputIndex].bytes = [] }
            }
            diagnostics += fileDiagnostics
        }
        // The resolver holds the only copy of the models while it resolves, so that the members
        // it lets go of are freed.
        var resolver = Resolver(
            files: models, selection: options.selection, eventNameOverrides: options.eventNameOverrides,
            releasableFiles: Set(released))
        models = []
        var proxies = resolver.resolve()
        if options.generatesHostAccessors { resolver.attachHostSlots(to: &proxies) }
        var subclasses = resolver.resolveSubclasses()
        diagnostics += resolver.diagnostics
        // Each input's near misses of the marker, repeated in its generated file (by sorted position).
        var markerWarnings = [[String]](repeating: [], count: resolver.files.count)
        for (file, text) in resolver.markerWarnings { markerWarnings[file].append(text) }
        models = resolver.files
        resolver = Resolver(files: [], selection: options.selection, eventNameOverrides: [:])
        // Rendering needs a file's path and imports; its declarations live on in the proxies.
        for index in released {
            models[index].protocols = []
            models[index].extensions = []
            models[index].typeAliases = []
            models[index].classes = []
        }
        // Files that write access levels on imports (`public import X`, as modules with
        // InternalImportsByDefault must) do not say which imports a proxy's public API would need:
        // proxies stay internal there, and need no public import.
        if models.contains(where: { $0.imports.contains { $0.access != nil } }) {
            for index in proxies.indices { proxies[index].accessLevel = .internal }
            for index in subclasses.indices { subclasses[index].bound(by: .internal) }
        }
        if let maximum = options.maximumAccessLevel {
            for index in proxies.indices {
                proxies[index].accessLevel = min(proxies[index].accessLevel, maximum)
            }
            for index in subclasses.indices { subclasses[index].bound(by: maximum) }
        }
        diagnostics.sort { ($0.path, $0.offset, $0.message) < ($1.path, $1.offset, $1.message) }
        return PreparedGeneration(
            options: options, order: order, sortedModels: models, proxies: proxies, subclasses: subclasses,
            diagnostics: diagnostics, markerWarnings: markerWarnings)
    }
}
