// Parser+Keywords: the keywords and modifiers the parser recognizes by their bytes, and where a
// declaration keyword can stand.

extension Parser {
    /// The keywords the file scan acts on.
    enum ScanKeyword {
        case `protocol`, `typealias`, `import`, `extension`, `struct`, `class`, `enum`, actor
        case `func`, `var`, `subscript`, `init`
    }

    /// The ``ScanKeyword`` an identifier spells, if any. It runs for every identifier of a file:
    /// names are told apart by length first, then compared as bytes.
    func scanKeyword(_ t: Token) -> ScanKeyword? {
        switch t.end - t.start {
        case 3: return `is`(t, "var") ? .var : nil
        case 4: return `is`(t, "func") ? .func : `is`(t, "init") ? .`init` : `is`(t, "enum") ? .enum : nil
        case 5: return `is`(t, "class") ? .class : `is`(t, "actor") ? .actor : nil
        case 6: return `is`(t, "import") ? .import : `is`(t, "struct") ? .struct : nil
        case 8: return `is`(t, "protocol") ? .protocol : nil
        case 9:
            if `is`(t, "extension") { return .extension }
            return `is`(t, "typealias") ? .typealias : `is`(t, "subscript") ? .subscript : nil
        default: return nil
        }
    }

    /// The modifiers that can precede a declaration's keyword.
    static let declarationModifierWords: [StaticString] = [
        "public", "private", "fileprivate", "internal", "package", "open", "nonisolated", "static", "class",
        "mutating", "nonmutating", "optional", "final", "override", "required", "convenience", "dynamic",
        "lazy", "weak", "unowned", "indirect", "prefix", "postfix", "infix", "isolated", "consuming",
        "borrowing", "distributed", "__consuming", "_const",
    ]

    /// ``declarationModifierWords`` by their byte count: most names have no modifier's length.
    static let declarationModifiersByLength: [[StaticString]] = {
        let longest = declarationModifierWords.map(\.utf8CodeUnitCount).max() ?? 0
        var byLength = [[StaticString]](repeating: [], count: longest + 1)
        for word in declarationModifierWords { byLength[word.utf8CodeUnitCount].append(word) }
        return byLength
    }()

    /// Whether the token is a declaration modifier (``declarationModifierWords``), compared as bytes.
    func isDeclarationModifier(_ t: Token) -> Bool {
        guard t.kind == .identifier else { return false }
        let length = Int(t.end - t.start)
        guard length < Self.declarationModifiersByLength.count else { return false }
        return Self.declarationModifiersByLength[length].contains { `is`(t, $0) }
    }

    /// Whether the token after `class`/`struct`/… shows that the keyword is a modifier
    /// (`class func`, `class var`).
    func isModifierFollowedByDeclaration(_ token: Token) -> Bool {
        isIdentifier(token, "func") || isIdentifier(token, "var") || isIdentifier(token, "let")
            || isIdentifier(token, "subscript") || isIdentifier(token, "override") || isIdentifier(token, "final")
            || isIdentifier(token, "static") || isIdentifier(token, "private") || isIdentifier(token, "public")
            || isIdentifier(token, "internal") || isIdentifier(token, "fileprivate") || isIdentifier(token, "open")
            || isIdentifier(token, "required") || isIdentifier(token, "convenience")
            || isIdentifier(token, "nonisolated")
            || isIdentifier(token, "protocol") || isIdentifier(token, "typealias") || isIdentifier(token, "init")
    }

    /// Whether the keyword at `i` (`protocol`, `extension`, `struct`, …) can begin a declaration
    /// rather than be a parameter label (`init(extension proto: P)`) or part of an expression.
    func isDeclarationKeywordPosition(_ i: Int) -> Bool {
        guard i > 0 else { return true }
        switch tokens[i - 1].kind {
        case .leftParen, .comma, .colon, .equal, .operator, .arrow, .leftBracket, .question, .exclamation, .ampersand,
            .leftAngle, .backslash, .period, .at:
            return false
        default:
            return true
        }
    }

    /// Whether the token at `i` starts a statement: at a line's start, or after a token that can
    /// end one.
    func isDeclarationPosition(_ i: Int) -> Bool {
        guard i > 0 else { return true }
        let previous = tokens[i - 1]
        return tokens[i].isAtLineStart || previous.kind == .semicolon || previous.kind == .rightParen
            || previous.kind == .identifier || previous.kind == .leftBrace || previous.kind == .rightBrace
    }
}
