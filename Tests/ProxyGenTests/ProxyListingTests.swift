// ProxyListingTests: `proxygen --list` (in-process) — each proxy a target gets, where its protocol
// is, and its events with their requirements — and the "did you mean" of misspelled names.

import Foundation
import XCTest

import ProxyGen
@testable import ProxyGenCLI

final class ProxyListingTests: TemporaryDirectoryTestCase {
    override class var temporaryLabel: String { "list" }

    func write(_ name: String, _ text: String) throws {
        let url = temporary.appending(path: name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func testListPrintsEachProxyWithItsEventsAndWritesNothing() throws {
        try write(
            "Sources/App/Downloader.swift",
            """
            import Foundation

            /// @proxyable
            public protocol DownloadDelegate: AnyObject {
                func download(_ download: Int, didReceive byteCount: Int)
                /// @event(finished)
                func downloadDidFinish(_ download: Int)
                var progress: Double { get }
            }

            public protocol Pinger: AnyObject {
                func ping(_ count: Int)
            }

            """)
        try write(
            "Sources/App/proxygen.json", #"{ "protocols": ["Pinger"], "eventNames": { "Pinger.ping(_:)": "pinged" } }"#)
        let (status, output) = try InProcessCommand.run(
            ["--list", "--config", "Sources/App/proxygen.json", "--output-dir", "out", "Sources/App/Downloader.swift"],
            in: temporary)
        XCTAssertEqual(status, 0, output)
        XCTAssertEqual(
            output,
            """
            DownloadDelegateProxy (DownloadDelegate, Sources/App/Downloader.swift:4)
              downloadDidReceive    download(_:didReceive:)
              finished              downloadDidFinish(_:)
              forwarded, no event: progress
            PingerProxy (Pinger, Sources/App/Downloader.swift:11)
              pinged    ping(_:)

            """)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: temporary.appending(path: "out").path(percentEncoded: false)))
    }

    func testListSaysWhichValuesAnEventLeavesOutAndWhy() throws {
        try write(
            "Sources/App/Reader.swift",
            """
            struct Permit: ~Copyable {
                var level: Int
            }

            /// @proxyable
            protocol ReaderDelegate: AnyObject {
                func reader(_ reader: Int, didRead bytes: RawSpan)
                func renew(_ permit: inout Permit, by days: Int)
                func visit(_ body: () -> Void)
            }

            """)
        let (status, output) = try InProcessCommand.run(["--list", "Sources/App/Reader.swift"], in: temporary)
        XCTAssertEqual(status, 0, output)
        XCTAssertEqual(
            output,
            """
            ReaderDelegateProxy (ReaderDelegate, Sources/App/Reader.swift:6)
              readerDidRead    reader(_:didRead:)
                  leaves out bytes: of a non-escapable type
              renewBy          renew(_:by:)
                  leaves out permit: of a noncopyable type
              visit            visit(_:)
                  leaves out body: a non-escaping closure

            """)
    }

    func testListNamesInheritedRequirementsByTheirProtocolAndSaysWhenThereAreNoProxies() throws {
        try write(
            "A.swift",
            "protocol Base: AnyObject {\n    func start()\n}\n/// @proxyable\nprotocol Child: Base {\n    func stop()\n}\n"
        )
        let listed = try InProcessCommand.run(["--list", "A.swift"], in: temporary)
        XCTAssertEqual(listed.status, 0, listed.output)
        XCTAssertTrue(listed.output.contains("  start    start() (from Base)\n"), listed.output)
        XCTAssertTrue(listed.output.contains("  stop     stop()\n"), listed.output)

        try write("B.swift", "protocol Quiet: AnyObject {}\n")
        let none = try InProcessCommand.run(["--list", "B.swift"], in: temporary)
        XCTAssertEqual(none.status, 0, none.output)
        XCTAssertTrue(none.output.hasPrefix("no proxies: no protocol is marked '@proxyable'"), none.output)
    }

    func testListWithCheckIsAUsageError() throws {
        XCTAssertThrowsError(try CommandLineOptions.parse(["--list", "--check", "a.swift"])) { error in
            XCTAssertEqual("\(error)", "'--list' cannot be used with '--check'")
        }
        XCTAssertTrue(try CommandLineOptions.parse(["--list", "a.swift"]).list)
    }

    func testAMisspelledProtocolSuggestsTheClosestFirst() throws {
        try write(
            "A.swift",
            "protocol Alpha: AnyObject {}\nprotocol DownloadDelegate: AnyObject {}\nprotocol Downloader: AnyObject {}\n"
        )
        let (status, output) = try InProcessCommand.run(["--protocol", "DownloadDelegat", "A.swift"], in: temporary)
        XCTAssertEqual(status, 1, output)
        XCTAssertTrue(
            output.contains(
                "error: no protocol named 'DownloadDelegat' in the inputs; did you mean 'DownloadDelegate'? (found: DownloadDelegate, Downloader, Alpha)"
            ), output)
    }

    func testNameSuggestionIgnoresCaseAndRefusesFarNames() {
        XCTAssertEqual(NameSuggestion.closest(to: "protocol", in: Configuration.knownKeys), "protocols")
        XCTAssertEqual(NameSuggestion.closest(to: "AccessLevel", in: Configuration.knownKeys), "accessLevel")
        XCTAssertEqual(NameSuggestion.closest(to: "evnetNames", in: Configuration.knownKeys), "eventNames")
        XCTAssertNil(NameSuggestion.closest(to: "colors", in: Configuration.knownKeys))
        XCTAssertNil(NameSuggestion.closest(to: "ab", in: ["xy"]))
        XCTAssertEqual(NameSuggestion.byCloseness(to: "modul", in: ["protocols", "module"]), ["module", "protocols"])
        XCTAssertEqual(editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)), 3)
    }

    /// The build plugin declares the outputs of modules with `ConfiguredModules`, the tool writes
    /// them from `Configuration`: both read one configuration to the same modules.
    func testThePluginsModuleNamesAreTheConfigurations() throws {
        let json =
            #"{ "modules": [{ "module": "UIKit", "protocols": ["A"] }, { "module": "FoundationXML" }, { "module": "UIKit" }] }"#
        let configuration = try Configuration.parse(Array(json.utf8), path: "proxygen.json")
        XCTAssertEqual(ConfiguredModules.names(in: Array(json.utf8)), Set(configuration.modules.map(\.module)).sorted())
        XCTAssertEqual(ConfiguredModules.names(in: Array(json.utf8)), ["FoundationXML", "UIKit"])
        XCTAssertEqual(ConfiguredModules.names(in: Array("{ not json".utf8)), [])
    }

    func testJSONPositionsOfKeysAndValues() throws {
        let (value, positions) = try JSONValue.parseWithPositions(Array("{\n  \"a\": [1, {\"b\": true}]\n}".utf8))
        XCTAssertNotNil(value)
        XCTAssertEqual(positions.keys["a"], 4)
        XCTAssertEqual(positions.values["a"], 9)
        XCTAssertEqual(positions.values["a[1]"], 13)
        XCTAssertEqual(positions.keys["a[1].b"], 14)
        XCTAssertEqual(JSONValue.lineAndColumn(of: 14, in: Array("{\n  \"a\": [1, {\"b\": true}]\n}".utf8)).line, 2)
    }
}
