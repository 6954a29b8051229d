// proxygen: the command-line shell over the ProxyGen engine. Only this target and the plugins
// touch the file system.

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import ProxyGen

/// Exit codes of the command.
enum ExitCode: Int32 {
    case success = 0
    case failure = 1
    case usage = 2
}

/// Prints to standard error. A standard error that cannot be written (closed, a full disk) loses
/// the message but never crashes the run: the exit code still tells.
func printError(_ message: String) {
    try? FileOutput.writeAll(Array((message + "\n").utf8), to: 2, path: "<stderr>")
}

func run() -> ExitCode {
    let options: CommandLineOptions
    do {
        options = try CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
        printError("error: \(error)")
        return .usage
    }
    if options.showHelp {
        return printOutput(CommandLineOptions.help + "\n")
    }
    if options.showVersion {
        return printOutput("proxygen \(ProxyGenerator.version)\n")
    }

    var configuration = Configuration()
    if let path = options.configPath {
        do {
            configuration = try Configuration.load(path: path)
        } catch {
            printError(error.description)
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
        if input == "-" {
            let bytes: [UInt8]
            switch FileInput.standardInputBytes() {
            case .success(let read): bytes = read
            case .failure(let failure):
                printError("<stdin>: error: \(failure.message)")
                readFailed = true
                continue
            }
            sources.append(SourceFile(path: displayPath, bytes: bytes))
            givenPaths[displayPath] = displayPath
            continue
        }
        let bytes: [UInt8]
        switch FileInput.bytes(atPath: input) {
        case .success(let read): bytes = read
        case .failure(let failure):
            printError("\(input): error: \(failure.message)")
            readFailed = true
            continue
        }
        sources.append(SourceFile(path: displayPath, bytes: bytes))
        givenPaths[displayPath] = input
    }

    // Compiled modules, read through their synthesized interfaces.
    let synthesizer = ModuleInterface(
        toolPath: options.synthesizeInterfaceTool, target: options.target, sdk: options.sdk,
        moduleCachePath: options.moduleCachePath)
    var importsByInput: [String: [String]] = [:]
    var moduleOfInput: [String: String] = [:]
    let configModules = Set(configuration.modules.map(\.module))
    for module in Set(options.modules).union(configModules).sorted() {
        do {
            let displayPath = ModuleInterface.displayPath(of: module)
            sources.append(SourceFile(path: displayPath, text: try synthesizer.synthesize(module)))
            importsByInput[displayPath] = [module]
            moduleOfInput[displayPath] = module
        } catch {
            let place = configModules.contains(module) ? options.configPath! : "proxygen"
            printError("\(place): error: \(error)")
            readFailed = true
        }
    }
    if readFailed { return .failure }

    let moduleProtocols = configuration.modules.flatMap(\.protocols)
    var generatorOptions = GeneratorOptions()
    generatorOptions.selection = ProtocolSelection(
        names: uniqueSorted(options.protocols + configuration.protocols + moduleProtocols), includesMarked: true,
        includesAll: options.allProtocols)
    generatorOptions.layout = options.outputDirectory == nil ? .singleFile : .filePerInput
    generatorOptions.extraImports = uniqueSorted(options.imports + configuration.imports)
    generatorOptions.importsByInput = importsByInput
    generatorOptions.eventNameOverrides = configuration.eventNames
    generatorOptions.maximumAccessLevel = (options.accessLevel ?? configuration.accessLevel).flatMap(AccessLevel.init(rawValue:))
    // Files read from disk let go of their bytes once parsed, and of their declarations once
    // resolved (unless the model is to be printed); they are read again below if a diagnostic
    // needs their lines.
    let result = ProxyGenerator.prepare(
        &sources, options: generatorOptions,
        releasingBytesOf: { source in
            !options.dumpModel && source.path != "<stdin>" && givenPaths[source.path] != nil
        })
    // The models and proxies stay until the process exits: freeing them object by object when
    // `run` returns costs about 4 % of a run's instructions and gives back nothing the exit does not.
    keepUntilExit(result)

    // Diagnostics, with what came from the configuration placed in it. Only the inputs with
    // diagnostics are kept past this point (for line and column); outputs are rendered one at a
    // time after it, so a run does not hold every input's bytes and every output at once.
    let inputPaths = sources.map(\.path)
    let diagnosedPaths = Set(result.diagnostics.map(\.path))
    let sourcesByPath = Dictionary(
        sources.lazy.filter { diagnosedPaths.contains($0.path) }.map { source in
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
        let file = diagnostic.offset >= 0 ? sourcesByPath[diagnostic.path] : nil
        if diagnostic.kind == .unknownProtocol, let configPath = options.configPath,
            let name = diagnostic.subject,
            !options.protocols.contains(name)
        {
            diagnostic.path = configPath
            if let entry = configuration.modules.first(where: { $0.protocols.contains(name) }) {
                let model = result.models.first { $0.path == ModuleInterface.displayPath(of: entry.module) }
                let found = (model?.protocols.map(\.name) ?? []).sorted()
                diagnostic.message =
                    "module '\(entry.module)' has no protocol named '\(name)' (\(found.isEmpty ? "it declares no protocols" : "found: \(found.joined(separator: ", "))"))"
            }
        }
        diagnostic.path = givenPaths[diagnostic.path] ?? diagnostic.path
        printed.append((diagnostic, file))
    }
    // One line per cause and position, with a count of what was left out.
    for (diagnostic, file) in DiagnosticCondenser.condense(printed) { printError(diagnostic.rendered(in: file)) }
    if !result.hasErrors, let configPath = options.configPath {
        for message in unusedEventNames(configuration.eventNames, requirements: result.requirementNames) {
            printError("\(configPath): error: \(message)")
            hasErrors = true
        }
    }

    if options.dumpModel {
        let printed = printOutput(ModelDump.json(result.models))
        return hasErrors ? .failure : printed
    }

    var generated = GeneratedOutputs(options: options, inputPaths: inputPaths, generation: result)
    generated.inputFiles = options.inputs + (options.configPath.map { [$0] } ?? [])
    let overwrites = generated.outputsOverwritingInputs()
    if !overwrites.isEmpty {
        overwrites.forEach(printError)
        return .usage
    }
    if !generated.errors.isEmpty {
        generated.errors.forEach(printError)
        return .failure
    }
    if options.check {
        let differences = generated.check(prune: options.prune, report: printError)
        return differences > 0 || hasErrors ? .failure : .success
    }
    guard generated.write(hasErrors: hasErrors, prune: options.prune, report: printError) else { return .failure }
    return hasErrors ? .failure : .success
}

/// Keeps `value` (and whatever it references) alive until the process exits, without the cost of
/// releasing it when its last use ends.
func keepUntilExit(_ value: Any) {
    final class Box {
        let value: Any
        init(_ value: Any) { self.value = value }
    }
    _ = Unmanaged.passRetained(Box(value))
}

/// Prints to standard output; a failure to write (a full disk) is reported and fails the run.
func printOutput(_ text: String) -> ExitCode {
    do {
        try FileOutput.writeStandardOutput(text)
        return .success
    } catch {
        printError(error.description)
        return .failure
    }
}

func uniqueSorted(_ names: [String]) -> [String] { Set(names).sorted() }

/// Event-name overrides of the configuration that name no requirement of a generated proxy.
func unusedEventNames(_ overrides: [String: String], requirements: [String: [String]]) -> [String] {
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

exit(run().rawValue)
