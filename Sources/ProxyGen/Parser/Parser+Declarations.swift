// Parser+Declarations: protocol declarations, their members, #if blocks, and extension members.

extension Parser {
    // MARK: - Protocols

    /// Parses a protocol whose `protocol` keyword is at `index`; `declStart` is its first
    /// attribute or modifier. Returns `nil` (with a diagnostic) when the header is malformed.
    mutating func parseProtocol(declStart: Int) -> ProtocolDecl? {
        let info = declarationInfo(from: declStart)
        let problemsBefore = problems.count
        advance()  // `protocol`
        var decl = ProtocolDecl(info: info, name: name(current) ?? "", fileIndex: fileIndex)
        if readsMarkerNearMisses { decl.markerNearMiss = markerNearMiss(before: info.offset) }
        advance()
        do {
            if current.kind == .leftAngle {
                advance()
                while current.kind != .rightAngle {
                    let iterationStart = index
                    guard let primary = name(current) else { throw unexpected("a primary associated type name") }
                    decl.primaryAssociatedTypes.append(primary)
                    advance()
                    if current.kind == .comma {
                        advance()
                    } else if current.kind != .rightAngle {
                        throw unexpected("',' or '>'")
                    }
                    precondition(index > iterationStart, "parser made no progress at token \(iterationStart)")
                }
                advance()
            }
            if current.kind == .colon {
                advance()
                repeat {
                    if current.kind == .comma { advance() }
                    if isIdentifier(current, "class") {
                        decl.inheritance.appendToShortList(.simple("class"))
                        advance()
                    } else {
                        decl.inheritance.appendToShortList(try parseType())
                    }
                } while current.kind == .comma
            }
            if isIdentifier(current, "where") {
                advance()
                decl.whereClause = try parseWhereRequirementsThrowing()
            }
            guard current.kind == .leftBrace else {
                throw unexpected("'{' to begin the body of protocol '\(decl.name)'")
            }
        } catch let error as ParseError {
            report(error.kind, error.message, at: error.offset)
            return nil
        } catch {
            return nil
        }
        let brace = current
        advance()
        decl.members = parseMemberList(insideIfConfig: false)
        if current.kind == .rightBrace {
            advance()
        } else {
            report(.unbalancedDelimiter, "protocol '\(decl.name)' has no closing '}' for the '{' here", at: brace)
        }
        decl.hasParseErrors = problems.count > problemsBefore
        return decl
    }

    /// Parses members until `}`, the end of the file, or (inside `#if`) the next `#elseif`,
    /// `#else` or `#endif`.
    mutating func parseMemberList(insideIfConfig: Bool) -> [Member] {
        // Members are gathered on the parser's stack of members, then moved into an array of
        // their number.
        let base = memberStack.count
        parseMembers(insideIfConfig: insideIfConfig)
        return memberStack.popList(from: base)
    }

    /// Parses members onto ``memberStack`` up to the end of the list.
    private mutating func parseMembers(insideIfConfig: Bool) {
        while true {
            let start = index
            switch current.kind {
            case .rightBrace, .endOfFile:
                return
            case .semicolon:
                advance()
            case .poundKeyword:
                if `is`(current, "#if") {
                    guard nesting < Self.maximumNesting else {
                        report(.unsupportedMember, "'#if' blocks are nested too deeply", at: current)
                        recoverToNextMember()
                        break
                    }
                    nesting += 1
                    let block = parseIfConfig()
                    memberStack.push(.ifConfig(block))
                    nesting -= 1
                } else if `is`(current, "#elseif") || `is`(current, "#else") || `is`(current, "#endif") {
                    if insideIfConfig { return }
                    report(.unexpectedToken, "\(describe(current)) without a matching '#if'", at: current)
                    advance()
                } else if `is`(current, "#warning") || `is`(current, "#error") || `is`(current, "#sourceLocation") {
                    advance()
                    if current.kind == .leftParen { skipBalanced() }
                } else {
                    report(.unsupportedMember, "unexpected \(describe(current)) in protocol body", at: current)
                    recoverToNextMember()
                }
            default:
                if let member = parseMember(inProtocol: true) { memberStack.push(member) }
            }
            precondition(index > start, "member list made no progress at token \(start)")
        }
    }

    mutating func parseIfConfig() -> IfConfigDecl {
        let offset = Int(current.start)
        var clauses: [IfConfigDecl.Clause] = []
        var condition: String? = parseIfConfigCondition()
        while true {
            let members = parseMemberList(insideIfConfig: true)
            clauses.append(IfConfigDecl.Clause(condition: condition, members: members))
            if `is`(current, "#elseif") {
                condition = parseIfConfigCondition()
            } else if `is`(current, "#else") {
                advance()
                condition = nil
            } else if `is`(current, "#endif") {
                advance()
                break
            } else {
                report(.unbalancedDelimiter, "'#if' is never closed by '#endif'", at: offset)
                break
            }
        }
        return IfConfigDecl(clauses: clauses, offset: offset)
    }

    /// Reads the condition after `#if`/`#elseif`: the rest of the line.
    mutating func parseIfConfigCondition() -> String {
        advance()
        let start = Int(current.start)
        var end = start
        while !isAtEnd && !current.isAtLineStart {
            if current.kind == .leftParen {
                skipBalanced()
            } else {
                advance()
            }
            end = Int(tokens[index - 1].end)
        }
        return collapsedSourceText(from: start, to: end)
    }

    /// Skips to the start of the next member after an error: a token at the start of a line that
    /// can begin a declaration, or a `}` or `;` outside any nested delimiter.
    mutating func recoverToNextMember() {
        advance()
        var depth = 0
        while !isAtEnd {
            let t = current
            if t.isSkippedBody && t.kind == .leftBrace {
                // A skipped body and its `}`: nothing in it ends the recovery.
                index += 2
                continue
            }
            switch t.kind {
            case .leftParen, .leftBracket, .leftBrace:
                depth += 1
            case .rightParen, .rightBracket:
                depth = max(0, depth - 1)
            case .rightBrace:
                if depth == 0 { return }
                depth -= 1
            case .semicolon where depth == 0:
                return
            default:
                if depth == 0 && t.isAtLineStart && canStartMember(t) { return }
            }
            advance()
        }
    }

    func canStartMember(_ t: Token) -> Bool {
        switch t.kind {
        case .at, .poundKeyword: return true
        case .identifier:
            return isDeclarationModifier(t) || Self.memberKeywords.contains(text(t))
                || Self.otherDeclarationKeywords.contains(text(t))
        default: return false
        }
    }

    static let memberKeywords: Set<String> = ["func", "var", "let", "subscript", "init", "associatedtype", "typealias"]

    /// Keywords that cannot be protocol members but start a declaration, so recovery stops there.
    static let otherDeclarationKeywords: Set<String> = [
        "case", "struct", "class", "enum", "actor", "protocol", "extension", "deinit", "import", "operator",
        "precedencegroup", "macro",
    ]

    // MARK: - Members

    /// Parses one member starting at `index`. Reports and recovers on error.
    mutating func parseMember(inProtocol: Bool) -> Member? {
        let declStart = index
        skipAttributesAndModifiers()
        let keyword = current
        let info = declarationInfo(from: declStart)
        // The declaration takes the information over (a copy would retain each of its parts and
        // let them go at the end of this scope).
        do {
            if isIdentifier(keyword, "func") {
                return .function(try parseFunction(info: info))
            } else if isIdentifier(keyword, "var") {
                return .property(try parseProperty(info: info, inProtocol: inProtocol))
            } else if isIdentifier(keyword, "subscript") {
                return .subscript(try parseSubscript(info: info, inProtocol: inProtocol))
            } else if isIdentifier(keyword, "init") {
                return .initializer(try parseInitializer(info: info))
            } else if isIdentifier(keyword, "associatedtype") {
                return .associatedType(try parseAssociatedType(info: info))
            } else if isIdentifier(keyword, "typealias") {
                return .typeAlias(try parseTypeAlias(info: info))
            } else if isIdentifier(keyword, "let") {
                throw ParseError(
                    kind: .unsupportedMember,
                    message: "protocols cannot require 'let' properties; use 'var name: Type { get }'",
                    offset: Int(keyword.start))
            } else {
                throw ParseError(
                    kind: .unsupportedMember,
                    message:
                        "expected a protocol requirement (func, var, subscript, init, associatedtype or typealias), found \(describe(keyword))",
                    offset: Int(keyword.start))
            }
        } catch let error as ParseError {
            report(error.kind, error.message, at: error.offset)
            if index > declStart && current.isAtLineStart && (canStartMember(current) || current.kind == .rightBrace) {
                // The member ended early and the next one starts here (`var x: Int` without accessors).
                return nil
            }
            if index == declStart { advance() }
            recoverToNextMember()
            return nil
        } catch {
            recoverToNextMember()
            return nil
        }
    }

    /// Parses a member of an extension at `index` (a `func`, `var`, `subscript` or `init`),
    /// skipping its body.
    mutating func parseExtensionMember(declStart: Int) -> Member? {
        let info = declarationInfo(from: declStart)
        let keyword = current
        let start = index
        do {
            if isIdentifier(keyword, "func") { return .function(try parseFunction(info: info)) }
            if isIdentifier(keyword, "var") {
                return .property(try parseProperty(info: info, inProtocol: false))
            }
            if isIdentifier(keyword, "subscript") {
                return .subscript(try parseSubscript(info: info, inProtocol: false))
            }
            if isIdentifier(keyword, "init") { return .initializer(try parseInitializer(info: info)) }
        } catch {
            // Extension members only inform defaults; a member we cannot read is not an error (the
            // caller scans its tokens again as plain code).
            _ = start
            return nil
        }
        return nil
    }

    mutating func parseFunctionName() throws -> String {
        if let name = name(current) {
            advance()
            return name
        }
        // Operator names: `==`, `<`, `+=`, `!`, …
        var name = ""
        var end = current.start
        while !isAtEnd, current.start == end || name.isEmpty {
            switch current.kind {
            case .operator, .leftAngle, .rightAngle, .question, .exclamation, .ampersand, .equal, .period, .ellipsis:
                name += text(current)
                end = current.end
                advance()
                continue
            default: break
            }
            break
        }
        if name.isEmpty { throw unexpected("a function name") }
        return name
    }

    mutating func parseFunction(info: consuming DeclarationInfo) throws -> FunctionDecl {
        advance()  // `func`
        let name = try parseFunctionName()
        let generics = try parseGenericParametersIfAny()
        let parameters = try parseParameterClause()
        var effects = Effects()
        parseEffects(into: &effects)
        var result: TypeSyntax?
        if current.kind == .arrow {
            let arrow = current
            advance()
            try expectTypeAfterArrow(arrow, "expected type for function result")
            result = try parseType()
        }
        var whereClause: [GenericRequirement] = []
        if isIdentifier(current, "where") {
            advance()
            whereClause = try parseWhereRequirementsThrowing()
        }
        if current.kind == .leftBrace { skipBalanced() }
        return FunctionDecl(
            info: info, name: name, genericParameters: generics,
            parameters: parameters, effects: effects, result: result,
            whereClause: whereClause)
    }

    /// Parses `( … )` of a function, initializer or subscript. A subscript parameter written with
    /// one name has no argument label (`subscript(key: String)` is called as `x[k]`).
    mutating func parseParameterClause(isSubscript: Bool = false) throws -> [Parameter] {
        let open = current
        try expect(.leftParen, "'(' to begin the parameter list")
        // Gathered on the parser's stack, then moved into an array of their number.
        let base = parameterStack.count
        defer { parameterStack.drop(from: base) }
        while current.kind != .rightParen {
            let iterationStart = index
            // Attributes on a parameter itself (`@Builder<A> content: …`, `@_implicitSelfCapture`) are skipped.
            while current.kind == .at, peek().kind == .identifier { skipAttribute() }
            let first = current
            guard Self.isName(first) else { throw unexpected("a parameter name") }
            advance()
            // Made Strings only where kept (a `_` label is not), and consumed by the parameter, so
            // that nothing is copied.
            let label: String?
            let internalName: String
            if Self.isName(current) {
                label = `is`(first, "_") ? nil : text(first)
                internalName = text(current)
                advance()
            } else {
                internalName = text(first)
                label = isSubscript || `is`(first, "_") ? nil : internalName
            }
            try expect(.colon, "':' after parameter name '\(internalName)'")
            let type = try parseType()
            var isVariadic = false
            if current.kind == .ellipsis {
                isVariadic = true
                advance()
            }
            var hasDefaultValue = false
            if current.kind == .equal || (current.kind == .operator && bytes[Int(current.start)] == UInt8(ascii: "=")) {
                hasDefaultValue = true
                skipExpression(until: .comma, or: .rightParen, stoppingAtMembers: true)
            }
            parameterStack.push(
                Parameter(
                    label: label, name: internalName, type: type, isVariadic: isVariadic,
                    hasDefaultValue: hasDefaultValue))
            if current.kind == .comma {
                advance()
            } else if current.kind != .rightParen {
                try expectListToContinue(opening: open)
                throw unexpected("',' or ')' in parameter list")
            }
            precondition(index > iterationStart, "parser made no progress at token \(iterationStart)")
        }
        advance()
        return parameterStack.popList(from: base)
    }

    /// Skips an expression up to either terminator outside nested delimiters. Generic
    /// arguments attached to a name (`Array<Int>.self`) are skipped whole: their commas do not end it.
    /// With `stoppingAtMembers`, also stops at a line that starts a member (`func`, `var`, …): a
    /// default value that runs into the next requirement lacks its list's `)`.
    mutating func skipExpression(
        until terminator: Token.Kind, or otherTerminator: Token.Kind, stoppingAtMembers: Bool = false
    ) {
        advance()
        while !isAtEnd && current.kind != terminator && current.kind != otherTerminator {
            let iterationStart = index
            if stoppingAtMembers && current.isAtLineStart && canStartMember(current) { return }
            switch current.kind {
            case .leftParen, .leftBracket, .leftBrace: skipBalanced()
            case .rightBrace: return
            case .leftAngle:
                if current.start == tokens[index - 1].end, let end = endOfGenericArguments(at: index) {
                    index = end
                } else {
                    advance()
                }
            default: advance()
            }
            precondition(index > iterationStart, "parser made no progress at token \(iterationStart)")
        }
    }

    /// A near miss of the selection marker in the comments right above the declaration at
    /// `offset`, its offset made the file's. The comments are read within the 2 KiB before the
    /// declaration (a copy of them, not of the file).
    func markerNearMiss(before offset: Int) -> MarkerNearMiss? {
        guard offset > 0, offset <= bytes.count else { return nil }
        let windowStart = max(0, offset - 2048)
        let window = Array(UnsafeBufferPointer(rebasing: bytes[windowStart..<offset]))
        guard let comment = leadingComment(in: window, before: window.count), var miss = ProxyGen.markerNearMiss(in: comment.text)
        else { return nil }
        miss.offset += windowStart + comment.start
        return miss
    }

    /// Whether a property body (the source between its braces) declares a setter or observers at
    /// its top level: `{ get set }` of an interface, `set { … }`, `didSet { … }`. Read from the
    /// source, so that it answers alike whether or not the lexer left the body's tokens out.
    func bodyDeclaresSetter(from start: Int, to end: Int) -> Bool {
        guard start < end, end <= bytes.count else { return false }
        var depth = 0
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "}") {
                depth -= 1
            } else if depth == 0 && Self.isIdentifierByte(byte) {
                var wordEnd = index
                while wordEnd < end && Self.isIdentifierByte(bytes[wordEnd]) { wordEnd += 1 }
                switch String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<wordEnd]), as: UTF8.self) {
                case "set", "_modify", "modify", "willSet", "didSet": return true
                default: index = wordEnd
                }
                continue
            }
            index += 1
        }
        return false
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    /// Parses `{ get }`, `{ get set }`, `{ get async throws }` in a protocol. In an extension the
    /// accessor block is a body and is skipped. Returns whether a setter is required.
    /// Reads `{ get set }` of a requirement; a `mutating get` adds `mutating` to `modifiers`.
    mutating func parseAccessorRequirements(
        inProtocol: Bool, effects: inout Effects, modifiers: inout [String]
    ) throws -> Bool {
        guard current.kind == .leftBrace else {
            if inProtocol { throw unexpected("'{ get }' or '{ get set }' after a property requirement") }
            // A stored property.
            return true
        }
        guard inProtocol else {
            // A body: settable where it has a setter or observers (a stored property's).
            let open = index
            skipBalanced()
            return bodyDeclaresSetter(from: Int(tokens[open].end), to: Int(tokens[index - 1].start))
        }
        advance()
        var isSettable = false
        var sawAccessor = false
        while current.kind != .rightBrace {
            let iterationStart = index
            if isIdentifier(current, "get") || isIdentifier(current, "_read") || isIdentifier(current, "read") {
                sawAccessor = true
                if index > 0, isIdentifier(tokens[index - 1], "mutating"), !modifiers.contains("mutating") {
                    modifiers.append("mutating")
                }
                advance()
                parseEffects(into: &effects)
            } else if isIdentifier(current, "set") || isIdentifier(current, "_modify")
                || isIdentifier(current, "modify")
            {
                sawAccessor = true
                isSettable = true
                advance()
            } else if current.kind == .identifier,
                isDeclarationModifier(current)
            {
                advance()
            } else if current.kind == .at {
                advance()
                advance()
            } else {
                throw unexpected("'get' or 'set' in a property requirement")
            }
            precondition(index > iterationStart, "parser made no progress at token \(iterationStart)")
        }
        advance()
        if !sawAccessor {
            throw ParseError(
                message: "property requirement needs '{ get }' or '{ get set }'", offset: Int(tokens[index - 1].start))
        }
        return isSettable
    }

    mutating func parseProperty(info: consuming DeclarationInfo, inProtocol: Bool) throws -> PropertyDecl {
        advance()  // `var`
        guard let name = name(current) else { throw unexpected("a property name") }
        advance()
        try expect(.colon, "':' and a type after property '\(name)'")
        let type = try parseType()
        if !inProtocol && (current.kind == .equal || current.kind == .operator) {
            skipExpression(until: .semicolon, or: .rightBrace, stoppingAtMembers: true)
        }
        var effects = Effects()
        let isSettable = try parseAccessorRequirements(
            inProtocol: inProtocol, effects: &effects, modifiers: &info.modifiers)
        return PropertyDecl(
            info: info, name: name, type: type, isSettable: isSettable, getterEffects: effects)
    }

    mutating func parseSubscript(info: consuming DeclarationInfo, inProtocol: Bool) throws -> SubscriptDecl {
        advance()  // `subscript`
        let generics = try parseGenericParametersIfAny()
        let parameters = try parseParameterClause(isSubscript: true)
        let arrow = current
        try expect(.arrow, "'->' and a result type after subscript parameters")
        try expectTypeAfterArrow(arrow, "expected type for subscript result")
        let result = try parseType()
        var whereClause: [GenericRequirement] = []
        if isIdentifier(current, "where") {
            advance()
            whereClause = try parseWhereRequirementsThrowing()
        }
        var effects = Effects()
        let isSettable = try parseAccessorRequirements(
            inProtocol: inProtocol, effects: &effects, modifiers: &info.modifiers)
        return SubscriptDecl(
            info: info, genericParameters: generics, parameters: parameters,
            result: result, isSettable: isSettable, getterEffects: effects, whereClause: whereClause)
    }

    mutating func parseInitializer(info: consuming DeclarationInfo) throws -> InitializerDecl {
        let keywordEnd = current.end
        advance()  // `init`
        var failability = InitializerDecl.Failability.none
        if current.start == keywordEnd {
            if current.kind == .question {
                failability = .optional
                advance()
            } else if current.kind == .exclamation {
                failability = .implicitlyUnwrapped
                advance()
            }
        }
        let generics = try parseGenericParametersIfAny()
        let parameters = try parseParameterClause()
        var effects = Effects()
        parseEffects(into: &effects)
        var whereClause: [GenericRequirement] = []
        if isIdentifier(current, "where") {
            advance()
            whereClause = try parseWhereRequirementsThrowing()
        }
        if current.kind == .leftBrace { skipBalanced() }
        return InitializerDecl(
            info: info, failability: failability, genericParameters: generics,
            parameters: parameters, effects: effects, whereClause: whereClause)
    }

    mutating func parseAssociatedType(info: consuming DeclarationInfo) throws -> AssociatedTypeDecl {
        advance()  // `associatedtype`
        guard let name = name(current) else { throw unexpected("an associated type name") }
        advance()
        var decl = AssociatedTypeDecl(info: info, name: name)
        if current.kind == .colon {
            advance()
            decl.inheritance.append(try parseType())
            while current.kind == .comma {
                advance()
                decl.inheritance.append(try parseType())
            }
        }
        if current.kind == .equal {
            advance()
            decl.defaultType = try parseType()
        }
        if isIdentifier(current, "where") {
            advance()
            decl.whereClause = try parseWhereRequirementsThrowing()
        }
        return decl
    }

    mutating func parseTypeAlias(info: consuming DeclarationInfo) throws -> TypeAliasDecl {
        advance()  // `typealias`
        guard let name = name(current) else { throw unexpected("a type alias name") }
        advance()
        let generics = try parseGenericParametersIfAny()
        try expect(.equal, "'=' in type alias '\(name)'")
        let type = try parseType()
        return TypeAliasDecl(
            info: info, name: name, genericParameters: generics, type: type)
    }
}

extension Parser {
    // MARK: - Errors where the mistake is

    /// After `->`: a result type must follow. The next member's keyword on a new line, a `}` or
    /// the end of the file means it is missing; the error points at the arrow, as the compiler's does.
    func expectTypeAfterArrow(_ arrow: Token, _ message: String) throws {
        let missing =
            current.kind == .rightBrace || current.kind == .endOfFile || current.kind == .semicolon
            || (current.isAtLineStart && canStartMember(current) && !(current.kind == .at))
        if missing { throw ParseError(message: message, offset: Int(arrow.start)) }
    }

    /// A list that is neither continued (`,`) nor closed where the next line starts a member (or
    /// the body or file ends) lacks its `)`: the error points just after the list's last token and
    /// names where the list opened.
    func expectListToContinue(opening open: Token) throws {
        let ended =
            current.kind == .rightBrace || current.kind == .endOfFile || current.kind == .leftBrace
            || current.kind == .arrow || (current.isAtLineStart && canStartMember(current))
        guard ended, index > 0 else { return }
        let (line, column) = lineAndColumn(of: Int(open.start))
        throw ParseError(
            message: "expected ')' in parameter list (to match the '(' at \(line):\(column))",
            offset: Int(tokens[index - 1].end))
    }

    /// The 1-based line and byte column of an offset, for messages that name a second position.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        var i = 0
        while i < offset && i < bytes.count {
            if bytes[i] == UInt8(ascii: "\n") {
                line += 1
                lineStart = i + 1
            }
            i += 1
        }
        return (line, offset - lineStart + 1)
    }
}
