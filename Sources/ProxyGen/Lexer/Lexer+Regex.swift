// Lexer+Regex: regular expression literals, extended (`#/…/#`) and bare (`/…/`) where plausible.

extension Lexer {
    mutating func lexExtendedRegex(hashes: Int, start: Int) {
        position += 1  // the '/'
        while position < bytes.count {
            let c = bytes[position]
            if c == UInt8(ascii: "\\") {
                position += 2
            } else if c == UInt8(ascii: "/") && matchesHashes(at: position + 1, count: hashes) {
                position += 1 + hashes
                return
            } else if hashes == 0 && (c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r")) {
                break
            } else {
                position += 1
            }
        }
        position = min(position, bytes.count)
        problems.append(Problem(kind: .unterminatedRegex, message: "unterminated regex literal", offset: start))
    }

    /// A bare `/…/` regex literal can only start where an expression starts. Lexes one when the
    /// previous token allows an expression and a closing `/` follows on the same line; otherwise
    /// returns `nil` and the `/` is an operator.
    mutating func lexBareRegexIfPlausible() -> Token.Kind? {
        let next = peek(1)
        if next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == UInt8(ascii: "\n")
            || next == UInt8(ascii: "=")
            || next == UInt8(ascii: "/") || next == UInt8(ascii: "*") || next == 0
        {
            return nil
        }
        guard tokenCount > 0 else { return nil }
        let previous = tokens[tokenCount - 1]
        switch lastKind {
        case .leftParen, .leftBracket, .comma, .colon, .equal, .leftBrace, .semicolon, .arrow:
            break
        case .identifier:
            let text = bytes[Int(previous.start)..<Int(previous.end)]
            guard text.elementsEqual("return".utf8) || text.elementsEqual("case".utf8) || text.elementsEqual("in".utf8)
            else {
                return nil
            }
        default:
            return nil
        }
        var i = position + 1
        var inClass = false
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { return nil }
            if c == UInt8(ascii: "\\") {
                i += 2
                continue
            }
            if c == UInt8(ascii: "[") { inClass = true }
            if c == UInt8(ascii: "]") { inClass = false }
            if c == UInt8(ascii: "/") && !inClass {
                if i > position + 1 && (bytes[i - 1] == UInt8(ascii: " ") || bytes[i - 1] == UInt8(ascii: "\t")) {
                    return nil
                }
                position = i + 1
                return .regexLiteral
            }
            i += 1
        }
        return nil
    }
}
