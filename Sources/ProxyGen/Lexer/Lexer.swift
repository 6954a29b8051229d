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

    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    /// Token storage: the uninitialized buffer of the result array. Appending is the lexer's
    /// innermost operation, so it avoids `Array`'s uniqueness check per element; when the buffer
    /// is full the lexer stops and ``tokenize(_:)`` runs again with room for the worst case.
    var tokens: UnsafeMutablePointer<Token>
    var tokenCount = 0
    let tokenCapacity: Int
    var isOutOfRoom = false
    /// The kind of the last token appended (`.endOfFile` before the first).
    var lastKind: Token.Kind = .endOfFile
    var problems: [Problem] = []
    /// Strings nested in interpolations; bounded so that no input can exhaust the stack.
    var interpolationDepth = 0
    static let maximumInterpolationDepth = 64

    /// ``identifierByteTable``, read once per file instead of once per identifier.
    let identifierTable: UnsafePointer<Bool>
    /// ``leadingByteKindTable``, read once per file.
    let leadingByteKinds: UnsafePointer<Token.Kind>

    // Body skipping (see ``tokenize(_:skippingBodies:)``).
    let skipsBodies: Bool
    /// `{` minus `}` tokens appended so far.
    var braceDepth = 0
    /// ``braceDepth`` outside the protocol body being lexed, or `-1` outside any: nothing in a
    /// protocol body is skipped (its accessor blocks, `{ get set }`, are read).
    var protocolBodyDepth = -1
    /// Where the last body that could not be skipped showed why; no body that opens before it is
    /// tried again, so that no byte is scanned more than twice.
    var noSkipBefore = 0
    /// Whether a doc comment attached to a token holds an `@` (every annotation for ProxyGen,
    /// `@event(…)` included, starts with one).
    var docCommentsHoldAt = false

    init(_ bytes: UnsafeBufferPointer<UInt8>, storage: UnsafeMutableBufferPointer<Token>, skipsBodies: Bool) {
        self.bytes = bytes
        identifierTable = UnsafePointer(Self.identifierByteTable)
        leadingByteKinds = UnsafePointer(Self.leadingByteKindTable)
        tokens = storage.baseAddress!
        tokenCapacity = storage.count
        self.skipsBodies = skipsBodies
    }

    /// Lexes a whole buffer. The result always ends with an `.endOfFile` token.
    public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> (tokens: [Token], problems: [Problem]) {
        let (tokens, problems, _) = tokenize(bytes, skippingBodies: false)
        return (tokens, problems)
    }

    /// Lexes a whole buffer; with `skippingBodies`, leaves out the tokens inside the bodies the
    /// parser only runs through: a `{` that no `protocol`, `extension`, `struct`, `class`, `enum` or
    /// `actor` precedes in its statement, outside protocol bodies, whose body closes every delimiter
    /// it opens and holds no `#if` or other `#` keyword (see ``skipBody()``). Such a `{` is followed
    /// directly by its `}`, both marked ``Token/isSkippedBody``. The problems are those of lexing
    /// every token. The result always ends with an `.endOfFile` token. `docCommentsHoldAt` says
    /// whether a doc comment attached to a token holds an `@`: where none does, no doc comment of
    /// the file holds an annotation for ProxyGen.
    static func tokenize(
        _ bytes: UnsafeBufferPointer<UInt8>, skippingBodies: Bool
    ) -> (tokens: [Token], problems: [Problem], docCommentsHoldAt: Bool) {
        // Offsets are stored as Int32.
        precondition(bytes.count < Int(Int32.max), "an input of 2 GB or more")
        // Real Swift averages one token per 8 bytes. Every token but the last covers at least one
        // byte, so the second attempt (pathological input only) cannot run out of room.
        for capacity in [bytes.count / 5 + 16, bytes.count + 2] {
            var problems: [Problem] = []
            var isComplete = false
            var docCommentsHoldAt = false
            let tokens = [Token](unsafeUninitializedCapacity: capacity) { storage, count in
                var lexer = Lexer(bytes, storage: storage, skipsBodies: skippingBodies)
                lexer.run()
                count = lexer.tokenCount
                problems = lexer.problems
                isComplete = !lexer.isOutOfRoom
                docCommentsHoldAt = lexer.docCommentsHoldAt
            }
            if isComplete { return (tokens, problems, docCommentsHoldAt) }
        }
        preconditionFailure("the lexer cannot produce more tokens than bytes")
    }

    @inline(__always)
    mutating func append(_ token: Token) {
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
    func peek(_ offset: Int = 0) -> UInt8 {
        let i = position + offset
        return i < bytes.count ? bytes[i] : 0
    }

    @inline(__always)
    func byte(at i: Int) -> UInt8 {
        i < bytes.count ? bytes[i] : 0
    }

    var isAtEnd: Bool { position >= bytes.count }

    // MARK: - Main loop

    mutating func run() {
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
            if docStart >= 0 && !docCommentsHoldAt {
                docCommentsHoldAt = containsByte(UInt8(ascii: "@"), from: docStart, to: docEnd)
            }
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
}
