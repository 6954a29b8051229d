// FileOutput+Writing: the atomic replacement of a regular file, writing through a device or a
// FIFO, and the checks that choose between them (see FileOutput.swift for the rules).

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
#endif

extension FileOutput {
    /// Writes the UTF-8 bytes `data` to `path` as described above. Returns whether anything was
    /// written.
    @discardableResult
    static func write(_ data: UnsafeRawBufferPointer, to path: String) throws(WriteError) -> Bool {
        if let descriptor = standardStream(path) {
            try writeAll(data, to: descriptor, path: path)
            return true
        }
        switch try destination(of: path) {
        case .missing:
            let directory = directoryPart(of: path)
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw WriteError(path: path, message: "cannot create the directory '\(directory)'")
            }
            try replace(path, with: data, like: nil)
        case .regular(let real, let status):
            if case .success(let existing) = FileInput.bytes(atPath: real), existing.count == data.count,
                existing.withUnsafeBytes({
                    data.count == 0 || memcmp($0.baseAddress!, data.baseAddress!, data.count) == 0
                })
            {
                return false
            }
            try replace(real, with: data, like: status)
        case .writeThrough:
            let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
            guard descriptor >= 0 else { throw WriteError(path: path, message: "cannot open: \(lastError())") }
            defer { close(descriptor) }
            try writeAll(data, to: descriptor, path: path)
        }
        return true
    }

    /// What is at an output path, as far as writing is concerned.
    enum Destination {
        /// Nothing: a new regular file is created.
        case missing
        /// A regular file, or a symbolic link to one: `real` is the file that is replaced.
        case regular(real: String, status: stat)
        /// A character device or FIFO (or a link to one): written through.
        case writeThrough
    }

    /// Looks at `path` (without following a final symbolic link first) and decides how to write it.
    static func destination(of path: String) throws(WriteError) -> Destination {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT { return .missing }
            throw WriteError(path: path, message: "cannot write: \(lastError())")
        }
        var isLink = false
        if status.st_mode & S_IFMT == S_IFLNK {
            isLink = true
            guard stat(path, &status) == 0 else {
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                throw WriteError(
                    path: path,
                    message:
                        "is a symbolic link to '\(target)', which does not exist; not written (create the target or remove the link)"
                )
            }
        }
        let link = isLink ? "is a symbolic link to " : "is "
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            guard isLink else { return .regular(real: path, status: status) }
            guard let real = realPath(path) else {
                throw WriteError(path: path, message: "cannot resolve the symbolic link: \(lastError())")
            }
            return .regular(real: real, status: status)
        case S_IFCHR, S_IFIFO:
            return .writeThrough
        case S_IFDIR:
            throw WriteError(path: path, message: "\(link)a directory; not written")
        case S_IFSOCK:
            throw WriteError(
                path: path,
                message: "\(link)a socket; not written (proxygen writes regular files, character devices and FIFOs)")
        case S_IFBLK:
            throw WriteError(
                path: path,
                message:
                    "\(link)a block device; not written (proxygen writes regular files, character devices and FIFOs)")
        default:
            throw WriteError(path: path, message: "\(link)not a regular file; not written")
        }
    }

    /// The file descriptor `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` and `/proc/self/fd/N` name:
    /// written directly, so that output appended to (`>>`) or piped keeps its place.
    static func standardStream(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                return Int32(path.dropFirst(prefix.count))
            }
            return nil
        }
    }

    /// Writes `data` to a temporary file next to `path`, then renames it over `path`. The new file
    /// gets the old one's permissions and owner (when there was one).
    static func replace(_ path: String, with data: UnsafeRawBufferPointer, like old: stat?) throws(WriteError) {
        let temporary = temporaryPath(for: path)
        unlink(temporary)  // Ours: a leftover of an earlier process that had this process's id.
        let mode = old.map { mode_t($0.st_mode & 0o7777) } ?? 0o666
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else {
            throw WriteError(path: path, message: "cannot create a temporary file next to it: \(lastError())")
        }
        if let old {
            fchmod(descriptor, mode_t(old.st_mode & 0o7777))
            if old.st_uid != geteuid() || old.st_gid != getegid() { _ = fchown(descriptor, old.st_uid, old.st_gid) }
        }
        do {
            try writeAll(data, to: descriptor, path: path)
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        guard close(descriptor) == 0 else {
            let message = lastError()
            unlink(temporary)
            throw WriteError(path: path, message: "cannot write: \(message)")
        }
        guard rename(temporary, path) == 0 else {
            let message = lastError()
            unlink(temporary)
            throw WriteError(path: path, message: "cannot replace: \(message)")
        }
    }

    /// Writes every byte, retrying short and interrupted writes.
    static func writeAll(_ data: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws(WriteError) {
        var written = 0
        while written < data.count {
            let result = systemWrite(descriptor, data.baseAddress! + written, data.count - written)
            if result < 0 {
                if errno == EINTR { continue }
                throw WriteError(path: path, message: "cannot write: \(lastError())")
            }
            written += result
        }
    }

    /// Writes every byte of the array `data`, as the buffer overload does.
    static func writeAll(_ data: [UInt8], to descriptor: Int32, path: String) throws(WriteError) {
        // `withUnsafeBytes` does not pass a typed error through: it is carried out as a result.
        try data.withUnsafeBytes { buffer in
            Result { () throws(WriteError) in try writeAll(buffer, to: descriptor, path: path) }
        }.get()
    }

    /// Writes text to standard output, reporting a failure (a full disk, a closed descriptor).
    static func writeStandardOutput(_ text: String) throws(WriteError) {
        try writeAll(Array(text.utf8), to: 1, path: "<stdout>")
    }

    /// The bytes of a regular file (or of the regular file a link names); `nil` for anything else,
    /// so that checking never blocks on a FIFO or reads a device.
    static func existingContents(_ path: String) -> Data? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileManager.default.contents(atPath: path)
    }

    /// Whether `path` exists and is not a regular file (nor a link to one): `--check` cannot
    /// compare it.
    static func isSpecial(_ path: String) -> Bool {
        if standardStream(path) != nil { return true }
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        return status.st_mode & S_IFMT != S_IFREG
    }
}
