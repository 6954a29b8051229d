// FileSafetyTests: fault injection against the built proxygen binary in temporary directories —
// symbolic links, FIFOs, inputs named as outputs, colliding names, `kill -9` while a large file
// is written, concurrent runs on one directory and a full device on standard output. Each test
// checks the exit code, the message, and that nothing the user had was changed or lost (bytes,
// file types, link targets).

import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    import Darwin
    private let systemRead = Darwin.read
#endif

final class FileSafetyTests: TemporaryDirectoryTestCase {
    override class var temporaryLabel: String { "safety" }

    // MARK: - Helpers

    static let protocolSource = "/// @proxyable\nprotocol Pinger: AnyObject {\n    func ping(_ count: Int)\n}\n"

    func path(_ name: String) -> String { temporary.appending(path: name).path(percentEncoded: false) }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let url = temporary.appending(path: name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return name
    }

    func read(_ name: String) -> Data? { FileManager.default.contents(atPath: path(name)) }

    func proxygen(_ arguments: [String], stdin: String? = nil) throws -> (status: Int32, output: String) {
        try Fixtures.run(
            CommandLineTests.binary.path(percentEncoded: false), arguments, input: stdin.map { Data($0.utf8) },
            currentDirectory: temporary)
    }

    /// What proxygen prints for the inputs, to compare files with.
    func expected(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = CommandLineTests.binary
        process.arguments = arguments
        process.currentDirectoryURL = temporary
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The file type of `name` without following a final link: "file", "link", "fifo", "directory", ….
    func kind(_ name: String) -> String {
        var status = stat()
        guard lstat(path(name), &status) == 0 else { return "missing" }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return "file"
        case S_IFLNK: return "link"
        case S_IFIFO: return "fifo"
        case S_IFDIR: return "directory"
        case S_IFCHR: return "character device"
        default: return "other"
        }
    }

    func makeFIFO(_ name: String) throws {
        XCTAssertEqual(mkfifo(path(name), 0o644), 0, String(cString: strerror(errno)))
    }

    /// Runs proxygen with its output going to the FIFO `name` and returns what a reader of the
    /// FIFO received. The reader opens without blocking before proxygen starts, so a binary that
    /// replaces the FIFO instead of writing to it makes the test fail, not hang.
    func runIntoFIFO(_ name: String, _ arguments: [String]) throws -> (status: Int32, output: String, received: String)
    {
        let reader = open(path(name), O_RDONLY | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(reader, 0)
        defer { close(reader) }
        let (status, output) = try proxygen(arguments)
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = systemRead(reader, &buffer, buffer.count)
            if count <= 0 { break }
            received += buffer[..<count]
        }
        return (status, output, String(decoding: received, as: UTF8.self))
    }

    /// The process id of a process that has exited (for a temporary file that an interrupted run left).
    func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["true"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    func hiddenTemporaries(in directory: String = "") -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path(directory))) ?? []
        return names.filter { $0.contains(".proxygen-tmp-") }.sorted()
    }

    // MARK: - 1. What is at the output path is never replaced unless it is a regular file

    func testOutputThroughASymbolicLinkWritesItsTargetAndKeepsTheLink() throws {
        try write("Ping.swift", Self.protocolSource)
        try write("Real/Proxies.swift", "// old\n")
        try FileManager.default.createSymbolicLink(
            atPath: path("Proxies.swift"), withDestinationPath: "Real/Proxies.swift")
        let (status, output) = try proxygen(["Ping.swift", "-o", "Proxies.swift"])
        XCTAssertEqual(status, 0, output)
        XCTAssertEqual(kind("Proxies.swift"), "link")
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: path("Proxies.swift")), "Real/Proxies.swift")
        XCTAssertEqual(read("Real/Proxies.swift"), Data(try expected(["Ping.swift"]).utf8))
        XCTAssertEqual(hiddenTemporaries(in: "Real"), [])
        XCTAssertEqual(hiddenTemporaries(), [])
    }

    func testSymbolicLinkToAMissingFileIsAnErrorAndIsKept() throws {
        try write("Ping.swift", Self.protocolSource)
        try FileManager.default.createSymbolicLink(
            atPath: path("Proxies.swift"), withDestinationPath: "Nowhere/Proxies.swift")
        let (status, output) = try proxygen(["Ping.swift", "-o", "Proxies.swift"])
        XCTAssertEqual(status, 1, output)
        XCTAssertTrue(
            output.contains(
                "Proxies.swift: error: is a symbolic link to 'Nowhere/Proxies.swift', which does not exist"), output)
        XCTAssertEqual(kind("Proxies.swift"), "link")
        XCTAssertEqual(kind("Nowhere"), "missing")
    }

    func testOutputToAFIFOIsWrittenThroughAndTheFIFOStays() throws {
        try write("Ping.swift", Self.protocolSource)
        try makeFIFO("pipe")
        let result = try runIntoFIFO("pipe", ["Ping.swift", "-o", "pipe"])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(kind("pipe"), "fifo")
        XCTAssertEqual(result.received, try expected(["Ping.swift"]))
        // A link to the FIFO: the same, and the link stays.
        try FileManager.default.createSymbolicLink(atPath: path("pipe-link"), withDestinationPath: "pipe")
        let linked = try runIntoFIFO("pipe", ["Ping.swift", "-o", "pipe-link"])
        XCTAssertEqual(linked.status, 0, linked.output)
        XCTAssertEqual([kind("pipe-link"), kind("pipe")], ["link", "fifo"])
        XCTAssertEqual(linked.received, try expected(["Ping.swift"]))
        // --check never reads (and so never blocks on) a FIFO: it says it cannot compare it.
        let check = try runIntoFIFO("pipe", ["--check", "Ping.swift", "-o", "pipe"])
        XCTAssertEqual(check.status, 1, check.output)
        XCTAssertTrue(check.output.contains("pipe: error: not a regular file"), check.output)
        XCTAssertEqual(kind("pipe"), "fifo")
    }

    /// Why the binary may not be given a path under `/dev`, or `nil` when it has shown, on a FIFO
    /// and a symbolic link of this test's own, that it writes through them instead of replacing
    /// them. A binary that replaced device nodes or the `/dev/stdout` link must not get the chance
    /// (the tests run as root, and `PROXYGEN_BINARY` may name an older build). Needs `Ping.swift`.
    func reasonNotToWriteUnderDev() throws -> String? {
        try makeFIFO("guard-fifo")
        let fifo = try runIntoFIFO("guard-fifo", ["Ping.swift", "-o", "guard-fifo"])
        guard fifo.status == 0, kind("guard-fifo") == "fifo", !fifo.received.isEmpty else {
            return "the binary replaced a FIFO (\(fifo.output))"
        }
        try write("guard-target.swift", "// old\n")
        try FileManager.default.createSymbolicLink(
            atPath: path("guard-link"), withDestinationPath: "guard-target.swift")
        let link = try proxygen(["Ping.swift", "-o", "guard-link"])
        guard link.status == 0, kind("guard-link") == "link" else {
            return "the binary replaced a symbolic link (\(link.output))"
        }
        return nil
    }

    func testOutputToACharacterDeviceIsWrittenThrough() throws {
        try write("Ping.swift", Self.protocolSource)
        if let reason = try reasonNotToWriteUnderDev() { return XCTFail("\(reason); not trying /dev/null") }
        var before = stat()
        XCTAssertEqual(lstat("/dev/null", &before), 0)
        let (status, output) = try proxygen(["Ping.swift", "-o", "/dev/null"])
        XCTAssertEqual(status, 0, output)
        var after = stat()
        XCTAssertEqual(lstat("/dev/null", &after), 0)
        XCTAssertEqual(after.st_mode & S_IFMT, S_IFCHR)
        XCTAssertEqual(after.st_rdev, before.st_rdev)
        XCTAssertEqual(after.st_ino, before.st_ino)
    }

    func testStandardOutputByNameKeepsWhatWasAppendedBefore() throws {
        try write("Ping.swift", Self.protocolSource)
        if let reason = try reasonNotToWriteUnderDev() { return XCTFail("\(reason); not trying /dev/stdout") }
        try write("log.txt", "kept\n")
        let (status, output) = try Fixtures.run(
            "sh",
            ["-c", "\"$0\" Ping.swift -o /dev/stdout >> log.txt", CommandLineTests.binary.path(percentEncoded: false)],
            currentDirectory: temporary)
        XCTAssertEqual(status, 0, output)
        XCTAssertEqual(kind("log.txt"), "file")
        XCTAssertEqual(read("log.txt"), Data(("kept\n" + (try expected(["Ping.swift"]))).utf8))
    }

    func testOutputDashIsStandardOutputNotAFileNamedDash() throws {
        try write("Ping.swift", Self.protocolSource)
        let (status, output) = try proxygen(["Ping.swift", "-o", "-"])
        XCTAssertEqual(status, 0, output)
        XCTAssertEqual(output, try expected(["Ping.swift"]))
        XCTAssertEqual(kind("-"), "missing")
    }

    func testDirectoriesAreNeverReplaced() throws {
        try write("Ping.swift", Self.protocolSource)
        try write("out/Ping.proxies.swift/keep.txt", "mine\n")
        let (status, output) = try proxygen(["--output-dir", "out", "Ping.swift"])
        XCTAssertEqual(status, 1, output)
        XCTAssertTrue(output.contains("out/Ping.proxies.swift: error: is a directory; not written"), output)
        XCTAssertEqual(read("out/Ping.proxies.swift/keep.txt"), Data("mine\n".utf8))
    }

    func testPruneDeletesOnlyFilesNeverADirectoryOrWhatALinkNames() throws {
        try write("Ping.swift", Self.protocolSource)
        try write("out/Old.proxies.swift", "// stale generated file\n")
        try write("out/Folder.proxies.swift/keep.txt", "mine\n")
        try write("mine.swift", "// the user's\n")
        try FileManager.default.createSymbolicLink(
            atPath: path("out/Link.proxies.swift"), withDestinationPath: "../mine.swift")
        let (status, output) = try proxygen(["--prune", "--output-dir", "out", "Ping.swift"])
        XCTAssertEqual(status, 0, output)
        XCTAssertEqual(kind("out/Old.proxies.swift"), "missing")
        XCTAssertEqual(read("out/Folder.proxies.swift/keep.txt"), Data("mine\n".utf8))
        XCTAssertEqual(kind("out/Link.proxies.swift"), "link")
        XCTAssertEqual(read("mine.swift"), Data("// the user's\n".utf8))
    }

    func testPruneNeverDeletesAnInputInTheOutputDirectory() throws {
        try write("Ping.swift", Self.protocolSource)
        let mine = "/// @proxyable\nprotocol Mine: AnyObject { func m() }\n"
        try write("out/Mine.proxies.swift", mine)
        try write("out/Old.proxies.swift", "// stale generated file\n")
        let arguments = ["--prune", "--output-dir", "out", "Ping.swift", "out/Mine.proxies.swift"]
        let check = try proxygen(["--check"] + arguments)
        XCTAssertEqual(check.status, 1, check.output)
        XCTAssertTrue(check.output.contains("out/Old.proxies.swift: error: stale"), check.output)
        XCTAssertFalse(check.output.contains("out/Mine.proxies.swift: error: stale"), check.output)
        let (status, output) = try proxygen(arguments)
        XCTAssertEqual(status, 0, output)
        XCTAssertEqual(read("out/Mine.proxies.swift"), Data(mine.utf8))
        XCTAssertEqual(kind("out/Old.proxies.swift"), "missing")
        XCTAssertEqual(try proxygen(["--check"] + arguments).status, 0)
    }

    func testReplacedFilesKeepTheirPermissions() throws {
        try write("Ping.swift", Self.protocolSource)
        try write("Out.swift", "// old\n")
        XCTAssertEqual(chmod(path("Out.swift"), 0o640), 0)
        XCTAssertEqual(try proxygen(["Ping.swift", "-o", "Out.swift"]).status, 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: path("Out.swift"))
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o640)
    }

    // MARK: - 2. An input is never an output

    func testAnInputNamedAsTheOutputIsRefusedAndKept() throws {
        try write("Ping.swift", Self.protocolSource)
        try write("proxygen.json", #"{ "protocols": ["Pinger"] }"#)
        try FileManager.default.createSymbolicLink(atPath: path("Alias.swift"), withDestinationPath: "Ping.swift")
        XCTAssertEqual(link(path("Ping.swift"), path("Hard.swift")), 0)
        for output in ["Ping.swift", "./Ping.swift", path("Ping.swift"), "Alias.swift", "Hard.swift", "proxygen.json"] {
            let (status, message) = try proxygen(["--config", "proxygen.json", "Ping.swift", "-o", output])
            XCTAssertEqual(status, 2, "\(output): \(message)")
            XCTAssertTrue(message.contains("error: output '\(output)'"), message)
            XCTAssertTrue(message.contains("proxygen never writes over its inputs"), message)
            XCTAssertEqual(read("Ping.swift"), Data(Self.protocolSource.utf8), output)
            XCTAssertEqual(read("proxygen.json"), Data(#"{ "protocols": ["Pinger"] }"#.utf8), output)
        }
        XCTAssertEqual(kind("Alias.swift"), "link")
    }

    func testAnOutputDirectoryEntryThatIsAnInputIsRefusedAndNothingIsWritten() throws {
        try write("Ping.swift", Self.protocolSource)
        try write("Other.swift", "/// @proxyable\nprotocol Other: AnyObject { func o() }\n")
        try FileManager.default.createDirectory(atPath: path("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: path("out/Ping.proxies.swift"), withDestinationPath: "../Ping.swift")
        let (status, output) = try proxygen(["--output-dir", "out", "Other.swift", "Ping.swift"])
        XCTAssertEqual(status, 2, output)
        XCTAssertTrue(output.contains("error: output 'out/Ping.proxies.swift' is the input 'Ping.swift'"), output)
        XCTAssertEqual(read("Ping.swift"), Data(Self.protocolSource.utf8))
        XCTAssertEqual(kind("out/Other.proxies.swift"), "missing", "nothing is written")
    }

    // MARK: - 3. kill -9 while writing

    func testKillDuringLargeWritesNeverCorruptsAndTheNextRunCleansUp() throws {
        // About 3 MB of generated code, so the write takes long enough to be interrupted.
        var source = ""
        for index in 0..<80 {
            source += "/// @proxyable\nprotocol Big\(index)Delegate: AnyObject {\n"
            for member in 0..<25 {
                source += "    func big\(index)(_ source: Int, didReceive value\(member): String) -> Bool\n"
            }
            source += "}\n"
        }
        try write("Big.swift", source)
        try write("Out.swift", "// the user's previous generated file\n")
        let previous = read("Out.swift")
        let generated = Data(try expected(["Big.swift"]).utf8)
        XCTAssertGreaterThan(generated.count, 2_000_000)

        // Whether a kill lands between the temporary file appearing and its rename depends on
        // scheduling: try until three have (at most 40 runs), so a loaded machine only takes longer.
        var interruptedWrites = 0
        var lastLeftover: String?
        for _ in 0..<40 where interruptedWrites < 3 {
            let process = Process()
            process.executableURL = CommandLineTests.binary
            process.arguments = ["Big.swift", "-o", "Out.swift"]
            process.currentDirectoryURL = temporary
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Kill the moment its temporary file appears: in the middle of writing it.
            let temporaryFile = path(".Out.swift.proxygen-tmp-\(process.processIdentifier)")
            while process.isRunning && !FileManager.default.fileExists(atPath: temporaryFile) { usleep(50) }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal && FileManager.default.fileExists(atPath: temporaryFile) {
                interruptedWrites += 1
                lastLeftover = temporaryFile
            } else {
                lastLeftover = nil
            }
            let now = read("Out.swift")
            XCTAssertTrue(
                now == previous || now == generated, "the destination is the old file or the new one, never a part")
        }
        XCTAssertGreaterThan(interruptedWrites, 0, "no kill landed during a write")
        // Each run deleted what the runs killed before it left: one leftover at most.
        XCTAssertEqual(hiddenTemporaries().map { path($0) }, lastLeftover.map { [$0] } ?? [])

        // A temporary file of a live process (this one) and files of the user are not touched.
        let live = ".Out.swift.proxygen-tmp-\(getpid())"
        try write(live, "live\n")
        let dead = ".Out.swift.proxygen-tmp-\(try deadProcessID())"
        try write(dead, "partial")
        try write(".notes.proxygen-tmp-1", "the user's\n")
        try write(".Out.swift.proxygen-tmp-draft", "the user's\n")

        let check = try proxygen(["--check", "Big.swift", "-o", "Out.swift"])
        for leftover in [dead] + (lastLeftover.map { [($0 as NSString).lastPathComponent] } ?? []) {
            XCTAssertTrue(
                check.output.contains("\(leftover): warning: temporary file of an interrupted proxygen run"),
                check.output)
        }
        XCTAssertFalse(check.output.contains(live), check.output)

        let (status, output) = try proxygen(["Big.swift", "-o", "Out.swift"])
        XCTAssertEqual(status, 0, output)
        XCTAssertEqual(read("Out.swift"), generated)
        XCTAssertEqual(
            hiddenTemporaries(),
            [".Out.swift.proxygen-tmp-\(getpid())", ".Out.swift.proxygen-tmp-draft", ".notes.proxygen-tmp-1"])
    }

    func testPruneAndTheNextRunRemoveStaleTemporaryFilesOfAnOutputDirectory() throws {
        try write("Ping.swift", Self.protocolSource)
        let dead = try deadProcessID()
        try write("out/.Gone.proxies.swift.proxygen-tmp-\(dead)", "partial")
        try write("out/.Ping.proxies.swift.proxygen-tmp-\(dead)", "partial")
        try write("out/.notes.txt.proxygen-tmp-\(dead)", "the user's\n")
        let check = try proxygen(["--check", "--prune", "--output-dir", "out", "Ping.swift"])
        XCTAssertEqual(check.status, 1, check.output)
        XCTAssertTrue(
            check.output.contains("out/.Gone.proxies.swift.proxygen-tmp-\(dead): warning: temporary file"), check.output
        )
        XCTAssertEqual(hiddenTemporaries(in: "out").count, 3, "--check deletes nothing")
        let (status, output) = try proxygen(["--prune", "--output-dir", "out", "Ping.swift"])
        XCTAssertEqual(status, 0, output)
        XCTAssertEqual(hiddenTemporaries(in: "out"), [".notes.txt.proxygen-tmp-\(dead)"])
        XCTAssertEqual(try proxygen(["--check", "--prune", "--output-dir", "out", "Ping.swift"]).output, "")
    }

    // MARK: - Concurrent runs

    func testConcurrentRunsOnOneOutputDirectoryAllSucceedWithCompleteFiles() throws {
        for index in 0..<6 {
            try write("In\(index).swift", "/// @proxyable\nprotocol P\(index): AnyObject {\n    func f(_ x: Int)\n}\n")
        }
        let inputs = (0..<6).map { "In\($0).swift" }
        let arguments = ["--output-dir", "out", "--prune"] + inputs
        // Six processes at once; their output goes to files so that none blocks on a full pipe.
        var processes: [(Process, String)] = []
        for run in 0..<6 {
            let process = Process()
            process.executableURL = CommandLineTests.binary
            process.arguments = arguments
            process.currentDirectoryURL = temporary
            let log = path("run\(run).log")
            _ = FileManager.default.createFile(atPath: log, contents: nil)
            process.standardOutput = FileHandle(forWritingAtPath: log)
            process.standardError = FileHandle(forWritingAtPath: log)
            processes.append((process, log))
        }
        for (process, _) in processes { try process.run() }
        for (process, log) in processes {
            process.waitUntilExit()
            let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            XCTAssertEqual(process.terminationStatus, 0, output)
        }
        for index in 0..<6 {
            XCTAssertEqual(read("out/In\(index).proxies.swift"), Data(try expected(["In\(index).swift"]).utf8))
        }
        XCTAssertEqual(hiddenTemporaries(in: "out"), [])
        XCTAssertEqual(try proxygen(["--check"] + arguments).status, 0)
    }

    // MARK: - 4. Two inputs, one output name

    func testInputsWhoseNamesWouldCollideGetFilesOfTheirOwn() throws {
        try write("a/b.swift", "/// @proxyable\nprotocol Nested: AnyObject { func n() }\n")
        try write("a_b.swift", "/// @proxyable\nprotocol Flat: AnyObject { func f() }\n")
        try write("c.swift", "/// @proxyable\nprotocol Plain: AnyObject { func p() }\n")
        let (status, output) = try proxygen(["--output-dir", "out", "a/b.swift", "a_b.swift", "c.swift"])
        XCTAssertEqual(status, 0, output)
        let names = try FileManager.default.contentsOfDirectory(atPath: path("out")).sorted()
        XCTAssertEqual(names.count, 3, "\(names)")
        XCTAssertTrue(names.contains("c.proxies.swift"), "names without a collision are unchanged: \(names)")
        let contents = try names.map { try String(contentsOfFile: path("out/\($0)"), encoding: .utf8) }
        XCTAssertEqual(contents.filter { $0.contains("class NestedProxy") }.count, 1)
        XCTAssertEqual(contents.filter { $0.contains("class FlatProxy") }.count, 1)
        // The same names whatever the order of the inputs.
        let again = try proxygen(["--check", "--prune", "--output-dir", "out", "c.swift", "a_b.swift", "a/b.swift"])
        XCTAssertEqual(again.status, 0, again.output)
    }

    // MARK: - 5. Standard output that cannot be written

    func testClosedStandardStreamsGiveAnExitCodeNotACrash() throws {
        try write("Ping.swift", Self.protocolSource)
        let binary = CommandLineTests.binary.path(percentEncoded: false)
        // An error to report, with standard error closed: exit 1, not a crash.
        let error = try Fixtures.run(
            "sh", ["-c", "\"$0\" Missing.swift 2>&-; echo \"status $?\"", binary], currentDirectory: temporary)
        XCTAssertTrue(error.output.hasSuffix("status 1\n"), error.output)
        // Standard output closed: exit 1.
        let output = try Fixtures.run(
            "sh", ["-c", "\"$0\" Ping.swift >&-; echo \"status $?\" >&2", binary], currentDirectory: temporary)
        XCTAssertTrue(output.output.contains("<stdout>: error: cannot write: Bad file descriptor"), output.output)
        XCTAssertTrue(output.output.hasSuffix("status 1\n"), output.output)
    }

    func testAWriteErrorOnStandardOutputFails() throws {
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else {
            throw XCTSkip("no /dev/full on this platform")
        }
        try write("Ping.swift", Self.protocolSource)
        let process = Process()
        process.executableURL = CommandLineTests.binary
        process.arguments = ["Ping.swift"]
        process.currentDirectoryURL = temporary
        process.standardOutput = full
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 1, message)
        XCTAssertTrue(message.contains("<stdout>: error: cannot write: No space left on device"), message)
    }
}
