// InterfaceCache: module interfaces printed once by swift-synthesize-interface, kept between runs
// (and between clean builds) under a key of everything that changes them.

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

/// A directory of printed module interfaces. Printing UIKit's takes about 10 seconds; reading it
/// back takes milliseconds, so a clean build that reads the same SDK again skips the printing.
///
/// An entry's key names everything the printed text depends on: the module, the target, the SDK
/// (its path and the bytes of its version files), the search paths (and when their contents last
/// changed), and the tool (its real path, size and modification time; the bytes of a wrapper
/// script). The key is the entry's first line, compared in full when it is read; its name is a
/// hash of it. Entries are written atomically; none is ever trusted on its name alone.
struct InterfaceCache {
    /// Where the entries are; made on first write.
    var directory: String

    /// The default directory: in the temporary directory, which a build plugin's sandbox may
    /// write to and a clean build does not empty, one per user.
    static func defaultDirectory() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("proxygen-interfaces-\(getuid())").path
    }

    /// What an interface depends on, written as lines.
    struct Key: Equatable {
        var lines: [String]

        /// The first line of an entry: the key's lines joined, with a marker of this format.
        var headerLine: String {
            "// proxygen interface cache 1: " + lines.joined(separator: " | ")
        }

        /// The entry's file name: `Module-<hash of the header>.swiftinterface`.
        func fileName(module: String) -> String {
            let hex = String(InterfaceCache.hash(headerLine.utf8), radix: 16)
            return "\(module)-\(String(repeating: "0", count: 16 - hex.count))\(hex).swiftinterface"
        }
    }

    /// The key of `module`'s interface printed by `tool` for `target` from `sdk` and `searchPaths`.
    static func key(module: String, tool: String, target: String, sdk: String?, searchPaths: [String]) -> Key {
        var lines = ["module \(module)", "target \(target)", "tool \(fileIdentity(tool))"]
        if let sdk {
            lines.append("sdk \(sdk)")
            for file in ["SDKSettings.json", "System/Library/CoreServices/SystemVersion.plist"] {
                lines.append("\(file) \(contentHash(PathText.appending(file, to: sdk)))")
            }
        }
        for path in searchPaths { lines.append("search \(path) \(modificationTime(path))") }
        return Key(lines: lines)
    }

    /// The interface stored under `key`, or `nil` where there is none (or another key's).
    func interface(module: String, key: Key) -> String? {
        let path = PathText.appending(key.fileName(module: module), to: directory)
        guard case .success(let bytes) = FileInput.bytes(atPath: path) else { return nil }
        let header = Array(key.headerLine.utf8) + [UInt8(ascii: "\n")]
        guard bytes.count >= header.count, bytes[..<header.count].elementsEqual(header) else { return nil }
        return String(decoding: bytes[header.count...], as: UTF8.self)
    }

    /// Stores `interface` under `key`. A failure only costs the next run the printing again, so
    /// it is not reported.
    func store(_ interface: String, module: String, key: Key) {
        var bytes = Array(key.headerLine.utf8)
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: interface.utf8)
        let path = PathText.appending(key.fileName(module: module), to: directory)
        _ = bytes.withUnsafeBytes { try? FileOutput.write($0, to: path) }
    }

    // MARK: - What a key is made of

    /// A file's real path, size and modification time; for a small file (a wrapper script that
    /// runs the tool with other arguments), a hash of its bytes as well.
    private static func fileIdentity(_ path: String) -> String {
        let real = FileOutput.realPath(path) ?? path
        var status = stat()
        guard stat(real, &status) == 0 else { return "\(real) missing" }
        var identity = "\(real) \(status.st_size) \(modificationTime(of: status))"
        if status.st_size < 64 * 1024 { identity += " \(contentHash(real))" }
        return identity
    }

    private static func modificationTime(_ path: String) -> String {
        var status = stat()
        guard stat(path, &status) == 0 else { return "missing" }
        return modificationTime(of: status)
    }

    private static func modificationTime(of status: stat) -> String {
        #if canImport(Darwin)
            "\(status.st_mtimespec.tv_sec).\(status.st_mtimespec.tv_nsec)"
        #else
            "\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
        #endif
    }

    /// The hash of a file's bytes, `missing` where it cannot be read.
    private static func contentHash(_ path: String) -> String {
        guard case .success(let bytes) = FileInput.bytes(atPath: path) else { return "missing" }
        return String(hash(bytes), radix: 16)
    }

    /// FNV-1a, 64 bits: stable across runs, unlike `Hasher`.
    static func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
