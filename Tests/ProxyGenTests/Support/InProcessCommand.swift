// InProcessCommand: runs the proxygen command's logic (ProxyGenCLI) inside the test process, in a
// given directory, and returns its exit code and what it printed, as the binary's tests get them.

import Foundation

@testable import ProxyGenCLI

/// The command run in-process, with its standard streams captured.
enum InProcessCommand {
    /// One run at a time: a run changes the process's current directory.
    private static let lock = NSLock()

    /// What a run printed, standard output and error in the order written.
    private final class Capture: @unchecked Sendable {
        var text: [UInt8] = []
    }

    /// Runs `proxygen <arguments>` in `directory`, with `stdin` as its standard input; returns the
    /// exit code and the combined output. With `PROXYGEN_BINARY` set, runs that binary instead
    /// (to show which defects of an older build a test catches).
    static func run(_ arguments: [String], stdin: String? = nil, in directory: URL) throws -> (
        status: Int32, output: String
    ) {
        if let binary = ProcessInfo.processInfo.environment["PROXYGEN_BINARY"] {
            return try Fixtures.run(binary, arguments, input: stdin.map { Data($0.utf8) }, currentDirectory: directory)
        }
        lock.lock()
        defer { lock.unlock() }
        let previous = FileManager.default.currentDirectoryPath
        guard FileManager.default.changeCurrentDirectoryPath(directory.path(percentEncoded: false)) else {
            throw CocoaError(.fileNoSuchFile)
        }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let capture = Capture()
        let console = Console(
            writeOutput: { bytes throws(FileOutput.WriteError) in capture.text += bytes },
            writeError: { message in capture.text += Array((message + "\n").utf8) },
            readStandardInput: { .success(Array((stdin ?? "").utf8)) })
        let status = ProxyGenCommand.run(arguments, console: console)
        return (status.rawValue, String(decoding: capture.text, as: UTF8.self))
    }
}
