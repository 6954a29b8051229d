// GoldenTests: every Fixtures/Goldens/<case> input generates exactly its expected output and
// diagnostics, and every expected output typechecks in Swift 6 mode with warnings as errors.
//
// Re-record with `PROXYGEN_RECORD=1 swift test --filter GoldenTests`; the run then fails so
// that the diff is read before it is committed.

import Foundation
import ProxyGen
import XCTest

final class GoldenTests: XCTestCase {
    struct Case {
        var name: String
        var directory: URL
        var inputs: [URL]
        var options: GeneratorOptions
    }

    static func cases() throws -> [Case] {
        let directories = try FileManager.default.contentsOfDirectory(
            at: Fixtures.goldens, includingPropertiesForKeys: nil
        )
        .filter { $0.hasDirectoryPath }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return try directories.map { directory in
            let inputs = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
                .filter { $0.lastPathComponent.hasPrefix("input") && $0.pathExtension == "swift" }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
            var options = GeneratorOptions(selection: ProtocolSelection(includesAll: true))
            // `protocols.txt`: one protocol name per line selects only those.
            if let text = try? String(contentsOf: directory.appending(path: "protocols.txt"), encoding: .utf8) {
                let names = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                    !$0.isEmpty
                }
                options.selection = ProtocolSelection(names: names, includesMarked: true, includesAll: false)
            }
            // `calls.txt`: generated with every call as one value (`"calls": true`).
            options.generatesCalls = FileManager.default.fileExists(atPath: directory.appending(path: "calls.txt").path)
            return Case(name: directory.lastPathComponent, directory: directory, inputs: inputs, options: options)
        }
    }

    static func generate(_ testCase: Case) throws -> (output: String, diagnostics: String) {
        let sources = try testCase.inputs.map { url in
            SourceFile(path: url.lastPathComponent, bytes: [UInt8](try Data(contentsOf: url)))
        }
        let result = ProxyGenerator.generate(sources, options: testCase.options)
        let diagnostics = result.diagnostics.map { $0.rendered() }
        return (result.files[0].contents, diagnostics.map { $0 + "\n" }.joined())
    }

    func testGeneratedOutputMatchesGoldens() throws {
        let cases = try Self.cases()
        XCTAssertFalse(cases.isEmpty, "no golden cases found in \(Fixtures.goldens.path)")
        var recorded: [String] = []
        for testCase in cases {
            let (output, diagnostics) = try Self.generate(testCase)
            let expectations: [(file: String, actual: String)] = [
                ("expected.swift", output), ("expected-diagnostics.txt", diagnostics),
            ]
            for (file, actual) in expectations {
                let url = testCase.directory.appending(path: file)
                let expected = try? String(contentsOf: url, encoding: .utf8)
                // Empty diagnostics need no file.
                let normalizedExpected = expected ?? (file == "expected-diagnostics.txt" ? "" : nil)
                if normalizedExpected == actual { continue }
                if Fixtures.isRecording {
                    if actual.isEmpty && file == "expected-diagnostics.txt" {
                        try? FileManager.default.removeItem(at: url)
                    } else {
                        try actual.write(to: url, atomically: true, encoding: .utf8)
                    }
                    recorded.append("\(testCase.name)/\(file)")
                } else {
                    XCTFail(
                        """
                        \(testCase.name)/\(file) differs from the generated output \
                        (re-record with PROXYGEN_RECORD=1 and review the diff):
                        \(Fixtures.diff(expected: normalizedExpected ?? "", actual: actual))
                        """)
                }
            }
        }
        if !recorded.isEmpty {
            XCTFail(
                "re-recorded \(recorded.joined(separator: ", ")); review the diff and run again without PROXYGEN_RECORD"
            )
        }
    }

    /// Every expected output compiles, together with its inputs, against ReactiveRuntime with
    /// warnings as errors: to object code in the Swift 6 language mode (SIL's diagnostics, such
    /// as a noncopyable value that is only borrowed, appear only there), and typechecked in Swift
    /// 5 (an app's target may be in either): a golden can never freeze broken code.
    func testEveryGoldenTypechecks() throws {
        let cases = try Self.cases().filter {
            FileManager.default.fileExists(
                atPath: $0.directory.appending(path: "expected.swift").path(percentEncoded: false))
        }
        let failures = LockedFailures()
        DispatchQueue.concurrentPerform(iterations: cases.count) { index in
            let testCase = cases[index]
            // Cases marked `no-typecheck` have inputs that are invalid on purpose; their expected
            // output must then contain no code at all.
            if FileManager.default.fileExists(
                atPath: testCase.directory.appending(path: "no-typecheck").path(percentEncoded: false))
            {
                let expected =
                    (try? String(contentsOf: testCase.directory.appending(path: "expected.swift"), encoding: .utf8))
                    ?? ""
                if expected.contains("class ") || expected.contains("import ") {
                    failures.append("\(testCase.name): marked no-typecheck but its expected output contains code")
                }
                return
            }
            do {
                let files = testCase.inputs + [testCase.directory.appending(path: "expected.swift")]
                #if !canImport(ObjectiveC)
                    // Cases marked `objc` need the Objective-C runtime; Linux only parses them.
                    if FileManager.default.fileExists(
                        atPath: testCase.directory.appending(path: "objc").path(percentEncoded: false))
                    {
                        if let output = try Self.parseOnly(files) { failures.append("\(testCase.name):\n\(output)") }
                        return
                    }
                #endif
                if let output = try RuntimeModule.shared.compile(files) {
                    failures.append("\(testCase.name), compiled in Swift 6:\n\(output)")
                }
                if let output = try RuntimeModule.shared.typecheck(files, languageMode: 5) {
                    failures.append("\(testCase.name), Swift 5:\n\(output)")
                }
            } catch {
                failures.append("\(testCase.name): \(error)")
            }
        }
        for failure in failures.all { XCTFail("golden does not typecheck: \(failure)") }
    }

    static func parseOnly(_ files: [URL]) throws -> String? {
        for file in files {
            let (status, output) = try Fixtures.run("swiftc", ["-parse", file.path(percentEncoded: false)])
            if status != 0 { return output }
        }
        return nil
    }
}

final class LockedFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var failures: [String] = []
    func append(_ failure: String) {
        lock.lock()
        failures.append(failure)
        lock.unlock()
    }
    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return failures
    }
}
