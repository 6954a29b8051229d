// FileInput: reading an input file's bytes straight into the array the parser reads.

#if canImport(Glibc)
    import Glibc
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    import Darwin
    private let systemRead = Darwin.read
#endif

enum FileInput {
    /// The largest input the engine reads: positions in a file are 32-bit.
    static let maximumSize = Int(Int32.max) - 1

    /// Why an input was not read.
    enum Failure: Error, Equatable {
        case cannotRead
        case directory
        case tooLarge(size: Int)

        /// What follows `path: error: `.
        var message: String {
            switch self {
            case .cannotRead: "cannot read file"
            case .directory: "is a directory"
            case .tooLarge(let size):
                "is too large (\(size) bytes); proxygen reads files of up to \(FileInput.maximumSize) bytes"
            }
        }
    }

    /// The bytes of the file at `path`. A regular file is read into an array of its size, without
    /// the copy a `Data` would add, and refused before it is read when that size is over
    /// ``maximumSize``; anything else (a FIFO, a character device) is read until its end.
    static func bytes(atPath path: String) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { return .failure(.cannotRead) }
        defer { close(descriptor) }
        return bytes(of: descriptor)
    }

    /// The bytes of standard input, read until its end (see ``bytes(atPath:)``).
    static func standardInputBytes() -> Result<[UInt8], Failure> { bytes(of: 0) }

    /// The bytes of the open file `descriptor`, read until its end (see ``bytes(atPath:)``).
    private static func bytes(of descriptor: Int32) -> Result<[UInt8], Failure> {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.cannotRead) }
        if status.st_mode & S_IFMT == S_IFDIR { return .failure(.directory) }
        let isRegular = status.st_mode & S_IFMT == S_IFREG
        if isRegular && Int(status.st_size) > maximumSize { return .failure(.tooLarge(size: Int(status.st_size))) }
        // One byte more than the size, so that the end is seen by the first read (unless it grew).
        let chunkSize = isRegular ? Int(status.st_size) + 1 : 64 * 1024
        var bytes: [UInt8] = []
        while true {
            guard let chunk = read(descriptor, upTo: max(chunkSize, 4096)) else { return .failure(.cannotRead) }
            if chunk.isEmpty {
                return bytes.count > maximumSize ? .failure(.tooLarge(size: bytes.count)) : .success(bytes)
            }
            if bytes.isEmpty { bytes = chunk } else { bytes.append(contentsOf: chunk) }
        }
    }

    /// Up to `count` bytes read from `descriptor` (empty at its end), or `nil` after an error.
    private static func read(_ descriptor: Int32, upTo count: Int) -> [UInt8]? {
        var failed = false
        let chunk = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            var filled = 0
            while filled < count {
                let result = systemRead(descriptor, buffer.baseAddress! + filled, count - filled)
                if result < 0 && errno == EINTR { continue }
                if result < 0 { failed = true }
                if result <= 0 { break }
                filled += result
            }
            initialized = filled
        }
        return failed ? nil : chunk
    }
}
