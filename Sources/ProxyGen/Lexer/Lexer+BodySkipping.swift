// Lexer+BodySkipping: leaving out the tokens of function, closure and accessor bodies, which
// the parser never reads (a protocol's and a type's bodies are always lexed).

extension Lexer {
    /// After the `{` just appended: skips its body when no `protocol`, `extension`, `struct`,
    /// `class`, `enum` or `actor` precedes the `{` in its statement (a type's body is read by the
    /// parser) and no protocol body is open (its accessor blocks are read), leaving `position` at
    /// the trivia before the matching `}` and marking the `{`. Returns whether it did.
    mutating func skipBodyIfPlausible() -> Bool {
        guard position >= noSkipBefore, protocolBodyDepth < 0 else { return false }
        // The statement: back to the previous `{`, `}` or `;` (or the start of the file). One longer
        // than 64 tokens is read as written.
        var i = tokenCount - 2
        var scanned = 0
        statement: while i >= 0 {
            let token = tokens[i]
            switch token.kind {
            case .leftBrace, .rightBrace, .semicolon:
                break statement
            case .identifier:
                switch typeKeyword(token) {
                case .protocol:
                    protocolBodyDepth = braceDepth
                    return false
                case .type: return false
                case nil: break
                }
            default: break
            }
            scanned += 1
            if scanned == 64 { return false }
            i -= 1
        }
        guard skipBody() else { return false }
        tokens[tokenCount - 1].isSkippedBody = true
        return true
    }

    enum TypeKeyword { case `protocol`, type }

    /// Whether an identifier is `protocol`, or `extension`, `struct`, `class`, `enum` or `actor`;
    /// decided on length and first byte before the bytes are compared.
    func typeKeyword(_ token: Token) -> TypeKeyword? {
        let start = Int(token.start)
        switch (token.end - token.start, bytes[start]) {
        case (8, UInt8(ascii: "p")): return matches(start, "protocol") ? .protocol : nil
        case (9, UInt8(ascii: "e")): return matches(start, "extension") ? .type : nil
        case (6, UInt8(ascii: "s")): return matches(start, "struct") ? .type : nil
        case (5, UInt8(ascii: "c")): return matches(start, "class") ? .type : nil
        case (5, UInt8(ascii: "a")): return matches(start, "actor") ? .type : nil
        case (4, UInt8(ascii: "e")): return matches(start, "enum") ? .type : nil
        default: return nil
        }
    }

    /// Whether the bytes at `start` spell `word` (the caller checked that they fit).
    @inline(__always)
    func matches(_ start: Int, _ word: StaticString) -> Bool {
        let wordBytes = word.utf8Start
        for i in 0..<word.utf8CodeUnitCount where bytes[start + i] != wordBytes[i] { return false }
        return true
    }

    /// Runs through the body whose `{` ends at `position` without making tokens, to just before
    /// its matching `}`, or returns `false` with everything as it was (and ``noSkipBefore`` moved)
    /// where lexing every token could tell the parser something: a `#` keyword (the parser reads
    /// `#if` clauses), a closer that does not match, the end of the input; or where a byte's
    /// meaning depends on the token before it (a `/` that may start a regex literal) or on UTF-8
    /// checks per name (a non-ASCII byte outside literals and comments).
    ///
    /// Literals and comments are lexed by the token lexer's own functions, so their problems are
    /// reported exactly as when every token is made. The trivia before the `}` is left to the main
    /// loop, which reads it as it would after the body's last token.
    mutating func skipBody() -> Bool {
        let bodyStart = position
        let problemCount = problems.count
        // The delimiters open in the body, innermost in the lowest two bits: `(`, `[` or `{` as
        // 1, 2 or 3, which is also a byte's value shifted right by five for its closer. A body
        // nested deeper than 32 is lexed whole.
        var open: UInt64 = 0
        var depth = 0
        /// The end of the last byte that belongs to a token: the trivia after it is lexed again.
        var tokenEnd = position
        let count = bytes.count
        let classes = Self.bodyByteClasses
        scan: while position < count {
            let c = bytes[position]
            switch classes[Int(c)] {
            case .plain, .blank:
                skipPlainAndBlankRuns(&tokenEnd)
                continue
            case .opener:
                guard depth < 32 else { break scan }
                open = open << 2 | UInt64(c >> 5)
                depth += 1
                position += 1
            case .closer:
                guard depth > 0 else {
                    guard c == UInt8(ascii: "}") else { break scan }
                    position = tokenEnd
                    return true
                }
                guard open & 3 == UInt64(c >> 5) else { break scan }
                open >>= 2
                depth -= 1
                position += 1
            case .quote:
                lexString(hashes: 0)
            case .backtick:
                _ = lexBacktick()
            case .period:
                skipPeriodOperator()
            case .slash:
                switch skipSlash() {
                case .comment: continue  // trivia: the last token still ends where it ended
                case .operatorByte: break
                case .mayStartRegex: break scan
                }
            case .pound:
                guard skipRawLiteral() else { break scan }
            case .other:
                break scan
            }
            tokenEnd = position
        }
        noSkipBefore = position
        position = bodyStart
        problems.removeSubrange(problemCount...)
        return false
    }

    /// Runs of token bytes and blanks, the bulk of a body, without the dispatch per byte.
    @inline(__always)
    private mutating func skipPlainAndBlankRuns(_ tokenEnd: inout Int) {
        let count = bytes.count
        let classes = Self.bodyByteClasses
        while true {
            let run = position
            while position < count && classes[Int(bytes[position])] == .plain { position += 1 }
            if position > run { tokenEnd = position }
            guard position < count && classes[Int(bytes[position])] == .blank else { return }
            position += 1
            while position < count && classes[Int(bytes[position])] == .blank { position += 1 }
            guard position < count && classes[Int(bytes[position])] == .plain else { return }
        }
    }

    /// A token that starts with `.`, as `lexToken` reads it: `...` alone, or `..` and the operator
    /// bytes after it (`..<`, `..//`, which is not a comment), or a lone `.`.
    @inline(__always)
    private mutating func skipPeriodOperator() {
        guard peek(1) == UInt8(ascii: ".") else {
            position += 1
            return
        }
        if peek(2) == UInt8(ascii: ".") && !Self.isOperatorByte(peek(3)) && peek(3) != UInt8(ascii: ".") {
            position += 3
            return
        }
        position += 1
        while position < bytes.count && (bytes[position] == UInt8(ascii: ".") || Self.isOperatorByte(bytes[position])) {
            position += 1
        }
    }

    /// What a `/` in a body was.
    private enum Slash { case comment, operatorByte, mayStartRegex }

    /// Skips a comment, or a `/` that is an operator byte; a `/` that may start a regex literal
    /// (see `lexBareRegexIfPlausible`), which only the token lexer can tell, is left where it is.
    @inline(__always)
    private mutating func skipSlash() -> Slash {
        let next = peek(1)
        if next == UInt8(ascii: "/") {
            position = indexOfLineBreak(from: position + 2)
            return .comment
        }
        if next == UInt8(ascii: "*") {
            skipBlockComment()
            return .comment
        }
        guard
            next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == UInt8(ascii: "\n")
                || next == UInt8(ascii: "=") || next == 0
        else { return .mayStartRegex }
        position += 1
        return .operatorByte
    }

    /// A raw string or extended regex literal (`#"…"#`, `#/…/#`); `false` for any other `#`
    /// (a `#` keyword, which the parser reads).
    @inline(__always)
    private mutating func skipRawLiteral() -> Bool {
        var hashes = 1
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        let next = peek(hashes)
        let start = position
        if next == UInt8(ascii: "\"") {
            position += hashes
            lexString(hashes: hashes)
        } else if next == UInt8(ascii: "/") {
            position += hashes
            lexExtendedRegex(hashes: hashes, start: start)
        } else {
            return false
        }
        return true
    }

    /// What a byte means to ``skipBody()``.
    enum BodyByte: UInt8 {
        /// Part of a name, number, operator or other token that needs no look-around.
        case plain
        /// Space, tab, line break: trivia.
        case blank
        /// `(`, `[`, `{`
        case opener
        /// `)`, `]`, `}`
        case closer
        case quote, backtick, period, slash, pound
        /// A non-ASCII byte: ``skipBody()`` gives up.
        case other
    }

    /// ``BodyByte`` of every byte value; allocated once and kept for the process, like
    /// ``identifierByteTable``.
    nonisolated(unsafe) static let bodyByteClasses: UnsafeMutablePointer<BodyByte> = {
        let table = UnsafeMutablePointer<BodyByte>.allocate(capacity: 256)
        for value in 0..<256 {
            let byte = UInt8(value)
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                table[value] = .blank
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): table[value] = .opener
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): table[value] = .closer
            case UInt8(ascii: "\""): table[value] = .quote
            case UInt8(ascii: "`"): table[value] = .backtick
            case UInt8(ascii: "."): table[value] = .period
            case UInt8(ascii: "/"): table[value] = .slash
            case UInt8(ascii: "#"): table[value] = .pound
            case 0x80...0xFF: table[value] = .other
            default: table[value] = .plain
            }
        }
        return table
    }()
}
