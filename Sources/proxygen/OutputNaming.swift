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
        var name = relativePath
        if name.hasSuffix(".swift") { name.removeLast(6) }
        return name.split(separator: "/", omittingEmptySubsequences: false).joined(separator: "_") + suffix
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
        var counts: [String: Int] = [:]
        for name in plain { counts[name.lowercased(), default: 0] += 1 }
        return zip(relativePaths, plain).map { path, name in
            guard counts[name.lowercased(), default: 0] > 1 else { return name }
            return String(name.dropLast(suffix.count)) + "-" + hash(path) + suffix
        }
    }

    /// Pairs of inputs whose names are still the same (ignoring case) after ``names(for:)``, which
    /// would need two inputs whose paths hash alike: the caller reports them instead of writing.
    static func collisions(in relativePaths: [String]) -> [(String, String)] {
        var firstByName: [String: String] = [:]
        var pairs: [(String, String)] = []
        for (path, name) in zip(relativePaths, names(for: relativePaths)) {
            if let first = firstByName[name.lowercased()] {
                if first != path { pairs.append((first, path)) }
            } else {
                firstByName[name.lowercased()] = path
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
