// Parser+Members: protocol and extension members, and functions with their parameters; the other
// kinds of member are in Parser+MemberKinds.swift.

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
                return .typeAlias(try parseTypeAlias(info: consume info, inProtocol: inProtocol))
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
}
