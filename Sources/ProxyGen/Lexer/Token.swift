// Token: one lexed token as a kind and byte range, with its attached doc comment.

/// A token: its kind, its byte range in the source, whether it starts a line, and the byte range
/// of the doc comment (`///` or `/** */`) in its leading trivia, if any.
public struct Token: Equatable, Sendable {
    /// What a token is. Keywords are identifiers; the parser tells them apart by text.
    public enum Kind: UInt8, Equatable, Sendable {
        case identifier
        /// An identifier written between backticks, to use a keyword as a name.
        case backtickIdentifier
        /// `$0`, `$value`
        case dollarIdentifier
        case integerLiteral
        case floatLiteral
        case stringLiteral
        case regexLiteral
        /// `#if`, `#endif`, `#available`, …
        case poundKeyword
        /// Any operator not listed below.
        case `operator`
        case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
        /// `<` and `>` are always single tokens; the parser decides whether they are brackets.
        case leftAngle, rightAngle
        case comma, colon, semicolon, period, at, arrow, question, exclamation, ampersand, equal
        /// `...`
        case ellipsis
        case backslash
        /// A byte that starts no token (a control character, a stray backtick, `#` alone).
        case unknown
        case endOfFile
    }

    public var kind: Kind
    /// Whether a line break precedes this token.
    public var isAtLineStart: Bool
    public var start: Int32
    public var end: Int32
    /// Byte range of the doc comment before this token; `-1` when there is none.
    public var docStart: Int32
    public var docEnd: Int32

    @inlinable
    public var range: Range<Int> { Int(start)..<Int(end) }

    @inlinable
    public var hasDoc: Bool { docStart >= 0 }
}
