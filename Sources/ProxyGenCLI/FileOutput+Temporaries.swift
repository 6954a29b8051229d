// FileOutput+Temporaries: the temporary files an atomic write leaves only when killed, found and
// removed by the next run; generated files no input produces any more; a file's identity.

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

extension FileOutput {
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
}
