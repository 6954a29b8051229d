// EmitterTests: imports, doc comments and determinism of the generated source.

import XCTest

@testable import ProxyGen

final class EmitterTests: XCTestCase {
    func generate(_ source: String, path: String = "Input.swift") -> GenerationResult {
        ProxyGenerator.generate(
            [SourceFile(path: path, text: source)],
            options: GeneratorOptions(selection: ProtocolSelection(includesAll: true)))
    }

    func testImportsAreSortedByModuleWithoutNarrowerDuplicatesOrTheInputsRuntimeImport() {
        let output = generate(
            """
            @preconcurrency import Dispatch
            private import Foundation
            import Foundation
            @_spi(Testing) internal import Combine
            private import ReactiveRuntime
            import struct Synchronization.Mutex

            public protocol Feed: AnyObject {
                func feedDidUpdate(_ count: Int)
            }
            """
        ).files[0].contents
        let imports = output.split(separator: "\n").filter { $0.contains("import ") && !$0.hasPrefix("//") }
        XCTAssertEqual(
            imports,
            [
                "@_spi(Testing) internal import Combine", "@preconcurrency import Dispatch", "import Foundation",
                "import ReactiveRuntime", "import struct Synchronization.Mutex",
            ],
            output)
    }

    func testImportsOfOneModuleUnderOneConditionAreOrderedByTheirText() {
        // Each pair differs only in its attribute: the set the imports are gathered in orders
        // them by a hash seeded per process, so without a full order this test fails in most runs.
        let modules = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta", "Eta", "Theta"]
        let pairs = modules.map { "@_spi(Private) import \($0)\nimport \($0)\n" }.joined()
        let output = generate(
            """
            #if compiler(>=6)
            \(pairs)#endif

            public protocol Feed: AnyObject {
                func feedDidUpdate(_ count: Int)
            }
            """
        ).files[0].contents
        let imports = output.split(separator: "\n").filter { $0.contains("import ") && !$0.contains("ReactiveRuntime") }
        XCTAssertEqual(
            imports,
            modules.sorted().flatMap { ["@_spi(Private) import \($0)", "import \($0)"] }.map { Substring($0) },
            output)
    }

    func testPlainProxiesTakeTheirInstallationFromTheRuntime() {
        // A plain proxy conforms to the runtime's installation protocol instead of declaring
        // `proxy(for:delegate:)` and `uninstall(from:delegate:)`.
        let plain = generate("public protocol Status: AnyObject {\n    func changed(_ value: Int)\n}\n").files[0]
            .contents
        XCTAssertTrue(
            plain.contains("public final class StatusProxy: Status, ReactiveRuntime.DelegateProxyInstallation {"), plain
        )
        XCTAssertFalse(plain.contains("static func proxy<"), plain)
        XCTAssertFalse(plain.contains("static func uninstall<"), plain)
        // A public proxy names the runtime in its API (its `Events` at least), so the runtime is
        // imported publicly, also where no requirement publishes an event.
        XCTAssertTrue(plain.contains("\npublic import ReactiveRuntime\n"), plain)
        let silent = generate("public protocol Status: AnyObject {\n    var value: Int? { get }\n}\n").files[0].contents
        XCTAssertTrue(silent.contains("\npublic import ReactiveRuntime\n"), silent)
        // One isolated to a global actor declares them itself (the runtime's extension is
        // nonisolated), as does one whose installation sets answers (a responder).
        let isolated = generate("@MainActor public protocol Status: AnyObject {\n    func changed(_ value: Int)\n}\n")
            .files[0].contents
        XCTAssertTrue(isolated.contains("public final class StatusProxy: Status {"), isolated)
        XCTAssertTrue(isolated.contains("public static func proxy<Host: AnyObject>("), isolated)
        let answering = generate("protocol Status: AnyObject {\n    var value: Int { get }\n}\n").files[0].contents
        XCTAssertTrue(answering.contains("final class StatusProxy: Status {"), answering)
        XCTAssertTrue(answering.contains("value: @escaping () -> Int"), answering)
        // A requirement naming a type `ProxiedDelegate` keeps that name visible: the proxy declares
        // the methods itself.
        let clashing = generate("protocol P: AnyObject {\n    func f(_ d: ProxiedDelegate)\n}\n").files[0].contents
        XCTAssertTrue(clashing.contains("final class PProxy: P {"), clashing)
        XCTAssertTrue(clashing.contains("static func proxy<Host: AnyObject>("), clashing)
    }

    func testDocCommentsWithWindowsLineEndingsBecomeCleanLines() {
        let source = "protocol P: AnyObject {\r\n    /// First line.\r\n    /// Second line.\r\n    func f()\r\n}\r\n"
        let output = generate(source).files[0].contents
        XCTAssertTrue(output.contains("        /// First line.\n        /// Second line.\n"), output)
        XCTAssertFalse(output.contains("\r"), "no carriage return may leak into generated lines")
    }

    func testDocCommentLinesLoseTheirMarkersAndProxyGenAnnotations() {
        let cases: [(String, [String])] = [
            ("/// One.\n/// Two.", ["One.", "Two."]),
            ("///One.\n   ///  Two.  \t", ["One.", " Two."]),
            ("/** Block.\n * Star.\n */", ["Block.", "Star."]),
            ("/**\n Text */", ["Text"]),
            ("/// A.\r\n/// B.\r\n", ["A.", "B."]),
            ("///\n///\n/// Middle.\n///\n", ["Middle."]),
            ("/// @event(name)\n/// Kept.", ["Kept."]),
            ("///   @proxyable  \n/// After.", ["After."]),
            ("/// @proxyable kept\n", ["@proxyable kept"]),
            ("/**\n\t *\tTabbed star\n\t */", ["\tTabbed star"]),
            ("", []),
        ]
        func lines(_ comment: String) -> [String] {
            var lines: [String] = []
            DocComment.forEachLine(comment) { lines.append(String(decoding: $0, as: UTF8.self)) }
            return lines
        }
        for (comment, expected) in cases {
            XCTAssertEqual(lines(comment), expected, "\(comment.debugDescription)")
        }
        // Read as bytes: the space after `///` goes, whatever follows it.
        XCTAssertEqual(lines("/// Caf\u{E9}.\n/// \u{301}x"), ["Caf\u{E9}.", "\u{301}x"])
        XCTAssertEqual(lines("/// A.\n///\n/// @event(a)\n///\n/// B.\n///"), ["A.", "", "", "B."])
    }

    func testGeneratedBytesDoNotDependOnInputOrder() {
        let a = SourceFile(path: "A.swift", text: "import Foundation\nprotocol A: AnyObject { func a(_ d: Data) }\n")
        let b = SourceFile(path: "B.swift", text: "protocol B: A { func b() }\n")
        let options = GeneratorOptions(selection: ProtocolSelection(includesAll: true))
        let forward = ProxyGenerator.generate([a, b], options: options).files[0].contents
        let backward = ProxyGenerator.generate([b, a], options: options).files[0].contents
        XCTAssertEqual(forward, backward)
        XCTAssertTrue(forward.contains("import Foundation"), "a parent's file contributes its imports")
    }

    func testNoLineEndsWithWhitespace() {
        let output = generate(
            "/// Doc.\n///\n/// More.\nprotocol P: AnyObject {\n    /// A.\n    ///\n    func f(_ x: Int) -> Int\n}\n"
        )
        .files[0].contents
        for line in output.split(separator: "\n") {
            XCTAssertFalse(line.hasSuffix(" ") || line.hasSuffix("\t"), "trailing whitespace: '\(line)'")
        }
    }

    /// `UIApplicationDelegate.window` and `MKAnnotation.title` are optional property requirements:
    /// read from the forwardee where it implements them, kept by the proxy otherwise.
    func testOptionalPropertyRequirementsOfOptionalTypeAreProxied() {
        let result = generate(
            """
            @objc protocol AppDelegate: NSObjectProtocol {
                @objc optional var window: AnyObject? { get set }
                @objc optional var title: String? { get }
            }
            @objc protocol BadgeDelegate: NSObjectProtocol {
                @objc optional var badge: Int { get }
            }
            """
        )
        let output = result.files[0].contents
        XCTAssertTrue(output.contains("var window: AnyObject? {"), output)
        XCTAssertTrue(
            output.contains("if let value = currentForwardee?.window { return value }"), output)
        XCTAssertTrue(output.contains("forwardee.responds(to: #selector(setter: AppDelegate.window))"), output)
        XCTAssertTrue(output.contains("windowValue = newValue"), output)
        XCTAssertTrue(
            output.contains("if let value = currentForwardee?.title { return value }"), output)
        // Read-only: only a forwardee that implements it answers; settable: the proxy keeps it.
        XCTAssertTrue(output.contains("requirements.add(#selector(getter: AppDelegate.title), .never)"), output)
        XCTAssertTrue(output.contains("requirements.add(#selector(setter: AppDelegate.window), .always)"), output)
        let messages = result.diagnostics.map(\.message)
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(
            messages.first?.contains("optional property requirement 'badge' of a non-optional type") == true,
            "\(messages)")
    }
}
