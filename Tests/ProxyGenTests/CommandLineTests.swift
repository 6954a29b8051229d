// CommandLineTests: the proxygen binary as users run it — exit codes, diagnostics in the
// compiler's format, stdin, and output files.

import Foundation
import XCTest

final class CommandLineTests: XCTestCase {
    /// The proxygen executable built next to the test bundle.
    static var binary: URL {
        // macOS: the bundle is `….xctest` in the products folder; Linux: the products folder.
        var products = Bundle(for: CommandLineTests.self).bundleURL
        if products.pathExtension == "xctest" { products.deleteLastPathComponent() }
        return products.appending(path: "proxygen")
    }

    var temporary: URL!

    override func setUpWithError() throws {
        temporary = FileManager.default.temporaryDirectory.appending(path: "proxygen-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: temporary)
    }

    func proxygen(_ arguments: [String], stdin: String? = nil) throws -> (status: Int32, output: String) {
        try Fixtures.run(Self.binary.path(percentEncoded: false), arguments, input: stdin.map { Data($0.utf8) }, currentDirectory: temporary)
    }

    func write(_ name: String, _ text: String) throws -> String {
        try text.write(to: temporary.appending(path: name), atomically: true, encoding: .utf8)
        return name
    }

    // MARK: - Malformed input

    func testUnterminatedStringIsReportedAtItsPosition() throws {
        let file = try write(
            "Bad.swift",
            """
            protocol P: AnyObject { func f() }
            let s = "never closed
            """)
        let (status, output) = try proxygen(["--protocol", "P", file])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(output.contains("Bad.swift:2:9: error: unterminated string literal"), output)
    }

    func testUnbalancedBracesAreReportedAtTheUnclosedBrace() throws {
        let file = try write(
            "Braces.swift",
            """
            /// @proxyable
            protocol P: AnyObject { func f() }
            struct S {
                func g() {
                    if true {
                }
            }
            """)
        let (status, output) = try proxygen([file])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(output.contains("Braces.swift:3:10: error: '{' is never closed"), output)
    }

    func testUnsupportedMemberIsReportedAndNoBrokenOutputIsWritten() throws {
        let file = try write(
            "Member.swift",
            """
            /// @proxyable
            protocol P: AnyObject {
                func f()
                case oops
            }
            """)
        let output = temporary.appending(path: "Out.swift")
        let result = try proxygen([file, "--output", "Out.swift"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.output.contains("Member.swift:4:5: error: expected a protocol requirement (func, var, subscript, init, associatedtype or typealias), found 'case'"),
            result.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path(percentEncoded: false)))
    }

    func testVariadicParameterIsDiagnosed() throws {
        let file = try write("V.swift", "protocol P: AnyObject {\n    func log(_ items: Any...)\n}\n")
        let (status, output) = try proxygen(["--protocol", "P", file])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(output.contains("V.swift:2:5: error: requirement 'log(_:)' has a variadic parameter 'items'"), output)
    }

    func testUnknownProtocolNamesWhatExists() throws {
        let file = try write("A.swift", "protocol Alpha: AnyObject {}\nprotocol Beta: AnyObject {}\n")
        let (status, output) = try proxygen(["--protocol", "Gamma", file])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(output.contains("error: no protocol named 'Gamma' in the inputs (found: Alpha, Beta)"), output)
    }

    // MARK: - Usage

    func testUsageErrorsExitWithTwo() throws {
        XCTAssertEqual(try proxygen([]).status, 2)
        let unknown = try proxygen(["--frobnicate", "x.swift"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.output.contains("unknown option '--frobnicate'"), unknown.output)
        XCTAssertEqual(try proxygen(["--protocol"]).status, 2)
    }

    func testHelpAndVersion() throws {
        let help = try proxygen(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.output.contains("USAGE: proxygen [options] <file>..."))
        let version = try proxygen(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.output.hasPrefix("proxygen "))
    }

    // MARK: - Output

    func testReadsStandardInputAndWritesStandardOutput() throws {
        let (status, output) = try proxygen(
            ["-"], stdin: "/// @proxyable\nprotocol Pinger: AnyObject {\n    func ping(_ count: Int)\n}\n")
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(output.contains("final class PingerProxy: Pinger"), output)
        XCTAssertTrue(output.contains("// Generated by proxygen"), output)
    }

    func testOutputDirectoryWritesOneFilePerInputAndLeavesUnchangedFilesAlone() throws {
        _ = try write("One.swift", "/// @proxyable\nprotocol One: AnyObject { func a() }\n")
        _ = try write("Two.swift", "struct NoProtocolsHere {}\n")
        let first = try proxygen(["--output-dir", "out", "One.swift", "Two.swift"])
        XCTAssertEqual(first.status, 0, first.output)
        let one = temporary.appending(path: "out/One.proxies.swift")
        let two = temporary.appending(path: "out/Two.proxies.swift")
        XCTAssertTrue(try String(contentsOf: one, encoding: .utf8).contains("final class OneProxy"))
        XCTAssertTrue(try String(contentsOf: two, encoding: .utf8).hasPrefix("// Generated by proxygen"))

        // Same inputs again: the file is not rewritten (its modification date stays).
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: one.path(percentEncoded: false))
        XCTAssertEqual(try proxygen(["--output-dir", "out", "One.swift", "Two.swift"]).status, 0)
        let date = try FileManager.default.attributesOfItem(atPath: one.path(percentEncoded: false))[.modificationDate] as? Date
        XCTAssertEqual(date, past)
    }

    func testOutputIsIndependentOfInputOrder() throws {
        _ = try write("A.swift", "/// @proxyable\nprotocol A: AnyObject { func a() }\n")
        _ = try write("B.swift", "/// @proxyable\nprotocol B: AnyObject { func b() }\n")
        let forward = try proxygen(["A.swift", "B.swift"])
        let backward = try proxygen(["B.swift", "A.swift"])
        XCTAssertEqual(forward.status, 0)
        XCTAssertEqual(forward.output, backward.output)
    }
}
