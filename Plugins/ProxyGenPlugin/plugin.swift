// ProxyGenPlugin: the build-tool plugin. Declares one generation command per target with its
// inputs and outputs known up front, so SwiftPM runs it only when an input changed.

import Foundation
import PackagePlugin

@main
struct ProxyGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        return try ProxyGenCommand.commands(
            tool: context.tool(named: "proxygen").url,
            targetName: target.name,
            targetDirectory: target.directoryURL,
            sources: sources,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}

/// What the build command is, shared by the SwiftPM and Xcode entry points.
enum ProxyGenCommand {
    /// The file name of the optional configuration in a target's directory.
    static let configFileName = "proxygen.json"

    static func commands(tool: URL, targetName: String, targetDirectory: URL, sources: [URL], workDirectory: URL) throws
        -> [Command]
    {
        let inputs = sources.filter { !$0.lastPathComponent.hasSuffix(".proxies.swift") }
            .sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
        guard !inputs.isEmpty else { return [] }
        let outputDirectory = workDirectory.appending(path: "GeneratedProxies")
        let base = targetDirectory.path(percentEncoded: false)
        let outputs = inputs.map { outputDirectory.appending(path: outputName(for: relativePath($0.path(percentEncoded: false), to: base))) }

        var arguments = [
            "--output-dir", outputDirectory.path(percentEncoded: false),
            "--relative-to", base,
        ]
        var inputFiles = inputs
        let config = targetDirectory.appending(path: configFileName)
        if FileManager.default.fileExists(atPath: config.path(percentEncoded: false)) {
            arguments += ["--config", config.path(percentEncoded: false)]
            inputFiles.append(config)
        }
        arguments += ["--"] + inputs.map { $0.path(percentEncoded: false) }
        inputFiles.append(tool)
        return [
            .buildCommand(
                displayName: "Generating delegate proxies for \(targetName)",
                executable: tool,
                arguments: arguments,
                inputFiles: inputFiles,
                outputFiles: outputs)
        ]
    }

    static func relativePath(_ path: String, to base: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Must match `FileOutput.outputName(for:)` in the proxygen tool:
    /// `Sub/Download.swift` → `Sub_Download.proxies.swift`.
    static func outputName(for relativePath: String) -> String {
        var name = relativePath
        if name.hasSuffix(".swift") { name.removeLast(6) }
        return name.replacingOccurrences(of: "/", with: "_") + ".proxies.swift"
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ProxyGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        // An Xcode target has no directory of its own: the config, if any, sits next to the project.
        return try ProxyGenCommand.commands(
            tool: context.tool(named: "proxygen").url,
            targetName: target.displayName,
            targetDirectory: context.xcodeProject.directoryURL,
            sources: sources,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
