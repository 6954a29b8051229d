// ProxyGenerator: the engine's one entry point — source files in, generated files and
// diagnostics out. Pure: no I/O.

/// Options for one generation run.
public struct GeneratorOptions: Equatable, Sendable {
    /// How generated code is split into files.
    public enum OutputLayout: Equatable, Sendable {
        /// One file holding every proxy.
        case singleFile
        /// One file per input file, holding the proxies of the protocols declared in it (empty
        /// when there are none). The build plugin uses this so that outputs are known up front.
        case filePerInput
    }

    public var selection: ProtocolSelection
    public var layout: OutputLayout
    /// Event names by requirement (`Protocol.name(_:label:)` or `name(_:label:)`).
    public var eventNameOverrides: [String: String]
    /// Imports added to every generated file, e.g. `FoundationXML` for module protocols.
    public var extraImports: [String]
    /// Imports added to a generated file when the input at this path contributes to it: a
    /// module's synthesized interface does not import the module it describes.
    public var importsByInput: [String: [String]]
    /// The highest access level of generated proxies; a proxy never exceeds its protocol's.
    /// `nil` keeps the protocol's.
    public var maximumAccessLevel: AccessLevel?
    /// Whether each delegate slot of the inputs' classes gets a reactive accessor
    /// (`object.reactive.delegate`) beside its protocol's proxy.
    public var generatesHostAccessors = true

    public init(
        selection: ProtocolSelection = ProtocolSelection(), layout: OutputLayout = .singleFile,
        eventNameOverrides: [String: String] = [:], extraImports: [String] = [],
        importsByInput: [String: [String]] = [:], maximumAccessLevel: AccessLevel? = nil
    ) {
        self.selection = selection
        self.layout = layout
        self.eventNameOverrides = eventNameOverrides
        self.extraImports = extraImports
        self.importsByInput = importsByInput
        self.maximumAccessLevel = maximumAccessLevel
    }
}
/// One generated Swift file.
public struct GeneratedFile: Equatable, Sendable {
    /// For ``GeneratorOptions/OutputLayout/filePerInput``, the input path it belongs to.
    public var inputPath: String?
    /// The generated source.
    public var contents: String
    /// Names of the proxies it declares.
    public var proxyNames: [String]
}

/// The result of a generation run.
public struct GenerationResult: Sendable {
    public var files: [GeneratedFile]
    /// Diagnostics sorted by path and position.
    public var diagnostics: [Diagnostic]
    /// What the parser saw, one model per input (in input order).
    public var models: [FileModel]
    /// The Swift names of the requirements of each generated proxy (`download(_:didReceive:)`),
    /// by protocol name: what event-name overrides can refer to.
    public var requirementNames: [String: [String]] = [:]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Generates delegate proxies from Swift source.
///
/// ```swift
/// let result = ProxyGenerator.generate([SourceFile(path: "Download.swift", text: source)])
/// print(result.files[0].contents)
/// ```
public enum ProxyGenerator {
    /// The generator's version, written into every generated header.
    public static let version = "0.1.0"

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
        for (index, inputIndex) in order.enumerated() {
            let (model, fileDiagnostics) = Parser.parse(
                inputs[inputIndex], fileIndex: index, readsMarkerNearMisses: options.selection.reportsMarkerNearMisses)
            models.append(model)
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
        diagnostics += resolver.diagnostics
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
        if models.contains(where: { $0.imports.contains(where: Self.hasExplicitAccess) }) {
            for index in proxies.indices { proxies[index].accessLevel = .internal }
        }
        if let maximum = options.maximumAccessLevel {
            for index in proxies.indices {
                proxies[index].accessLevel = min(proxies[index].accessLevel, maximum)
            }
        }
        diagnostics.sort { ($0.path, $0.offset, $0.message) < ($1.path, $1.offset, $1.message) }
        return PreparedGeneration(
            options: options, order: order, sortedModels: models, proxies: proxies, diagnostics: diagnostics)
    }

    static func render(
        _ proxies: ArraySlice<ResolvedProxy>, inputPaths: [String], models: [FileModel], options: GeneratorOptions,
        inputPath: String?
    ) -> GeneratedFile {
        let w = renderWriter(proxies, inputPaths: inputPaths, models: models, options: options)
        return GeneratedFile(inputPath: inputPath, contents: w.text, proxyNames: proxies.map(\.proxyName))
    }

    /// Renders the generated file of `proxies` into a writer (see
    /// ``render(_:inputPaths:models:options:inputPath:)``), whose text or bytes the caller takes.
    static func renderWriter(
        _ proxies: ArraySlice<ResolvedProxy>, inputPaths: [String], models: [FileModel], options: GeneratorOptions
    ) -> CodeWriter {
        // Files that contribute requirements: the protocols' own and their ancestors', sorted and
        // unique (a handful, nearly always one: kept in a list, not hashed).
        var contributingFiles: [Int] = []
        // Read in place: a proxy taken out of the list is a copy of all its parts.
        proxies.withUnsafeBufferPointer { proxies in
            for i in proxies.indices {
                insertSorted(proxies[i].fileIndex, into: &contributingFiles)
                for file in proxies[i].lineageFileIndices { insertSorted(file, into: &contributingFiles) }
                for slot in proxies[i].hostSlots { insertSorted(slot.fileIndex, into: &contributingFiles) }
            }
        }
        var w = CodeWriter()
        w.write("// Generated by proxygen ")
        w.write(version)
        writeHeaderSources(contributingFiles.isEmpty ? inputPaths : contributingFiles.map { models[$0].path }, &w)
        w.write(".")
        w.endLine()
        w.line("// Do not edit: change the protocol and generate again.")
        guard !proxies.isEmpty else { return w }
        w.line()
        // Imports of every contributing file, sorted and unique; those a file wraps in `#if` keep
        // their conditions (an import written unconditionally anywhere needs none).
        var imports = Set(
            options.extraImports.map { $0.hasPrefix("import ") || $0.containsASCII(" import ") ? $0 : "import \($0)" })
        var conditionalImports = Set<ConditionalImport>()
        for index in contributingFiles {
            imports.formUnion(models[index].imports.map(Self.withoutPublicAccess))
            conditionalImports.formUnion(
                models[index].conditionalImports.map {
                    ConditionalImport(text: Self.withoutPublicAccess($0.text), conditions: $0.conditions)
                })
            for module in options.importsByInput[models[index].path] ?? [] { imports.insert("import \(module)") }
        }
        // Public proxies name the runtime's types in their API (`Events` and its timing, even
        // without a requirement that publishes; the installation protocol they may conform to): a
        // module that imports internally by default needs the import to be public.
        let hasPublicProxy = proxies.withUnsafeBufferPointer { proxies in
            proxies.contains { $0.accessLevel > .internal }
        }
        imports = imports.filter { Self.importKey($0) != "ReactiveRuntime" }
        // Plain imports (`import X`, nearly all) are unique by their module already.
        if !imports.allSatisfy({ Self.plainImportModule($0) != nil }) {
            imports = Self.withoutNarrowerDuplicates(imports)
        }
        // The generator's own import of the runtime repeats none of these: every import of the
        // module was left out above.
        imports.insert(hasPublicProxy ? "public import ReactiveRuntime" : "import ReactiveRuntime")
        // Sort keys are worked out once per import, not once per comparison.
        let keyedImports = imports.map { (key: Self.importKey($0), line: $0) }
        for (_, line) in keyedImports.sorted(by: { ($0.key, $0.line) < ($1.key, $1.line) }) { w.line(line) }
        // Sorted by condition, module and text: two imports of one module under one condition
        // (`import M`, `@_spi(S) import M`) are ordered by their text, not by the set's order,
        // which changes from run to run.
        let remaining = conditionalImports.filter { !imports.contains($0.text) }
            .map { (conditions: $0.conditions.description, key: Self.importKey($0.text), conditional: $0) }
            .sorted {
                ($0.conditions, $0.key, $0.conditional.text) < ($1.conditions, $1.key, $1.conditional.text)
            }
        for (_, _, conditional) in remaining {
            w.openConditions(conditional.conditions)
            w.line(conditional.text)
            w.closeConditions(conditional.conditions)
        }
        w.line()
        w.line("// A compile error here means ReactiveRuntime is older than this generator: update the package.")
        w.line("private typealias ProxyGenRuntimeCheck = ReactiveRuntime.ProxyGenRuntimeVersion5")
        // One emitter at a time, let go of before the next is made (its lists' memory is reused).
        for proxy in proxies {
            let emitter = ProxyEmitter(proxy: proxy)
            let plan = emitter.plan
            w.line()
            w.openConditions(plan.proxy.decl.conditions)
            if plan.proxy.isObjC { w.directive("#if canImport(ObjectiveC)") }
            emitter.emit(into: &w)
            emitter.emitHostAccessors(into: &w)
            if plan.proxy.isObjC { w.directive("#endif") }
            w.closeConditions(plan.proxy.decl.conditions)
        }
        return w
    }

    /// Inserts `value` into the sorted list `list` unless it is there.
    private static func insertSorted(_ value: Int, into list: inout [Int]) {
        var index = list.count
        while index > 0 && list[index - 1] > value { index -= 1 }
        if index > 0 && list[index - 1] == value { return }
        list.insert(value, at: index)
    }

    /// Writes ` from a.swift, b.swift`: the files the proxies come from, the first three named.
    static func writeHeaderSources(_ paths: [String], _ w: inout CodeWriter) {
        guard !paths.isEmpty else { return }
        w.write(" from ")
        for index in paths.indices.prefix(3) {
            if index > 0 { w.write(", ") }
            w.write(paths[index])
        }
        let others = paths.count - 3
        guard others > 0 else { return }
        w.write(" and ")
        w.write(others)
        w.write(others == 1 ? " other file" : " other files")
    }

    static let importAccessWords: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]

    /// The module of `import Module` written plainly (one space, no attributes, kind or access
    /// level), the form nearly every import has: the helpers below answer it without splitting the
    /// line into words. `nil` for any other line.
    static func plainImportModule(_ line: String) -> Substring? {
        guard line.utf8.starts(with: "import ".utf8) else { return nil }
        let module = line.utf8.dropFirst(7)
        guard !module.isEmpty, !module.contains(UInt8(ascii: " ")) else { return nil }
        let name = Substring(module)
        switch name {
        case "public", "package", "internal", "fileprivate", "private": return nil
        default: return name
        }
    }

    /// Whether an import is written with an access level (`public import X`).
    static func hasExplicitAccess(_ line: String) -> Bool {
        guard plainImportModule(line) == nil else { return false }
        return line.split(separator: " ").contains { importAccessWords.contains($0) }
    }

    /// The import without a `public` or `package` level: a generated file uses it for internal
    /// proxies or as the input wrote it; a public import its declarations do not use would warn.
    static func withoutPublicAccess(_ line: String) -> String {
        if plainImportModule(line) != nil { return line }
        return line.split(separator: " ").filter { $0 != "public" && $0 != "package" }.joined(separator: " ")
    }

    /// The imports without those that repeat another's module and attributes at a narrower access
    /// level (`private import X` next to `import X`): one file imports a module at one level.
    static func withoutNarrowerDuplicates(_ imports: Set<String>) -> Set<String> {
        func rank(_ line: String) -> Int {
            if plainImportModule(line) != nil { return 1 }
            let words = line.split(separator: " ")
            if words.contains("private") || words.contains("fileprivate") { return 0 }
            return 1
        }
        func identity(_ line: String) -> String {
            if let module = plainImportModule(line) { return String(module) }
            return line.split(separator: " ").filter { !importAccessWords.contains($0) && $0 != "import" }.joined(separator: " ")
        }
        var best: [String: String] = [:]
        for line in imports {
            let key = identity(line)
            if let kept = best[key], (rank(kept), kept) >= (rank(line), line) { continue }
            best[key] = line
        }
        return Set(best.values)
    }

    /// Sorts `import X` lines by module name, attributes and kinds ignored.
    static func importKey(_ line: String) -> String {
        if let module = plainImportModule(line) { return String(module) }
        // The last word, found by its bytes (a module name cannot begin with a combining mark, so
        // a space byte before it is a space Character).
        let utf8 = line.utf8
        let space = UInt8(ascii: " ")
        var end = utf8.endIndex
        while end > utf8.startIndex && utf8[utf8.index(before: end)] == space { end = utf8.index(before: end) }
        guard end > utf8.startIndex else { return line }
        var start = end
        while start > utf8.startIndex && utf8[utf8.index(before: start)] != space { start = utf8.index(before: start) }
        return String(line[start..<end])
    }
}
