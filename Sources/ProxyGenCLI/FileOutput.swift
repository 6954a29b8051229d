// FileOutput: writing generated files without ever destroying what is at the destination.
//
// - A regular file (or a missing one) is replaced atomically: the bytes go to a temporary file
//   next to it, `.<name>.proxygen-tmp-<pid>`, which is then renamed over it. A crash leaves the
//   destination as it was and, at worst, that temporary file, which the next run removes.
// - A symbolic link is kept: its target is written (atomically, when it is a regular file).
// - Character devices, FIFOs and `/dev/stdout` are written through, never replaced.
// - Anything else (a directory, a socket, a block device, a link to a missing file) is an error.
// - A file whose bytes would not change is not touched (its timestamps stay).

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

enum FileOutput {
    /// A file that cannot be written, with the reason.
    struct WriteError: Error, CustomStringConvertible {
        var path: String
        var message: String
        var description: String { "\(path): error: \(message)" }
    }

    /// The input's path as shown in headers and diagnostics: relative to `base` when inside it.
    static func displayPath(_ path: String, relativeTo base: String?) -> String {
        guard let base else { return path }
        return DisplayPaths(relativeTo: base).displayPath(path)
    }

    /// Names inputs relative to one base directory, normalized once (not once per input).
    struct DisplayPaths {
        private let currentDirectory: String
        /// The normalized base, ending in `/`.
        private let prefix: String
        /// The normalized current directory, ending in `/`: a plain relative path (no `.`, `..` or
        /// empty component) is normalized by appending it, without splitting either again.
        private let currentPrefix: String

        init(relativeTo base: String, currentDirectory: String = FileManager.default.currentDirectoryPath) {
            self.currentDirectory = currentDirectory
            let normalized = FileOutput.normalized(base, in: currentDirectory)
            prefix = normalized.hasSuffix("/") ? normalized : normalized + "/"
            let current = FileOutput.normalized(currentDirectory, in: "/")
            currentPrefix = current.hasSuffix("/") ? current : current + "/"
        }

        /// `path` relative to the base when inside it, otherwise as given.
        func displayPath(_ path: String) -> String {
            guard path != "-" else { return path }
            let absolute =
                FileOutput.isPlainRelative(path)
                ? currentPrefix + path : FileOutput.normalized(path, in: currentDirectory)
            return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : path
        }
    }

    /// Whether `path` is relative and already normalized: not empty, no leading or trailing `/`, no
    /// `//`, and no `.` or `..` component.
    static func isPlainRelative(_ path: String) -> Bool {
        var componentLength = 0
        var dots = 0
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if componentLength == 0 || dots == componentLength && dots <= 2 { return false }
                componentLength = 0
                dots = 0
            } else {
                componentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return componentLength > 0 && !(dots == componentLength && dots <= 2)
    }

    /// The absolute form of `path` (relative ones are taken from `directory`) with `.`, `..` and
    /// repeated slashes removed, as `URL.standardizedFileURL` gives it, without symbolic links
    /// resolved; in plain string operations.
    static func normalized(_ path: String, in directory: String) -> String {
        var components: [Substring] = []
        func add(_ text: String) {
            for component in text.split(separator: "/", omittingEmptySubsequences: true) {
                switch component {
                case ".": continue
                case "..": if !components.isEmpty { components.removeLast() }
                default: components.append(component)
                }
            }
        }
        if !path.hasPrefix("/") { add(directory) }
        add(path)
        return "/" + components.joined(separator: "/")
    }

    // MARK: - Writing

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

    // MARK: - Temporary files

    /// What temporary file names contain between the destination's name and the process id.
    static let temporaryMarker = ".proxygen-tmp-"

    /// `dir/Out.swift` → `dir/.Out.swift.proxygen-tmp-<pid>`.
    static func temporaryPath(for path: String, processID: Int32 = getpid()) -> String {
        if let (directory, name) = splitAtLastSlash(path) {
            // One allocation: each `+` would copy the path so far into a longer String.
            let id = String(processID)
            var temporary = ""
            temporary.reserveCapacity(
                directory.utf8.count + name.utf8.count + temporaryMarker.utf8.count + id.utf8.count + 2)
            temporary += directory
            temporary += "/."
            temporary += name
            temporary += temporaryMarker
            temporary += id
            return temporary
        }
        let name = PathText.lastComponent(path)
        return PathText.appending(".\(name)\(temporaryMarker)\(processID)", to: directoryPart(of: path))
    }

    /// The destination name and process id of a temporary file name, or `nil` when the name is
    /// not one proxygen makes.
    static func temporaryOwner(of name: String) -> (destination: String, processID: Int32)? {
        guard name.hasPrefix("."), let marker = lastRange(of: temporaryMarker, in: name) else { return nil }
        let digits = name[marker.upperBound...]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let processID = Int32(digits) else {
            return nil
        }
        let destination = String(name[name.index(after: name.startIndex)..<marker.lowerBound])
        return destination.isEmpty ? nil : (destination, processID)
    }

    /// Temporary files in `directory` left by proxygen processes that are no longer running
    /// (killed while writing), for destinations `isOutput` accepts; regular files only, sorted.
    static func staleTemporaries(in directory: String, isOutput: (String) -> Bool) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return names.sorted().compactMap { name in
            guard let (destination, processID) = temporaryOwner(of: name), isOutput(destination),
                processID == getpid() || !isRunning(processID)
            else { return nil }
            let path = PathText.appending(name, to: directory)
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
            return path
        }
    }

    /// The directory and name of the file writing `path` replaces (a link's target), whose
    /// directory holds its temporary files; `nil` for a standard stream.
    static func temporaryLocation(of path: String) -> (directory: String, name: String)? {
        guard standardStream(path) == nil else { return nil }
        var real = path
        if case .regular(let resolved, _)? = try? destination(of: path) { real = resolved }
        if let split = splitAtLastSlash(real) { return split }
        return (directoryPart(of: real), PathText.lastComponent(real))
    }

    /// Whether a process with this id exists (one of another user counts).
    static func isRunning(_ processID: Int32) -> Bool {
        processID > 0 && (kill(processID, 0) == 0 || errno == EPERM)
    }

    // MARK: - Stale outputs and identity

    /// Generated files (`*.proxies.swift`, regular files only) in `directory` other than `keeping`, sorted.
    static func staleOutputs(in directory: String?, keeping: [String]) -> [String] {
        guard let directory, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            return []
        }
        let kept = Set(keeping.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        return names.filter { $0.hasSuffix(OutputNaming.suffix) && !$0.hasPrefix(".") }.sorted()
            .map { PathText.appending($0, to: directory) }
            .filter { !kept.contains(URL(fileURLWithPath: $0).standardizedFileURL.path) }
            .filter { path in
                // Only files proxygen could have written: never a directory (or what a link names).
                var status = stat()
                return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
            }
    }

    /// The device and inode of the file at `path` (links followed), to tell whether two paths
    /// name one file.
    static func identity(of path: String) -> FileIdentity? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    // MARK: - Helpers

    static func directoryPart(of path: String) -> String {
        if let (directory, _) = splitAtLastSlash(path) { return directory }
        let directory = PathText.deletingLastComponent(path)
        return directory.isEmpty ? "." : directory
    }

    /// ``PathText/deletingLastComponent(_:)`` and ``PathText/lastComponent(_:)`` of a plain path,
    /// split at its last `/` without looking for repeated slashes (which costs a copy): an ASCII
    /// path with a `/` after its first byte, no `//` and no trailing `/`, where those rules change
    /// nothing. `nil` for any other path.
    static func splitAtLastSlash(_ path: String) -> (directory: String, name: String)? {
        var path = path
        return path.withUTF8 { bytes -> (directory: String, name: String)? in
            let slash = UInt8(ascii: "/")
            guard let last = bytes.last, last != slash else { return nil }
            var lastSlash = -1
            var previous: UInt8 = 0
            for index in bytes.indices {
                let byte = bytes[index]
                if byte >= 0x80 || (byte == slash && previous == slash) { return nil }
                if byte == slash { lastSlash = index }
                previous = byte
            }
            guard lastSlash > 0 else { return nil }
            return (
                String(decoding: UnsafeBufferPointer(rebasing: bytes[..<lastSlash]), as: UTF8.self),
                String(decoding: UnsafeBufferPointer(rebasing: bytes[(lastSlash + 1)...]), as: UTF8.self)
            )
        }
    }

    /// The range of the last occurrence of `marker` in `name`.
    private static func lastRange(of marker: String, in name: String) -> Range<String.Index>? {
        var start = name.endIndex
        while start > name.startIndex {
            start = name.index(before: start)
            if name[start...].hasPrefix(marker) { return start..<name.index(start, offsetBy: marker.count) }
        }
        return nil
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func lastError() -> String { String(cString: strerror(errno)) }
}
