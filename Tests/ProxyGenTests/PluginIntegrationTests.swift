// PluginIntegrationTests: builds a temporary package that applies the build plugin (in a path with
// spaces) and checks what a user's builds see: no-op builds run nothing, touched inputs and config
// edits regenerate, unchanged outputs are not rewritten, a misspelled marker is warned about in
// every build that compiles the target; and the command plugin with --check, also on a target
// that applies the build plugin.

import Foundation
import XCTest

final class PluginIntegrationTests: XCTestCase {
    /// A copy of this repository and a package that depends on it, both under a path with spaces.
    struct Workspace {
        let root: URL
        let package: URL

        func file(_ path: String) -> URL { package.appending(path: path) }

        func write(_ path: String, _ text: String) throws {
            let url = file(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }

        /// Runs `swift <arguments>` in the package; returns the status and the log. A run in which
        /// SwiftPM itself crashed in libdispatch's event loop (a known crash of the Linux
        /// toolchain, swiftlang/swift#87033, not of what it builds) is run once more.
        func swift(_ arguments: [String]) throws -> (status: Int32, log: String) {
            var (status, output) = try Fixtures.run("swift", arguments, currentDirectory: package)
            if status != 0, output.contains("crashed"), output.contains("_dispatch_event_loop_drain") {
                (status, output) = try Fixtures.run("swift", arguments, currentDirectory: package)
            }
            return (status, output)
        }

        /// The file the build plugin generated for `name`, wherever SwiftPM put its work directory.
        func generated(_ name: String) -> URL? {
            let outputs = package.appending(path: ".build/plugins/outputs")
            let files = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)?.compactMap {
                $0 as? URL
            }
            return files?.first { $0.lastPathComponent == name }
        }
    }

    static let skipVariable = "PROXYGEN_SKIP_INTEGRATION"

    /// Copies the package sources (not build folders or history) so that edits elsewhere in the
    /// working tree cannot change what is being built halfway through.
    func makeWorkspace() throws -> Workspace {
        let base = FileManager.default.temporaryDirectory.appending(
            path: "proxygen plugin \(UUID().uuidString.prefix(8))")
        let root = base.appending(path: "ProxyGen")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let (status, output) = try Fixtures.run(
            "sh",
            [
                "-c",
                "tar -C \"$0\" --exclude='.build*' --exclude=.git --exclude=.swiftpm --exclude=ConsumerPackage -cf - . | tar -C \"$1\" -xf -",
                Fixtures.root.path(percentEncoded: false), root.path(percentEncoded: false),
            ])
        XCTAssertEqual(status, 0, output)
        let workspace = Workspace(root: root, package: base.appending(path: "App Package"))
        try workspace.write(
            "Package.swift",
            """
            // swift-tools-version:6.1
            import PackageDescription

            let package = Package(
                name: "AppPackage",
                platforms: [.macOS(.v15)],
                dependencies: [.package(path: "\(root.path(percentEncoded: false))")],
                targets: [
                    .target(
                        name: "App",
                        dependencies: [.product(name: "ReactiveRuntime", package: "ProxyGen")],
                        plugins: [.plugin(name: "ProxyGenPlugin", package: "ProxyGen")]
                    ),
                    .target(name: "Committed", dependencies: [.product(name: "ReactiveRuntime", package: "ProxyGen")]),
                    .target(name: "Plain"),
                ],
                swiftLanguageModes: [.v6]
            )

            """)
        try workspace.write(
            "Sources/App/Download Delegate.swift",
            """
            /// @proxyable
            public protocol DownloadDelegate: AnyObject {
                func download(_ id: Int, didReceive bytes: Int)
            }

            """)
        try workspace.write(
            "Sources/App/Pinger.swift", "public protocol Pinger: AnyObject {\n    func ping(_ count: Int)\n}\n")
        try workspace.write(
            "Sources/App/Use.swift",
            """
            import ReactiveRuntime

            func makeProxy() -> DownloadDelegateProxy { DownloadDelegateProxy() }

            """)
        try workspace.write(
            "Sources/Committed/Committed.swift",
            "/// @proxyable\npublic protocol Listener: AnyObject {\n    func heard(_ word: String)\n}\n")
        try workspace.write("Sources/Plain/Plain.swift", "struct NoProtocolsHere {}\n")
        addTeardownBlock { try? FileManager.default.removeItem(at: base) }
        return workspace
    }

    static let generating = "Generating delegate proxies for App"

    func modificationDate(_ url: URL) throws -> Date {
        try XCTUnwrap(
            FileManager.default.attributesOfItem(atPath: url.path(percentEncoded: false))[.modificationDate] as? Date)
    }

    func testBuildPluginRunsOnlyWhenItsInputsChange() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment[Self.skipVariable] == "1", "\(Self.skipVariable)=1")
        let workspace = try makeWorkspace()

        // Clean build: the generator runs and its output compiles with the target.
        var build = try workspace.swift(["build", "--target", "App"])
        XCTAssertEqual(build.status, 0, build.log)
        XCTAssertTrue(build.log.contains(Self.generating), build.log)
        let download = try XCTUnwrap(workspace.generated("Download Delegate.proxies.swift"), build.log)
        let pinger = try XCTUnwrap(workspace.generated("Pinger.proxies.swift"), build.log)
        XCTAssertTrue(try String(contentsOf: download, encoding: .utf8).contains("final class DownloadDelegateProxy"))
        XCTAssertTrue(try String(contentsOf: download, encoding: .utf8).hasPrefix("// Generated by proxygen"))
        XCTAssertFalse(try String(contentsOf: pinger, encoding: .utf8).contains("class"), "Pinger is not selected yet")

        // SwiftPM builds plugin tools with a build description of their own (`plugin-tools.yaml`)
        // and the target with another (`debug.yaml`); the build after a clean one relinks the tool
        // once and so runs it again. Generated bytes are the same, so nothing is recompiled.
        build = try workspace.swift(["build", "--target", "App"])
        XCTAssertEqual(build.status, 0, build.log)
        XCTAssertFalse(build.log.contains("Compiling App"), build.log)

        // No-op build: nothing runs.
        build = try workspace.swift(["build", "--target", "App"])
        XCTAssertEqual(build.status, 0, build.log)
        XCTAssertFalse(build.log.contains(Self.generating), build.log)
        XCTAssertFalse(build.log.contains("Compiling"), build.log)

        // Touching an input runs the generator; bytes that did not change are not rewritten.
        let written = try modificationDate(download)
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(2)],
            ofItemAtPath: workspace.file("Sources/App/Download Delegate.swift").path(percentEncoded: false))
        build = try workspace.swift(["build", "--target", "App"])
        XCTAssertEqual(build.status, 0, build.log)
        XCTAssertTrue(build.log.contains(Self.generating), build.log)
        XCTAssertEqual(try modificationDate(download), written, "an unchanged generated file was rewritten")

        // Editing an input regenerates its file.
        try workspace.write(
            "Sources/App/Download Delegate.swift",
            """
            /// @proxyable
            public protocol DownloadDelegate: AnyObject {
                func download(_ id: Int, didReceive bytes: Int)
                func downloadDidPause(_ id: Int)
            }

            """)
        build = try workspace.swift(["build", "--target", "App"])
        XCTAssertEqual(build.status, 0, build.log)
        XCTAssertTrue(try String(contentsOf: download, encoding: .utf8).contains("downloadDidPause"))

        // Adding a config selects a protocol by name; editing it is picked up.
        try workspace.write("Sources/App/proxygen.json", #"{ "protocols": ["Pinger"] }"#)
        build = try workspace.swift(["build", "--target", "App"])
        XCTAssertEqual(build.status, 0, build.log)
        XCTAssertFalse(build.log.contains("unhandled"), build.log)
        XCTAssertTrue(try String(contentsOf: pinger, encoding: .utf8).contains("final class PingerProxy"), build.log)
        XCTAssertTrue(try String(contentsOf: pinger, encoding: .utf8).contains("var ping:"))

        try workspace.write(
            "Sources/App/proxygen.json",
            #"{ "protocols": ["Pinger"], "accessLevel": "internal", "eventNames": { "Pinger.ping(_:)": "pinged" } }"#)
        build = try workspace.swift(["build", "--target", "App"])
        XCTAssertEqual(build.status, 0, build.log)
        XCTAssertTrue(build.log.contains(Self.generating), build.log)
        let pingerText = try String(contentsOf: pinger, encoding: .utf8)
        XCTAssertTrue(pingerText.contains("var pinged:"), pingerText)
        XCTAssertFalse(pingerText.contains("public final class PingerProxy"), pingerText)

        // A module's protocol, from its synthesized interface, gets its own declared output.
        try workspace.write(
            "Sources/App/proxygen.json",
            #"{ "protocols": ["Pinger"], "modules": [{ "module": "FoundationXML", "protocols": ["XMLParserDelegate"] }] }"#
        )
        build = try workspace.swift(["build", "--target", "App"])
        XCTAssertEqual(build.status, 0, build.log)
        let module = try XCTUnwrap(workspace.generated("FoundationXML.swiftinterface.proxies.swift"), build.log)
        let moduleText = try String(contentsOf: module, encoding: .utf8)
        XCTAssertTrue(moduleText.contains("import FoundationXML"), moduleText)
        XCTAssertTrue(moduleText.contains("final class XMLParserDelegateProxy: XMLParserDelegate"), moduleText)

        // A config error fails the build, placed at the config file and naming the key.
        try workspace.write("Sources/App/proxygen.json", #"{ "protocol": ["Pinger"] }"#)
        build = try workspace.swift(["build", "--target", "App"])
        XCTAssertNotEqual(build.status, 0, build.log)
        XCTAssertTrue(
            build.log.contains("proxygen.json:1:3: error: unknown key 'protocol' (did you mean 'protocols'?)"),
            build.log)

        // Fixed again, then a no-op build runs nothing.
        try workspace.write("Sources/App/proxygen.json", #"{ "protocols": ["Pinger"] }"#)
        XCTAssertEqual(try workspace.swift(["build", "--target", "App"]).status, 0)
        build = try workspace.swift(["build", "--target", "App"])
        XCTAssertEqual(build.status, 0, build.log)
        XCTAssertFalse(build.log.contains(Self.generating), build.log)

        // A misspelled marker: the generator's warning is printed by the build that runs it, and the
        // generated file's #warning repeats it, with the typo's position, in a later build that
        // compiles the target without running the generator.
        try workspace.write(
            "Sources/App/Ticker.swift", "/// @proxyabel\npublic protocol Ticker: AnyObject {\n    func tick()\n}\n")
        try workspace.write("Sources/App/UseTicker.swift", "func observe(_ proxy: TickerProxy) {}\n")
        let typo = "Ticker.swift:1:5: '@proxyabel' is not the marker '@proxyable'"
        build = try workspace.swift(["build", "--target", "App"])
        XCTAssertNotEqual(build.status, 0, build.log)
        XCTAssertTrue(build.log.contains(Self.generating), build.log)
        XCTAssertTrue(build.log.contains("warning: \(typo)"), build.log)
        build = try workspace.swift(["build", "--target", "App"])
        XCTAssertNotEqual(build.status, 0, build.log)
        XCTAssertFalse(build.log.contains(Self.generating), build.log)
        XCTAssertTrue(build.log.contains("Ticker.proxies.swift:4:10: warning: \(typo)"), build.log)
        try FileManager.default.removeItem(at: workspace.file("Sources/App/Ticker.swift"))
        try FileManager.default.removeItem(at: workspace.file("Sources/App/UseTicker.swift"))
        XCTAssertEqual(try workspace.swift(["build", "--target", "App"]).status, 0)

        // The command plugin writes committed proxies into the target; --check guards them.
        var command = try workspace.swift(
            ["package", "--allow-writing-to-package-directory", "generate-proxies", "--target", "Committed"])
        XCTAssertEqual(command.status, 0, command.log)
        XCTAssertTrue(command.log.contains("Generated 1 file(s) of proxies of Committed in "), command.log)
        let committed = workspace.file("Sources/Committed/GeneratedProxies/Committed.proxies.swift")
        XCTAssertTrue(try String(contentsOf: committed, encoding: .utf8).contains("final class ListenerProxy"))
        build = try workspace.swift(["build", "--target", "Committed"])
        XCTAssertEqual(build.status, 0, build.log)
        command = try workspace.swift(
            ["package", "--allow-writing-to-package-directory", "generate-proxies", "--target", "Committed", "--check"])
        XCTAssertEqual(command.status, 0, command.log)
        try (try String(contentsOf: committed, encoding: .utf8) + "// edited\n").write(
            to: committed, atomically: true, encoding: .utf8)
        command = try workspace.swift(
            ["package", "--allow-writing-to-package-directory", "generate-proxies", "--target", "Committed", "--check"])
        XCTAssertNotEqual(command.status, 0, command.log)
        XCTAssertTrue(
            command.log.contains("Committed.proxies.swift: error: differs from what proxygen generates"), command.log)

        // A target without proxies: said so, and no folder is made.
        command = try workspace.swift([
            "package", "--allow-writing-to-package-directory", "generate-proxies", "--target", "Plain",
        ])
        XCTAssertEqual(command.status, 0, command.log)
        XCTAssertTrue(command.log.contains("No proxies in Plain"), command.log)
        XCTAssertFalse(command.log.contains("proxies of Plain in"), command.log)
        XCTAssertFalse(
            FileManager.default.fileExists(
                atPath: workspace.file("Sources/Plain/GeneratedProxies").path(percentEncoded: false)))

        // Two inputs whose generated names would be the same each get a file: both proxies compile.
        try workspace.write(
            "Sources/App/a/b.swift", "/// @proxyable\npublic protocol NestedDelegate: AnyObject {\n    func n()\n}\n")
        try workspace.write(
            "Sources/App/a_b.swift", "/// @proxyable\npublic protocol FlatDelegate: AnyObject {\n    func f()\n}\n")
        try workspace.write(
            "Sources/App/UseBoth.swift",
            "func makeBoth() -> (NestedDelegateProxy, FlatDelegateProxy) { (NestedDelegateProxy(), FlatDelegateProxy()) }\n"
        )
        build = try workspace.swift(["build", "--target", "App"])
        XCTAssertEqual(build.status, 0, build.log)
        XCTAssertFalse(build.log.contains("multiple producers"), build.log)

        // The command plugin lists a target's proxies and their events, and writes nothing.
        command = try workspace.swift(
            ["package", "--allow-writing-to-package-directory", "generate-proxies", "--target", "App", "--list"])
        XCTAssertEqual(command.status, 0, command.log)
        XCTAssertTrue(
            command.log.contains("DownloadDelegateProxy (DownloadDelegate, Download Delegate.swift:2)\n"), command.log)
        XCTAssertTrue(command.log.contains("  downloadDidPause      downloadDidPause(_:)\n"), command.log)
        XCTAssertTrue(command.log.contains("PingerProxy (Pinger, Pinger.swift:1)\n"), command.log)
        XCTAssertFalse(
            FileManager.default.fileExists(
                atPath: workspace.file("Sources/App/GeneratedProxies").path(percentEncoded: false)))

        // The command plugin run on a target that also applies the build plugin: the build compiles
        // the checked-in files, generates the others' (here, files without proxies), and says which
        // inputs it left to checked-in files. Without them, it generates every input's again.
        command = try workspace.swift(
            ["package", "--allow-writing-to-package-directory", "generate-proxies", "--target", "App"])
        XCTAssertEqual(command.status, 0, command.log)
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: workspace.file("Sources/App/GeneratedProxies/Download Delegate.proxies.swift").path(
                    percentEncoded: false)), command.log)
        build = try workspace.swift(["build", "--target", "App"])
        XCTAssertEqual(build.status, 0, build.log)
        XCTAssertFalse(build.log.contains("multiple producers"), build.log)
        XCTAssertTrue(
            build.log.contains(
                "target 'App' has proxies checked in by 'swift package generate-proxies'; the build compiles them and does not generate the proxies of: "
            ), build.log)
        XCTAssertTrue(
            build.log.contains("Download Delegate.swift (GeneratedProxies/Download Delegate.proxies.swift)"), build.log)
        XCTAssertTrue(build.log.contains("Pinger.swift (GeneratedProxies/Pinger.proxies.swift)"), build.log)
        XCTAssertFalse(build.log.contains("Use.swift ("), build.log)
        try FileManager.default.removeItem(at: workspace.file("Sources/App/GeneratedProxies"))
        build = try workspace.swift(["build", "--target", "App"])
        XCTAssertEqual(build.status, 0, build.log)
        XCTAssertFalse(build.log.contains("has proxies checked in"), build.log)
        XCTAssertTrue(
            try String(contentsOf: try XCTUnwrap(workspace.generated("Pinger.proxies.swift")), encoding: .utf8)
                .contains("final class PingerProxy"))

        // A target that applies the plugin without depending on ReactiveRuntime is told the line
        // to add, instead of "no such module" inside the plugin's work directory.
        let manifest = try String(contentsOf: workspace.file("Package.swift"), encoding: .utf8)
        try workspace.write(
            "Package.swift",
            manifest.replacingOccurrences(
                of: #".target(name: "Plain"),"#,
                with:
                    #".target(name: "Plain"), .target(name: "NoRuntime", plugins: [.plugin(name: "ProxyGenPlugin", package: "ProxyGen")]),"#
            ))
        try workspace.write(
            "Sources/NoRuntime/Ticker.swift",
            "/// @proxyable\npublic protocol Ticker: AnyObject {\n    func tick()\n}\n")
        build = try workspace.swift(["build", "--target", "NoRuntime"])
        XCTAssertNotEqual(build.status, 0, build.log)
        XCTAssertTrue(
            build.log.contains(
                #"target 'NoRuntime' applies ProxyGenPlugin but does not depend on ReactiveRuntime, which the generated proxies import; add .product(name: "ReactiveRuntime", package: "ProxyGen") to the target's dependencies in Package.swift"#
            ), build.log)
        XCTAssertFalse(build.log.contains("no such module"), build.log)
    }
}
