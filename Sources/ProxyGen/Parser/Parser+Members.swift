// Parser+Members: protocol and extension members: functions, properties, subscripts,
// initializers, associated types and type aliases, with their parameters and accessors.

extension Parser {
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
                return .function(try parseFunction(info: consume info))
            } else if isIdentifier(keyword, "var") {
                return .property(try parseProperty(info: consume info, inProtocol: inProtocol))
            } else if isIdentifier(keyword, "subscript") {
                return .subscript(try parseSubscript(info: consume info, inProtocol: inProtocol))
            } else if isIdentifier(keyword, "init") {
                return .initializer(try parseInitializer(info: consume info))
            } else if isIdentifier(keyword, "associatedtype") {
                return .associatedType(try parseAssociatedType(info: consume info))
            } else if isIdentifier(keyword, "typealias") {
                return .typeAlias(try parseTypeAlias(info: consume info))
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
            if isIdentifier(keyword, "func") { return .function(try parseFunction(info: consume info)) }
            if isIdentifier(keyword, "var") {
                return .property(try parseProperty(info: consume info, inProtocol: false))
            }
            if isIdentifier(keyword, "subscript") {
                return .subscript(try parseSubscript(info: consume info, inProtocol: false))
            }
            if isIdentifier(keyword, "init") { return .initializer(try parseInitializer(info: consume info)) }
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
            info: consume info, name: consume name, genericParameters: consume generics,
            parameters: consume parameters, effects: effects, result: consume result,
            whereClause: consume whereClause)
    }

    /// Parses `( … )` of a function, initializer or subscript. A subscript parameter written with
    /// one name has no argument label (`subscript(key: String)` is called as `x[k]`).
    mutating func parseParameterClause(isSubscript: Bool = false) throws -> [Parameter] {
        let open = current
        try expect(.leftParen, "'(' to begin the parameter list")
        var parameters: [Parameter] = []
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
            var defaultValue: String?
            if current.kind == .equal || (current.kind == .operator && bytes[Int(current.start)] == UInt8(ascii: "=")) {
                hasDefaultValue = true
                let valueStart = index + 1
                skipExpression(until: .comma, or: .rightParen, stoppingAtMembers: true)
                if valueStart < index {
                    defaultValue = collapsedSourceText(
                        from: Int(tokens[valueStart].start), to: Int(tokens[index - 1].end))
                }
            }
            parameters.append(
                Parameter(
                    label: consume label, name: consume internalName, type: consume type, isVariadic: isVariadic,
                    hasDefaultValue: hasDefaultValue))
            if let defaultValue { parameters[parameters.count - 1].defaultValue = defaultValue }
            if current.kind == .comma {
                advance()
            } else if current.kind != .rightParen {
                try expectListToContinue(opening: open)
                throw unexpected("',' or ')' in parameter list")
            }
            precondition(index > iterationStart, "parser made no progress at token \(iterationStart)")
        }
        advance()
        return parameters
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
    func nearMissOfMarker(before offset: Int) -> MarkerNearMiss? {
        guard offset > 0, offset <= bytes.count else { return nil }
        let windowStart = max(0, offset - 2048)
        let window = Array(UnsafeBufferPointer(rebasing: bytes[windowStart..<offset]))
        guard let comment = leadingComment(in: window, before: window.count),
            var miss = markerNearMiss(in: comment.text)
        else { return nil }
        miss.offset += windowStart + comment.start
        return miss.offset <= bytes.count ? miss : nil
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

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
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
            info: consume info, name: consume name, type: consume type, isSettable: isSettable, getterEffects: effects)
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
            info: consume info, genericParameters: consume generics, parameters: consume parameters,
            result: consume result, isSettable: isSettable, getterEffects: effects, whereClause: consume whereClause)
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
            info: consume info, failability: failability, genericParameters: consume generics,
            parameters: consume parameters, effects: effects, whereClause: consume whereClause)
    }

    mutating func parseAssociatedType(info: consuming DeclarationInfo) throws -> AssociatedTypeDecl {
        advance()  // `associatedtype`
        guard let name = name(current) else { throw unexpected("an associated type name") }
        advance()
        var decl = AssociatedTypeDecl(info: consume info, name: consume name)
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
        var whereClause: [GenericRequirement] = []
        if isIdentifier(current, "where") {
            advance()
            whereClause = try parseWhereRequirementsThrowing()
        }
        return TypeAliasDecl(
            info: consume info, name: consume name, genericParameters: consume generics, type: consume type,
            whereClause: consume whereClause)
    }
}

extension Parser {
}
