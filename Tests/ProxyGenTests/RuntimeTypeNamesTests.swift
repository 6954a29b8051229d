// RuntimeTypeNamesTests: a module's types named like ReactiveRuntime's public types
// (RealityFoundation's protocol `Event`) are written qualified by their module in its proxies, which
// then compile beside the runtime; and the generator's list of those names is the runtime's.

import Foundation
import XCTest

@testable import ProxyGen

final class RuntimeTypeNamesTests: XCTestCase {
    /// A module as RealityFoundation prints it: a protocol `Event`, and types named like the
    /// runtime's (`Signal`, a type alias `Lifetime`) that its protocols' requirements name.
    static let interface = """
        public protocol Event {}
        public struct Signal {
            public init() {}
        }
        public typealias Lifetime = Int
        public protocol EventSource: AnyObject {
            func publish(_ event: any Event, on signal: Signal) -> Lifetime
            func subscribe<E: Event>(to type: E.Type) where E: EventSource
            var lastEvent: (any Event)? { get }
        }
        public protocol Scene: AnyObject {
            var allEvents: [any Event] { get }
        }
        """

    func testAModulesTypesNamedLikeTheRuntimesAreQualifiedAndCompile() throws {
        let directory = try TemporaryDirectory.make("runtime-names")
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appending(path: "Scenery.swift")
        try Self.interface.write(to: source, atomically: true, encoding: .utf8)
        let (status, output) = try Fixtures.run(
            "swiftc",
            [
                "-emit-module", "-parse-as-library", "-module-name", "Scenery", "-swift-version", "6",
                "-emit-module-path", directory.appending(path: "Scenery.swiftmodule").path(percentEncoded: false),
                source.path(percentEncoded: false),
            ])
        XCTAssertEqual(status, 0, output)

        // As the command line reads a module: its interface, imported by the generated file.
        var options = GeneratorOptions(selection: ProtocolSelection(includesAll: true))
        options.selection.moduleInterfacePaths = ["Scenery.swiftinterface"]
        options.importsByInput = ["Scenery.swiftinterface": ["Scenery"]]
        let result = ProxyGenerator.generate(
            [SourceFile(path: "Scenery.swiftinterface", text: "import Swift\n\n" + Self.interface)], options: options)
        XCTAssertEqual(result.diagnostics.map { $0.rendered() }, [])
        let generated = result.files.map(\.contents).joined(separator: "\n")
        for line in [
            "public final class EventProxy: Scenery.Event, ReactiveRuntime.DelegateProxyInstallation {",
            "public func publish(_ event: any Scenery.Event, on signal: Scenery.Signal) -> Scenery.Lifetime {",
            "public func subscribe<E: Scenery.Event>(to type: E.Type) where E: EventSource {",
        ] {
            XCTAssertTrue(generated.contains(line), "missing: \(line)\n\(generated)")
        }
        let file = directory.appending(path: "Generated.swift")
        try generated.write(to: file, atomically: true, encoding: .utf8)
        let failure = try RuntimeModule.shared.typecheck(
            [file], arguments: ["-I", directory.path(percentEncoded: false)])
        XCTAssertNil(failure, failure ?? "")
    }

    /// Every public file-scope type the runtime's sources declare (under `#if` or not) is in the
    /// generator's list (``RuntimeTypeNames``): a type added to the runtime and not to the list would
    /// make a module's type of its name ambiguous again. The list may hold more (a name qualified
    /// needlessly still compiles).
    func testTheListHasEveryPublicTypeOfTheRuntime() throws {
        let runtime = Fixtures.root.appending(path: "Sources/ReactiveRuntime")
        let enumerator = FileManager.default.enumerator(at: runtime, includingPropertiesForKeys: nil)
        let sources = (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
        XCTAssertFalse(sources.isEmpty)
        let declaration = try Regex(
            #"^ *(?:@\w+(?:\([^)]*\))? +)*(?:public|open) +(?:final +)?(?:indirect +)?(?:class|struct|enum|protocol|typealias|actor) +(\w+)"#
        )
        var declared: Set<String> = []
        for source in sources {
            // File scope is brace depth 0 (`#if` opens none); comments are left out of the count.
            var depth = 0
            for line in try String(contentsOf: source, encoding: .utf8).split(separator: "\n") {
                let code = line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
                if depth == 0, let match = code.firstMatch(of: declaration), let name = match.output[1].substring {
                    declared.insert(String(name))
                }
                depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
            }
        }
        XCTAssertTrue(declared.contains("Signal") && declared.contains("Event"), "\(declared.sorted())")
        for name in declared.sorted() { XCTAssertTrue(RuntimeTypeNames.contains(name), name) }
        XCTAssertFalse(RuntimeTypeNames.contains("EventSource"))
    }
}
