// InterfaceCacheTests: a module's printed interface is kept between runs and printed again only
// when what it depends on changes, with a fake swift-synthesize-interface that counts its runs.

import Foundation
import XCTest

@testable import ProxyGenCLI

final class InterfaceCacheTests: CommandTestCase {
    override class var temporaryLabel: String { "interface-cache" }

    var path: String { temporary.path(percentEncoded: false) }
    var sdk: String { path + "/iPhoneOS.sdk" }
    var cache: String { path + "/cache" }

    /// A fake SDK with its version file, and a fake tool that prints a one-protocol interface of
    /// the module it is asked for and appends a line to `runs.txt` each time it runs.
    override func setUpWithError() throws {
        try super.setUpWithError()
        try FileManager.default.createDirectory(atPath: sdk, withIntermediateDirectories: true)
        try #"{"Version": "17.4"}"#.write(toFile: sdk + "/SDKSettings.json", atomically: true, encoding: .utf8)
        try """
        #!/bin/sh
        while [ $# -gt 0 ]; do
            if [ "$1" = "-o" ]; then output="$2"; fi
            if [ "$1" = "-module-name" ]; then module="$2"; fi
            shift
        done
        echo "$module" >> '\(path)/runs.txt'
        printf 'public protocol %sDelegate: AnyObject {\\n  func didFinish()\\n}\\n' "$module" > "$output"

        """.write(toFile: path + "/synthesize.sh", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path + "/synthesize.sh")
    }

    func run(_ module: String, _ extra: [String] = []) throws -> String {
        let (status, output) = try proxygen(
            [
                "--module", module, "--all-protocols", "--sdk", sdk, "--target", "arm64-apple-ios13.0",
                "--swift-synthesize-interface", path + "/synthesize.sh", "--interface-cache-path", cache,
            ] + extra)
        XCTAssertEqual(status, 0, output)
        return output
    }

    var runs: [String] {
        ((try? String(contentsOfFile: path + "/runs.txt", encoding: .utf8)) ?? "").split(separator: "\n").map(
            String.init)
    }

    func testAnInterfaceIsPrintedOnceAndReadBackUntilTheSDKChanges() throws {
        let first = try run("Kit")
        XCTAssertTrue(first.contains("final class KitDelegateProxy"), first)
        XCTAssertEqual(runs, ["Kit"])

        // Read back: the same proxies, without running the tool.
        XCTAssertEqual(try run("Kit"), first)
        XCTAssertEqual(runs, ["Kit"])

        // Another module, another target, another SDK version: printed again.
        _ = try run("Other")
        XCTAssertEqual(runs, ["Kit", "Other"])
        _ = try run("Kit", ["--target", "arm64-apple-ios15.0"])
        XCTAssertEqual(runs, ["Kit", "Other", "Kit"])
        try #"{"Version": "17.5"}"#.write(toFile: sdk + "/SDKSettings.json", atomically: true, encoding: .utf8)
        _ = try run("Kit")
        XCTAssertEqual(runs, ["Kit", "Other", "Kit", "Kit"])
        _ = try run("Kit")
        XCTAssertEqual(runs.count, 4, "the new SDK's interface was kept")

        // Without the cache, the tool runs every time.
        _ = try run("Kit", ["--no-interface-cache"])
        XCTAssertEqual(runs.count, 5)
    }

    func testAnEntryWithAnotherKeyIsNotTrusted() throws {
        _ = try run("Kit")
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache)
        XCTAssertEqual(entries.count, 1, "\(entries)")
        let entry = cache + "/" + entries[0]
        // An entry whose first line is not this key (another key that hashed to the same name) is
        // printed again and replaced.
        var text = try String(contentsOfFile: entry, encoding: .utf8)
        text = text.replacingOccurrences(of: "module Kit", with: "module Kot")
        try text.write(toFile: entry, atomically: true, encoding: .utf8)
        _ = try run("Kit")
        XCTAssertEqual(runs, ["Kit", "Kit"])
        XCTAssertTrue(try String(contentsOfFile: entry, encoding: .utf8).contains("module Kit"))
    }

    func testTheKeyNamesTheToolTheSDKAndTheSearchPaths() {
        let key = InterfaceCache.key(
            module: "UIKit", tool: path + "/synthesize.sh", target: "arm64-apple-ios13.0", sdk: sdk,
            searchPaths: [path])
        let header = key.headerLine
        XCTAssertTrue(header.hasPrefix("// proxygen interface cache 1: module UIKit | target arm64-apple-ios13.0"))
        XCTAssertTrue(header.contains("| sdk \(sdk) |"), header)
        XCTAssertTrue(header.contains("| search \(path) "), header)
        XCTAssertFalse(header.contains("\n"))
        XCTAssertTrue(key.fileName(module: "UIKit").hasPrefix("UIKit-"))
        XCTAssertEqual(key.fileName(module: "UIKit").count, "UIKit-".count + 16 + ".swiftinterface".count)
    }
}
