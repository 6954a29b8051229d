// FileEmitter+Imports: the imports of a generated file: those of every file that contributes to
// its proxies (conditions kept, sorted, deduplicated), the configured ones, and the runtime's.

extension FileEmitter {
    /// Writes the imports of the contributing `files` (see ``ImportDeclaration``), sorted by
    /// module and unique; those a file wraps in `#if` keep their conditions (an import written
    /// unconditionally anywhere needs none). The runtime is imported publicly where
    /// `runtimeIsPublic`.
    static func writeImports(
        of files: [Int], models: [FileModel], options: GeneratorOptions, runtimeIsPublic: Bool,
        _ w: inout CodeWriter
    ) {
        var imports = Set(options.extraImports.map(configuredImport))
        var conditionalImports = Set<ConditionalImport>()
        for index in files {
            for declaration in models[index].imports { imports.insert(declaration.withoutPublicAccess) }
            for conditional in models[index].conditionalImports {
                conditionalImports.insert(
                    ConditionalImport(conditional.declaration.withoutPublicAccess, conditions: conditional.conditions))
            }
            for module in options.importsByInput[models[index].path] ?? [] {
                imports.insert(ImportDeclaration(module: module))
            }
        }
        // The generator's own import of the runtime repeats none of the inputs'.
        imports = imports.filter { $0.sortKey != "ReactiveRuntime" }
        // Plain imports (`import X`, nearly all) are unique by their module already.
        if !imports.allSatisfy(\.isPlain) { imports = withoutNarrowerDuplicates(imports) }
        imports.insert(ImportDeclaration(access: runtimeIsPublic ? .public : nil, path: "ReactiveRuntime"))
        // Sort keys and text are worked out once per import, not once per comparison.
        let sorted = imports.map { (key: $0.sortKey, line: $0.description) }.sorted {
            ($0.key, $0.line) < ($1.key, $1.line)
        }
        for (_, line) in sorted { w.line(line) }
        writeConditionalImports(conditionalImports.filter { !imports.contains($0.declaration) }, &w)
    }

    /// An import the configuration asks for: a module's name, or a whole declaration.
    private static func configuredImport(_ text: String) -> ImportDeclaration {
        text.hasPrefix("import ") || text.containsASCII(" import ")
            ? ImportDeclaration(text) : ImportDeclaration(module: text)
    }

    /// Writes each import under its conditions, sorted by condition, module and text: two imports
    /// of one module under one condition (`import M`, `@_spi(S) import M`) are ordered by their
    /// text, not by the set's order, which changes from run to run.
    private static func writeConditionalImports(_ imports: Set<ConditionalImport>, _ w: inout CodeWriter) {
        let sorted = imports.map {
            (
                conditions: $0.conditions.description, key: $0.declaration.sortKey, line: $0.declaration.description,
                clauses: $0.conditions
            )
        }.sorted { ($0.conditions, $0.key, $0.line) < ($1.conditions, $1.key, $1.line) }
        for (_, _, line, clauses) in sorted {
            w.openConditions(clauses)
            w.line(line)
            w.closeConditions(clauses)
        }
    }

    /// The imports without those that repeat another's module and attributes at a narrower access
    /// level (`private import X` next to `import X`): one file imports a module at one level.
    static func withoutNarrowerDuplicates(_ imports: Set<ImportDeclaration>) -> Set<ImportDeclaration> {
        func rank(_ declaration: ImportDeclaration) -> Int { declaration.access?.isFilePrivate == true ? 0 : 1 }
        var best: [ImportDeclaration: (rank: Int, line: String, declaration: ImportDeclaration)] = [:]
        for declaration in imports {
            let candidate = (rank: rank(declaration), line: declaration.description, declaration: declaration)
            if let kept = best[declaration.identity], (kept.rank, kept.line) >= (candidate.rank, candidate.line) {
                continue
            }
            best[declaration.identity] = candidate
        }
        return Set(best.values.map { $0.declaration })
    }
}
