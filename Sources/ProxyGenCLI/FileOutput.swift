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
#elseif canImport(Darwin)
    import Darwin
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
    static func lastRange(of marker: String, in name: String) -> Range<String.Index>? {
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
