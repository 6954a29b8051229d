// ImportValidation: what `--import` and the configuration's `imports` accept, so that a typo
// such as "Foo Bar" is an error here rather than `import Foo Bar` in every generated file.

/// Checks module names and import declarations.
enum ImportValidation {
    /// Whether `text` is a module name (`Foundation`, `Foo.Bar`) or a whole import declaration
    /// (`@testable import Foo`, `@_spi(Internal) public import Foo`, `import struct Foo.Bar`).
    static func isValid(_ text: String) -> Bool {
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let importIndex = words.firstIndex(of: "import") else {
            return words.count == 1 && isModulePath(words[0])
        }
        let before = words[..<importIndex]
        var after = Array(words[(importIndex + 1)...])
        guard before.allSatisfy({ isAttribute($0) || modifiers.contains($0) }) else { return false }
        if after.count == 2 && kinds.contains(after[0]) { after.removeFirst() }
        return after.count == 1 && isModulePath(after[0])
    }

    /// `Foo` or `Foo.Bar.Baz`, each part an identifier.
    static func isModulePath(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { isIdentifier(Substring($0)) }
    }

    /// A Swift identifier: a letter or `_`, then letters, digits or `_` (or one in backticks).
    static func isIdentifier(_ text: Substring) -> Bool {
        var text = text
        if text.count > 2 && text.first == "`" && text.last == "`" { text = text.dropFirst().dropLast() }
        guard let first = text.first, first == "_" || first.isLetter else { return false }
        return text.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }

    /// `@testable`, `@preconcurrency`, `@_spi(Name)`.
    static func isAttribute(_ word: String) -> Bool {
        guard word.hasPrefix("@") else { return false }
        var name = Substring(word.dropFirst())
        if let open = name.firstIndex(of: "(") {
            guard name.hasSuffix(")"), isIdentifier(name[name.index(after: open)..<name.index(before: name.endIndex)])
            else { return false }
            name = name[..<open]
        }
        return isIdentifier(name)
    }

    static let modifiers: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
    static let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
}
