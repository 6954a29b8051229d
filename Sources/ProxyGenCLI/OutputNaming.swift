// OutputNaming: the file each input's proxies are written to with `--output-dir`. The build plugin
// must declare these names before the tool runs, so it compiles this very file:
// `Plugins/ProxyGenPlugin/OutputNaming.swift` is a symbolic link to it. Standard library only.

/// Names of generated files, one per input, never the same for two inputs.
enum OutputNaming {
    /// The suffix of every generated file.
    static let suffix = ".proxies.swift"

    /// The plain name of an input's generated file: its path relative to the target (or the
    /// current directory) with `/` written as `_` and `.swift` dropped, so
    /// `Sub/Download.swift` → `Sub_Download.proxies.swift` and a module's synthesized interface
    /// `FoundationXML.swiftinterface` → `FoundationXML.swiftinterface.proxies.swift`.
    static func plainName(for relativePath: String) -> String {
        // Byte by byte: `/` and `_` are ASCII, so replacing bytes keeps the UTF-8 valid.
        var bytes = Array(relativePath.utf8)
        if bytes.count >= 6 && bytes[(bytes.count - 6)...].elementsEqual(".swift".utf8) { bytes.removeLast(6) }
        for i in bytes.indices where bytes[i] == UInt8(ascii: "/") { bytes[i] = UInt8(ascii: "_") }
        bytes.append(contentsOf: suffix.utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The key under which two names count as the same (case ignored): the name lowercased,
    /// ASCII names without Unicode case mapping (the same result, without its cost).
    static func caseFoldedKey(_ name: String) -> String {
        var bytes = Array(name.utf8)
        for (i, byte) in bytes.enumerated() {
            if byte >= 0x80 { return name.lowercased() }
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { bytes[i] = byte | 0x20 }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The names of the generated files of `relativePaths`, in the same order.
    ///
    /// Each input gets its plain name, unless another input's plain name is the same (ignoring
    /// case, for case-insensitive file systems): `a/b.swift` and `a_b.swift` would both be
    /// `a_b.proxies.swift`. Every input of such a group then gets
    /// `<plain name without suffix>-<8 hex digits of a hash of its path>.proxies.swift`, which
    /// depends only on its own path. The result depends on the set of inputs, not their order.
    static func names(for relativePaths: [String]) -> [String] {
        let plain = relativePaths.map(plainName(for:))
        let keys = plain.map(caseFoldedKey)
        var counts: [String: Int] = [:]
        counts.reserveCapacity(keys.count)
        for key in keys { counts[key, default: 0] += 1 }
        return relativePaths.indices.map { i in
            guard counts[keys[i], default: 0] > 1 else { return plain[i] }
            return String(plain[i].dropLast(suffix.count)) + "-" + hash(relativePaths[i]) + suffix
        }
    }

    /// Pairs of inputs whose names are still the same (ignoring case) after ``names(for:)``, which
    /// would need two inputs whose paths hash alike: the caller reports them instead of writing.
    static func collisions(in relativePaths: [String]) -> [(String, String)] {
        collisions(in: relativePaths, names: names(for: relativePaths))
    }

    /// ``collisions(in:)`` for `names`, the result of ``names(for:)`` for `relativePaths`.
    static func collisions(in relativePaths: [String], names: [String]) -> [(String, String)] {
        var firstByName: [String: String] = [:]
        firstByName.reserveCapacity(names.count)
        var pairs: [(String, String)] = []
        for (path, name) in zip(relativePaths, names) {
            let key = caseFoldedKey(name)
            if let first = firstByName[key] {
                if first != path { pairs.append((first, path)) }
            } else {
                firstByName[key] = path
            }
        }
        return pairs
    }

    /// 32 bits of the 64-bit FNV-1a hash of the path's UTF-8 bytes, as 8 lowercase hex digits.
    static func hash(_ path: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        let folded = UInt32(truncatingIfNeeded: value ^ (value >> 32))
        let digits = String(folded, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
