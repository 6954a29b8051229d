// ProxyGenPlugin: the build-tool plugin. Declares one generation command per target with its
// inputs and outputs known up front, so SwiftPM runs it only when an input changed.

import Foundation
import PackagePlugin

@main
struct ProxyGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // Every generated file imports ReactiveRuntime: without it, the compiler's "no such
        // module" would come later, at a path inside the plugin's work directory.
        if !RuntimeDependency.isSatisfied(by: target) {
            throw ProxyGenPluginError.missingRuntime(
                target: target.name, line: RuntimeDependency.lineToAdd(in: context.package))
        }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        return try ProxyGenCommand.commands(
            tool: context.tool(named: "proxygen").url,
            synthesizeInterface: try? context.tool(named: "swift-synthesize-interface").url,
            targetName: target.name,
            targetDirectory: target.directoryURL,
            config: target.directoryURL.appendingPathComponent(ProxyGenCommand.configFileName, isDirectory: false),
            sources: sources,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}

/// What the build command is, shared by the SwiftPM and Xcode entry points.
enum ProxyGenCommand {
    /// The file name of the optional configuration in a target's directory.
    static let configFileName = "proxygen.json"

    /// The one build command of a target: every Swift file (and the config) in, one generated
    /// file per Swift file and per configured module out.
    static func commands(
        tool: URL, synthesizeInterface: URL?, targetName: String, targetDirectory: URL, config: URL?, sources: [URL],
        workDirectory: URL
    ) throws -> [Command] {
        let inputs = sources.filter { !$0.lastPathComponent.hasSuffix(".proxies.swift") }
            .sorted { $0.path < $1.path }
        guard !inputs.isEmpty else { return [] }
        let outputDirectory = workDirectory.appendingPathComponent("GeneratedProxies", isDirectory: true)
        let base = targetDirectory.path
        let relativePaths = inputs.map { relativePath($0.path, to: base) }
        var moduleNames: [String] = []

        var arguments = [
            "--output-dir", outputDirectory.path,
            "--relative-to", base,
        ]
        var inputFiles = inputs
        if let config, FileManager.default.fileExists(atPath: config.path) {
            arguments += ["--config", config.path]
            inputFiles.append(config)
            // Outputs must be declared before the tool runs: each configured module gets one.
            let modules = configuredModules(config)
            moduleNames = modules
            // The module cache is the tool's default, shared per user: it outlives clean builds,
            // which would otherwise rebuild Foundation's Clang modules (seconds) every time.
            if !modules.isEmpty, let synthesizeInterface {
                arguments += ["--swift-synthesize-interface", synthesizeInterface.path]
            }
        }
        arguments += ["--"] + inputs.map { $0.path }
        inputFiles.append(tool)
        // The tool names a module's interface `<Module>.swiftinterface`; one rule names all outputs.
        let named = relativePaths + moduleNames.map { "\($0).swiftinterface" }
        if let (first, second) = OutputNaming.collisions(in: named).first {
            throw ProxyGenPluginError.collidingOutputs(target: targetName, first, second)
        }
        // A file `swift package generate-proxies` checked into the target has the name of the
        // output it replaces: generating that output too would give the target two files of one
        // name ("multiple producers") declaring the same proxies. The checked-in file wins, and
        // its input's output is not declared (the tool still reads every input: a protocol's
        // parents and slots may be anywhere).
        let checkedIn = checkedInProxies(among: sources)
        var outputs: [URL] = []
        var skipped: [(input: String, file: String)] = []
        for (input, name) in zip(named, OutputNaming.names(for: named)) {
            if let file = checkedIn[OutputNaming.caseFoldedKey(name)] {
                skipped.append((input, relativePath(file.path, to: base)))
            } else {
                outputs.append(outputDirectory.appendingPathComponent(name, isDirectory: false))
            }
        }
        if !skipped.isEmpty {
            Diagnostics.warning(skippedMessage(target: targetName, skipped), file: nil, line: nil)
        }
        guard !outputs.isEmpty else { return [] }
        return [
            .buildCommand(
                displayName: "Generating delegate proxies for \(targetName)",
                executable: tool,
                arguments: arguments,
                inputFiles: inputFiles,
                outputFiles: outputs)
        ]
    }

    /// The module names of the config's `modules` entries, sorted and unique, read by the
    /// tool's own JSON reader (`ConfiguredModules.swift`, shared through a symbolic link).
    static func configuredModules(_ config: URL) -> [String] {
        guard let data = FileManager.default.contents(atPath: config.path) else { return [] }
        return ConfiguredModules.names(in: Array(data))
    }

    /// The target's generated files that `proxygen` wrote (its header, `// Generated by proxygen`),
    /// by their case-folded name: those `swift package generate-proxies` checks into
    /// `GeneratedProxies/`.
    static func checkedInProxies(among sources: [URL]) -> [String: URL] {
        var files: [String: URL] = [:]
        let header = Array("// Generated by proxygen ".utf8)
        for source in sources where source.lastPathComponent.hasSuffix(OutputNaming.suffix) {
            guard let handle = FileHandle(forReadingAtPath: source.path) else { continue }
            let start = handle.readData(ofLength: header.count)
            handle.closeFile()
            if Array(start) == header { files[OutputNaming.caseFoldedKey(source.lastPathComponent)] = source }
        }
        return files
    }

    /// What the plugin says when it leaves inputs to their checked-in proxies.
    static func skippedMessage(target: String, _ skipped: [(input: String, file: String)]) -> String {
        let list = skipped.map { "\($0.input) (\($0.file))" }.joined(separator: ", ")
        return
            "ProxyGenPlugin: target '\(target)' has proxies checked in by 'swift package generate-proxies'; the build compiles them and does not generate the proxies of: \(list). Use one of the two: remove the plugin from the target, or delete the checked-in files. 'swift package generate-proxies --check' says whether they are current"
    }

    static func relativePath(_ path: String, to base: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

}

/// A target the plugin cannot generate for: inputs that cannot each get a generated file of
/// their own, or no dependency on the runtime the generated code imports.
enum ProxyGenPluginError: Error, CustomStringConvertible {
    case collidingOutputs(target: String, String, String)
    case missingRuntime(target: String, line: String)

    var description: String {
        switch self {
        case .collidingOutputs(let target, let first, let second):
            "inputs '\(first)' and '\(second)' of target '\(target)' would both be written to one generated file; rename one"
        case .missingRuntime(let target, let line):
            "target '\(target)' applies ProxyGenPlugin but does not depend on ReactiveRuntime, which the generated proxies import; add \(line) to the target's dependencies in Package.swift"
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ProxyGenPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let sources = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
            // An Xcode target has no directory of its own: its config is a `proxygen.json` that is a
            // member of the target, or else the one next to the project.
            let projectDirectory = context.xcodeProject.directoryURL
            let config =
                target.inputFiles.first { $0.url.lastPathComponent == ProxyGenCommand.configFileName }?.url
                ?? projectDirectory.appendingPathComponent(ProxyGenCommand.configFileName, isDirectory: false)
            return try ProxyGenCommand.commands(
                tool: context.tool(named: "proxygen").url,
                synthesizeInterface: try? context.tool(named: "swift-synthesize-interface").url,
                targetName: target.displayName,
                targetDirectory: projectDirectory,
                config: config,
                sources: sources,
                workDirectory: context.pluginWorkDirectoryURL)
        }
    }
#endif
