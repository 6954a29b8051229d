// RunInputs: what one run of the command reads before it generates — the files given and the
// synthesized interfaces of the modules named — each read once.

import ProxyGen

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The inputs of one run, read, with what the modules among them tell the engine.
struct RunInputs {
    /// The inputs, each named by its display path: the files given, then the modules' interfaces.
    var sources: [SourceFile] = []
    /// Each input file's display path → the path as given, which its diagnostics name.
    var givenPaths: [String: String] = [:]
    /// The imports a generated file needs for each module interface it draws on.
    var importsByInput: [String: [String]] = [:]
    /// The Swift names the API notes give the classes a module interface names by their
    /// Objective-C names, by display path (``GeneratorOptions/typeRenamesByInput``).
    var typeRenamesByInput: [String: [String: String]] = [:]
    /// Optional modules that could not be read, with why: their interfaces are empty inputs.
    var skippedModules: [(module: String, reason: String)] = []
    /// Protocols of the modules read whose headers hide requirements from Swift, with why.
    var hiddenRequirements: [String: String] = [:]
    /// Protocols the headers of the modules read declare in Objective-C.
    var objectiveCProtocols: Set<String> = []
    /// Classes the headers of the modules read only forward-declare and no framework defines.
    var undefinedClasses: Set<String> = []
    /// Whether an input could not be read (each is reported as it fails).
    var readFailed = false
    /// The display paths of the modules read only for what the named ones need from them (see
    /// ``SupportingModuleSearch``): no proxy, slot accessor or output file of their own.
    var supportingPaths: Set<String> = []
    /// Each supporting input's display path → its module, which a generated file drawing on it
    /// imports (QuartzCore's proxies, on Metal's `MTLDrawable`).
    var supportingModules: [String: String] = [:]

    /// Reads the files `options` names and the modules it and `configuration` name; failures are
    /// reported on `console` as they happen.
    static func read(_ options: CommandLineOptions, _ configuration: Configuration, console: Console) -> RunInputs {
        var inputs = RunInputs()
        inputs.readFiles(options, console: console)
        inputs.readModules(options, configuration, console: console)
        return inputs
    }

    /// The sources, handed over: the engine lets go of each one's bytes once it is parsed.
    mutating func takeSources() -> [SourceFile] {
        var taken: [SourceFile] = []
        swap(&taken, &sources)
        return taken
    }

    /// Reads the input files (`-` is standard input), each once under its display path.
    private mutating func readFiles(_ options: CommandLineOptions, console: Console) {
        let displayPaths = FileOutput.DisplayPaths(
            relativeTo: options.relativeTo ?? FileManager.default.currentDirectoryPath)
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
    }

    /// Reads the compiled modules named, through their synthesized interfaces. A module only
    /// optional entries name is skipped where it cannot be read (absent on this platform).
    private mutating func readModules(_ options: CommandLineOptions, _ configuration: Configuration, console: Console) {
        var synthesizer = ModuleInterface(
            toolPath: options.synthesizeInterfaceTool, target: options.target, sdk: options.sdk,
            moduleCachePath: options.moduleCachePath, searchPaths: options.moduleSearchPaths,
            cache: options.noInterfaceCache
                ? nil : InterfaceCache(directory: options.interfaceCachePath ?? InterfaceCache.defaultDirectory()))
        // The SDK is found once (on a Mac, by running xcrun), where a module is to be read.
        if !options.modules.isEmpty || !configuration.modules.isEmpty { synthesizer.sdk = synthesizer.resolvedSDK }
        let configModules = Set(configuration.modules.map(\.module))
        let optionalModules = configModules.subtracting(options.modules).filter { module in
            configuration.modules.allSatisfy { $0.module != module || $0.isOptional }
        }
        for module in Set(options.modules).union(configModules).sorted() {
            do {
                try readModule(module, with: synthesizer)
            } catch {
                if optionalModules.contains(module) {
                    // Still an input, so that the file the build plugin declared for it is written.
                    sources.append(SourceFile(path: ModuleInterface.displayPath(of: module), text: ""))
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
        if !readFailed { readSupportingModules(with: synthesizer, observing: configuration.classes) }
    }

    /// Reads, as supporting inputs, the modules the modules read import, as far as their classes'
    /// superclasses and their protocols' parents are declared by none of them: UIKit under
    /// PassKit. A module that cannot be read is passed over; one that declares nothing needed is
    /// not kept.
    private mutating func readSupportingModules(with synthesizer: ModuleInterface, observing classes: [String]) {
        let named = sources.filter { importsByInput[$0.path] != nil && !$0.bytes.isEmpty }
        guard !named.isEmpty else { return }
        let observed = Set(classes)
        let parse = { (file: SourceFile) in
            Parser.parse(
                file, readsMarkerNearMisses: false, observedClassNames: observed, readsPrintedInterface: true
            ).model
        }
        let namedModules = importsByInput.keys.map { String($0.dropLast(".swiftinterface".count)) }
        var search = SupportingModuleSearch(
            named: namedModules, models: named.map(parse),
            texts: named.map { String(decoding: $0.bytes, as: UTF8.self) })
        // In an SDK, its frameworks, and its Swift-only modules where they declare a name needed: a
        // framework's classes and protocols name other frameworks', not those of `Darwin` or `os`.
        var owners = synthesizer.resolvedSDK.map(SDKModuleOwners.init(sdk:))
        var readers = namedModules
        var headersSearched = false
        while true {
            guard let module = search.next(owning: { owners?.owns($0, $1) ?? false }) else {
                // The printed interfaces import no module that declares what is left: the modules'
                // headers may (QuartzCore's `#import <Metal/MTLDrawable.h>`), once.
                guard !headersSearched, !search.unresolved.isEmpty, owners != nil else { break }
                headersSearched = true
                let unresolved = search.unresolved
                search.consider(readers.flatMap { owners?.importedOwners(by: $0, of: unresolved) ?? [] })
                continue
            }
            guard owners?.isReadable(module, needing: search.unresolved) ?? true,
                let text = try? synthesizer.synthesize(module)
            else { continue }
            let file = SourceFile(path: ModuleInterface.displayPath(of: module), text: text)
            let model = parse(file)
            let supplied = search.supplies(model, text: text)
            guard !supplied.isEmpty else { continue }
            if let sdk = synthesizer.resolvedSDK {
                objectiveCProtocols.formUnion(SDKHeaders.objectiveCProtocols(of: module, sdk: sdk))
                // A parent with requirements the printed interface leaves out leaves its children's unknown.
                hiddenRequirements.merge(SDKHeaders.protocolsWithUnderscoredRequirements(of: module, sdk: sdk)) {
                    a, _ in a
                }
                // A parent protocol's requirements are generated with the child's: the classes its
                // headers only forward-declare (`INIntent`, in UIKit's scene delegates under
                // CarPlay's) need their modules imported there too.
                if model.protocols.contains(where: { supplied.contains($0.qualifiedName) }) {
                    addOwners(of: module, text: text, sdk: sdk, to: named.map(\.path))
                }
            }
            sources.append(file)
            supportingPaths.insert(file.path)
            supportingModules[file.path] = module
            readers.append(module)
        }
    }

    /// Adds the modules of the classes the supporting interface `text` of `module` forward-declares
    /// to the imports of the inputs at `paths`, and their Swift names to the renames of `module`'s.
    private mutating func addOwners(of module: String, text: String, sdk: String, to paths: [String]) {
        let owners = SDKHeaders.owners(of: module, interface: text, sdk: sdk)
        undefinedClasses.formUnion(owners.undefined)
        for path in paths {
            for owner in owners.modules where importsByInput[path]?.contains(owner) == false {
                importsByInput[path]?.append(owner)
            }
        }
        if !owners.renames.isEmpty { typeRenamesByInput[ModuleInterface.displayPath(of: module)] = owners.renames }
    }

    /// Reads one module's interface, with the module's headers where the SDK is known.
    private mutating func readModule(
        _ module: String, with synthesizer: ModuleInterface
    ) throws(ModuleInterface.Failure) {
        let displayPath = ModuleInterface.displayPath(of: module)
        let interface = try synthesizer.synthesize(module)
        // Classes the framework only forward-declares are visible, under their Swift names, where
        // their module is imported: the engine reads them under those names.
        let owners = synthesizer.resolvedSDK.map { SDKHeaders.owners(of: module, interface: interface, sdk: $0) }
        if let renames = owners?.renames, !renames.isEmpty { typeRenamesByInput[displayPath] = renames }
        undefinedClasses.formUnion(owners?.undefined ?? [])
        if let sdk = synthesizer.resolvedSDK {
            hiddenRequirements.merge(SDKHeaders.protocolsWithHiddenRequirements(of: module, sdk: sdk)) { a, _ in a }
            hiddenRequirements.merge(SDKHeaders.protocolsWithUnderscoredRequirements(of: module, sdk: sdk)) { a, _ in a
            }
            objectiveCProtocols.formUnion(SDKHeaders.objectiveCProtocols(of: module, sdk: sdk))
        }
        sources.append(SourceFile(path: displayPath, text: interface))
        importsByInput[displayPath] = [module] + (owners?.modules ?? [])
        for (name, overlay) in ModuleInterface.crossImportProtocols(in: interface) {
            hiddenRequirements[name] =
                "it is declared by the overlay that \(overlay) and \(module) bring when both are imported"
        }
    }
}
