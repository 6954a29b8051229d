// ProxyGenCommand: one run of the proxygen command, from its arguments to its exit code — read
// the inputs and modules, generate, report diagnostics, write or check the outputs, or list them.

import ProxyGen

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The `proxygen` command as a function, so that the executable is a thin shell and tests run it
/// in-process.
public enum ProxyGenCommand {
    /// Runs the command with `arguments` (without the program name) on `console`'s streams.
    /// Relative paths are relative to the process's current directory. Once a run that generated
    /// has written its outputs, it returns what `finish` makes of its exit code, called while the
    /// run's models and proxies are still alive: the executable exits there (see `main.swift`).
    public static func run(
        _ arguments: [String], console: Console = .standard, finish: (ExitCode) -> ExitCode = { $0 }
    ) -> ExitCode {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(arguments)
        } catch {
            console.writeError("error: \(error)")
            return .usage
        }
        if options.showHelp { return printOutput(CommandLineOptions.help + "\n", console) }
        if options.showVersion { return printOutput("proxygen \(ProxyGenerator.version)\n", console) }
        guard let configuration = loadConfiguration(options, console) else { return .failure }
        var inputs = RunInputs.read(options, configuration, console: console)
        if inputs.readFailed { return .failure }
        noteSkippedModules(inputs.skippedModules, options, configuration, console)
        let inputPaths = inputs.sources.map(\.path)
        // A listing names each proxy's line: it keeps the inputs; otherwise the engine has the only copy.
        let listedSources = options.list ? inputs.sources : []
        let generation = ProxyGenerator.prepare(
            inputs.takeSources(), options: generatorOptions(options, configuration, inputs))
        DiagnosticReport(options: options, configuration: configuration, givenPaths: inputs.givenPaths)
            .print(generation, console: console)
        let hasErrors =
            generation.hasErrors || reportUnusedEventNames(generation, options.configPath, configuration, console)
        let code: ExitCode
        if options.dumpModel {
            code = printOutput(ModelDump.json(generation.models), console, hasErrors: hasErrors)
        } else if options.list {
            code = printOutput(listing(of: generation, sources: listedSources), console, hasErrors: hasErrors)
        } else {
            code = writeOutputs(
                of: generation, inputPaths: inputPaths, supportingPaths: inputs.supportingPaths, hasErrors: hasErrors,
                options, console)
        }
        return withExtendedLifetime(generation) { finish(code) }
    }

    /// The configuration `--config` names (an empty one without it); `nil` after reporting why it
    /// could not be read.
    static func loadConfiguration(_ options: CommandLineOptions, _ console: Console) -> Configuration? {
        guard let path = options.configPath else { return Configuration() }
        do {
            return try Configuration.load(path: path)
        } catch {
            console.writeError(error.description)
            return nil
        }
    }

    /// With `--list`, a note for each optional module of the configuration that was skipped.
    static func noteSkippedModules(
        _ skipped: [(module: String, reason: String)], _ options: CommandLineOptions, _ configuration: Configuration,
        _ console: Console
    ) {
        guard options.list, let configPath = options.configPath else { return }
        for (module, reason) in skipped {
            console.writeError(
                "\(configuration.place(ofModule: module, in: configPath)): note: optional module '\(module)' skipped: \(reason)"
            )
        }
    }

    /// What the engine is asked for: the options and the configuration combined, with what the
    /// modules read tell (a skipped module's protocols and classes are not looked for).
    static func generatorOptions(
        _ options: CommandLineOptions, _ configuration: Configuration, _ inputs: RunInputs
    ) -> GeneratorOptions {
        let skippedNames = Set(inputs.skippedModules.map(\.module))
        let modules = configuration.modules.filter { !skippedNames.contains($0.module) }
        var generatorOptions = GeneratorOptions()
        generatorOptions.selection = ProtocolSelection(
            names: uniqueSorted(options.protocols + configuration.protocols + modules.flatMap(\.protocols)),
            includesMarked: true, includesAll: options.allProtocols)
        generatorOptions.selection.unproxiable = inputs.hiddenRequirements
        generatorOptions.selection.undefinedClasses = inputs.undefinedClasses
        generatorOptions.selection.classNames = uniqueSorted(configuration.classes + modules.flatMap(\.classes))
        generatorOptions.selection.delegateSlotFiles = configuration.modules.filter(\.delegateSlots).map {
            ModuleInterface.displayPath(of: $0.module)
        }
        generatorOptions.layout = options.outputDirectory == nil ? .singleFile : .filePerInput
        generatorOptions.extraImports = uniqueSorted(options.imports + configuration.imports)
        generatorOptions.importsByInput = inputs.importsByInput
        generatorOptions.typeRenamesByInput = inputs.typeRenamesByInput
        generatorOptions.selection.moduleInterfacePaths = Set(inputs.importsByInput.keys)
        generatorOptions.selection.supportingPaths = inputs.supportingPaths
        for (path, module) in inputs.supportingModules { generatorOptions.importsByInput[path] = [module] }
        generatorOptions.selection.objectiveCProtocols = inputs.objectiveCProtocols
        generatorOptions.eventNameOverrides = configuration.eventNames
        generatorOptions.generatesHostAccessors = !options.noAccessors && configuration.accessors
        generatorOptions.generatesCalls = options.calls || configuration.calls
        generatorOptions.maximumAccessLevel =
            (options.accessLevel ?? configuration.accessLevel).flatMap(AccessLevel.init(rawValue:))
        // The declarations are let go once resolved, unless the model is printed or the proxies listed.
        generatorOptions.releasesDeclarations = !options.dumpModel && !options.list
        return generatorOptions
    }

    /// `--list`: the proxies and observing subclasses, each at its line in `sources`, then the
    /// protocols skipped and why.
    static func listing(of generation: PreparedGeneration, sources: [SourceFile]) -> String {
        let sourcesByPath = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let location = { (path: String, offset: Int) -> String in
            // Named as in headers: relative to `--relative-to` (the current directory).
            guard let file = sourcesByPath[path], !file.bytes.isEmpty else { return path }
            return "\(path):\(file.location(of: offset).line)"
        }
        let subclasses = generation.subclassSummaries
        let proxies =
            generation.proxySummaries.isEmpty && !subclasses.isEmpty
            ? "" : ProxyListing.render(generation.proxySummaries, location: location)
        return proxies + SubclassListing.render(subclasses, location: location)
            + SkippedListing.render(generation.diagnostics, location: location)
    }

    /// Writes the outputs (or, with `--check`, compares them with what is on disk).
    static func writeOutputs(
        of generation: PreparedGeneration, inputPaths: [String], supportingPaths: Set<String> = [], hasErrors: Bool,
        _ options: CommandLineOptions, _ console: Console
    ) -> ExitCode {
        var generated = GeneratedOutputs(
            options: options, inputPaths: inputPaths, generation: generation, supportingPaths: supportingPaths)
        generated.inputFiles = options.inputs + (options.configPath.map { [$0] } ?? [])
        let overwrites = generated.outputsOverwritingInputs()
        if !overwrites.isEmpty {
            overwrites.forEach(console.writeError)
            return .usage
        }
        if !generated.errors.isEmpty {
            generated.errors.forEach(console.writeError)
            return .failure
        }
        if options.check {
            let differences = generated.check(prune: options.prune, report: console.writeError)
            return differences > 0 || hasErrors ? .failure : .success
        }
        guard
            generated.write(
                hasErrors: hasErrors, prune: options.prune, report: console.writeError,
                standardOutput: console.writeOutput)
        else { return .failure }
        return hasErrors ? .failure : .success
    }

    /// Prints to standard output; a failure to write (a full disk) is reported and fails the run,
    /// as do the errors reported before (`hasErrors`).
    static func printOutput(_ text: String, _ console: Console, hasErrors: Bool = false) -> ExitCode {
        do {
            try console.print(text)
            return hasErrors ? .failure : .success
        } catch {
            console.writeError(error.description)
            return .failure
        }
    }

    /// Reports each event-name override of the configuration at `configPath` that names no
    /// requirement of a generated proxy; whether there was one.
    static func reportUnusedEventNames(
        _ generation: PreparedGeneration, _ configPath: String?, _ configuration: Configuration, _ console: Console
    ) -> Bool {
        guard let configPath else { return false }
        let messages = unusedEventNames(generation.unusedEventNameOverrides, requirements: generation.requirementNames)
        for message in messages { console.writeError("\(configPath): error: \(message)") }
        return !messages.isEmpty
    }

    static func uniqueSorted(_ names: [String]) -> [String] { Set(names).sorted() }

    /// The messages for event-name overrides that named no requirement of a generated proxy (the
    /// engine's `unusedEventNameOverrides`), each with the names it could have used.
    static func unusedEventNames(_ keys: [String], requirements: [String: [String]]) -> [String] {
        var messages: [String] = []
        for key in keys {
            // `Outer.Delegate.download(_:)` → `Outer.Delegate`.
            let beforeParenthesis = key.split(separator: "(", maxSplits: 1).first.map(String.init) ?? key
            let owner = beforeParenthesis.lastIndex(of: ".").map { String(beforeParenthesis[..<$0]) }
            let list: String
            if let owner, let names = requirements[owner] {
                let short = names.map { $0.hasPrefix(owner + ".") ? String($0.dropFirst(owner.count + 1)) : $0 }
                list = "requirements of \(owner): \(short.sorted().joined(separator: ", "))"
            } else if requirements.isEmpty {
                list = "no proxies are generated"
            } else {
                list = "generated proxies: \(requirements.keys.sorted().joined(separator: ", "))"
            }
            messages.append("'eventNames' key '\(key)' names no requirement of a generated proxy (\(list))")
        }
        return messages
    }
}
