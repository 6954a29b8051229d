// CommandLineTests: the proxygen command as users run it — exit codes, diagnostics in the
// compiler's format, stdin, and output files. The logic runs in-process (ProxyGenCLI); the tests
// of the executable itself (exit codes, standard streams) run the built binary.

import Foundation
import XCTest

@testable import ProxyGenCLI

final class CommandLineTests: CommandTestCase {
    /// The proxygen executable built next to the test bundle, or the one `PROXYGEN_BINARY` names
    /// (to show that a test fails against an older build).
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["PROXYGEN_BINARY"] { return URL(fileURLWithPath: path) }
        // macOS: the bundle is `….xctest` in the products folder; Linux: the products folder.
        var products = Bundle(for: CommandLineTests.self).bundleURL
        if products.pathExtension == "xctest" { products.deleteLastPathComponent() }
        return products.appending(path: "proxygen")
    }

    override class var temporaryLabel: String { "cli" }

    /// The built executable, for what only a process shows: its exit status and standard streams.
    func binary(_ arguments: [String], stdin: String? = nil) throws -> (status: Int32, output: String) {
        try Fixtures.run(
            Self.binary.path(percentEncoded: false), arguments, input: stdin.map { Data($0.utf8) },
            currentDirectory: temporary)
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
            result.output.contains(
                "Member.swift:4:5: error: expected a protocol requirement (func, var, subscript, init, associatedtype or typealias), found 'case'"
            ),
            result.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path(percentEncoded: false)))
    }

    func testVariadicParameterIsDiagnosed() throws {
        let file = try write("V.swift", "protocol P: AnyObject {\n    func log(_ items: Any...)\n}\n")
        let (status, output) = try proxygen(["--protocol", "P", file])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(
            output.contains("V.swift:2:5: error: requirement 'log(_:)' has a variadic parameter 'items'"), output)
    }

    func testUnknownProtocolNamesWhatExists() throws {
        let file = try write("A.swift", "protocol Alpha: AnyObject {}\nprotocol Beta: AnyObject {}\n")
        let (status, output) = try proxygen(["--protocol", "Gamma", file])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(output.contains("error: no protocol named 'Gamma' in the inputs (found: Alpha, Beta)"), output)
    }

    // MARK: - Usage

    func testUsageErrorsExitWithTwo() throws {
        XCTAssertEqual(try binary([]).status, 2)
        let unknown = try binary(["--frobnicate", "x.swift"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.output.contains("unknown option '--frobnicate'"), unknown.output)
        XCTAssertEqual(try binary(["--protocol"]).status, 2)
    }

    func testHelpAndVersion() throws {
        let help = try binary(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.output.contains("USAGE: proxygen [options] <file>..."))
        let version = try binary(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.output.hasPrefix("proxygen "))
    }

    // MARK: - Output

    func testReadsStandardInputAndWritesStandardOutput() throws {
        let (status, output) = try binary(
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
        let date =
            try FileManager.default.attributesOfItem(atPath: one.path(percentEncoded: false))[.modificationDate]
            as? Date
        XCTAssertEqual(date, past)
    }

    func testOutputNamingADirectoryWritesOneFilePerInput() throws {
        _ = try write("One.swift", "/// @proxyable\nprotocol One: AnyObject { func a() }\n")
        let result = try proxygen(["One.swift", "--output", "out/"])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(
            try String(contentsOf: temporary.appending(path: "out/One.proxies.swift"), encoding: .utf8).contains(
                "final class OneProxy"))
    }

    func testOutputIsIndependentOfInputOrder() throws {
        _ = try write("A.swift", "/// @proxyable\nprotocol A: AnyObject { func a() }\n")
        _ = try write("B.swift", "/// @proxyable\nprotocol B: AnyObject { func b() }\n")
        let forward = try proxygen(["A.swift", "B.swift"])
        let backward = try proxygen(["B.swift", "A.swift"])
        XCTAssertEqual(forward.status, 0)
        XCTAssertEqual(forward.output, backward.output)
    }

    // MARK: - Check

    func generateIntoDirectory(_ extra: [String] = []) throws -> (status: Int32, output: String) {
        try proxygen(["--output-dir", "Generated", "--skip-empty", "--prune"] + extra + ["One.swift", "Two.swift"])
    }

    func testCheckPassesOnACleanTreeAndFailsWithASummaryWhenAFileWasEdited() throws {
        _ = try write("One.swift", "/// @proxyable\nprotocol One: AnyObject {\n    func a()\n}\n")
        _ = try write("Two.swift", "struct NoProtocolsHere {}\n")
        XCTAssertEqual(try generateIntoDirectory().status, 0)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: temporary.appending(path: "Generated/Two.proxies.swift").path))

        let clean = try generateIntoDirectory(["--check"])
        XCTAssertEqual(clean.status, 0, clean.output)
        XCTAssertEqual(clean.output, "")

        let generated = temporary.appending(path: "Generated/One.proxies.swift")
        let original = try String(contentsOf: generated, encoding: .utf8)
        try original.replacingOccurrences(of: "func a()", with: "func a() /* edited */")
            .write(to: generated, atomically: true, encoding: .utf8)
        let edited = try generateIntoDirectory(["--check"])
        XCTAssertEqual(edited.status, 1, edited.output)
        XCTAssertTrue(
            edited.output.contains("One.proxies.swift: error: differs from what proxygen generates"), edited.output)
        XCTAssertTrue(edited.output.contains("- ") && edited.output.contains("/* edited */"), edited.output)
        XCTAssertTrue(edited.output.contains(": the differing part is "), edited.output)
        XCTAssertTrue(edited.output.contains("proxygen --check: 1 generated file(s) out of date"), edited.output)
        // --check writes nothing.
        XCTAssertTrue(try String(contentsOf: generated, encoding: .utf8).contains("/* edited */"))
    }

    /// The summary says what its numbers count: the lines of the part that differs, on disk and
    /// generated, each with its unit and in the singular for one.
    func testCheckSummarySaysWhatItCounts() {
        XCTAssertEqual(
            DiffSummary.summarize(onDisk: "a\nb\nc\n", generated: "a\nB\nc\n"),
            """
              first difference at line 2: the differing part is 1 line on disk and 1 line generated
              - b
              + B
            """)
        XCTAssertEqual(
            DiffSummary.summarize(onDisk: "a\nb\nc\nd\n", generated: "a\nX\nd\n").split(separator: "\n").first,
            "  first difference at line 2: the differing part is 2 lines on disk and 1 line generated")
        XCTAssertEqual(
            DiffSummary.summarize(onDisk: "a\nd\n", generated: "a\nb\nc\nd\n").split(separator: "\n").first,
            "  first difference at line 2: the differing part is 0 lines on disk and 2 lines generated")
    }

    func testCheckReportsMissingAndStaleFilesAndPruneRemovesStaleOnes() throws {
        _ = try write("One.swift", "/// @proxyable\nprotocol One: AnyObject {\n    func a()\n}\n")
        _ = try write("Two.swift", "/// @proxyable\nprotocol Two: AnyObject {\n    func b()\n}\n")
        XCTAssertEqual(try generateIntoDirectory().status, 0)
        // Two's protocol goes away: its committed proxy is stale.
        _ = try write("Two.swift", "struct NoProtocolsHere {}\n")
        let stale = try generateIntoDirectory(["--check"])
        XCTAssertEqual(stale.status, 1)
        XCTAssertTrue(stale.output.contains("Two.proxies.swift: error: stale"), stale.output)
        XCTAssertEqual(try generateIntoDirectory().status, 0)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: temporary.appending(path: "Generated/Two.proxies.swift").path))
        XCTAssertEqual(try generateIntoDirectory(["--check"]).status, 0)

        try FileManager.default.removeItem(at: temporary.appending(path: "Generated/One.proxies.swift"))
        let missing = try generateIntoDirectory(["--check"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.output.contains("One.proxies.swift: error: missing"), missing.output)
    }

    func testCheckOfASingleOutputFile() throws {
        _ = try write("One.swift", "/// @proxyable\nprotocol One: AnyObject {\n    func a()\n}\n")
        XCTAssertEqual(try proxygen(["One.swift", "-o", "Out.swift"]).status, 0)
        XCTAssertEqual(try proxygen(["--check", "One.swift", "-o", "Out.swift"]).status, 0)
        _ = try write("One.swift", "/// @proxyable\nprotocol One: AnyObject {\n    func b()\n}\n")
        XCTAssertEqual(try proxygen(["--check", "One.swift", "-o", "Out.swift"]).status, 1)
    }

    // MARK: - Determinism

    func testHeadersNameInputsRelativeToTheCurrentDirectoryWhateverTheirOrder() throws {
        _ = try write("A.swift", "/// @proxyable\nprotocol A: AnyObject { func a() }\n")
        _ = try write("B.swift", "/// @proxyable\nprotocol B: AnyObject { func b() }\n")
        let absoluteA = temporary.appending(path: "A.swift").path(percentEncoded: false)
        let forward = try proxygen([absoluteA, "B.swift"])
        let backward = try proxygen(["B.swift", absoluteA, "A.swift"])
        XCTAssertEqual(forward.status, 0, forward.output)
        XCTAssertEqual(forward.output, backward.output)
        XCTAssertTrue(
            forward.output.hasPrefix(
                "// Generated by proxygen \(try proxygen(["--version"]).output.dropFirst(9).trimmingCharacters(in: .whitespacesAndNewlines)) from A.swift, B.swift.\n"
            ), forward.output)
        XCTAssertFalse(forward.output.contains(temporary.path(percentEncoded: false)))
    }

    func testAnInputTooLargeForThePositionsOfTheEngineIsRefusedBeforeItIsRead() throws {
        // A sparse file: 2 GiB long, no data written, so it takes no room on disk.
        let path = try write("Huge.swift", "")
        let handle = try FileHandle(forWritingTo: temporary.appending(path: path))
        try handle.truncate(atOffset: UInt64(Int32.max))
        try handle.close()
        _ = try write("Ok.swift", "protocol Ok: AnyObject { func ok() }\n")
        let (status, output) = try proxygen(["--all-protocols", "Ok.swift", "Huge.swift"])
        XCTAssertEqual(status, 1, output)
        XCTAssertTrue(
            output.contains(
                "Huge.swift: error: is too large (2147483647 bytes); proxygen reads files of up to 2147483646 bytes"),
            output)
        XCTAssertFalse(output.contains("OkProxy"), "nothing is generated when an input cannot be read")
    }

    func testEverySpellingOfAnInputPathNamesTheSameOutputFile() throws {
        try FileManager.default.createDirectory(
            at: temporary.appending(path: "Sub/Deeper"), withIntermediateDirectories: true)
        _ = try write("A.swift", "protocol A: AnyObject { func a() }\n")
        _ = try write("Sub/B.swift", "protocol B: AnyObject { func b() }\n")
        _ = try write("Sub/Deeper/C.swift", "protocol C: AnyObject { func c() }\n")
        _ = try write("Sub/...swift", "protocol D: AnyObject { func d() }\n")
        let absoluteC = temporary.appending(path: "Sub/Deeper/C.swift").path(percentEncoded: false)
        let spellings = ["./A.swift", "Sub//B.swift", "Sub/./Deeper/../B.swift", absoluteC, "Sub/...swift"]
        let result = try proxygen(["--all-protocols", "--output-dir", "out"] + spellings)
        XCTAssertEqual(result.status, 0, result.output)
        let names = try FileManager.default.contentsOfDirectory(atPath: temporary.appending(path: "out").path).sorted()
        XCTAssertEqual(
            names, ["A.proxies.swift", "Sub_...proxies.swift", "Sub_B.proxies.swift", "Sub_Deeper_C.proxies.swift"])

        // Relative to a directory: the inputs inside it are named from there, the others as given.
        let relative = try proxygen(["--all-protocols", "--output-dir", "out2", "--relative-to", "Sub"] + spellings)
        XCTAssertEqual(relative.status, 0, relative.output)
        let relativeNames = try FileManager.default.contentsOfDirectory(atPath: temporary.appending(path: "out2").path)
        XCTAssertEqual(
            relativeNames.sorted(),
            ["...proxies.swift", "._A.proxies.swift", "B.proxies.swift", "Deeper_C.proxies.swift"])
    }

    func testHeadersNameOnlyTheFilesAProxyComesFromAndAtMostThree() throws {
        _ = try write("A.swift", "protocol A: B { func a() }\n")
        _ = try write("B.swift", "protocol B: C { func b() }\n")
        _ = try write("C.swift", "protocol C: D { func c() }\n")
        _ = try write("D.swift", "protocol D: AnyObject { func d() }\n")
        _ = try write("E.swift", "struct Unrelated {}\n")
        let (status, output) = try proxygen(["--protocol", "A", "A.swift", "B.swift", "C.swift", "D.swift", "E.swift"])
        XCTAssertEqual(status, 0, output)
        let header = output.split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertTrue(header.hasSuffix(" from A.swift, B.swift, C.swift and 1 other file."), header)
        XCTAssertFalse(output.contains("E.swift"), output)
    }

    func testDiagnosticsNameThePathAsGivenEvenWhenHeadersAreRelative() throws {
        _ = try write("V.swift", "protocol P: AnyObject {\n    func log(_ items: Any...)\n}\n")
        let absolute = temporary.appending(path: "V.swift").path(percentEncoded: false)
        let (status, output) = try proxygen(["--protocol", "P", absolute])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(output.contains("\(absolute):2:5: error: requirement 'log(_:)'"), output)
    }

    func testParentsInOtherFilesAreReadWhicheverIsResolvedFirst() throws {
        // Files are resolved in path order, and the command line lets go of a protocol's members
        // once its proxy is resolved unless some protocol may inherit from it: a parent before
        // its child, after it, through a type alias and by a qualified name.
        _ = try write("A.swift", "protocol Base: AnyObject {\n    func base(_ x: Int)\n}\n")
        _ = try write(
            "B.swift",
            """
            protocol Child: Base {
                func child(_ x: Int)
            }
            typealias Parts = Late & AnyObject
            protocol ViaAlias: Parts {}
            enum Outer {
                protocol Nested: AnyObject {
                    func nested(_ x: Int)
                }
            }
            protocol ViaQualifiedName: Outer.Nested {}
            """)
        _ = try write("C.swift", "protocol Late: AnyObject {\n    func late(_ x: Int)\n}\n")
        let (status, output) = try proxygen(["--all-protocols", "--output-dir", "out", "A.swift", "B.swift", "C.swift"])
        XCTAssertEqual(status, 0, output)
        let generated =
            (try? String(contentsOf: temporary.appending(path: "out/B.proxies.swift"), encoding: .utf8)) ?? ""
        for expected in ["func base(_ x: Int)", "func child(_ x: Int)", "func late(_ x: Int)", "func nested(_ x: Int)"]
        {
            XCTAssertTrue(generated.contains(expected), "\(expected) in:\n\(generated)")
        }
        for proxy in [
            "class ChildProxy: Child", "class ViaAliasProxy: ViaAlias", "class ViaQualifiedNameProxy: ViaQualifiedName",
        ] {
            XCTAssertTrue(generated.contains(proxy), "\(proxy) in:\n\(generated)")
        }
    }

    func testOutputsNamedWithOneCharacterAreWritten() throws {
        _ = try write("P.swift", "/// @proxyable\nprotocol P: AnyObject {\n    func f(_ x: Int)\n}\n")
        func contents(_ name: String) -> String {
            (try? String(contentsOf: temporary.appending(path: name), encoding: .utf8)) ?? "<missing>"
        }
        // A one-character file name, in the current directory and in a one-character directory.
        XCTAssertEqual(try proxygen(["P.swift", "-o", "a"]).status, 0)
        XCTAssertTrue(contents("a").contains("class PProxy: P"), contents("a"))
        XCTAssertEqual(try proxygen(["P.swift", "--output-dir", "d"]).status, 0)
        XCTAssertTrue(contents("d/P.proxies.swift").contains("class PProxy: P"), contents("d/P.proxies.swift"))
        XCTAssertEqual(try proxygen(["P.swift", "-o", "d/b"]).status, 0)
        XCTAssertEqual(contents("d/b"), contents("a"))
        // A one-character link: its target is written, the link kept.
        try FileManager.default.createSymbolicLink(
            atPath: temporary.appending(path: "l").path(percentEncoded: false), withDestinationPath: "a")
        _ = try write("a", "// old\n")
        XCTAssertEqual(try proxygen(["P.swift", "-o", "l"]).status, 0)
        XCTAssertEqual(contents("a"), contents("d/b"))
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(
                atPath: temporary.appending(path: "l").path(percentEncoded: false)),
            "a")
    }

    // MARK: - Configuration

    func testConfigSelectsProtocolsSetsAccessLevelImportsAndEventNames() throws {
        _ = try write("Ping.swift", "public protocol Pinger: AnyObject {\n    func ping(_ count: Int)\n}\n")
        _ = try write(
            "proxygen.json",
            #"{ "protocols": ["Ping\u0065r"], "accessLevel": "internal", "imports": ["Dispatch"], "eventNames": { "Pinger.ping(_:)": "p\u0069nged" } }"#
        )
        let (status, output) = try proxygen(["--config", "proxygen.json", "Ping.swift"])
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(output.contains("\nfinal class PingerProxy: Pinger"), output)
        XCTAssertTrue(output.contains("import Dispatch\n"), output)
        XCTAssertTrue(output.contains("var pinged: ReactiveRuntime.Signal<Int, Swift.Never>"), output)
    }

    func testEveryCallAsOneValueIsWrittenWhereAskedFor() throws {
        _ = try write(
            "Ping.swift",
            "public protocol Pinger: AnyObject {\n    func ping(_ count: Int)\n}\n"
                + "/// @proxyable\nopen class Court {\n    open func serve(_ speed: Double) {}\n}\n")
        let proxyCalls = "public enum Call: Swift.Sendable {\n        /// Calls of `ping(_:)`.\n        case ping(Int)"
        let subclassCalls = "public enum Call: Sendable {"
        let (status, output) = try proxygen(["--protocol", "Pinger", "Ping.swift"])
        XCTAssertEqual(status, 0, output)
        XCTAssertFalse(output.contains("enum Call"), output)
        XCTAssertFalse(output.contains("ProxyCalls"), output)
        XCTAssertTrue(output.contains("var ping: ReactiveRuntime.Signal<Int, Swift.Never>"), output)

        let flagged = try proxygen(["--protocol", "Pinger", "--calls", "Ping.swift"])
        XCTAssertEqual(flagged.status, 0, flagged.output)
        XCTAssertTrue(flagged.output.contains(proxyCalls), flagged.output)
        XCTAssertTrue(
            flagged.output.contains("public var all: ReactiveRuntime.Signal<Call, Swift.Never> {"), flagged.output)
        XCTAssertTrue(flagged.output.contains(subclassCalls), flagged.output)

        _ = try write("proxygen.json", #"{ "protocols": ["Pinger"], "calls": true }"#)
        let configured = try proxygen(["--config", "proxygen.json", "Ping.swift"])
        XCTAssertEqual(configured.status, 0, configured.output)
        XCTAssertTrue(configured.output.contains(proxyCalls), configured.output)
        XCTAssertTrue(configured.output.contains(subclassCalls), configured.output)
    }

    func testDelegateSlotAccessorsAreWrittenUnlessTurnedOff() throws {
        _ = try write(
            "Ping.swift",
            "public protocol Pinger: AnyObject {\n    func ping(_ count: Int)\n}\n"
                + "public final class Court {\n    public weak var pinger: (any Pinger)?\n}\n")
        let accessor = "extension ReactiveRuntime.Reactive where Base: Court {"
        let (status, output) = try proxygen(["--protocol", "Pinger", "Ping.swift"])
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(output.contains(accessor), output)
        XCTAssertTrue(output.contains("public var pinger: ReactiveRuntime.DelegateEvents<PingerProxy"), output)

        let flagged = try proxygen(["--protocol", "Pinger", "--no-accessors", "Ping.swift"])
        XCTAssertEqual(flagged.status, 0, flagged.output)
        XCTAssertFalse(flagged.output.contains(accessor), flagged.output)

        _ = try write("proxygen.json", #"{ "protocols": ["Pinger"], "accessors": false }"#)
        let configured = try proxygen(["--config", "proxygen.json", "Ping.swift"])
        XCTAssertEqual(configured.status, 0, configured.output)
        XCTAssertFalse(configured.output.contains(accessor), configured.output)
        XCTAssertTrue(configured.output.contains("final class PingerProxy"), configured.output)

        _ = try write("proxygen.json", #"{ "accessors": "no" }"#)
        let wrong = try proxygen(["--config", "proxygen.json", "Ping.swift"])
        XCTAssertEqual(wrong.status, 1, wrong.output)
        XCTAssertTrue(
            wrong.output.contains("proxygen.json:1:16: error: 'accessors' must be true or false"), wrong.output)
    }

    func testConfigErrorsNameTheProblemAndWhatExists() throws {
        _ = try write("Ping.swift", "protocol Pinger: AnyObject {\n    func ping(_ count: Int)\n}\n")
        func check(_ json: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
            _ = try write("proxygen.json", json)
            let (status, output) = try proxygen(["--config", "proxygen.json", "Ping.swift"])
            XCTAssertEqual(status, 1, output, file: file, line: line)
            XCTAssertTrue(output.contains(expected), output, file: file, line: line)
        }
        try check(
            #"{ "protocol": ["Pinger"] }"#,
            "proxygen.json:1:3: error: unknown key 'protocol' (did you mean 'protocols'?); known keys: protocols, imports, modules, accessors, calls, classes, eventNames, accessLevel"
        )
        try check(#"{ "colors": ["Pinger"] }"#, "proxygen.json:1:3: error: unknown key 'colors'; known keys:")
        try check(
            #"{ "protocols": ["Ponger"] }"#,
            "proxygen.json:1:17: error: no protocol named 'Ponger' in the inputs; did you mean 'Pinger'? (found: Pinger)"
        )
        try check(#"{ "protocols": "Pinger" }"#, "proxygen.json:1:16: error: 'protocols' must be an array of strings")
        try check(
            #"{ "protocols": ["Pinger", 1] }"#, "proxygen.json:1:27: error: 'protocols' must be an array of strings")
        try check(
            #"{ "accessLevel": "open" }"#,
            "proxygen.json:1:18: error: 'accessLevel' must be one of \"internal\", \"package\", \"public\"")
        try check(#"{ "accessLevel": "publik" }"#, "(did you mean \"public\"?)")
        try check(
            #"{ "modules": [{ "module": "FoundationXML", "protocol": ["X"] }] }"#,
            "proxygen.json:1:44: error: unknown key 'modules[0].protocol' (did you mean 'protocols'?); known keys: protocols, optional, module, classes, delegateSlots"
        )
        try check(
            "{\n  \"imports\": [\"Foundation\",\n    \"Foo Bar\"]\n}",
            "proxygen.json:3:5: error: 'imports[1]' must be a module name")
        try check(
            #"{ "protocols": ["Pinger"], "eventNames": { "Pinger.pong(_:)": "x" } }"#,
            "proxygen.json: error: 'eventNames' key 'Pinger.pong(_:)' names no requirement of a generated proxy (requirements of Pinger: ping(_:))"
        )
        try check("{ not json", "proxygen.json:1:3: error: not valid JSON: expected a key in double quotes")
        // A trailing comma is named as such, at the comma, in arrays and objects.
        try check(
            "{\n  \"protocols\": [\"Pinger\",]\n}",
            "proxygen.json:2:25: error: not valid JSON: trailing comma before ']' (JSON allows no comma after the last element)"
        )
        try check(
            #"{"protocols": ["Pinger",],}"#,
            "proxygen.json:1:24: error: not valid JSON: trailing comma before ']' (JSON allows no comma after the last element)"
        )
        try check(
            "{ \"a\": 1,\n}",
            "proxygen.json:1:9: error: not valid JSON: trailing comma before '}' (JSON allows no comma after the last member)"
        )
        try check(
            #"{ "protocols": ["Pinger"], "modules": [{ "module": "FoundationXML", }] }"#,
            "proxygen.json:1:67: error: not valid JSON: trailing comma before '}' (JSON allows no comma after the last member)"
        )
        try check("[1, , 2]", "proxygen.json:1:5: error: not valid JSON: expected a value")
        try check(
            "[" + String(repeating: "[", count: 5_000),
            "proxygen.json:1:257: error: not valid JSON: nested more than 256 levels deep")
    }

    func testUsageErrorsOfTheNewOptions() throws {
        let module = try proxygen(["--module", "FoundationXML"])
        XCTAssertEqual(module.status, 2)
        XCTAssertTrue(module.output.contains("'--module' needs '--protocol NAME'"), module.output)
        XCTAssertEqual(try proxygen(["--access-level", "open", "x.swift"]).status, 2)
        XCTAssertEqual(try proxygen(["--prune", "x.swift"]).status, 2)
    }

    func testHelpShowsExamplesAndExitCodes() throws {
        let help = try proxygen(["--help"]).output
        for expected in ["EXAMPLES:", "EXIT CODES:", "--module <module>", "--config <file>", "--check"] {
            XCTAssertTrue(help.contains(expected), expected)
        }
    }

    /// `--help` names the file that documents `proxygen.json`, that file exists and describes
    /// every key the configuration accepts (`Configuration.knownKeys`, `knownModuleKeys`), the help
    /// lists them all, and the README links to the same file.
    func testHelpNamesWhereEveryConfigurationKeyIsDocumented() throws {
        let help = try proxygen(["--help"]).output
        let named = help.split(whereSeparator: { $0 == " " || $0 == "\n" }).filter {
            $0.hasPrefix("Sources/") && $0.hasSuffix(".md")
        }
        XCTAssertEqual(named.count, 1, "the help should name one documentation file: \(help)")
        let path = String(try XCTUnwrap(named.first))
        let document = try String(contentsOf: Fixtures.root.appending(path: path), encoding: .utf8)
        let lines = document.split(separator: "\n")
        for key in Configuration.knownKeys {
            XCTAssertTrue(lines.contains { $0.hasPrefix("| `\(key)` |") }, "\(path) has no row for '\(key)'")
            XCTAssertTrue(help.contains(key), "the help does not list '\(key)'")
        }
        let modulesRow = try XCTUnwrap(lines.first { $0.hasPrefix("| `modules` |") })
        for key in Configuration.knownModuleKeys {
            XCTAssertTrue(
                modulesRow.contains("\"\(key)\"") || lines.contains { $0.hasPrefix("| `modules[…].\(key)` |") },
                "\(path) does not describe 'modules[…].\(key)'")
            XCTAssertTrue(help.contains(key), "the help does not list 'modules[…].\(key)'")
        }
        let readme = try String(contentsOf: Fixtures.root.appending(path: "README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("](\(path))"), "the README does not link to \(path)")
    }

    // MARK: - Modules

    func testModuleProtocolFromTheToolchainsInterface() throws {
        #if !os(Linux)
            throw XCTSkip("FoundationXML is a Linux module; on Apple platforms XMLParserDelegate is in Foundation")
        #else
            let (status, output) = try proxygen(["--module", "FoundationXML", "--protocol", "XMLParserDelegate"])
            XCTAssertEqual(status, 0, output)
            XCTAssertTrue(output.hasPrefix("// Generated by proxygen"), output)
            XCTAssertTrue(output.contains(" from FoundationXML.swiftinterface."), output)
            XCTAssertTrue(output.contains("import FoundationXML\n"), output)
            XCTAssertTrue(output.contains("public final class XMLParserDelegateProxy: XMLParserDelegate"), output)

            let file = temporary.appending(path: "XMLParserDelegateProxy.swift")
            try output.write(to: file, atomically: true, encoding: .utf8)
            XCTAssertNil(try RuntimeModule.shared.typecheck([file]))

            // Per-input layout: the module's proxies get a file of their own.
            _ = try write("Empty.swift", "struct Nothing {}\n")
            _ = try write(
                "proxygen.json", #"{ "modules": [{ "module": "FoundationXML", "protocols": ["XMLParserDelegate"] }] }"#)
            let directory = try proxygen(["--config", "proxygen.json", "--output-dir", "out", "Empty.swift"])
            XCTAssertEqual(directory.status, 0, directory.output)
            let generated = try String(
                contentsOf: temporary.appending(path: "out/FoundationXML.swiftinterface.proxies.swift"), encoding: .utf8
            )
            XCTAssertTrue(generated.contains("final class XMLParserDelegateProxy"))
            XCTAssertFalse(
                try String(contentsOf: temporary.appending(path: "out/Empty.proxies.swift"), encoding: .utf8).contains(
                    "import"))
        #endif
    }

    func testModuleReadForParentProtocolsOnly() throws {
        #if os(Linux)
            _ = try write(
                "Feed.swift",
                "import FoundationXML\n\n/// @proxyable\nprotocol FeedDelegate: XMLParserDelegate {\n    func feedDidFinish()\n}\n"
            )
            _ = try write("proxygen.json", #"{ "modules": [{ "module": "FoundationXML" }] }"#)
            let (status, output) = try proxygen(["--config", "proxygen.json", "Feed.swift"])
            XCTAssertEqual(status, 0, output)
            XCTAssertTrue(output.contains("final class FeedDelegateProxy: FeedDelegate"), output)
            XCTAssertTrue(output.contains("parserDidStartDocument"), "the parent's requirements are proxied too")
            XCTAssertFalse(output.contains("class XMLParserDelegateProxy"), output)
        #endif
    }

    func testMissingModuleProtocolListsTheModulesProtocols() throws {
        #if os(Linux)
            _ = try write(
                "proxygen.json", #"{ "modules": [{ "module": "FoundationXML", "protocols": ["XMLParserDelegat"] }] }"#)
            let (status, output) = try proxygen(["--config", "proxygen.json"])
            XCTAssertEqual(status, 1, output)
            XCTAssertTrue(
                output.contains(
                    "proxygen.json:1:58: error: module 'FoundationXML' has no protocol named 'XMLParserDelegat'; did you mean 'XMLParserDelegate'? (found: XMLParserDelegate)"
                ),
                output)

            _ = try write("proxygen.json", #"{ "modules": [{ "module": "NoSuchModule", "protocols": ["P"] }] }"#)
            let missing = try proxygen(["--config", "proxygen.json"])
            XCTAssertEqual(missing.status, 1, missing.output)
            XCTAssertTrue(
                missing.output.contains("proxygen.json:1:27: error: cannot read module 'NoSuchModule'"), missing.output)
            XCTAssertTrue(
                missing.output.contains("visible modules: ") && missing.output.contains("FoundationXML"), missing.output
            )
        #endif
    }
}
