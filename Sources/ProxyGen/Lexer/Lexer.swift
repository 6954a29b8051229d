// Lexer: Swift source bytes to tokens; never crashes, never hangs, every malformed construct
// becomes a diagnostic.

/// Turns UTF-8 source bytes into ``Token``s.
///
/// The lexer knows all of Swift's literal and comment forms (so that the parser can skip code it
/// does not understand by balanced delimiters) and keeps doc comments attached to the next token.
/// Every loop advances at least one byte per iteration.
public struct Lexer {
    /// A diagnostic found while lexing: a kind, a message and a byte offset.
    public struct Problem: Equatable, Sendable {
        public var kind: Diagnostic.Kind
        public var message: String
        public var offset: Int
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    /// Token storage: the uninitialized buffer of the result array. Appending is the lexer's
    /// innermost operation, so it avoids `Array`'s uniqueness check per element; when the buffer
    /// is full the lexer stops and ``tokenize(_:)`` runs again with room for the worst case.
    private var tokens: UnsafeMutablePointer<Token>
    private var tokenCount = 0
    private let tokenCapacity: Int
    private var isOutOfRoom = false
    /// The kind of the last token appended (`.endOfFile` before the first).
    private var lastKind: Token.Kind = .endOfFile
    private var problems: [Problem] = []
    /// Strings nested in interpolations; bounded so that no input can exhaust the stack.
    private var interpolationDepth = 0
    private static let maximumInterpolationDepth = 64

    /// ``identifierByteTable``, read once per file instead of once per identifier.
    private let identifierTable: UnsafePointer<Bool>
    /// ``leadingByteKindTable``, read once per file.
    private let leadingByteKinds: UnsafePointer<Token.Kind>

    // Body skipping (see ``tokenize(_:skippingBodies:)``).
    private let skipsBodies: Bool
    /// `{` minus `}` tokens appended so far.
    private var braceDepth = 0
    /// ``braceDepth`` outside the protocol body being lexed, or `-1` outside any: nothing in a
    /// protocol body is skipped (its accessor blocks, `{ get set }`, are read).
    private var protocolBodyDepth = -1
    /// Where the last body that could not be skipped showed why; no body that opens before it is
    /// tried again, so that no byte is scanned more than twice.
    private var noSkipBefore = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>, storage: UnsafeMutableBufferPointer<Token>, skipsBodies: Bool) {
        self.bytes = bytes
        identifierTable = UnsafePointer(Self.identifierByteTable)
        leadingByteKinds = UnsafePointer(Self.leadingByteKindTable)
        tokens = storage.baseAddress!
        tokenCapacity = storage.count
        self.skipsBodies = skipsBodies
    }

    /// Lexes a whole buffer. The result always ends with an `.endOfFile` token.
    public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> (tokens: [Token], problems: [Problem]) {
        tokenize(bytes, skippingBodies: false)
    }

    /// Lexes a whole buffer; with `skippingBodies`, leaves out the tokens inside the bodies the
    /// parser only runs through: a `{` that no `protocol`, `extension`, `struct`, `class`, `enum` or
    /// `actor` precedes in its statement, outside protocol bodies, whose body closes every delimiter
    /// it opens and holds no `#if` or other `#` keyword (see ``skipBody()``). Such a `{` is followed
    /// directly by its `}`, both marked ``Token/isSkippedBody``. The problems are those of lexing
    /// every token. The result always ends with an `.endOfFile` token.
    static func tokenize(
        _ bytes: UnsafeBufferPointer<UInt8>, skippingBodies: Bool
    ) -> (tokens: [Token], problems: [Problem]) {
        // Offsets are stored as Int32.
        precondition(bytes.count < Int(Int32.max), "an input of 2 GB or more")
        // Real Swift averages one token per 8 bytes. Every token but the last covers at least one
        // byte, so the second attempt (pathological input only) cannot run out of room.
        for capacity in [bytes.count / 5 + 16, bytes.count + 2] {
            var problems: [Problem] = []
            var isComplete = false
            let tokens = [Token](unsafeUninitializedCapacity: capacity) { storage, count in
                var lexer = Lexer(bytes, storage: storage, skipsBodies: skippingBodies)
                lexer.run()
                count = lexer.tokenCount
                problems = lexer.problems
                isComplete = !lexer.isOutOfRoom
            }
            if isComplete { return (tokens, problems) }
        }
        preconditionFailure("the lexer cannot produce more tokens than bytes")
    }

    @inline(__always)
    private mutating func append(_ token: Token) {
        guard tokenCount < tokenCapacity else {
            isOutOfRoom = true
            return
        }
        (tokens + tokenCount).initialize(to: token)
        tokenCount += 1
    }

    /// Lexes an array of bytes.
    public static func tokenize(_ bytes: [UInt8]) -> (tokens: [Token], problems: [Problem]) {
        bytes.withUnsafeBufferPointer { tokenize($0) }
    }

    // MARK: - Byte access

    @inline(__always)
    private func peek(_ offset: Int = 0) -> UInt8 {
        let i = position + offset
        return i < bytes.count ? bytes[i] : 0
    }

    @inline(__always)
    private func byte(at i: Int) -> UInt8 {
        i < bytes.count ? bytes[i] : 0
    }

    private var isAtEnd: Bool { position >= bytes.count }

    // MARK: - Main loop

    private mutating func run() {
        var atLineStart = true
        // The doc comment before the next token: both -1, or its start and end.
        var docStart = -1
        var docEnd = -1
        /// Whether the next token is the `}` of a body ``skipBodyIfPlausible()`` skipped.
        var closesSkippedBody = false
        while true {
            // Trivia.
            let triviaStart = position
            while position < bytes.count {
                let c = bytes[position]
                if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") {
                    atLineStart = true
                    position += 1
                } else if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == 0x0B || c == 0x0C {
                    position += 1
                    // Indentation: eight spaces at a time, then one by one.
                    if let base = bytes.baseAddress {
                        while position + 8 <= bytes.count
                            && UnsafeRawPointer(base).loadUnaligned(fromByteOffset: position, as: UInt64.self)
                                == 0x2020_2020_2020_2020
                        {
                            position += 8
                        }
                    }
                    while position < bytes.count && bytes[position] == UInt8(ascii: " ") { position += 1 }
                } else if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
                    let start = position
                    let isDoc = peek(2) == UInt8(ascii: "/") && peek(3) != UInt8(ascii: "/")
                    position = indexOfLineBreak(from: position + 2)
                    if isDoc {
                        if docEnd < 0 { docStart = start }
                        docEnd = position
                    }
                } else if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                    let start = position
                    let isDoc =
                        peek(2) == UInt8(ascii: "*") && peek(3) != UInt8(ascii: "*") && peek(3) != UInt8(ascii: "/")
                    skipBlockComment()
                    if isDoc {
                        // A block doc comment replaces any earlier doc comment.
                        docStart = start
                        docEnd = position
                    }
                } else {
                    break
                }
            }
            _ = triviaStart
            if position >= bytes.count {
                append(
                    Token(
                        kind: .endOfFile, isAtLineStart: true, start: Int32(bytes.count), end: Int32(bytes.count),
                        docStart: -1, docEnd: -1))
                return
            }
            if isOutOfRoom { return }
            let tokenStart = position
            // Names and one-byte punctuation, most tokens, are read here rather than through
            // `lexToken()`.
            let kind: Token.Kind
            let leading = leadingByteKinds[Int(bytes[position])]
            if leading == .identifier {
                kind = .identifier
                skipIdentifierBytes(from: position + 1)
            } else if leading != .unknown {
                kind = leading
                position += 1
            } else {
                kind = lexToken()
            }
            precondition(position > tokenStart, "lexer made no progress at byte \(tokenStart)")
            lastKind = kind
            append(
                Token(
                    kind: kind, isAtLineStart: atLineStart, start: Int32(truncatingIfNeeded: tokenStart),
                    end: Int32(truncatingIfNeeded: position),
                    docStart: Int32(truncatingIfNeeded: docStart), docEnd: Int32(truncatingIfNeeded: docEnd),
                    isSkippedBody: closesSkippedBody))
            atLineStart = false
            docStart = -1
            docEnd = -1
            if kind == .leftBrace {
                if skipsBodies && !isOutOfRoom { closesSkippedBody = skipBodyIfPlausible() }
                braceDepth += 1
            } else if kind == .rightBrace {
                closesSkippedBody = false
                braceDepth -= 1
                if braceDepth <= protocolBodyDepth { protocolBodyDepth = -1 }
            }
        }
    }

    // MARK: - Skipping bodies

    /// After the `{` just appended: skips its body when no `protocol`, `extension`, `struct`,
    /// `class`, `enum` or `actor` precedes the `{` in its statement (a type's body is read by the
    /// parser) and no protocol body is open (its accessor blocks are read), leaving `position` at
    /// the trivia before the matching `}` and marking the `{`. Returns whether it did.
    private mutating func skipBodyIfPlausible() -> Bool {
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

    private enum TypeKeyword { case `protocol`, type }

    /// Whether an identifier is `protocol`, or `extension`, `struct`, `class`, `enum` or `actor`;
    /// decided on length and first byte before the bytes are compared.
    private func typeKeyword(_ token: Token) -> TypeKeyword? {
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
    private func matches(_ start: Int, _ word: StaticString) -> Bool {
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
    private mutating func skipBody() -> Bool {
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
                // Runs of token bytes and blanks, the bulk of a body, without the dispatch per byte.
                while true {
                    let run = position
                    while position < count && classes[Int(bytes[position])] == .plain { position += 1 }
                    if position > run { tokenEnd = position }
                    guard position < count && classes[Int(bytes[position])] == .blank else { break }
                    position += 1
                    while position < count && classes[Int(bytes[position])] == .blank { position += 1 }
                    guard position < count && classes[Int(bytes[position])] == .plain else { break }
                }
            case .opener:
                guard depth < 32 else { break scan }
                open = open << 2 | UInt64(c >> 5)
                depth += 1
                position += 1
                tokenEnd = position
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
                tokenEnd = position
            case .quote:
                lexString(hashes: 0)
                tokenEnd = position
            case .backtick:
                _ = lexBacktick()
                tokenEnd = position
            case .period:
                // As `lexToken`: `...` alone, or `..` and the operator bytes after it (`..<`,
                // `..//`, which is not a comment).
                guard peek(1) == UInt8(ascii: ".") else {
                    position += 1
                    tokenEnd = position
                    continue
                }
                if peek(2) == UInt8(ascii: ".") && !Self.isOperatorByte(peek(3)) && peek(3) != UInt8(ascii: ".") {
                    position += 3
                } else {
                    position += 1
                    while position < count
                        && (bytes[position] == UInt8(ascii: ".") || Self.isOperatorByte(bytes[position]))
                    {
                        position += 1
                    }
                }
                tokenEnd = position
            case .slash:
                let next = peek(1)
                if next == UInt8(ascii: "/") {
                    position = indexOfLineBreak(from: position + 2)
                } else if next == UInt8(ascii: "*") {
                    skipBlockComment()
                } else if next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == UInt8(ascii: "\n")
                    || next == UInt8(ascii: "=") || next == 0
                {
                    // Never a regex literal (see `lexBareRegexIfPlausible`): an operator byte.
                    position += 1
                    tokenEnd = position
                } else {
                    break scan
                }
            case .pound:
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
                    break scan
                }
                tokenEnd = position
            case .other:
                break scan
            }
        }
        noSkipBefore = position
        position = bodyStart
        problems.removeSubrange(problemCount...)
        return false
    }

    /// What a byte means to ``skipBody()``.
    private enum BodyByte: UInt8 {
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
    nonisolated(unsafe) private static let bodyByteClasses: UnsafeMutablePointer<BodyByte> = {
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

    // MARK: - Tokens

    /// Reads a token the main loop leaves to it: ASCII names and one-byte tokens are read there,
    /// from ``leadingByteKindTable`` (see ``oneByteKind(_:)``).
    private mutating func lexToken() -> Token.Kind {
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

    private mutating func skipIdentifierBody() {
        skipIdentifierBytes(from: position)
    }

    /// Moves `position` past the name bytes from `start` on (the bytes from `position` to
    /// `start` being part of the name); inlined where the main loop reads a name.
    @inline(__always)
    private mutating func skipIdentifierBytes(from start: Int) {
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
    private static func isValidUTF8(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
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
    nonisolated(unsafe) private static let identifierByteTable: UnsafeMutablePointer<Bool> = {
        let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
        for value in 0..<256 { table[value] = isIdentifierByte(UInt8(value)) }
        return table
    }()

    /// For every byte value: `.identifier` for an ASCII letter or `_` (a name starts), the kind of
    /// a byte that is a token alone whatever follows (`(`, `,`, `<`, …: as `lexToken()` reads it),
    /// or `.unknown` for a byte `lexToken()` reads. Allocated once and kept for the process, like
    /// ``identifierByteTable``.
    nonisolated(unsafe) private static let leadingByteKindTable: UnsafeMutablePointer<Token.Kind> = {
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
    private static func oneByteKind(_ byte: UInt8) -> Token.Kind? {
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

    private mutating func lexOperator() -> Token.Kind {
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

    private mutating func lexNumber() -> Token.Kind {
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
    private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    @inline(__always)
    private static func isHexDigit(_ c: UInt8) -> Bool {
        isDigit(c) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f"))
            || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F"))
    }

    private mutating func lexBacktick() -> Token.Kind {
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

    private mutating func lexPound() -> Token.Kind {
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

    // MARK: - Strings

    /// Lexes a string literal whose opening quote is at `position`, delimited by `hashes` `#`s.
    private mutating func lexString(hashes: Int) {
        let start = position - hashes
        // `"""` opens a multi-line string only when nothing but blanks follows on its line (Swift
        // requires the content to start on a new line); `#"""#` is a one-line string holding `"`.
        let isMultiline =
            peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") && isBlankToEndOfLine(from: position + 3)
        position += isMultiline ? 3 : 1
        while position < bytes.count {
            let c = bytes[position]
            if c == UInt8(ascii: "\\") && matchesHashes(at: position + 1, count: hashes) {
                position += 1 + hashes
                if peek() == UInt8(ascii: "(") {
                    position += 1
                    if interpolationDepth < Self.maximumInterpolationDepth {
                        interpolationDepth += 1
                        skipInterpolation()
                        interpolationDepth -= 1
                    } else if problems.last?.message != Self.deepInterpolationMessage {
                        // One report per flood: every string nested deeper would repeat it.
                        problems.append(
                            Problem(kind: .unterminatedString, message: Self.deepInterpolationMessage, offset: start))
                    }
                } else if position < bytes.count {
                    position += 1
                }
            } else if c == UInt8(ascii: "\"") {
                if isMultiline {
                    if peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
                        && matchesHashes(at: position + 3, count: hashes)
                    {
                        position += 3 + hashes
                        return
                    }
                    position += 1
                } else if matchesHashes(at: position + 1, count: hashes) {
                    position += 1 + hashes
                    return
                } else {
                    position += 1
                }
            } else if !isMultiline && (c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r")) {
                problems.append(
                    Problem(kind: .unterminatedString, message: "unterminated string literal", offset: start))
                return
            } else {
                position += 1
            }
        }
        problems.append(
            Problem(
                kind: .unterminatedString,
                message: isMultiline ? "unterminated multi-line string literal" : "unterminated string literal",
                offset: start))
    }

    /// Whether only spaces and tabs come between `index` and the end of its line (or the input).
    private func isBlankToEndOfLine(from index: Int) -> Bool {
        var i = index
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { return true }
            if c != UInt8(ascii: " ") && c != UInt8(ascii: "\t") { return false }
            i += 1
        }
        return true
    }

    @inline(__always)
    private func matchesHashes(at index: Int, count: Int) -> Bool {
        var i = 0
        while i < count {
            if byte(at: index + i) != UInt8(ascii: "#") { return false }
            i += 1
        }
        return true
    }

    /// Skips the inside of `\( … )`, which may hold any expression: nested parentheses, strings,
    /// comments. Stops after the matching `)` or at the end of the input.
    private mutating func skipInterpolation() {
        var depth = 1
        while position < bytes.count {
            let c = bytes[position]
            switch c {
            case UInt8(ascii: "("):
                depth += 1
                position += 1
            case UInt8(ascii: ")"):
                depth -= 1
                position += 1
                if depth == 0 { return }
            case UInt8(ascii: "\""):
                lexString(hashes: 0)
            case UInt8(ascii: "#"):
                var hashes = 0
                while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if peek(hashes) == UInt8(ascii: "\"") {
                    position += hashes
                    lexString(hashes: hashes)
                } else {
                    position += hashes
                }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while position < bytes.count && bytes[position] != UInt8(ascii: "\n") { position += 1 }
            default:
                position += 1
            }
        }
    }

    // MARK: - Comments

    /// The index of the first `\n` or `\r` at or after `index`, or the end of the input.
    @inline(__always)
    private func indexOfLineBreak(from index: Int) -> Int {
        var i = index
        let count = bytes.count
        if let base = bytes.baseAddress {
            // Eight bytes at a time, with one test for a control byte (below 0x0E: `\t`, `\n`,
            // `\r`, …); a word that holds one is looked at byte by byte.
            let raw = UnsafeRawPointer(base)
            while i + 8 <= count {
                if Self.hasByteBelow(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self), 0x0E) {
                    for offset in 0..<8 {
                        let c = bytes[i + offset]
                        if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { return i + offset }
                    }
                }
                i += 8
            }
        }
        while i < count && bytes[i] != UInt8(ascii: "\n") && bytes[i] != UInt8(ascii: "\r") { i += 1 }
        return i
    }

    /// The index of the first `*` or `/` at or after `index`, or the end of the input.
    @inline(__always)
    private func indexOfCommentDelimiterByte(from index: Int) -> Int {
        indexOfEither(UInt8(ascii: "*"), UInt8(ascii: "/"), from: index)
    }

    /// The index of the first `first` or `second` byte at or after `index`, or the end of the
    /// input. Tests eight bytes at a time: comments are a large part of real sources.
    @inline(__always)
    private func indexOfEither(_ first: UInt8, _ second: UInt8, from index: Int) -> Int {
        var i = index
        let count = bytes.count
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if Self.hasByte(word, first) || Self.hasByte(word, second) { break }
                i += 8
            }
        }
        while i < count && bytes[i] != first && bytes[i] != second { i += 1 }
        return i
    }

    /// Whether any of the eight bytes of `word` is below `limit`, at most 0x80 (the classic test:
    /// exact for the word as a whole).
    @inline(__always)
    static func hasByteBelow(_ word: UInt64, _ limit: UInt8) -> Bool {
        (word &- 0x0101_0101_0101_0101 &* UInt64(limit)) & ~word & 0x8080_8080_8080_8080 != 0
    }

    /// Whether any of the eight bytes of `word` equals `byte` (the classic zero-byte test on
    /// `word ^ byte…byte`; exact, with no false positives for the word as a whole).
    @inline(__always)
    static func hasByte(_ word: UInt64, _ byte: UInt8) -> Bool {
        let x = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080 != 0
    }

    /// Skips a (possibly nested) block comment starting at `position`.
    private mutating func skipBlockComment() {
        let start = position
        position += 2
        var depth = 1
        while position < bytes.count {
            position = indexOfCommentDelimiterByte(from: position)
            guard position < bytes.count else { break }
            let c = bytes[position]
            if c == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                position += 2
                depth -= 1
                if depth == 0 { return }
            } else if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                position += 2
                depth += 1
            } else {
                position += 1
            }
        }
        problems.append(Problem(kind: .unterminatedComment, message: "unterminated '/*' comment", offset: start))
    }

    // MARK: - Regular expressions

    private mutating func lexExtendedRegex(hashes: Int, start: Int) {
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
    private mutating func lexBareRegexIfPlausible() -> Token.Kind? {
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
