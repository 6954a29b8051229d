// GeneratedOutputs: where a run's generated files go, the checks made before anything is
// written (no output may be an input, no two inputs share an output), and writing or
// `--check`ing them, each rendered just before it is written and let go after.

import ProxyGen

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files one run generates, and what it does with them.
struct GeneratedOutputs {
    /// One generated file; `path` is `nil` for standard output.
    struct Output {
        var path: String?
        /// The file's index in the prepared generation.
        var fileIndex: Int
    }

    /// Every output, planned from the inputs' paths before any is rendered.
    var outputs: [Output] = []
    /// Renders the outputs' contents.
    let generation: PreparedGeneration
    /// With `--output-dir`: the directory.
    var directory: String?
    /// Problems found while planning (colliding names), as `path: error: message` lines.
    var errors: [String] = []
    /// The inputs and the configuration, as given: never written over and never pruned.
    var inputFiles: [String] = []

    /// Plans the outputs of `generation` (also when it has errors: the plugin needs every declared
    /// output) from the inputs' display paths, in input order. Nothing is rendered yet. A
    /// supporting input (a module read for what the others need) has no output of its own.
    init(
        options: CommandLineOptions, inputPaths: [String], generation: PreparedGeneration,
        supportingPaths: Set<String> = []
    ) {
        self.generation = generation
        directory = options.outputDirectory
        guard let directory else {
            outputs = [Output(path: options.output, fileIndex: 0)]
            return
        }
        let names = OutputNaming.names(for: inputPaths)
        for (first, second) in OutputNaming.collisions(in: inputPaths, names: names) {
            errors.append(
                "\(directory): error: inputs '\(first)' and '\(second)' would both be written to one file; rename one")
        }
        for (index, name) in names.enumerated()
        where !(options.skipEmpty && generation.proxyNames(ofFile: index).isEmpty)
            && !supportingPaths.contains(inputPaths[index])
        {
            outputs.append(Output(path: PathText.appending(name, to: directory), fileIndex: index))
        }
    }

    /// The generated source of `output`, rendered now.
    func contents(of output: Output) -> String { generation.renderFile(at: output.fileIndex).contents }

    /// Calls `body` with ``contents(of:)`` as the UTF-8 bytes that are written (valid only during
    /// the call).
    func withBytes(
        of output: Output, _ body: (UnsafeRawBufferPointer) throws(FileOutput.WriteError) -> Void
    ) throws(FileOutput.WriteError) {
        try generation.withRenderedFileUTF8(at: output.fileIndex, body)
    }

    /// The files of ``inputFiles`` by device and inode, so that any spelling of one is found.
    private func inputsByIdentity() -> [FileOutput.FileIdentity: String] {
        var inputsByIdentity: [FileOutput.FileIdentity: String] = [:]
        for input in inputFiles where input != "-" {
            if let identity = FileOutput.identity(of: input) { inputsByIdentity[identity] = input }
        }
        return inputsByIdentity
    }

    /// Outputs that are the same file as an input (or the configuration), however spelled:
    /// `proxygen a.swift -o a.swift` must not replace the protocol with its proxy.
    func outputsOverwritingInputs() -> [String] {
        let inputsByIdentity = inputsByIdentity()
        var messages: [String] = []
        for case let path? in outputs.map(\.path) where FileOutput.standardStream(path) == nil {
            guard let identity = FileOutput.identity(of: path), let input = inputsByIdentity[identity] else { continue }
            let same = input == path ? "is also an input" : "is the input '\(input)'"
            messages.append(
                "error: output '\(path)' \(same); proxygen never writes over its inputs (choose another output)")
        }
        return messages
    }

    /// Stale outputs to delete with `--prune`: never an input, even one named `*.proxies.swift`
    /// in the output directory.
    func staleOutputs() -> [String] {
        let inputs = inputsByIdentity()
        return FileOutput.staleOutputs(in: directory, keeping: outputs.compactMap(\.path)).filter { path in
            FileOutput.identity(of: path).map { inputs[$0] == nil } ?? true
        }
    }

    /// Temporary files left by interrupted runs (killed while writing) for these outputs.
    func staleTemporaries() -> [String] {
        var found = Set<String>()
        if let directory {
            found.formUnion(FileOutput.staleTemporaries(in: directory) { $0.hasSuffix(OutputNaming.suffix) })
        }
        // Each directory an output is written in is read once, for all of its outputs.
        var namesByDirectory: [String: Set<String>] = [:]
        let scanned = directory.map(PathText.fixingSlashes)
        for case let path? in outputs.map(\.path) {
            guard let (outputDirectory, name) = FileOutput.temporaryLocation(of: path) else { continue }
            // The output directory was read above for every generated name.
            if outputDirectory == scanned && name.hasSuffix(OutputNaming.suffix) { continue }
            namesByDirectory[outputDirectory, default: []].insert(name)
        }
        for (directory, names) in namesByDirectory {
            found.formUnion(FileOutput.staleTemporaries(in: directory) { names.contains($0) })
        }
        return found.sorted()
    }

    /// `--check`: reports missing, differing and stale files; writes nothing. Returns the number
    /// of differences.
    func check(prune: Bool, report: (String) -> Void) -> Int {
        var differences = 0
        for output in outputs {
            guard let path = output.path else { continue }
            if FileOutput.isSpecial(path) {
                differences += 1
                report("\(path): error: not a regular file; --check compares generated files on disk")
                continue
            }
            guard let data = FileOutput.existingContents(path) else {
                differences += 1
                report("\(path): error: missing; proxygen would generate it")
                continue
            }
            let existing = String(decoding: data, as: UTF8.self)
            let contents = contents(of: output)
            if existing != contents {
                differences += 1
                report("\(path): error: differs from what proxygen generates")
                report(DiffSummary.summarize(onDisk: existing, generated: contents))
            }
        }
        if prune {
            for path in staleOutputs() {
                differences += 1
                report("\(path): error: stale; proxygen generates no such file (delete it)")
            }
        }
        for path in staleTemporaries() {
            report("\(path): warning: temporary file of an interrupted proxygen run (the next run deletes it)")
        }
        if differences > 0 {
            report(
                "proxygen --check: \(differences) generated file(s) out of date; generate again and commit the result")
        }
        return differences
    }

    /// Writes the outputs. With errors, a single output is left as it was and nothing goes to
    /// standard output; the build plugin (`--output-dir`) must still find every declared output,
    /// so only missing ones are created. Returns `false` after reporting a write error.
    func write(
        hasErrors: Bool, prune: Bool, report: (String) -> Void,
        standardOutput: (UnsafeRawBufferPointer) throws(FileOutput.WriteError) -> Void
    ) -> Bool {
        for path in staleTemporaries() { unlink(path) }
        var succeeded = true
        for output in outputs {
            guard let path = output.path else {
                if hasErrors { continue }
                do {
                    try withBytes(of: output) { bytes throws(FileOutput.WriteError) in
                        try standardOutput(bytes)
                    }
                } catch {
                    report(error.description)
                    succeeded = false
                }
                continue
            }
            if hasErrors && (directory == nil || (try? FileOutput.destination(of: path)).map(isMissing) == false) {
                continue
            }
            do {
                try withBytes(of: output) { bytes throws(FileOutput.WriteError) in
                    try FileOutput.write(bytes, to: path)
                }
            } catch {
                report(error.description)
                succeeded = false
            }
        }
        if succeeded && !hasErrors && prune {
            for path in staleOutputs() { try? FileManager.default.removeItem(atPath: path) }
        }
        return succeeded
    }

    private func isMissing(_ destination: FileOutput.Destination) -> Bool {
        if case .missing = destination { return true }
        return false
    }
}
