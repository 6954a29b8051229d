// GenerateProxies: the command plugin (`swift package generate-proxies`) that writes generated
// proxies into each target's `GeneratedProxies/` folder, for teams that commit them, checks them
// (`--check`), or lists each target's proxies and their events (`--list`).

import Foundation
import PackagePlugin

@main
struct GenerateProxies: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let requested = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        let list = extractor.extractFlag(named: "list") > 0
        let tool = try context.tool(named: "proxygen").url
        let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
            .filter { requested.isEmpty ? true : requested.contains($0.name) }
        for name in requested where !targets.contains(where: { $0.name == name }) {
            Diagnostics.error("no Swift target named '\(name)'")
        }
        var failed = false
        for target in targets where target.kind != .test {
            let inputs = target.sourceFiles(withSuffix: "swift").map(\.url)
                .filter { !$0.path.contains("/GeneratedProxies/") }
            guard !inputs.isEmpty else { continue }
            let outputDirectory = target.directoryURL.appendingPathComponent("GeneratedProxies", isDirectory: true)
            var arguments = [
                "--output-dir", outputDirectory.path,
                "--relative-to", target.directoryURL.path,
                "--skip-empty", "--prune",
            ]
            if check { arguments.append("--check") }
            if list {
                // The proxies and their events, printed by the tool; nothing is written.
                arguments = ["--list", "--relative-to", target.directoryURL.path]
                print("\(target.name):")
            }
            let config = target.directoryURL.appendingPathComponent("proxygen.json", isDirectory: false)
            if FileManager.default.fileExists(atPath: config.path) {
                arguments += ["--config", config.path]
                if let synthesizeInterface = try? context.tool(named: "swift-synthesize-interface").url {
                    arguments += ["--swift-synthesize-interface", synthesizeInterface.path]
                }
            }
            arguments += ["--"] + inputs.map { $0.path }
            let process = Process()
            process.executableURL = tool
            process.arguments = arguments
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 {
                failed = true
                Diagnostics.error(
                    "proxygen failed for target '\(target.name)' (exit code \(process.terminationStatus))")
            } else if !list {
                // With --skip-empty and --prune, the folder holds exactly the target's proxies.
                let generated = ((try? FileManager.default.contentsOfDirectory(atPath: outputDirectory.path)) ?? [])
                    .filter { $0.hasSuffix(".proxies.swift") && !$0.hasPrefix(".") }
                if generated.isEmpty {
                    print(
                        "No proxies in \(target.name): no protocol of it is marked '@proxyable' or listed in proxygen.json"
                    )
                } else {
                    let verb = check ? "Checked" : "Generated"
                    print("\(verb) \(generated.count) file(s) of proxies of \(target.name) in \(outputDirectory.path)")
                }
            }
        }
        if failed { throw GenerateProxiesError.failed }
    }
}

enum GenerateProxiesError: Error, CustomStringConvertible {
    case failed
    var description: String { "proxy generation failed" }
}
