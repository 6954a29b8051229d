// PathText: the path operations of the command line, on Strings, with Foundation's rules.

/// `NSString`'s `lastPathComponent`, `deletingLastPathComponent` and `appendingPathComponent`,
/// without Foundation: repeated `/` count as one and a trailing `/` (other than the root's) is
/// ignored, as there. `PathTextTests` checks them against `NSString` on many spellings.
enum PathText {
    /// `a//b/` → `a/b`; `/` and `//` → `/`; `` → ``.
    static func fixingSlashes(_ path: String) -> String {
        guard path.utf8.contains(UInt8(ascii: "/")) else { return path }
        var fixed = ""
        fixed.reserveCapacity(path.utf8.count)
        var previousWasSlash = false
        for character in path.unicodeScalars {
            let isSlash = character == "/"
            if !(isSlash && previousWasSlash) { fixed.unicodeScalars.append(character) }
            previousWasSlash = isSlash
        }
        if fixed.utf8.count > 1 && fixed.utf8.last == UInt8(ascii: "/") { fixed.removeLast() }
        return fixed
    }

    /// `dir/name.swift` → `name.swift`; `dir/` → `dir`; `/` → `/`.
    static func lastComponent(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed.utf8.count > 1, let slash = fixed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return fixed }
        return String(fixed[fixed.utf8.index(after: slash)...])
    }

    /// `dir/name.swift` → `dir`; `/name` → `/`; `name` → ``; `/` → `/`.
    static func deletingLastComponent(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed != "/", let slash = fixed.utf8.lastIndex(of: UInt8(ascii: "/")) else {
            return fixed == "/" ? fixed : ""
        }
        return slash == fixed.startIndex ? "/" : String(fixed[..<slash])
    }

    /// `dir` + `name` → `dir/name`; `dir/` + `name` → `dir/name`; `` + `name` → `name`.
    static func appending(_ component: String, to directory: String) -> String {
        if component.isEmpty { return directory }
        if directory.isEmpty { return component }
        return directory.utf8.last == UInt8(ascii: "/") ? directory + component : directory + "/" + component
    }
}
