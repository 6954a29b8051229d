// TemporaryDirectory: a fresh directory under the system's temporary directory, for one test,
// removed after it; and the test case that gets one per test.

import Foundation
import XCTest

/// Creates and removes the directories tests write their inputs and outputs into.
enum TemporaryDirectory {
    /// A new, empty directory named `proxygen-<label>-<UUID>` under the system's temporary
    /// directory; the label says which tests made it.
    static func make(_ label: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appending(path: "proxygen-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Removes `directory` and everything in it, if it exists.
    static func remove(_ directory: URL?) {
        guard let directory else { return }
        try? FileManager.default.removeItem(at: directory)
    }
}

/// A test case with a fresh directory per test, `temporary`, removed after the test.
class TemporaryDirectoryTestCase: XCTestCase {
    /// This test's directory.
    var temporary: URL!

    /// The label in the directory's name (see ``TemporaryDirectory/make(_:)``).
    class var temporaryLabel: String { "test" }

    override func setUpWithError() throws {
        try super.setUpWithError()
        temporary = try TemporaryDirectory.make(Self.temporaryLabel)
    }

    override func tearDownWithError() throws {
        TemporaryDirectory.remove(temporary)
        try super.tearDownWithError()
    }
}

/// A test case that runs the proxygen command in-process in its fresh directory.
class CommandTestCase: TemporaryDirectoryTestCase {
    /// The command, run in-process in the test's directory (`PROXYGEN_BINARY`: that binary).
    func proxygen(_ arguments: [String], stdin: String? = nil) throws -> (status: Int32, output: String) {
        try InProcessCommand.run(arguments, stdin: stdin, in: temporary)
    }
}
