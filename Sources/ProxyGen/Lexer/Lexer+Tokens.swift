// Lexer+Tokens: one token at a time: names, operators, numbers, backtick names, `#` keywords.

extension Lexer {
    /// Reads a token the main loop leaves to it: ASCII names and one-byte tokens are read there,
    /// from ``leadingByteKindTable`` (see ``oneByteKind(_:)``).
    mutating func lexToken() -> Token.Kind {
        let c = bytes[position]
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return lexNumber()
        case UInt8(ascii: "\""):
            lexString(hashes: 0)
            return .stringLiteral
        case UInt8(ascii: "`"):
            return lexBacktick()
        case UInt8(ascii: "$"):
            position += 1
            skipIdentifierBody()
            return .dollarIdentifier
        case UInt8(ascii: "#"):
            return lexPound()
        case UInt8(ascii: "."):
            if peek(1) == UInt8(ascii: ".") {
                if peek(2) == UInt8(ascii: ".") && !Self.isOperatorByte(peek(3)) && peek(3) != UInt8(ascii: ".") {
                    position += 3
                    return .ellipsis
                }
                position += 1
                while position < bytes.count
                    && (bytes[position] == UInt8(ascii: ".") || Self.isOperatorByte(bytes[position]))
                {
                    position += 1
                }
                return .operator
            }
            position += 1
            return .period
        case UInt8(ascii: "/"):
            if let kind = lexBareRegexIfPlausible() { return kind }
            return lexOperator()
        case UInt8(ascii: "-") where peek(1) == UInt8(ascii: ">"):
            position += 2
            return .arrow
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "%"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"):
            return lexOperator()
        case 0x80...0xFF:
            skipIdentifierBody()
            return .identifier
        default:
            position += 1
            return .unknown
        }
    }

    @inline(__always)
    static func isIdentifierByte(_ c: UInt8) -> Bool {
        if c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z") { return true }
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    @inline(__always)
    static func isOperatorByte(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"),
            UInt8(ascii: "%"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "<"),
            UInt8(ascii: ">"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    static let deepInterpolationMessage = "string interpolations are nested too deeply"

    mutating func skipIdentifierBody() {
        skipIdentifierBytes(from: position)
    }

    /// Moves `position` past the name bytes from `start` on (the bytes from `position` to
    /// `start` being part of the name); inlined where the main loop reads a name.
    @inline(__always)
    mutating func skipIdentifierBytes(from start: Int) {
        var i = start
        let count = bytes.count
        var bits: UInt8 = 0
        while i < count && identifierTable[Int(bytes[i])] {
            bits |= bytes[i]
            i += 1
        }
        // Non-ASCII names must be valid UTF-8, or they would be written out as U+FFFD.
        if bits & 0x80 != 0, !Self.isValidUTF8(bytes[position..<i]) {
            problems.append(Problem(kind: .invalidCharacter, message: "invalid UTF-8 in a name", offset: position))
        }
        position = i
    }

    /// Whether `bytes` are valid UTF-8. (`String(validating:as:)` would say it too, but needs
    /// macOS 15, above the package's floor.)
    static func isValidUTF8(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// ``isIdentifierByte(_:)`` for every byte value; allocated once, never written after its
    /// initializer (which Swift runs once, thread-safely), and kept for the process.
    nonisolated(unsafe) static let identifierByteTable: UnsafeMutablePointer<Bool> = {
        let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
        for value in 0..<256 { table[value] = isIdentifierByte(UInt8(value)) }
        return table
    }()

    /// For every byte value: `.identifier` for an ASCII letter or `_` (a name starts), the kind of
    /// a byte that is a token alone whatever follows (`(`, `,`, `<`, …: as `lexToken()` reads it),
    /// or `.unknown` for a byte `lexToken()` reads. Allocated once and kept for the process, like
    /// ``identifierByteTable``.
    nonisolated(unsafe) static let leadingByteKindTable: UnsafeMutablePointer<Token.Kind> = {
        let table = UnsafeMutablePointer<Token.Kind>.allocate(capacity: 256)
        for value in 0..<256 {
            let byte = UInt8(value)
            if byte < 0x80 && isIdentifierByte(byte) && !isDigit(byte) {
                table[value] = .identifier
            } else {
                table[value] = oneByteKind(byte) ?? .unknown
            }
        }
        return table
    }()

    /// The kind of a byte that is a token alone whatever follows, as `lexToken()` reads it.
    static func oneByteKind(_ byte: UInt8) -> Token.Kind? {
        switch byte {
        case UInt8(ascii: "("): .leftParen
        case UInt8(ascii: ")"): .rightParen
        case UInt8(ascii: "{"): .leftBrace
        case UInt8(ascii: "}"): .rightBrace
        case UInt8(ascii: "["): .leftBracket
        case UInt8(ascii: "]"): .rightBracket
        case UInt8(ascii: ","): .comma
        case UInt8(ascii: ":"): .colon
        case UInt8(ascii: ";"): .semicolon
        case UInt8(ascii: "@"): .at
        case UInt8(ascii: "\\"): .backslash
        case UInt8(ascii: "<"): .leftAngle
        case UInt8(ascii: ">"): .rightAngle
        case UInt8(ascii: "?"): .question
        case UInt8(ascii: "!"): .exclamation
        case UInt8(ascii: "&"): .ampersand
        default: nil
        }
    }

    mutating func lexOperator() -> Token.Kind {
        let start = position
        while position < bytes.count && Self.isOperatorByte(bytes[position]) {
            // A comment starts here, not an operator character.
            if bytes[position] == UInt8(ascii: "/")
                && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")) && position > start
            {
                break
            }
            position += 1
        }
        if position == start { position += 1 }
        if position - start == 1 && bytes[start] == UInt8(ascii: "=") { return .equal }
        return .operator
    }

    mutating func lexNumber() -> Token.Kind {
        let afterPeriod = lastKind == .period
        if peek() == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X")) {
            position += 2
            var isFloat = false
            while position < bytes.count {
                let c = bytes[position]
                if Self.isHexDigit(c) || c == UInt8(ascii: "_") {
                    position += 1
                } else if c == UInt8(ascii: ".") && !afterPeriod && Self.isHexDigit(peek(1)) {
                    isFloat = true
                    position += 1
                } else if (c == UInt8(ascii: "p") || c == UInt8(ascii: "P")) && !afterPeriod {
                    isFloat = true
                    position += 1
                    if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
                } else {
                    break
                }
            }
            return isFloat ? .floatLiteral : .integerLiteral
        }
        if peek() == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "b") || peek(1) == UInt8(ascii: "o")) {
            position += 2
            skipIdentifierBody()
            return .integerLiteral
        }
        var isFloat = false
        while position < bytes.count {
            let c = bytes[position]
            if (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_") {
                position += 1
            } else if c == UInt8(ascii: ".") && !afterPeriod && !isFloat && Self.isDigit(peek(1)) {
                isFloat = true
                position += 1
            } else if (c == UInt8(ascii: "e") || c == UInt8(ascii: "E")) && !afterPeriod {
                isFloat = true
                position += 1
                if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            } else {
                break
            }
        }
        // Tolerate a malformed suffix (`1abc`) as part of the literal.
        skipIdentifierBody()
        return isFloat ? .floatLiteral : .integerLiteral
    }

    @inline(__always)
    static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    @inline(__always)
    static func isHexDigit(_ c: UInt8) -> Bool {
        isDigit(c) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f"))
            || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F"))
    }

    mutating func lexBacktick() -> Token.Kind {
        let start = position
        position += 1
        while position < bytes.count {
            let c = bytes[position]
            if c == UInt8(ascii: "`") {
                position += 1
                return position - start > 2 ? .backtickIdentifier : .unknown
            }
            if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { break }
            position += 1
        }
        problems.append(Problem(kind: .invalidCharacter, message: "unterminated backtick identifier", offset: start))
        return .unknown
    }

    mutating func lexPound() -> Token.Kind {
        let start = position
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        let next = peek(hashes)
        if next == UInt8(ascii: "\"") {
            position += hashes
            lexString(hashes: hashes)
            return .stringLiteral
        }
        if next == UInt8(ascii: "/") {
            position += hashes
            lexExtendedRegex(hashes: hashes, start: start)
            return .regexLiteral
        }
        position += 1
        if hashes == 1 && (Self.isIdentifierByte(next) && !Self.isDigit(next)) {
            skipIdentifierBody()
            return .poundKeyword
        }
        return .unknown
    }
}
