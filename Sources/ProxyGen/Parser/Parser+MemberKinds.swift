// Parser+MemberKinds: each kind of member but functions — properties and subscripts with their
// accessor requirements, initializers, associated types and type aliases.

extension Parser {
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

    /// A type alias; `inProtocol`, from a printed interface, one may show no type (it is SPI).
    mutating func parseTypeAlias(info: consuming DeclarationInfo, inProtocol: Bool = false) throws -> TypeAliasDecl {
        advance()  // `typealias`
        guard let name = name(current) else { throw unexpected("a type alias name") }
        advance()
        let generics = try parseGenericParametersIfAny()
        if inProtocol && readsPrintedInterface && (current.isAtLineStart || current.kind == .rightBrace) {
            return TypeAliasDecl(info: consume info, name: consume name, genericParameters: consume generics, type: nil)
        }
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
