// Parser+FileScan: the scan of a whole file for protocols, extensions, classes, imports and
// type aliases, with `#if` clauses and nesting tracked.

extension Parser {
    struct OpenDelimiter {
        var tokenIndex: Int
        var kind: Token.Kind
    }

    struct Scope {
        var name: String
        var braceDepth: Int
        /// An extension scope collects member signatures.
        var extensionIndex: Int?
        /// A class scope collects its optional properties (candidate delegate slots).
        var classIndex: Int? = nil
    }

    /// The scan's state where an `#if` began; every clause must end where it began.
    struct ConditionalState {
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
        /// The tokens from each class's first attribute or modifier to its `class` keyword, and
        /// where the first type it inherits from is written, if any.
        var classDeclarations: [(declaration: Range<Int>, inheritance: Int?)] = []

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
                    let imported = ImportDeclaration(parseImport())
                    if clauses.isEmpty {
                        model.imports.append(imported)
                    } else {
                        model.conditionalImports.append(ConditionalImport(imported, conditions: clauses))
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
                    if scopes.isEmpty, !typeName.isEmpty, declaresAvailability(declStart..<index - 1) {
                        let attributes = declarationInfo(from: declStart, to: index - 1).attributes
                        model.typeAvailability[typeName] = attributes.filter { $0.name == "available" }
                    }
                    if !scopes.isEmpty && !typeName.isEmpty {
                        var qualifiedName = ""
                        for scope in scopes { qualifiedName += scope.name + "." }
                        model.nestedTypes.append(qualifiedName + typeName)
                    }
                    var classIndex: Int?
                    if isClass {
                        let isGeneric = peek().kind == .leftAngle
                        var afterName = index + 1
                        if isGeneric, let end = endOfGenericArguments(at: afterName) { afterName = end }
                        let inheritsNothing = afterName < tokens.count && tokens[afterName].kind != .colon
                        // Its attributes, modifiers, doc comment and superclass are read at the end,
                        // if it is kept.
                        classDeclarations.append((declStart..<index, inheritsNothing ? nil : afterName + 1))
                        var declaration = ClassDecl(
                            info: DeclarationInfo(), name: typeName, enclosingTypes: scopes.map(\.name),
                            isGeneric: isGeneric, inheritsNothing: inheritsNothing, fileIndex: fileIndex,
                            conditions: clauses)
                        declaration.isObserved = isObservedClass(declaration, declStart: declStart)
                        model.classes.append(declaration)
                        classIndex = model.classes.count - 1
                    }
                    pendingScope = Scope(name: typeName, braceDepth: 0, extensionIndex: nil, classIndex: classIndex)
                    pendingScopeDelimiterDepth = delimiters.count
                    advance()
                } else if let scope = scopes.last, let classIndex = scope.classIndex,
                    scope.braceDepth == delimiters.count, isIdentifier(t, "func"), model.classes[classIndex].isObserved
                {
                    let keywordIndex = index
                    if case .function(let method)? = parseExtensionMember(declStart: declarationStart(before: index)) {
                        let enclosing = model.classes[classIndex].conditions.count
                        model.classes[classIndex].methods.append(method)
                        model.classes[classIndex].methodConditions.append(Array(clauses.dropFirst(enclosing)))
                    } else {
                        index = keywordIndex + 1
                    }
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
        // Only a class with an optional property can hold a delegate slot: those are kept (in a
        // new array, without the room of the others), with the classes selected for an observing
        // subclass, and only their declaration information is read.
        var keptClasses: [ClassDecl] = []
        for (classIndex, (declaration, inheritance)) in classDeclarations.enumerated()
        where !model.classes[classIndex].optionalProperties.isEmpty || model.classes[classIndex].isObserved {
            var kept = model.classes[classIndex]
            kept.info = declarationInfo(from: declaration.lowerBound, to: declaration.upperBound)
            kept.superclassName = inheritance.flatMap(dottedName(at:))
            keptClasses.append(kept)
        }
        if needsEveryToken { return model }
        model.classes = keptClasses
        for state in conditionals {
            report(.unbalancedDelimiter, "'#if' is never closed by '#endif'", at: tokens[state.tokenIndex])
        }
        for open in delimiters {
            let token = tokens[open.tokenIndex]
            report(.unbalancedDelimiter, "'\(text(token))' is never closed", at: token)
        }
        return model
    }

    /// Whether the tokens of `range` (a declaration's attributes and modifiers) hold `@available`.
    func declaresAvailability(_ range: Range<Int>) -> Bool {
        range.contains {
            tokens[$0].kind == .at && $0 + 1 < range.upperBound && isIdentifier(tokens[$0 + 1], "available")
        }
    }

    /// Runs through the body whose `{` was just pushed on `delimiters`, when that body is not a
    /// type's, an extension's or a protocol's: a function, closure or accessor body, or an initial
    /// value. Nothing the scan looks for can appear there (Swift has no local protocols,
    /// extensions or imports, and members of local types are not extension members), so only
    /// delimiters are counted. Returns to the full scan, without consuming it, at the body's
    /// closing brace or at anything unusual: `#if`, a closer that does not match, the end of input.
    mutating func skipBody(_ delimiters: inout [OpenDelimiter]) {
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
    mutating func reportUnbalancedClause(
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

    /// Whether the class gets an observing subclass, so that its methods are read: its doc comment
    /// holds the marker, or the run names it (by simple or qualified name).
    func isObservedClass(_ declaration: ClassDecl, declStart: Int) -> Bool {
        if !observedClassNames.isEmpty,
            observedClassNames.contains(declaration.name) || observedClassNames.contains(declaration.qualifiedName)
        {
            return true
        }
        let first = tokens[declStart]
        guard first.hasDoc, let doc = docComment(of: first) else { return false }
        return doc.firstRange(ofASCII: proxyableMarker) != nil
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
}
