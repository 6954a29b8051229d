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
    /// Relative paths are relative to the process's current directory.
    public static func run(_ arguments: [String], console: Console = .standard) -> ExitCode {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(arguments)
        } catch {
            console.writeError("error: \(error)")
            return .usage
        }
        if options.showHelp {
            return printOutput(CommandLineOptions.help + "\n", console)
        }
        if options.showVersion {
            return printOutput("proxygen \(ProxyGenerator.version)\n", console)
        }

        var configuration = Configuration()
        if let path = options.configPath {
            do {
                configuration = try Configuration.load(path: path)
            } catch {
                console.writeError(error.description)
                return .failure
            }
        }
        let base = options.relativeTo ?? FileManager.default.currentDirectoryPath

        // Read inputs; each is named by its display path, and diagnostics go back to the path given.
        var sources: [SourceFile] = []
        var givenPaths: [String: String] = [:]
        var readFailed = false
        let displayPaths = FileOutput.DisplayPaths(relativeTo: base)
        for input in options.inputs {
            let displayPath = input == "-" ? "<stdin>" : displayPaths.displayPath(input)
            guard givenPaths[displayPath] == nil else { continue }
            let read = input == "-" ? console.readStandardInput() : FileInput.bytes(atPath: input)
            switch read {
            case .success(let bytes):
                sources.append(SourceFile(path: displayPath, bytes: bytes))
                givenPaths[displayPath] = input == "-" ? displayPath : input
            case .failure(let failure):
                console.writeError("\(input == "-" ? "<stdin>" : input): error: \(failure.message)")
                readFailed = true
            }
        }

        // Compiled modules, read through their synthesized interfaces.
        var synthesizer = ModuleInterface(
            toolPath: options.synthesizeInterfaceTool, target: options.target, sdk: options.sdk,
            moduleCachePath: options.moduleCachePath, searchPaths: options.moduleSearchPaths)
        // The SDK is found once (on a Mac, by running xcrun), where a module is to be read.
        if !options.modules.isEmpty || !configuration.modules.isEmpty { synthesizer.sdk = synthesizer.resolvedSDK }
        var importsByInput: [String: [String]] = [:]
        let configModules = Set(configuration.modules.map(\.module))
        // Modules that only optional entries name: absent on this platform, they are skipped.
        let optionalModules = configModules.subtracting(options.modules).filter { module in
            configuration.modules.allSatisfy { $0.module != module || $0.isOptional }
        }
        var skippedModules: [(module: String, reason: String)] = []
        // Protocols of the modules read whose headers hide requirements from Swift, with why.
        var hiddenRequirements: [String: String] = [:]
        for module in Set(options.modules).union(configModules).sorted() {
            let displayPath = ModuleInterface.displayPath(of: module)
            do {
                var interface = try synthesizer.synthesize(module)
                // Classes the framework only forward-declares are visible, under their Swift names,
                // where their module is imported.
                let owners = synthesizer.resolvedSDK.map {
                    SDKHeaders.owners(of: module, interface: interface, sdk: $0)
                }
                if let renames = owners?.renames { interface = SDKHeaders.applying(renames, to: interface) }
                if let sdk = synthesizer.resolvedSDK {
                    hiddenRequirements.merge(SDKHeaders.protocolsWithHiddenRequirements(of: module, sdk: sdk)) { a, _ in
                        a
                    }
                }
                sources.append(SourceFile(path: displayPath, text: interface))
                importsByInput[displayPath] = [module] + (owners?.modules ?? [])
                for (name, overlay) in ModuleInterface.crossImportProtocols(in: interface) {
                    hiddenRequirements[name] =
                        "it is declared by the overlay that \(overlay) and \(module) bring when both are imported"
                }
            } catch {
                if optionalModules.contains(module) {
                    // Still an input, so that the file the build plugin declared for it is written.
                    sources.append(SourceFile(path: displayPath, text: ""))
                    skippedModules.append((module, error.description))
                    continue
                }
                let place =
                    configModules.contains(module)
                    ? configuration.place(ofModule: module, in: options.configPath!) : "proxygen"
                console.writeError("\(place): error: \(error)")
                readFailed = true
            }
        }
        if readFailed { return .failure }
        if options.list, let configPath = options.configPath {
            for (module, reason) in skippedModules {
                console.writeError(
                    "\(configuration.place(ofModule: module, in: configPath)): note: optional module '\(module)' skipped: \(reason)"
                )
            }
        }

        // A skipped module's protocols are not looked for.
        let skippedNames = Set(skippedModules.map(\.module))
        let moduleProtocols = configuration.modules.filter { !skippedNames.contains($0.module) }.flatMap(\.protocols)
        var generatorOptions = GeneratorOptions()
        generatorOptions.selection = ProtocolSelection(
            names: uniqueSorted(options.protocols + configuration.protocols + moduleProtocols), includesMarked: true,
            includesAll: options.allProtocols)
        generatorOptions.selection.unproxiable = hiddenRequirements
        generatorOptions.selection.classNames = uniqueSorted(
            configuration.classes
                + configuration.modules.filter { !skippedNames.contains($0.module) }.flatMap(\.classes))
        generatorOptions.selection.delegateSlotFiles = configuration.modules.filter(\.delegateSlots).map {
            ModuleInterface.displayPath(of: $0.module)
        }
        generatorOptions.layout = options.outputDirectory == nil ? .singleFile : .filePerInput
        generatorOptions.extraImports = uniqueSorted(options.imports + configuration.imports)
        generatorOptions.importsByInput = importsByInput
        generatorOptions.selection.moduleInterfacePaths = Set(importsByInput.keys)
        generatorOptions.eventNameOverrides = configuration.eventNames
        generatorOptions.generatesHostAccessors = !options.noAccessors && configuration.accessors
        generatorOptions.maximumAccessLevel =
            (options.accessLevel ?? configuration.accessLevel).flatMap(AccessLevel.init(rawValue:))
        // Files read from disk let go of their bytes once parsed, and of their declarations once
        // resolved (unless the model is to be printed or the proxies listed with their lines);
        // they are read again below if a diagnostic needs their lines.
        let keepsBytes = options.dumpModel || options.list
        let result = ProxyGenerator.prepare(
            &sources, options: generatorOptions,
            releasingBytesOf: { source in
                !keepsBytes && source.path != "<stdin>" && givenPaths[source.path] != nil
            })
        if console.keepsResultsUntilExit { keepUntilExit(result) }

        // Diagnostics, with what came from the configuration placed in it. Only the inputs with
        // diagnostics (or, for a listing, every input) are kept past this point, for line and
        // column; outputs are rendered one at a time after it, so a run does not hold every
        // input's bytes and every output at once.
        let inputPaths = sources.map(\.path)
        let diagnosedPaths = Set(result.diagnostics.map(\.path))
        let sourcesByPath = Dictionary(
            sources.lazy.filter { options.list || diagnosedPaths.contains($0.path) }.map { source in
                guard source.bytes.isEmpty, source.path != "<stdin>", let path = givenPaths[source.path],
                    case .success(let bytes) = FileInput.bytes(atPath: path)
                else { return (source.path, source) }
                return (source.path, SourceFile(path: source.path, bytes: bytes))
            },
            uniquingKeysWith: { first, _ in first })
        sources.removeAll()
        var hasErrors = result.hasErrors
        var printed: [DiagnosticCondenser.Item] = []
        for var diagnostic in result.diagnostics {
            var file = diagnostic.offset >= 0 ? sourcesByPath[diagnostic.path] : nil
            if diagnostic.kind == .unknownProtocol, let name = diagnostic.subject {
                diagnostic.message = UnknownProtocolMessage.improved(diagnostic.message, name: name)
                if let configPath = options.configPath, !options.protocols.contains(name) {
                    if let entry = configuration.modules.first(where: { $0.protocols.contains(name) }) {
                        let model = result.models.first { $0.path == ModuleInterface.displayPath(of: entry.module) }
                        let found = (model?.protocols.map(\.name) ?? []).sorted()
                        diagnostic.message = UnknownProtocolMessage.inModule(entry.module, name: name, found: found)
                    }
                    // At the name in the configuration, where it is written there.
                    if let placed = configuration.diagnosticPlace(ofProtocol: name, in: configPath) {
                        diagnostic.path = configPath
                        diagnostic.offset = placed.offset
                        file = placed.file
                    } else {
                        diagnostic.path = configPath
                    }
                }
            }
            diagnostic.path = givenPaths[diagnostic.path] ?? diagnostic.path
            printed.append((diagnostic, file))
        }
        // One line per cause and position, with a count of what was left out.
        for (diagnostic, file) in DiagnosticCondenser.condense(printed) {
            console.writeError(diagnostic.rendered(in: file))
        }
        if !result.hasErrors, let configPath = options.configPath {
            for message in unusedEventNames(configuration.eventNames, requirements: result.requirementNames) {
                console.writeError("\(configPath): error: \(message)")
                hasErrors = true
            }
        }

        if options.dumpModel {
            let printed = printOutput(ModelDump.json(result.models), console)
            return hasErrors ? .failure : printed
        }
        if options.list {
            let location = { (path: String, offset: Int) -> String in
                // Named as in headers: relative to `--relative-to` (the current directory).
                guard let file = sourcesByPath[path], !file.bytes.isEmpty else { return path }
                let (line, _) = file.location(of: offset)
                return "\(path):\(line)"
            }
            let subclasses = result.subclassSummaries
            var listing =
                result.proxySummaries.isEmpty && !subclasses.isEmpty
                ? "" : ProxyListing.render(result.proxySummaries, location: location)
            listing += SubclassListing.render(subclasses, location: location)
            let printed = printOutput(listing, console)
            return hasErrors ? .failure : printed
        }

        var generated = GeneratedOutputs(options: options, inputPaths: inputPaths, generation: result)
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

    /// Keeps `value` (and whatever it references) alive until the process exits, without the
    /// cost of releasing it when its last use ends.
    static func keepUntilExit(_ value: Any) {
        final class Box {
            let value: Any
            init(_ value: Any) { self.value = value }
        }
        _ = Unmanaged.passRetained(Box(value))
    }

    /// Prints to standard output; a failure to write (a full disk) is reported and fails the run.
    static func printOutput(_ text: String, _ console: Console) -> ExitCode {
        do {
            try console.print(text)
            return .success
        } catch {
            console.writeError(error.description)
            return .failure
        }
    }

    static func uniqueSorted(_ names: [String]) -> [String] { Set(names).sorted() }

    /// Event-name overrides of the configuration that name no requirement of a generated proxy.
    static func unusedEventNames(_ overrides: [String: String], requirements: [String: [String]]) -> [String] {
        let all = requirements.values.flatMap { $0 }
        var messages: [String] = []
        for key in overrides.keys.sorted() where !all.contains(where: { $0 == key || $0.hasSuffix("." + key) }) {
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
