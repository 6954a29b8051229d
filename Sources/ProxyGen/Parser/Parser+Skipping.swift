// Parser+Skipping: skipping balanced delimiters and code the scan does not read.

extension Parser {
    /// Skips a balanced group starting at an opening delimiter (`(`, `[`, `{`, `<`), or one token
    /// otherwise. For `<`, stops at the matching `>`; gives up on angle brackets at a `{`, `}` or `;`.
    mutating func skipBalanced() {
        let open = current.kind
        let close: Token.Kind
        switch open {
        case .leftParen: close = .rightParen
        case .leftBracket: close = .rightBracket
        case .leftBrace: close = .rightBrace
        case .leftAngle:
            skipAngleBrackets()
            return
        default:
            advance()
            return
        }
        var stack: [Token.Kind] = [close]
        advance()
        while !isAtEnd, let expected = stack.last {
            let kind = current.kind
            switch kind {
            case .leftParen: stack.append(.rightParen)
            case .leftBracket: stack.append(.rightBracket)
            case .leftBrace: stack.append(.rightBrace)
            case .rightParen, .rightBracket, .rightBrace:
                if kind == expected {
                    stack.removeLast()
                } else if let match = stack.lastIndex(of: kind) {
                    stack.removeSubrange(match...)
                } else if stack.count == 1 {
                    // A closer that belongs to an outer group: stop before it.
                    return
                }
            default: break
            }
            advance()
        }
    }

    mutating func skipAngleBrackets() {
        var depth = 0
        while !isAtEnd {
            switch current.kind {
            case .leftAngle: depth += 1
            case .rightAngle:
                depth -= 1
                if depth == 0 {
                    advance()
                    return
                }
            case .leftParen, .leftBracket:
                skipBalanced()
                continue
            case .leftBrace, .rightBrace, .semicolon, .rightParen, .rightBracket:
                return
            default: break
            }
            advance()
        }
    }
}

extension Array {
    /// Appends `element`; to an empty array, as an array of exactly that element (a literal's
    /// allocation, which costs less than growing an empty array). Most of the parser's short lists
    /// (attributes, modifiers, parents, tuple elements) have one element.
    mutating func appendToShortList(_ element: __owned Element) {
        if isEmpty {
            self = [element]
        } else {
            append(element)
        }
    }
}
