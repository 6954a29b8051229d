// Fixtures: locating the repository's Fixtures folder, running processes, and compiling
// generated code against ReactiveRuntime for typechecks.

import Foundation
import XCTest

enum Fixtures {
    /// The repository root, found from this file's path.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let goldens = root.appending(path: "Fixtures/Goldens")

    /// Whether golden files should be re-recorded instead of compared.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["PROXYGEN_RECORD"] == "1" }

    /// Runs a process and returns its exit status and combined output.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], input: Data? = nil, currentDirectory: URL? = nil)
        throws -> (
            status: Int32, output: String
        )
    {
        // A child that exits before reading its input must not kill the test with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let inputPipe = Pipe()
        process.standardInput = inputPipe
        try process.run()
        if let input { inputPipe.fileHandleForWriting.write(input) }
        try inputPipe.fileHandleForWriting.close()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A line diff of two texts, for readable golden failures.
    static func diff(expected: String, actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        // Longest common subsequence, fine for fixture sizes.
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var lines: [String] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count && j < b.count && a[i] == b[j] {
                i += 1
                j += 1
            } else if i < a.count && (j == b.count || table[i + 1][j] >= table[i][j + 1]) {
                lines.append("-\(i + 1): \(a[i])")
                i += 1
            } else {
                lines.append("+\(j + 1): \(b[j])")
                j += 1
            }
        }
        return lines.prefix(80).joined(separator: "\n")
    }
}

/// Compiles ReactiveRuntime once per test run into a temporary directory, so generated code
/// can be typechecked against it with the same flags users build with.
final class RuntimeModule: @unchecked Sendable {
    static let shared = RuntimeModule()
    private let lock = NSLock()
    private var built: Result<URL, Error>?

    struct BuildError: Error, CustomStringConvertible { var description: String }

    func directory() throws -> URL {
        lock.lock()
        defer { lock.unlock() }
        if let built { return try built.get() }
        let result = Result { try build() }
        built = result
        return try result.get()
    }

    /// The C module of the runtime's atomics, which its inlinable code imports.
    static let atomicsInclude = Fixtures.root.appending(path: "Sources/ReactiveRuntimeAtomics/include").path(
        percentEncoded: false)

    private func build() throws -> URL {
        let directory = try TemporaryDirectory.make("runtime")
        let runtime = Fixtures.root.appending(path: "Sources/ReactiveRuntime")
        let enumerator = FileManager.default.enumerator(at: runtime, includingPropertiesForKeys: nil)
        let sources = (enumerator?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension == "swift" }.map { $0.path(percentEncoded: false) }.sorted()
        let (status, output) = try Fixtures.run(
            "swiftc",
            [
                "-emit-module", "-module-name", "ReactiveRuntime", "-parse-as-library", "-swift-version", "6",
                "-enable-testing", "-I", Self.atomicsInclude,
                "-emit-module-path",
                directory.appending(path: "ReactiveRuntime.swiftmodule").path(percentEncoded: false),
            ] + sources)
        guard status == 0 else { throw BuildError(description: "building ReactiveRuntime failed:\n\(output)") }
        return directory
    }

    /// Compiles files to object code (whole module, `-Onone`) in Swift 6 mode with warnings as
    /// errors: what a typecheck does not run, SIL's diagnostics (ownership, region isolation) and
    /// code generation, is run too. Returns the compiler output on failure.
    func compile(_ files: [URL]) throws -> String? {
        let module = try directory()
        let output = try TemporaryDirectory.make("object")
        defer { TemporaryDirectory.remove(output) }
        let (status, text) = try Fixtures.run(
            "swiftc",
            [
                "-c", "-wmo", "-Onone", "-parse-as-library", "-module-name", "Compiled", "-swift-version", "6",
                "-warnings-as-errors", "-I", module.path(percentEncoded: false), "-I", Self.atomicsInclude,
                "-o", output.appending(path: "Compiled.o").path(percentEncoded: false),
            ] + files.map { $0.path(percentEncoded: false) })
        return status == 0 ? nil : text
    }

    /// Typechecks files in Swift 6 mode (or `languageMode`) with warnings as errors (and
    /// `arguments`, such as search paths); returns the compiler output on failure.
    func typecheck(_ files: [URL], languageMode: Int = 6, arguments: [String] = []) throws -> String? {
        let module = try directory()
        let (status, output) = try Fixtures.run(
            "swiftc",
            [
                "-typecheck", "-swift-version", String(languageMode), "-warnings-as-errors", "-I",
                module.path(percentEncoded: false),
                "-I", Self.atomicsInclude,
            ] + arguments
                + files.map { $0.path(percentEncoded: false) })
        return status == 0 ? nil : output
    }
}
