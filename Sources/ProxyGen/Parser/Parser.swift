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
    /// The tokens, never empty and ending with `.endOfFile`; borrowed from the caller's array for
    /// the duration of the parse (reads are in bounds by construction: ``advance()`` stops at the
    /// last token and ``token(at:)`` clamps).
    let tokens: UnsafeBufferPointer<Token>
    var index = 0
    var problems: [Lexer.Problem] = []
    let fileIndex: Int
    /// Whether the comments above each protocol are read for a near miss of the marker
    /// (``ProtocolDecl/Parts/markerNearMiss``); a run that reports none does not read them.
    let readsMarkerNearMisses: Bool
    /// How deeply the type or `#if` being parsed is nested; bounded so that no input can exhaust
    /// the stack.
    var nesting = 0
    static let maximumNesting = 128
    /// The types written as one name (`Date`), and as one name made optional (`Date?`), parsed so
    /// far in this file.
    var namedTypes: NamedTypeTable
    /// Members and parameters being parsed, innermost list last: each list is moved into an array
    /// of its own size when it ends.
    let memberStack = ListStack<Member>()
    let parameterStack = ListStack<Parameter>()
    /// Set when the parse needed the tokens of a body the lexer skipped (``Token/isSkippedBody``):
    /// the parse stops, and the file is lexed again with every token and parsed again.
    var needsEveryToken = false

    init(
        bytes: UnsafeBufferPointer<UInt8>, tokens: UnsafeBufferPointer<Token>, fileIndex: Int,
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
        bytes: UnsafeBufferPointer<UInt8>, tokens: [Token], fileIndex: Int, readsMarkerNearMisses: Bool = true
    ) -> (model: FileModel, problems: [Lexer.Problem]) {
        let (model, problems, _) = parseIfComplete(
            bytes: bytes, tokens: tokens, fileIndex: fileIndex, readsMarkerNearMisses: readsMarkerNearMisses)
        return (model, problems)
    }

    /// ``parse(bytes:tokens:fileIndex:)`` that also says whether the tokens were enough:
    /// `false` when the parse needed a body the lexer skipped, and its result is to be thrown away.
    static func parseIfComplete(
        bytes: UnsafeBufferPointer<UInt8>, tokens: [Token], fileIndex: Int, readsMarkerNearMisses: Bool = true
    ) -> (model: FileModel, problems: [Lexer.Problem], isComplete: Bool) {
        tokens.withUnsafeBufferPointer { tokenBuffer in
            var parser = Parser(
                bytes: bytes, tokens: tokenBuffer, fileIndex: fileIndex, readsMarkerNearMisses: readsMarkerNearMisses)
            let model = parser.parseFile()
            return (model, parser.problems, !parser.needsEveryToken)
        }
    }

    /// Lexes and parses one file.
    ///
    /// The lexer leaves out the tokens of function and closure bodies (see
    /// `Lexer.tokenize(_:skippingBodies:)`), which the parser only runs through; in the rare file
    /// where the parse needs one of them after all, the file is lexed and parsed again with every
    /// token, so the result is always that of a parse of every token. Near misses of the marker
    /// are read where `readsMarkerNearMisses` (see ``ProtocolSelection/reportsMarkerNearMisses``).
    public static func parse(_ file: SourceFile, fileIndex: Int = 0, readsMarkerNearMisses: Bool = true) -> (
        model: FileModel, diagnostics: [Diagnostic]
    ) {
        file.bytes.withUnsafeBufferPointer { buffer in
            var (tokens, lexProblems) = Lexer.tokenize(buffer, skippingBodies: true)
            var (model, parseProblems, isComplete) = parseIfComplete(
                bytes: buffer, tokens: tokens, fileIndex: fileIndex, readsMarkerNearMisses: readsMarkerNearMisses)
            if !isComplete {
                (tokens, lexProblems) = Lexer.tokenize(buffer)
                (model, parseProblems) = parse(
                    bytes: buffer, tokens: tokens, fileIndex: fileIndex, readsMarkerNearMisses: readsMarkerNearMisses)
            }
            model.path = file.path
            let diagnostics = (lexProblems + parseProblems).map {
                Diagnostic($0.kind, .error, $0.message, path: file.path, offset: $0.offset)
            }
            return (model, diagnostics)
        }
    }

    // MARK: - Token helpers

    @inline(__always)
    var current: Token { tokens[index] }

    @inline(__always)
    func token(at i: Int) -> Token { tokens[min(i, tokens.count - 1)] }

    @inline(__always)
    func peek(_ offset: Int = 1) -> Token { token(at: index + offset) }

    var isAtEnd: Bool { current.kind == .endOfFile }

    /// Moves to the next token. Stepping from a skipped body's `{` onto its `}` would read the body
    /// as empty: the parse gives up instead (see ``needsEveryToken``); the ways of passing over a
    /// body whole (``skipBalanced()``, ``skipBody(_:)``) step over it themselves.
    @inline(__always)
    mutating func advance() {
        if tokens[index].isSkippedBody && tokens[index].kind == .leftBrace {
            giveUpForEveryToken()
            return
        }
        if index < tokens.count - 1 { index += 1 }
    }

    /// Stops the parse where it needs tokens the lexer left out: the file is parsed again with
    /// every token. Moves to the end of the file, where every loop of the parser ends.
    mutating func giveUpForEveryToken() {
        needsEveryToken = true
        index = tokens.count - 1
    }

    /// Whether any of the tokens in `range` delimits a skipped body; a scan that meets one gives up
    /// with ``giveUpForEveryToken()``, since the tokens it would count are left out.
    func containsSkippedBody(_ range: Range<Int>) -> Bool {
        for i in range where tokens[i].isSkippedBody { return true }
        return false
    }

    func text(_ token: Token) -> String {
        Self.string(UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]))
    }

    /// The String of UTF-8 bytes, invalid ones repaired as `String(decoding:as:)` repairs them.
    /// Most names fit in a String's own sixteen bytes: where the platform has it, those are
    /// written there directly (about a quarter fewer instructions than decoding).
    static func string(_ utf8: UnsafeBufferPointer<UInt8>) -> String {
        if utf8.count <= 15, #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *) {
            return String(unsafeUninitializedCapacity: utf8.count) { room in
                _ = room.initialize(from: utf8)
                return utf8.count
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Whether the token's bytes equal `word`.
    @inline(__always)
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

    @inline(__always)
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

    /// Whether ``name(_:)`` of the token is not `nil`.
    @inline(__always)
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

    // MARK: - File scan

    private struct OpenDelimiter {
        var tokenIndex: Int
        var kind: Token.Kind
    }

    private struct Scope {
        var name: String
        var braceDepth: Int
        /// An extension scope collects member signatures.
        var extensionIndex: Int?
        /// A class scope collects its optional properties (candidate delegate slots).
        var classIndex: Int? = nil
    }

    /// The scan's state where an `#if` began; every clause must end where it began.
    private struct ConditionalState {
        var delimiters: [OpenDelimiter]
        var scopes: [Scope]
        /// The `#if` token.
        var tokenIndex: Int
    }

    mutating func parseFile() -> FileModel {
        var model = FileModel(path: "")
        var delimiters: [OpenDelimiter] = []
        var scopes: [Scope] = []
        var pendingScope: Scope?
        var pendingScopeDelimiterDepth = 0
        var conditionals: [ConditionalState] = []
        var clauses: [ConditionalClause] = []

        while !isAtEnd && !needsEveryToken {
            let start = index
            let t = current
            switch t.kind {
            case .poundKeyword:
                // Swift requires every clause of an `#if` to be complete code, so each clause must
                // leave the delimiters as the `#if` found them. A clause that does not is reported
                // and the state is restored, so the rest of the file is read as if it were balanced.
                // The clause each declaration sits in is kept: its proxy and imports exist only there.
                if `is`(t, "#if") {
                    conditionals.append(ConditionalState(delimiters: delimiters, scopes: scopes, tokenIndex: index))
                    if conditionals.count == Self.maximumNesting + 1 {
                        report(
                            .unsupportedMember,
                            "'#if' blocks are nested too deeply (more than \(Self.maximumNesting) levels)", at: t)
                    }
                    clauses.append(ConditionalClause(condition: parseIfConfigCondition()))
                } else if `is`(t, "#elseif") || `is`(t, "#else") || `is`(t, "#endif"), let state = conditionals.last {
                    if delimiters.count != state.delimiters.count
                        || delimiters.last?.tokenIndex != state.delimiters.last?.tokenIndex
                    {
                        reportUnbalancedClause(before: t, opened: delimiters, at: state.delimiters)
                        delimiters = state.delimiters
                        scopes = state.scopes
                        pendingScope = nil
                    }
                    var clause = clauses.removeLast()
                    if `is`(t, "#endif") {
                        conditionals.removeLast()
                        advance()
                    } else {
                        clause.earlier.append(clause.condition ?? "true")
                        if `is`(t, "#elseif") {
                            clause.condition = parseIfConfigCondition()
                        } else {
                            clause.condition = nil
                            advance()
                        }
                        clauses.append(clause)
                    }
                } else {
                    advance()
                }
            case .leftBrace:
                delimiters.append(OpenDelimiter(tokenIndex: index, kind: .leftBrace))
                if var scope = pendingScope, pendingScopeDelimiterDepth == delimiters.count - 1 {
                    scope.braceDepth = delimiters.count
                    scopes.append(scope)
                    if scopes.count == Self.maximumNesting + 1 {
                        report(
                            .unsupportedMember,
                            "types are nested too deeply (more than \(Self.maximumNesting) levels)", at: t)
                    }
                    pendingScope = nil
                    advance()
                } else {
                    // Not `advance()`: a body the lexer skipped is passed over here, as any other.
                    index += 1
                    skipBody(&delimiters)
                }
            case .leftParen, .leftBracket:
                delimiters.append(OpenDelimiter(tokenIndex: index, kind: t.kind))
                advance()
            case .rightBrace, .rightParen, .rightBracket:
                let opener: Token.Kind =
                    t.kind == .rightBrace ? .leftBrace : t.kind == .rightParen ? .leftParen : .leftBracket
                if let last = delimiters.last, last.kind == opener {
                    delimiters.removeLast()
                } else if let match = delimiters.lastIndex(where: { $0.kind == opener }) {
                    for open in delimiters[(match + 1)...] {
                        report(
                            .unbalancedDelimiter, "'\(text(tokens[open.tokenIndex]))' is never closed",
                            at: tokens[open.tokenIndex])
                    }
                    delimiters.removeSubrange(match...)
                } else {
                    report(.unbalancedDelimiter, "unexpected '\(text(t))' without a matching opening delimiter", at: t)
                }
                while let last = scopes.last, last.braceDepth > delimiters.count { scopes.removeLast() }
                if pendingScope != nil && delimiters.count < pendingScopeDelimiterDepth { pendingScope = nil }
                advance()
            case .semicolon:
                if pendingScope != nil && delimiters.count == pendingScopeDelimiterDepth { pendingScope = nil }
                advance()
            case .identifier:
                let previousKind = index > 0 ? tokens[index - 1].kind : .endOfFile
                if !isScanKeyword(t) || previousKind == .period || previousKind == .backslash {
                    // Most identifiers: not a keyword the scan acts on, or a member (`x.protocol`).
                    advance()
                } else if isIdentifier(t, "protocol"), peek().kind == .identifier || peek().kind == .backtickIdentifier,
                    isDeclarationKeywordPosition(index)
                {
                    let keywordIndex = index
                    let declStart = declarationStart(before: index)
                    if var decl = parseProtocol(declStart: declStart) {
                        decl.enclosingTypes = scopes.map(\.name)
                        decl.conditions = clauses
                        model.protocols.append(decl)
                    } else {
                        // The header could not be read: scan its tokens again as plain code, so that
                        // the delimiters it holds are counted.
                        index = keywordIndex + 1
                    }
                } else if isIdentifier(t, "typealias") && delimiters.isEmpty && isDeclarationKeywordPosition(index) {
                    // File-scope aliases: a protocol may name its parents through one (`typealias
                    // Parts = A & B`). One that cannot be read is scanned again as plain code.
                    let keywordIndex = index
                    let info = declarationInfo(from: declarationStart(before: index))
                    if let alias = try? parseTypeAlias(info: info) {
                        model.typeAliases.append(alias)
                    } else {
                        index = keywordIndex + 1
                    }
                } else if isIdentifier(t, "import") && delimiters.isEmpty && isDeclarationPosition(index) {
                    let text = parseImport()
                    if clauses.isEmpty {
                        model.imports.append(text)
                    } else {
                        model.conditionalImports.append(ConditionalImport(text: text, conditions: clauses))
                    }
                } else if isIdentifier(t, "extension"),
                    peek().kind == .identifier || peek().kind == .backtickIdentifier,
                    isDeclarationKeywordPosition(index)
                {
                    let declStart = declarationStart(before: index)
                    let info = declarationInfo(from: declStart)
                    advance()
                    var typeName = name(current) ?? ""
                    advance()
                    while current.kind == .period, let next = name(peek()) {
                        typeName += "." + next
                        advance()
                        advance()
                    }
                    if current.kind == .leftAngle { skipAngleBrackets() }
                    var whereClause: [GenericRequirement] = []
                    // Conformances: skip to `where` or `{`.
                    while !isAtEnd && current.kind != .leftBrace && !isIdentifier(current, "where")
                        && current.kind != .rightBrace
                        && current.kind != .semicolon && current.kind != .poundKeyword
                    {
                        if current.kind == .leftParen || current.kind == .leftBracket || current.kind == .leftAngle {
                            skipBalanced()
                        } else {
                            advance()
                        }
                    }
                    if isIdentifier(current, "where") {
                        advance()
                        let whereStart = index
                        if let requirements = try? parseWhereRequirementsThrowing() {
                            whereClause = requirements
                        } else {
                            index = whereStart
                        }
                        // Anything left of an unreadable clause is skipped up to the body.
                        while !isAtEnd && current.kind != .leftBrace && current.kind != .rightBrace
                            && current.kind != .semicolon
                            && current.kind != .poundKeyword
                        {
                            if current.kind == .leftParen || current.kind == .leftBracket {
                                skipBalanced()
                            } else {
                                advance()
                            }
                        }
                    }
                    model.extensions.append(
                        ExtensionDecl(
                            info: info, extendedType: typeName, whereClause: whereClause,
                            fileIndex: fileIndex))
                    pendingScope = Scope(name: typeName, braceDepth: 0, extensionIndex: model.extensions.count - 1)
                    pendingScopeDelimiterDepth = delimiters.count
                } else if isIdentifier(t, "struct") || isIdentifier(t, "class") || isIdentifier(t, "enum")
                    || isIdentifier(t, "actor"),
                    peek().kind == .identifier || peek().kind == .backtickIdentifier,
                    !isModifierFollowedByDeclaration(peek()), isDeclarationKeywordPosition(index)
                {
                    let isClass = isIdentifier(t, "class")
                    let declStart = declarationStart(before: index)
                    advance()
                    let typeName = name(current) ?? ""
                    var classIndex: Int?
                    if isClass {
                        let info = declarationInfo(from: declStart)
                        let isGeneric = peek().kind == .leftAngle
                        var afterName = index + 1
                        if isGeneric, let end = endOfGenericArguments(at: afterName) { afterName = end }
                        let inheritsNothing = afterName < tokens.count && tokens[afterName].kind != .colon
                        model.classes.append(
                            ClassDecl(
                                info: info, name: typeName, enclosingTypes: scopes.map(\.name), isGeneric: isGeneric,
                                inheritsNothing: inheritsNothing, fileIndex: fileIndex, conditions: clauses))
                        classIndex = model.classes.count - 1
                    }
                    pendingScope = Scope(name: typeName, braceDepth: 0, extensionIndex: nil, classIndex: classIndex)
                    pendingScopeDelimiterDepth = delimiters.count
                    advance()
                } else if let scope = scopes.last, let classIndex = scope.classIndex,
                    scope.braceDepth == delimiters.count, isIdentifier(t, "var")
                {
                    let keywordIndex = index
                    let declStart = declarationStart(before: index)
                    if case .property(let property)? = parseExtensionMember(declStart: declStart) {
                        if property.type.isOptional { model.classes[classIndex].optionalProperties.append(property) }
                    } else {
                        index = keywordIndex + 1
                    }
                } else if let scope = scopes.last, let extensionIndex = scope.extensionIndex,
                    scope.braceDepth == delimiters.count,
                    isIdentifier(t, "func") || isIdentifier(t, "var") || isIdentifier(t, "subscript")
                        || isIdentifier(t, "init")
                {
                    let keywordIndex = index
                    let declStart = declarationStart(before: index)
                    if let member = parseExtensionMember(declStart: declStart) {
                        model.extensions[extensionIndex].members.append(member)
                    } else {
                        // Not a signature we read: scan it again as plain code (delimiters counted).
                        index = keywordIndex + 1
                    }
                } else {
                    advance()
                }
            default:
                advance()
            }
            precondition(index > start || isAtEnd, "parser made no progress at token \(start)")
        }
        if needsEveryToken { return model }
        for state in conditionals {
            report(.unbalancedDelimiter, "'#if' is never closed by '#endif'", at: tokens[state.tokenIndex])
        }
        for open in delimiters {
            let token = tokens[open.tokenIndex]
            report(.unbalancedDelimiter, "'\(text(token))' is never closed", at: token)
        }
        return model
    }

    /// Runs through the body whose `{` was just pushed on `delimiters`, when that body is not a
    /// type's, an extension's or a protocol's: a function, closure or accessor body, or an initial
    /// value. Nothing the scan looks for can appear there (Swift has no local protocols,
    /// extensions or imports, and members of local types are not extension members), so only
    /// delimiters are counted. Returns to the full scan, without consuming it, at the body's
    /// closing brace or at anything unusual: `#if`, a closer that does not match, the end of input.
    private mutating func skipBody(_ delimiters: inout [OpenDelimiter]) {
        let bodyDepth = delimiters.count
        while true {
            let t = tokens[index]
            switch t.kind {
            case .leftBrace, .leftParen, .leftBracket:
                delimiters.append(OpenDelimiter(tokenIndex: index, kind: t.kind))
            case .rightBrace, .rightParen, .rightBracket:
                let opener: Token.Kind =
                    t.kind == .rightBrace ? .leftBrace : t.kind == .rightParen ? .leftParen : .leftBracket
                guard delimiters.count > bodyDepth, delimiters[delimiters.count - 1].kind == opener else { return }
                delimiters.removeLast()
            case .poundKeyword, .endOfFile:
                return
            default:
                break
            }
            index += 1
        }
    }

    /// Reports a `#if` clause that ends (at `directive`) with other delimiters open than at its start.
    private mutating func reportUnbalancedClause(
        before directive: Token, opened now: [OpenDelimiter], at start: [OpenDelimiter]
    ) {
        var common = 0
        while common < now.count && common < start.count && now[common].tokenIndex == start[common].tokenIndex {
            common += 1
        }
        if common < now.count {
            let open = tokens[now[common].tokenIndex]
            report(
                .unbalancedDelimiter,
                "'\(text(open))' is not closed before '\(text(directive))'; each '#if' clause must be complete",
                at: open)
        } else {
            let open = tokens[start[common].tokenIndex]
            report(
                .unbalancedDelimiter,
                "'\(text(open))' is closed inside a '#if' clause that ends at '\(text(directive))'; each clause must be complete",
                at: open)
        }
    }

    /// Whether an identifier is one of the keywords the file scan acts on (`protocol`, `import`,
    /// `extension`, `struct`, `class`, `enum`, `actor`, `func`, `var`, `subscript`, `init`). A
    /// quick test on length and first byte, since it runs for every identifier of a file.
    @inline(__always)
    func isScanKeyword(_ t: Token) -> Bool {
        let length = t.end - t.start
        switch bytes[Int(t.start)] {
        case UInt8(ascii: "p"): return length == 8
        case UInt8(ascii: "i"), UInt8(ascii: "s"): return length == 6 || length == 4 || length == 9
        case UInt8(ascii: "e"): return length == 9 || length == 4
        case UInt8(ascii: "c"), UInt8(ascii: "a"): return length == 5
        case UInt8(ascii: "f"): return length == 4
        case UInt8(ascii: "v"): return length == 3
        case UInt8(ascii: "t"): return length == 9
        default: return false
        }
    }

    /// The modifiers that can precede a declaration's keyword.
    static let declarationModifierWords: [StaticString] = [
        "public", "private", "fileprivate", "internal", "package", "open", "nonisolated", "static", "class",
        "mutating", "nonmutating", "optional", "final", "override", "required", "convenience", "dynamic",
        "lazy", "weak", "unowned", "indirect", "prefix", "postfix", "infix", "isolated", "consuming",
        "borrowing", "distributed", "__consuming", "_const",
    ]

    /// For each byte count below 16, the first bytes (modulo 64, as bits) of the
    /// ``declarationModifierWords`` with that count: most names are no modifier's shape.
    static let declarationModifierShapes: SIMD16<UInt64> = {
        var shapes = SIMD16<UInt64>(repeating: 0)
        for word in declarationModifierWords {
            precondition(word.utf8CodeUnitCount < 16)
            shapes[word.utf8CodeUnitCount] |= 1 << UInt64(word.utf8Start[0] & 63)
        }
        return shapes
    }()

    /// Whether the token is a declaration modifier (``declarationModifierWords``), compared as bytes.
    func isDeclarationModifier(_ t: Token) -> Bool {
        guard t.kind == .identifier else { return false }
        let length = Int(t.end - t.start)
        guard length < 16, Self.declarationModifierShapes[length] & (1 << UInt64(bytes[Int(t.start)] & 63)) != 0
        else { return false }
        for word in Self.declarationModifierWords where word.utf8CodeUnitCount == length {
            if `is`(t, word) { return true }
        }
        return false
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

    func isDeclarationPosition(_ i: Int) -> Bool {
        guard i > 0 else { return true }
        let previous = tokens[i - 1]
        return tokens[i].isAtLineStart || previous.kind == .semicolon || previous.kind == .rightParen
            || previous.kind == .identifier || previous.kind == .leftBrace || previous.kind == .rightBrace
    }

    mutating func parseImport() -> String {
        let start = Int(current.start)
        advance()
        var end = start + 6
        // `import struct Foo.Bar`, `import Foo.Bar`
        if current.kind == .identifier && !current.isAtLineStart {
            end = Int(current.end)
            advance()
            if current.kind == .identifier && !current.isAtLineStart {
                end = Int(current.end)
                advance()
            }
            while current.kind == .period && !current.isAtLineStart {
                advance()
                if current.kind == .identifier || current.kind == .backtickIdentifier || current.kind == .operator {
                    end = Int(current.end)
                    advance()
                }
            }
        }
        var declStart = start
        let first = declarationStart(before: tokenIndexOfOffset(start))
        if first < tokens.count { declStart = Int(tokens[first].start) }
        return collapsedSourceText(from: declStart, to: end)
    }

    func tokenIndexOfOffset(_ offset: Int) -> Int {
        var i = index
        while i > 0 && Int(tokens[i].start) > offset { i -= 1 }
        return i
    }

    /// The source text between two offsets with each run of spaces, tabs and line breaks made one
    /// space, and none at either end. Collapsed on the bytes, then decoded: whitespace is ASCII,
    /// which decoding never makes part of a replacement character, so this is the text decoding
    /// first would give, built once.
    func collapsedSourceText(from start: Int, to end: Int) -> String {
        guard start < end else { return "" }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(end - start)
        var pendingSpace = false
        for c in UnsafeBufferPointer(rebasing: bytes[start..<end]) {
            if c == UInt8(ascii: " ") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r") {
                pendingSpace = !utf8.isEmpty
            } else {
                if pendingSpace {
                    utf8.append(UInt8(ascii: " "))
                    pendingSpace = false
                }
                utf8.append(c)
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    // MARK: - Attributes and modifiers

    /// The index of the first attribute or modifier that belongs to the declaration whose keyword
    /// is at `keywordIndex`, found by scanning backwards.
    mutating func declarationStart(before keywordIndex: Int) -> Int {
        var i = keywordIndex
        while i > 0 {
            let previous = tokens[i - 1]
            if isDeclarationModifier(previous) {
                // `private(set)` is handled by the `)` branch; a plain modifier:
                i -= 1
                continue
            }
            if previous.kind == .identifier, i >= 2, tokens[i - 2].kind == .at {
                i -= 2
                continue
            }
            if previous.kind == .rightAngle {
                // `@Builder<A, B>` before the declaration: find the matching `<`.
                var depth = 0
                var j = i - 1
                while j >= 0 && j >= i - 64 {
                    if tokens[j].isSkippedBody {
                        giveUpForEveryToken()
                        return i
                    }
                    if tokens[j].kind == .rightAngle { depth += 1 }
                    if tokens[j].kind == .leftAngle {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    j -= 1
                }
                if j >= 2, depth == 0, tokens[j - 1].kind == .identifier, tokens[j - 2].kind == .at {
                    i = j - 2
                    continue
                }
                break
            }
            if previous.kind == .rightParen {
                // Find the matching `(`.
                var depth = 0
                var j = i - 1
                while j >= 0 && j >= i - 256 {
                    if tokens[j].isSkippedBody {
                        giveUpForEveryToken()
                        return i
                    }
                    if tokens[j].kind == .rightParen { depth += 1 }
                    if tokens[j].kind == .leftParen {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    j -= 1
                }
                guard j > 0, depth == 0 else { break }
                let before = tokens[j - 1]
                if before.kind == .identifier, j >= 2, tokens[j - 2].kind == .at {
                    i = j - 2
                    continue
                }
                if isDeclarationModifier(before) {
                    i = j - 1
                    continue
                }
                break
            }
            break
        }
        return i
    }

    /// Parses attributes and modifiers from `start` up to the declaration keyword at `index`.
    mutating func declarationInfo(from start: Int) -> DeclarationInfo {
        var info = DeclarationInfo()
        guard !containsSkippedBody(start..<max(start, index)) else {
            giveUpForEveryToken()
            return info
        }
        let first = tokens[start]
        info.offset = Int(first.start)
        info.doc = docComment(of: first)
        var i = start
        while i < index {
            let t = tokens[i]
            if t.kind == .at, i + 1 < index {
                var attribute = Attribute(name: text(tokens[i + 1]))
                i += 2
                while i + 1 < index, tokens[i].kind == .period, tokens[i].start == tokens[i - 1].end,
                    tokens[i + 1].kind == .identifier
                {
                    attribute.name += "." + text(tokens[i + 1])
                    i += 2
                }
                if i < index, tokens[i].kind == .leftAngle, tokens[i].start == tokens[i - 1].end,
                    let end = endOfGenericArguments(at: i), end <= index
                {
                    // `@Builder<A, B>`: the generic arguments are part of the attribute's name.
                    attribute.name += collapsedSourceText(from: Int(tokens[i].start), to: Int(tokens[end - 1].end))
                    i = end
                }
                if i < index, tokens[i].kind == .leftParen, tokens[i].start == tokens[i - 1].end {
                    let open = i
                    var depth = 0
                    while i < index {
                        if tokens[i].kind == .leftParen { depth += 1 }
                        if tokens[i].kind == .rightParen {
                            depth -= 1
                            if depth == 0 { break }
                        }
                        i += 1
                    }
                    attribute.arguments = collapsedSourceText(
                        from: Int(tokens[open].end), to: Int(tokens[min(i, index)].start))
                    i += 1
                }
                info.attributes.appendToShortList(attribute)
            } else if t.kind == .identifier {
                var modifier = text(t)
                i += 1
                if i < index, tokens[i].kind == .leftParen {
                    let open = i
                    while i < index && tokens[i].kind != .rightParen { i += 1 }
                    modifier +=
                        "(" + sourceText(from: Int(tokens[open].end), to: Int(tokens[min(i, index)].start)) + ")"
                    i += 1
                }
                info.modifiers.appendToShortList(modifier)
            } else {
                i += 1
            }
        }
        return info
    }

    /// Parses attributes and modifiers forward from `index`, stopping at the first other token.
    mutating func skipAttributesAndModifiers() {
        while !isAtEnd {
            if current.kind == .at, peek().kind == .identifier {
                skipAttribute()
            } else if isDeclarationModifier(current),
                !(peek().kind == .colon || peek().kind == .equal || peek().kind == .period || peek().kind == .comma)
            {
                advance()
                if current.kind == .leftParen, isIdentifier(peek(), "set") { skipBalanced() }
            } else {
                return
            }
        }
    }

    /// Skips one attribute at `@`: its name, generic arguments attached to the name
    /// (`@Builder<A, B>`) and arguments attached to either (`@available(*, deprecated)`).
    mutating func skipAttribute() {
        advance()  // `@`
        var end = current.end
        advance()  // the name
        while current.kind == .period && current.start == end, Self.isName(peek()) {
            advance()
            end = current.end
            advance()
        }
        if current.kind == .leftAngle && current.start == end {
            let before = index
            skipAngleBrackets()
            if index > before { end = tokens[index - 1].end }
        }
        if current.kind == .leftParen && current.start == end { skipBalanced() }
    }

    /// The index just after the generic arguments that start with the `<` at `open`, when the
    /// tokens up to the matching `>` can only be types (`Array<Int>.self`, `Foo<A, B>()`), or
    /// `nil` when `<` reads as a comparison. Looks at most 64 tokens ahead.
    func endOfGenericArguments(at open: Int) -> Int? {
        var depth = 0
        var i = open
        while i < tokens.count && i < open + 64 {
            switch tokens[i].kind {
            case .leftAngle: depth += 1
            case .rightAngle:
                depth -= 1
                if depth == 0 { return i + 1 }
            case .identifier, .backtickIdentifier, .comma, .period, .question, .exclamation, .leftBracket,
                .rightBracket,
                .colon, .leftParen, .rightParen, .arrow, .ampersand, .integerLiteral, .ellipsis:
                break
            default:
                return nil
            }
            i += 1
        }
        return nil
    }

    // MARK: - Balanced skipping

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
        // A body the lexer skipped is followed by its `}`: both are passed over.
        if current.isSkippedBody {
            index += 2
            return
        }
        var stack: [Token.Kind] = [close]
        advance()
        while !isAtEnd, let expected = stack.last {
            let kind = current.kind
            switch kind {
            case .leftParen: stack.append(.rightParen)
            case .leftBracket: stack.append(.rightBracket)
            case .leftBrace:
                if current.isSkippedBody {
                    index += 2
                    continue
                }
                stack.append(.rightBrace)
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
    @inline(__always)
    mutating func appendToShortList(_ element: __owned Element) {
        if isEmpty {
            self = [element]
        } else {
            append(element)
        }
    }
}
