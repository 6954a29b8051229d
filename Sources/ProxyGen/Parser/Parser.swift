// Parser: finds protocol and extension declarations in a token stream and builds the model;
// everything else is skipped by balanced delimiters.

/// Parses the declarations ProxyGen needs from one file.
///
/// The parser scans the whole token stream once. It understands `protocol` declarations (at any
/// nesting depth), `extension` members (signatures only) and `import`s, and skips everything else
/// by balanced delimiters. A member it cannot parse becomes a diagnostic and parsing resumes at
/// the next member. Every loop advances at least one token per iteration.
public struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The tokens, never empty and ending with `.endOfFile` (``advance()`` stops at the last
    /// token and ``token(at:)`` clamps).
    let tokens: [Token]
    var index = 0
    var problems: [Lexer.Problem] = []
    let fileIndex: Int
    /// Whether the comments above each protocol are read for a near miss of the marker
    /// (``ProtocolDecl/Parts/markerNearMiss``); a run that reports none does not read them.
    let readsMarkerNearMisses: Bool
    /// The classes, by simple or qualified name, whose methods are read (besides those whose doc
    /// comment holds the marker): those selected for an observing subclass.
    var observedClassNames: Set<String> = []
    /// The Swift names of types the file spells by another name (``GeneratorOptions/typeRenamesByInput``).
    var typeRenames: [String: String] = [:]
    /// Whether the file is an interface a compiler printed (a module read with `--module`), where a
    /// protocol's type alias may show no underlying type: one that is SPI (SwiftUI's
    /// `UIViewRepresentable.LayoutOptions`). In source, that is an error.
    var readsPrintedInterface = false
    /// How deeply the type or `#if` being parsed is nested; bounded so that no input can exhaust
    /// the stack.
    var nesting = 0
    static let maximumNesting = 128
    /// The types written as one name (`Date`), and as one name made optional (`Date?`), parsed so
    /// far in this file.
    var namedTypes: NamedTypeTable

    init(
        bytes: UnsafeBufferPointer<UInt8>, tokens: [Token], fileIndex: Int,
        readsMarkerNearMisses: Bool = true
    ) {
        precondition(tokens.last?.kind == .endOfFile, "a token stream ends with end of file")
        self.bytes = bytes
        self.tokens = tokens
        self.fileIndex = fileIndex
        self.readsMarkerNearMisses = readsMarkerNearMisses
        namedTypes = NamedTypeTable(bytes: bytes)
    }

    /// Parses the tokens of `bytes` (from ``Lexer/tokenize(_:)``) into a model and problems.
    static func parse(
        bytes: UnsafeBufferPointer<UInt8>, tokens: [Token], fileIndex: Int, readsMarkerNearMisses: Bool = true,
        observedClassNames: Set<String> = [], typeRenames: [String: String] = [:], readsPrintedInterface: Bool = false
    ) -> (model: FileModel, problems: [Lexer.Problem]) {
        var parser = Parser(
            bytes: bytes, tokens: tokens, fileIndex: fileIndex, readsMarkerNearMisses: readsMarkerNearMisses)
        parser.observedClassNames = observedClassNames
        parser.typeRenames = typeRenames
        parser.readsPrintedInterface = readsPrintedInterface
        let model = parser.parseFile()
        return (model, parser.problems)
    }

    /// Lexes and parses one file.
    ///
    /// Near misses of the marker are read where `readsMarkerNearMisses` (see
    /// ``ProtocolSelection/reportsMarkerNearMisses``). The methods of a class are read where its
    /// doc comment holds the marker or `observedClassNames` names it (see
    /// ``ProtocolSelection/classNames``). A type named in `typeRenames` is read as its Swift name
    /// (``GeneratorOptions/typeRenamesByInput``). A file `readsPrintedInterface` is a module's
    /// printed interface (its protocols' type aliases may hide their types).
    public static func parse(
        _ file: SourceFile, fileIndex: Int = 0, readsMarkerNearMisses: Bool = true,
        observedClassNames: Set<String> = [], typeRenames: [String: String] = [:], readsPrintedInterface: Bool = false
    ) -> (model: FileModel, diagnostics: [Diagnostic]) {
        file.bytes.withUnsafeBufferPointer { buffer in
            let (tokens, lexProblems) = Lexer.tokenize(buffer)
            var (model, parseProblems) = parse(
                bytes: buffer, tokens: tokens, fileIndex: fileIndex, readsMarkerNearMisses: readsMarkerNearMisses,
                observedClassNames: observedClassNames, typeRenames: typeRenames,
                readsPrintedInterface: readsPrintedInterface)
            model.path = file.path
            let diagnostics = (lexProblems + parseProblems).map {
                Diagnostic($0.kind, .error, $0.message, path: file.path, offset: $0.offset)
            }
            return (model, diagnostics)
        }
    }

    // MARK: - Token helpers

    var current: Token { tokens[index] }

    func token(at i: Int) -> Token { tokens[min(i, tokens.count - 1)] }

    func peek(_ offset: Int = 1) -> Token { token(at: index + offset) }

    var isAtEnd: Bool { current.kind == .endOfFile }

    /// Moves to the next token; stays on the last, `.endOfFile`.
    mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    func text(_ token: Token) -> String {
        Self.string(UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]))
    }

    /// The String of UTF-8 bytes, invalid ones repaired as `String(decoding:as:)` repairs them.
    static func string(_ utf8: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: utf8, as: UTF8.self)
    }

    /// Whether the token's bytes equal `word`.
    func `is`(_ token: Token, _ word: StaticString) -> Bool {
        let length = Int(token.end - token.start)
        guard length == word.utf8CodeUnitCount else { return false }
        let start = Int(token.start)
        let wordBytes = word.utf8Start
        var i = 0
        while i < length {
            if bytes[start + i] != wordBytes[i] { return false }
            i += 1
        }
        return true
    }

    func isIdentifier(_ token: Token, _ word: StaticString) -> Bool {
        token.kind == .identifier && `is`(token, word)
    }

    /// The name of an identifier-like token; backticks are kept (`` `default` ``).
    func name(_ token: Token) -> String? {
        switch token.kind {
        case .identifier, .backtickIdentifier, .dollarIdentifier: return text(token)
        default: return nil
        }
    }

    /// The names from the token at `tokenIndex` joined by the periods between them
    /// (`AppKit.NSTableView`), without generic arguments; `nil` if that token is not a name.
    func dottedName(at tokenIndex: Int) -> String? {
        guard tokenIndex < tokens.count, Self.isName(tokens[tokenIndex]) else { return nil }
        var text = self.text(tokens[tokenIndex])
        var i = tokenIndex
        while i + 2 < tokens.count, tokens[i + 1].kind == .period, Self.isName(tokens[i + 2]) {
            text += "." + self.text(tokens[i + 2])
            i += 2
        }
        return text
    }

    /// Whether ``name(_:)`` of the token is not `nil`.
    static func isName(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .backtickIdentifier, .dollarIdentifier: return true
        default: return false
        }
    }

    func sourceText(from start: Int, to end: Int) -> String {
        guard start < end else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    func docComment(of token: Token) -> String? {
        guard token.hasDoc else { return nil }
        return sourceText(from: Int(token.docStart), to: Int(token.docEnd))
    }

    mutating func report(_ kind: Diagnostic.Kind, _ message: String, at offset: Int) {
        problems.append(Lexer.Problem(kind: kind, message: message, offset: offset))
    }

    mutating func report(_ kind: Diagnostic.Kind, _ message: String, at token: Token) {
        report(kind, message, at: Int(token.start))
    }

    /// A short human description of a token for messages.
    func describe(_ token: Token) -> String {
        switch token.kind {
        case .endOfFile: return "end of file"
        case .stringLiteral: return "string literal"
        default:
            let t = text(token)
            return "'\(t.count > 40 ? String(t.prefix(40)) + "…" : t)'"
        }
    }
}
