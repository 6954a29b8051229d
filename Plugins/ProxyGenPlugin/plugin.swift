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
        let outputs = OutputNaming.names(for: named).map {
            outputDirectory.appendingPathComponent($0, isDirectory: false)
        }
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
