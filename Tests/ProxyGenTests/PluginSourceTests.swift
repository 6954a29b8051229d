// PluginSourceTests: typechecks both plugins against the toolchain's PackagePlugin module, the
// Xcode entry point included, against a stub of XcodeProjectPlugin's API (that module only
// ships with Xcode), so the `#if canImport(XcodeProjectPlugin)` branch cannot rot unseen.

import Foundation
import XCTest

final class PluginSourceTests: XCTestCase {
    /// The declarations of XcodeProjectPlugin the build plugin uses, as Xcode documents them.
    static let xcodeProjectPluginStub = """
        import Foundation
        import PackagePlugin

        public protocol XcodeBuildToolPlugin {
            func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
        }
        public struct XcodePluginContext {
            public var xcodeProject: XcodeProject { fatalError() }
            public var pluginWorkDirectoryURL: URL { fatalError() }
            public func tool(named name: String) throws -> PluginContext.Tool { fatalError() }
        }
        public struct XcodeProject {
            public var directoryURL: URL { fatalError() }
        }
        public struct XcodeTarget {
            public var displayName: String { fatalError() }
            public var inputFiles: FileList { fatalError() }
        }

        """

    func testPluginsTypecheckIncludingTheXcodeEntryPoint() throws {
        let swiftc = try XCTUnwrap(
            ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map { "\($0)/swiftc" }
                .first { FileManager.default.isExecutableFile(atPath: $0) })
        let pluginAPI = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
            .appending(path: "../lib/swift/pm/PluginAPI").standardizedFileURL
        try XCTSkipUnless(
            FileManager.default.fileExists(
                atPath: pluginAPI.appending(path: "PackagePlugin.swiftmodule").path(percentEncoded: false)),
            "no PackagePlugin module next to \(swiftc)")
        let directory = try TemporaryDirectory.make("plugin-stub")
        defer { TemporaryDirectory.remove(directory) }
        let stub = directory.appending(path: "XcodeProjectPlugin.swift")
        try Self.xcodeProjectPluginStub.write(to: stub, atomically: true, encoding: .utf8)

        let common = [
            "-parse-as-library", "-package-description-version", "6.1", "-I", pluginAPI.path(percentEncoded: false),
        ]
        let module = try Fixtures.run(
            swiftc,
            ["-emit-module", "-module-name", "XcodeProjectPlugin"] + common
                + [
                    "-emit-module-path",
                    directory.appending(path: "XcodeProjectPlugin.swiftmodule").path(percentEncoded: false),
                    stub.path(percentEncoded: false),
                ])
        XCTAssertEqual(module.status, 0, module.output)

        for plugin in ["ProxyGenPlugin", "GenerateProxies"] {
            let folder = Fixtures.root.appending(path: "Plugins/\(plugin)")
            let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))
                .filter { $0.hasSuffix(".swift") }.sorted().map {
                    folder.appending(path: $0).path(percentEncoded: false)
                }
            let result = try Fixtures.run(
                swiftc,
                ["-typecheck", "-warnings-as-errors"] + common + ["-I", directory.path(percentEncoded: false)] + sources
            )
            XCTAssertEqual(result.status, 0, "\(plugin):\n\(result.output)")
        }
    }

    /// The build plugin declares the tool's output names, and the modules of a configuration,
    /// before the tool runs: it compiles the tool's own sources for them, through symbolic links,
    /// so the two cannot drift apart.
    func testBuildPluginSharesTheToolsSources() throws {
        for name in ["OutputNaming.swift", "JSONValue.swift", "ConfiguredModules.swift"] {
            let link = Fixtures.root.appending(path: "Plugins/ProxyGenPlugin/\(name)").path(percentEncoded: false)
            let tool = Fixtures.root.appending(path: "Sources/ProxyGenCLI/\(name)").path(percentEncoded: false)
            XCTAssertEqual(
                try FileManager.default.destinationOfSymbolicLink(atPath: link), "../../Sources/ProxyGenCLI/\(name)")
            XCTAssertEqual(FileManager.default.contents(atPath: link), FileManager.default.contents(atPath: tool))
        }
    }
}
