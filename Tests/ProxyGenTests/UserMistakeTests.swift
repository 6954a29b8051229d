// UserMistakeTests: the proxygen command (in-process) given the mistakes users make — errors at the
// position of the mistake, one diagnostic per cause, limits the README promises, and
// configuration and command-line checks that name what is wrong.

import Foundation
import XCTest

final class UserMistakeTests: CommandTestCase {
    override class var temporaryLabel: String { "mistakes" }

    func write(_ name: String, _ text: String) throws {
        try text.write(to: temporary.appending(path: name), atomically: true, encoding: .utf8)
    }

    func writeBytes(_ name: String, _ bytes: [UInt8]) throws {
        try Data(bytes).write(to: temporary.appending(path: name))
    }

    func errorLines(_ output: String) -> [Substring] {
        output.split(separator: "\n").filter { $0.contains(": error: ") }
    }

    // MARK: - 6. Errors where the mistake is

    func testMissingClosingParenthesisIsReportedWhereTheListShouldClose() throws {
        try write(
            "Download.swift",
            """
            import Foundation

            /// @proxyable
            protocol DownloadDelegate: AnyObject {
                func download(_ id: Int, didReceive data: Data
                func downloadDidFinish(_ id: Int)
                var downloader: Int { get }
            }

            """)
        let (status, output) = try proxygen(["Download.swift"])
        XCTAssertEqual(status, 1, output)
        XCTAssertEqual(
            errorLines(output),
            ["Download.swift:5:51: error: expected ')' in parameter list (to match the '(' at 5:18)"], output)
    }

    func testMissingClosingParenthesisAfterADefaultValue() throws {
        try write(
            "Default.swift", "/// @proxyable\nprotocol P: AnyObject {\n    func a(_ x: Int = 0\n    func b()\n}\n")
        let (status, output) = try proxygen(["Default.swift"])
        XCTAssertEqual(status, 1, output)
        XCTAssertEqual(
            errorLines(output),
            ["Default.swift:3:24: error: expected ')' in parameter list (to match the '(' at 3:11)"], output)
    }

    func testMissingResultTypeIsReportedAtTheArrow() throws {
        try write(
            "Arrow.swift",
            "/// @proxyable\nprotocol DownloadDelegate: AnyObject {\n    func f() ->\n    var downloader: Int { get }\n    subscript(i: Int) ->\n}\n"
        )
        let (status, output) = try proxygen(["Arrow.swift"])
        XCTAssertEqual(status, 1, output)
        XCTAssertEqual(
            errorLines(output),
            [
                "Arrow.swift:3:14: error: expected type for function result",
                "Arrow.swift:5:23: error: expected type for subscript result",
            ],
            output)
    }

    // MARK: - 7. One diagnostic per cause and position

    func testDeeplyNestedInterpolationsGiveOneDiagnostic() throws {
        let nested = String(repeating: "\"\\(", count: 10_000) + "1" + String(repeating: ")\"", count: 10_000)
        try write("Deep.swift", "/// @proxyable\nprotocol P: AnyObject { func f() }\nlet s = \(nested)\n")
        let (status, output) = try proxygen(["Deep.swift"])
        XCTAssertEqual(status, 1, output)
        XCTAssertEqual(
            errorLines(output), ["Deep.swift:3:201: error: string interpolations are nested too deeply"], output)
    }

    func testAParentsRequirementSharedByThreeProxiesIsReportedOnce() throws {
        try write(
            "Parent.swift",
            """
            protocol Base: AnyObject {
                init(coder: Int)
            }
            /// @proxyable
            protocol A: Base { func a() }
            /// @proxyable
            protocol B: Base { func b() }
            /// @proxyable
            protocol C: Base { func c() }

            """)
        let (status, output) = try proxygen(["Parent.swift"])
        XCTAssertEqual(status, 1, output)
        XCTAssertEqual(errorLines(output).count, 1, output)
        XCTAssertTrue(output.hasPrefix("Parent.swift:2:5: error: initializer requirement 'init(coder:)'"), output)
    }

    func testAnInheritedRequirementIsReportedInItsOwnFile() throws {
        // The parent's requirement is reported where it is written, for the child too (it was
        // reported at its offset in the child's file).
        try write(
            "Parent.swift", "protocol Parent: AnyObject {\n    func note(_ value: Int)\n    func copied() -> Self\n}\n")
        try write("Child.swift", "// A child in another file.\n\nprotocol Child: Parent {\n    func more()\n}\n")
        let (status, output) = try proxygen(["--all-protocols", "Child.swift", "Parent.swift", "-o", "Out.swift"])
        XCTAssertEqual(status, 0, output)
        let warnings = output.split(separator: "\n").filter { $0.contains(": warning: ") }
        XCTAssertEqual(warnings.count, 2, output)
        for name in ["Parent", "Child"] {
            XCTAssertTrue(
                warnings.contains(
                    "Parent.swift:3:5: warning: skipping '\(name)': requirement 'copied()' uses 'Self'; a proxy is not its forwardee's type, so it cannot forward it"
                ), output)
        }
    }

    func testAMessageRepeatedAtManyPositionsIsCountedAfterFive() throws {
        var source = "/// @proxyable\nprotocol P: AnyObject {\n"
        for index in 0..<40 { source += "    func f\(index)(_ items: Any...)\n" }
        try write("Many.swift", source + "}\n")
        let (status, output) = try proxygen(["Many.swift"])
        XCTAssertEqual(status, 1, output)
        XCTAssertEqual(errorLines(output).count, 40, "different messages (each names its requirement) are all shown")

        try write("Unclosed.swift", String(repeating: "#if A\n", count: 300))
        let unclosed = try proxygen(["Unclosed.swift"])
        XCTAssertEqual(unclosed.status, 1, unclosed.output)
        XCTAssertEqual(
            errorLines(unclosed.output).filter { $0.hasSuffix("'#if' is never closed by '#endif'") }.count, 5,
            unclosed.output)
        XCTAssertTrue(
            unclosed.output.contains(
                "Unclosed.swift:6:1: note: 295 more of the same error in this file not shown, the first of them here: '#if' is never closed by '#endif'"
            ),
            unclosed.output)
    }

    // MARK: - 9. Limits the README promises

    func testTopLevelIfWithoutEndifIsReported() throws {
        try write("If.swift", "#if DEBUG\n/// @proxyable\nprotocol P: AnyObject { func f() }\n")
        let (status, output) = try proxygen(["If.swift"])
        XCTAssertEqual(status, 1, output)
        XCTAssertTrue(output.contains("If.swift:1:1: error: '#if' is never closed by '#endif'"), output)
    }

    func testNestingBeyond128LevelsIsReportedOnce() throws {
        try write(
            "Types.swift", String(repeating: "struct A {\n", count: 10_000) + String(repeating: "}\n", count: 10_000))
        let types = try proxygen(["--all-protocols", "Types.swift"])
        XCTAssertEqual(types.status, 1, types.output)
        XCTAssertEqual(
            errorLines(types.output), ["Types.swift:129:10: error: types are nested too deeply (more than 128 levels)"])

        try write(
            "Ifs.swift", String(repeating: "#if A\n", count: 10_000) + String(repeating: "#endif\n", count: 10_000))
        let ifs = try proxygen(["--all-protocols", "Ifs.swift"])
        XCTAssertEqual(ifs.status, 1, ifs.output)
        XCTAssertEqual(
            errorLines(ifs.output),
            ["Ifs.swift:129:1: error: '#if' blocks are nested too deeply (more than 128 levels)"])

        // 128 levels are fine.
        try write("Fine.swift", String(repeating: "struct A {\n", count: 128) + String(repeating: "}\n", count: 128))
        XCTAssertEqual(try proxygen(["--all-protocols", "Fine.swift"]).status, 0)
    }

    func testInvalidUTF8InANameIsAnErrorNotReplacementCharacters() throws {
        try writeBytes(
            "Name.swift",
            Array("/// @proxyable\nprotocol P".utf8) + [0xFF, 0xFE] + Array("X: AnyObject { func f() }\n".utf8))
        let (status, output) = try proxygen(["Name.swift"])
        XCTAssertEqual(status, 1, output)
        XCTAssertTrue(output.contains("Name.swift:2:10: error: invalid UTF-8 in a name"), output)
        XCTAssertFalse(output.contains("\u{FFFD}"), output)
        // Valid non-ASCII names are fine.
        try write("Café.swift", "/// @proxyable\nprotocol Café: AnyObject { func f() }\n")
        let valid = try proxygen(["Café.swift"])
        XCTAssertEqual(valid.status, 0, valid.output)
        XCTAssertTrue(valid.output.contains("final class CaféProxy: Café"), valid.output)
    }

    // MARK: - 8. Configuration and command line

    func testImportsMustBeModuleNames() throws {
        try write("Ping.swift", "/// @proxyable\nprotocol Pinger: AnyObject { func ping() }\n")
        try write("proxygen.json", #"{ "imports": ["Dispatch", "Foo Bar"] }"#)
        let config = try proxygen(["--config", "proxygen.json", "Ping.swift"])
        XCTAssertEqual(config.status, 1, config.output)
        XCTAssertTrue(
            config.output.contains(
                #"proxygen.json:1:27: error: 'imports[1]' must be a module name such as "Foundation" or "Foo.Bar", not "Foo Bar""#
            ),
            config.output)
        XCTAssertFalse(config.output.contains("import Foo Bar"), config.output)

        let option = try proxygen(["--import", "Foo Bar", "Ping.swift"])
        XCTAssertEqual(option.status, 2, option.output)
        XCTAssertTrue(
            option.output.contains("'--import' needs a module name such as 'Foundation' or 'Foo.Bar', not 'Foo Bar'"),
            option.output)

        try write("proxygen.json", #"{ "modules": [{ "module": "Foo Bar" }] }"#)
        XCTAssertTrue(
            try proxygen(["--config", "proxygen.json", "Ping.swift"]).output.contains(
                "'modules[0].module' must name a module"))

        for valid in [
            "Dispatch", "Foundation.NSObject", "@preconcurrency import Dispatch", "@_spi(X) public import Dispatch",
        ] {
            let result = try proxygen(["--import", valid, "Ping.swift"])
            XCTAssertEqual(result.status, 0, "\(valid): \(result.output)")
        }
    }

    func testAnEventNameTakingAnotherRequirementsNameIsAnErrorNamingBoth() throws {
        try write(
            "Load.swift",
            "/// @proxyable\nprotocol Loader: AnyObject {\n    func load(_ url: String)\n    func fetch(_ url: String)\n}\n"
        )
        try write("proxygen.json", #"{ "eventNames": { "Loader.fetch(_:)": "load" } }"#)
        let (status, output) = try proxygen(["--config", "proxygen.json", "Load.swift"])
        XCTAssertEqual(status, 1, output)
        XCTAssertTrue(
            output.contains(
                "Load.swift:4:5: error: event name 'load' chosen for 'fetch(_:)' is the event name of 'load(_:)'"),
            output)
        XCTAssertFalse(output.contains("loadString"), output)
    }

    func testSkipEmptyWithoutAnOutputDirectoryIsAUsageError() throws {
        let (status, output) = try proxygen(["--skip-empty", "x.swift"])
        XCTAssertEqual(status, 2, output)
        XCTAssertTrue(output.contains("'--skip-empty' needs '--output-dir'"), output)
    }

    func testAModuleOnTheCommandLineCanSupplyParentsOnly() throws {
        #if os(Linux)
            try write(
                "Feed.swift",
                "import FoundationXML\n\n/// @proxyable\nprotocol FeedDelegate: XMLParserDelegate {\n    func feedDidFinish()\n}\n"
            )
            let (status, output) = try proxygen(["--module", "FoundationXML", "Feed.swift"])
            XCTAssertEqual(status, 0, output)
            XCTAssertTrue(output.contains("final class FeedDelegateProxy: FeedDelegate"), output)
            XCTAssertFalse(output.contains("class XMLParserDelegateProxy"), output)
        #else
            throw XCTSkip("FoundationXML is a Linux module")
        #endif
    }
}
