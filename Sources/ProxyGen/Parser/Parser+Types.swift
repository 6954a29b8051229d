// Parser+Types: the type grammar — named, optional, collection, tuple, function, some/any,
// compositions, metatypes, packs, attributes and specifiers.

/// A parse failure inside a declaration; reported at its offset, then the parser recovers.
struct ParseError: Error {
    var kind: Diagnostic.Kind = .unexpectedToken
    var message: String
    var offset: Int
}

extension Parser {

    /// The specifiers a type may start with (`inout`, `sending`, …).
    static let typeSpecifierWords: [StaticString] = [
        "inout", "borrowing", "consuming", "__owned", "__shared", "sending", "isolated", "_const", "__inout",
    ]

    /// The first bytes (modulo 64, as bits) of the ``typeSpecifierWords``.
    static let typeSpecifierFirstBytes: UInt64 = typeSpecifierWords.reduce(0) {
        $0 | 1 << UInt64($1.utf8Start[0] & 63)
    }

    /// Whether the token is one of ``typeSpecifierWords``, compared as bytes: it runs for every
    /// type that starts with a name.
    func isTypeSpecifier(_ t: Token) -> Bool {
        let length = Int(t.end - t.start)
        guard length >= 5 && length <= 9 else { return false }
        // Most types start with a byte no specifier starts with (a capital letter).
        guard Self.typeSpecifierFirstBytes & (1 << UInt64(bytes[Int(t.start)] & 63)) != 0 else { return false }
        for word in Self.typeSpecifierWords where word.utf8CodeUnitCount == length {
            if `is`(t, word) { return true }
        }
        return false
    }

    func unexpected(_ expectation: String) -> ParseError {
        ParseError(message: "expected \(expectation), found \(describe(current))", offset: Int(current.start))
    }

    mutating func expect(_ kind: Token.Kind, _ what: @autoclosure () -> String) throws {
        guard current.kind == kind else { throw unexpected(what()) }
        advance()
    }

    /// Whether the token can begin a type.
    func canStartType(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .backtickIdentifier, .leftParen, .leftBracket, .at: return true
        case .operator: return `is`(token, "~")
        default: return false
        }
    }

    /// Whether `token` ends a type: `,`, `)`, `]` or `>`.
    static func endsSimpleType(_ token: Token) -> Bool {
        switch token.kind {
        case .comma, .rightParen, .rightBracket, .rightAngle: return true
        default: return false
        }
    }

    /// Parses a full type: attributes and specifiers, then a composition.
    mutating func parseType() throws -> TypeSyntax {
        // Most types are one name, or one name made optional, that ends a parameter, an element
        // or an argument (`Date,`, `Date?)`, `Int]`, `Int>`): read it as ``parsePostfixType()``
        // would, without the steps a longer type needs.
        if current.kind == .identifier || current.kind == .backtickIdentifier, nesting < Self.maximumNesting {
            let next = peek()
            if Self.endsSimpleType(next) {
                return namedType(namedTypes.entry(for: current.range))
            }
            if next.kind == .question && next.start == current.end && Self.endsSimpleType(token(at: index + 2)) {
                let entry = namedTypes.entry(for: current.range)
                let wrapped = namedType(entry)
                advance()
                return namedTypes.optional(entry, wrapping: wrapped)
            }
        }
        var attributes: [Attribute] = []
        var specifiers: [String] = []
        while !isAtEnd {
            if current.kind == .at, peek().kind == .identifier {
                advance()
                var attribute = Attribute(name: text(current))
                var nameEnd = current.end
                advance()
                if current.kind == .leftAngle && current.start == nameEnd, let end = endOfGenericArguments(at: index) {
                    attribute.name += collapsedSourceText(from: Int(current.start), to: Int(tokens[end - 1].end))
                    index = end
                    nameEnd = tokens[end - 1].end
                }
                if current.kind == .leftParen && current.start == nameEnd {
                    let open = Int(current.end)
                    skipBalanced()
                    attribute.arguments = collapsedSourceText(from: open, to: Int(tokens[index - 1].start))
                }
                attributes.appendToShortList(attribute)
            } else if current.kind == .identifier, isTypeSpecifier(current), canStartType(peek()) {
                specifiers.append(text(current))
                advance()
            } else {
                break
            }
        }
        let base = try parseCompositionType()
        if attributes.isEmpty && specifiers.isEmpty { return base }
        return .attributed(attributes: attributes, specifiers: specifiers, base: base)
    }

    mutating func parseCompositionType() throws -> TypeSyntax {
        let first = try parsePrefixedType()
        // Nearly every type is not a composition: no array for it.
        guard current.kind == .ampersand else { return first }
        var parts = [first]
        while current.kind == .ampersand {
            advance()
            parts.append(try parsePrefixedType())
        }
        return parts.count == 1 ? parts[0] : .composition(parts)
    }

    mutating func parsePrefixedType() throws -> TypeSyntax {
        nesting += 1
        defer { nesting -= 1 }
        if nesting > Self.maximumNesting {
            throw ParseError(message: "type is nested too deeply", offset: Int(current.start))
        }
        if current.kind == .identifier, canStartType(peek()), !peek().isAtLineStart || true {
            if isIdentifier(current, "some") && canStartType(peek()) {
                advance()
                return .some(try parseCompositionType())
            }
            if isIdentifier(current, "any") && canStartType(peek()) {
                advance()
                return .any(try parseCompositionType())
            }
            if isIdentifier(current, "each") && canStartType(peek()) {
                advance()
                return .packElement(try parsePostfixType())
            }
            if isIdentifier(current, "repeat") && canStartType(peek()) {
                advance()
                return .packExpansion(try parsePrefixedType())
            }
        }
        if current.kind == .operator && `is`(current, "~") {
            advance()
            return .suppressed(try parsePostfixType())
        }
        return try parsePostfixType()
    }

    mutating func parsePostfixType() throws -> TypeSyntax {
        // A type written as one name is shared with the file's other uses of it, and so is the
        // name made optional.
        var namedEntry: Int?
        var type: TypeSyntax
        if current.kind == .identifier || current.kind == .backtickIdentifier, peek().kind != .leftAngle {
            let entry = namedTypes.entry(for: current.range)
            type = namedType(entry)
            namedEntry = entry
        } else {
            type = try parsePrimaryType()
        }
        while !isAtEnd {
            let previousEnd = tokens[index - 1].end
            let entry = namedEntry
            namedEntry = nil
            if current.kind == .question && current.start == previousEnd {
                advance()
                if let entry {
                    type = namedTypes.optional(entry, wrapping: type)
                } else {
                    type = .optional(type)
                }
            } else if current.kind == .exclamation && current.start == previousEnd {
                advance()
                type = .implicitlyUnwrapped(type)
            } else if current.kind == .period, let member = name(peek()) {
                if member == "Type" || member == "Protocol" {
                    advance()
                    advance()
                    type = .metatype(type, isProtocol: member == "Protocol")
                } else if case .named(var components) = type {
                    advance()
                    advance()
                    components.append(
                        TypeSyntax.Component(name: member, genericArguments: try parseGenericArgumentsIfAny()))
                    type = .named(components)
                } else {
                    throw unexpected("'?', '!' or '.Type' after a non-nominal type")
                }
            } else {
                break
            }
        }
        return type
    }

    /// The current token, a name not followed by `<` whose entry in ``namedTypes`` is `entry`, as
    /// a type: the one built where the file first wrote that name.
    mutating func namedType(_ entry: Int) -> TypeSyntax {
        advance()
        if let type = namedTypes.named(entry) { return type }
        let type = TypeSyntax.named(namedComponents(namedTypes.text(of: entry), arguments: []))
        namedTypes.setNamed(type, entry)
        return type
    }

    mutating func parseGenericArgumentsIfAny() throws -> [TypeSyntax] {
        guard current.kind == .leftAngle else { return [] }
        advance()
        var arguments: [TypeSyntax] = []
        while current.kind != .rightAngle {
            let iterationStart = index
            if current.kind == .integerLiteral {
                arguments.append(.simple(text(current)))
                advance()
            } else if current.kind == .operator && `is`(current, "-") && peek().kind == .integerLiteral {
                advance()
                arguments.append(.simple("-" + text(current)))
                advance()
            } else {
                arguments.appendToShortList(try parseType())
            }
            if current.kind == .comma {
                advance()
            } else if current.kind != .rightAngle {
                throw unexpected("',' or '>' in generic arguments")
            }
            precondition(index > iterationStart, "parser made no progress at token \(iterationStart)")
        }
        advance()
        return arguments
    }

    mutating func parsePrimaryType() throws -> TypeSyntax {
        switch current.kind {
        case .identifier, .backtickIdentifier:
            // (A name not followed by `<` is read by ``parsePostfixType()``.)
            let first = text(current)
            advance()
            return .named(namedComponents(first, arguments: try parseGenericArgumentsIfAny()))
        case .leftBracket:
            advance()
            let element = try parseType()
            if current.kind == .colon {
                advance()
                let value = try parseType()
                try expect(.rightBracket, "']' to end dictionary type")
                return .dictionary(key: element, value: value)
            }
            try expect(.rightBracket, "']' to end array type")
            return .array(element)
        case .leftParen:
            let elements = try parseTupleTypeElements()
            var effects = Effects()
            parseEffects(into: &effects)
            if current.kind == .arrow {
                advance()
                let result = try parseType()
                return .function(
                    TypeSyntax.FunctionType(
                        parameters: elements, isAsync: effects.isAsync, throwsClause: effects.throwsClause,
                        result: result))
            }
            if effects.isAsync || effects.throwsClause != .none { throw unexpected("'->' after function type effects") }
            return .tuple(elements)
        default:
            throw unexpected("a type")
        }
    }

    /// Parses `( … )` of a tuple type or function type parameter list.
    mutating func parseTupleTypeElements() throws -> [TypeSyntax.TupleElement] {
        try expect(.leftParen, "'('")
        var elements: [TypeSyntax.TupleElement] = []
        while current.kind != .rightParen {
            let iterationStart = index
            var element = TypeSyntax.TupleElement(type: .void)
            if Self.isName(current), peek().kind == .colon {
                element.label = name(current)
                advance()
                advance()
            } else if Self.isName(current), Self.isName(peek()), token(at: index + 2).kind == .colon {
                element.label = name(current)
                element.name = name(peek())
                advance()
                advance()
                advance()
            }
            element.type = try parseType()
            if current.kind == .ellipsis {
                element.isVariadic = true
                advance()
            }
            elements.appendToShortList(element)
            if current.kind == .comma {
                advance()
            } else if current.kind != .rightParen {
                throw unexpected("',' or ')' in tuple type")
            }
            precondition(index > iterationStart, "parser made no progress at token \(iterationStart)")
        }
        advance()
        return elements
    }

    /// Parses `async`, `throws`, `throws(E)`, `rethrows` in any order.
    mutating func parseEffects(into effects: inout Effects) {
        while current.kind == .identifier {
            if isIdentifier(current, "async") || isIdentifier(current, "reasync") {
                effects.isAsync = effects.isAsync || isIdentifier(current, "async")
                advance()
            } else if isIdentifier(current, "throws") {
                advance()
                if current.kind == .leftParen, let typed = try? parseParenthesizedType() {
                    effects.throwsClause = .typed(typed)
                } else {
                    effects.throwsClause = .throws
                }
            } else if isIdentifier(current, "rethrows") {
                advance()
                effects.throwsClause = .rethrows
            } else {
                return
            }
        }
    }

    mutating func parseParenthesizedType() throws -> TypeSyntax {
        try expect(.leftParen, "'('")
        let type = try parseType()
        try expect(.rightParen, "')'")
        return type
    }

    // MARK: - Generics

    /// Parses `<T, U: P, each V>` if present.
    mutating func parseGenericParametersIfAny() throws -> [GenericParameter] {
        guard current.kind == .leftAngle else { return [] }
        advance()
        var parameters: [GenericParameter] = []
        while current.kind != .rightAngle {
            let iterationStart = index
            var parameter = GenericParameter(name: "")
            if isIdentifier(current, "each"), Self.isName(peek()) {
                parameter.isPack = true
                advance()
            }
            if isIdentifier(current, "let") {
                // Value generic: `let N: Int`.
                advance()
                parameter.name = "let "
            }
            guard let name = name(current) else { throw unexpected("a generic parameter name") }
            parameter.name += name
            advance()
            if current.kind == .colon {
                advance()
                parameter.constraint = try parseType()
            }
            parameters.append(parameter)
            if current.kind == .comma {
                advance()
            } else if current.kind != .rightAngle {
                throw unexpected("',' or '>' in generic parameters")
            }
            precondition(index > iterationStart, "parser made no progress at token \(iterationStart)")
        }
        advance()
        return parameters
    }

    /// Parses the requirements after `where`.
    mutating func parseWhereRequirements() -> [GenericRequirement] {
        (try? parseWhereRequirementsThrowing()) ?? []
    }

    mutating func parseWhereRequirementsThrowing() throws -> [GenericRequirement] {
        var requirements: [GenericRequirement] = []
        while true {
            let left = try parseType()
            if current.kind == .colon {
                advance()
                requirements.append(GenericRequirement(left: left, relation: .conformance, right: try parseType()))
            } else if current.kind == .operator && `is`(current, "==") {
                advance()
                requirements.append(GenericRequirement(left: left, relation: .sameType, right: try parseType()))
            } else {
                throw unexpected("':' or '==' in where clause")
            }
            guard current.kind == .comma else { return requirements }
            advance()
        }
    }
}
