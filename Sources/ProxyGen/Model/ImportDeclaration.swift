// ImportDeclaration: one `import` of a file, read into its parts once where it is parsed, and
// written back from them.

/// An `import` declaration: `@_spi(S) public import struct Module.Type`.
///
/// Made from the declaration's text with its whitespace collapsed to single spaces (see
/// ``init(_:)``); ``description`` writes the same text back. The parts are what generated files
/// need: the access level (dropped or compared), the module's name (the sort key) and the rest
/// (which tells two imports of one module apart).
public struct ImportDeclaration: Hashable, Sendable, CustomStringConvertible {
    /// The access levels an import can be written with.
    public enum Access: String, Hashable, Sendable {
        case `private`, `fileprivate`, `internal`, `package`, `public`

        /// Whether no other file sees what the import brings (`private`, `fileprivate`).
        var isFilePrivate: Bool { self == .private || self == .fileprivate }
    }

    /// The attributes (`@testable`, `@_spi(S)`) and any other words before `import` other than
    /// the access level, space-separated words as written.
    public var attributes: [String]
    /// The access level written (`public import X`), if any.
    public var access: Access?
    /// The kind of a declaration imported alone (`struct` in `import struct Module.Type`).
    public var kind: String?
    /// The imported module, or the module and declaration (`Foundation`, `Module.Type`).
    public var path: String

    public init(attributes: [String] = [], access: Access? = nil, kind: String? = nil, path: String) {
        self.attributes = attributes
        self.access = access
        self.kind = kind
        self.path = path
    }

    /// Reads an import from its text, each run of whitespace one space (`import Foundation`,
    /// `@testable internal import struct M.T`). An access level written before an attribute is
    /// written back after it.
    public init(_ text: String) {
        let words = text.split(separator: " ")
        let importIndex = words.firstIndex(of: "import") ?? words.endIndex
        attributes = []
        for word in words[..<importIndex] {
            if let level = Access(rawValue: String(word)) {
                access = level
            } else {
                attributes.append(String(word))
            }
        }
        let rest = words[min(importIndex + 1, words.endIndex)...]
        kind = rest.count > 1 ? String(rest[rest.startIndex]) : nil
        path = rest.dropFirst(rest.count > 1 ? 1 : 0).joined(separator: " ")
    }

    /// `import Module`: the form nearly every import has.
    public init(module: String) { self.init(path: module) }

    /// Whether the import is written plainly: no attributes, access level or kind.
    var isPlain: Bool { attributes.isEmpty && access == nil && kind == nil }

    /// The declaration's text: attributes, access level, `import`, kind and path, separated by
    /// single spaces.
    public var description: String {
        if isPlain { return path.isEmpty ? "import" : "import " + path }
        var words = attributes
        if let access { words.append(access.rawValue) }
        words.append("import")
        if let kind { words.append(kind) }
        if !path.isEmpty { words.append(path) }
        return words.joined(separator: " ")
    }

    /// The import without a `public` or `package` level: a generated file uses it for internal
    /// proxies or as the input wrote it; a public import its declarations do not use would warn.
    var withoutPublicAccess: ImportDeclaration {
        guard access == .public || access == .package else { return self }
        var copy = self
        copy.access = nil
        return copy
    }

    /// What imports are sorted by: the module (the last word of the text).
    var sortKey: Substring {
        guard !path.isEmpty else { return "import" }
        guard let space = path.utf8.lastIndex(of: UInt8(ascii: " ")) else { return path[...] }
        return path[path.utf8.index(after: space)...]
    }

    /// The import with its access level left out: two imports of the same identity differ only
    /// in their access level.
    var identity: ImportDeclaration {
        var copy = self
        copy.access = nil
        return copy
    }
}

/// An `import` that a file wraps in `#if`: it may be written only under the same conditions.
public struct ConditionalImport: Equatable, Hashable, Sendable {
    public var declaration: ImportDeclaration
    /// The `#if` clauses around it, outermost first.
    public var conditions: [ConditionalClause]

    public init(_ declaration: ImportDeclaration, conditions: [ConditionalClause]) {
        self.declaration = declaration
        self.conditions = conditions
    }
}
