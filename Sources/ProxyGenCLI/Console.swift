// Console: the standard streams a run of the command reads and writes, so that tests can run it
// in-process and read what it printed.

/// Standard input, output and error of one run of the command.
public struct Console {
    /// Writes bytes to standard output; a failure (a full disk, a closed descriptor) is thrown.
    var writeOutput: (UnsafeRawBufferPointer) throws(FileOutput.WriteError) -> Void
    /// Writes one message to standard error, adding a line break.
    var writeError: (String) -> Void
    /// Reads standard input to its end.
    var readStandardInput: () -> Result<[UInt8], FileInput.Failure>

    /// The process's own streams, for the `proxygen` executable.
    public static var standard: Console {
        Console(
            writeOutput: { bytes throws(FileOutput.WriteError) in
                try FileOutput.writeAll(bytes, to: 1, path: "<stdout>")
            },
            // A standard error that cannot be written loses the message but never crashes the
            // run: the exit code still tells.
            writeError: { message in try? FileOutput.writeAll(Array((message + "\n").utf8), to: 2, path: "<stderr>") },
            readStandardInput: { FileInput.standardInputBytes() })
    }

    /// Writes text to standard output.
    func print(_ text: String) throws(FileOutput.WriteError) {
        let bytes = Array(text.utf8)
        // `withUnsafeBytes` does not pass a typed error through: it is carried out as a result.
        try bytes.withUnsafeBytes { buffer in
            Result { () throws(FileOutput.WriteError) in try writeOutput(buffer) }
        }.get()
    }
}
