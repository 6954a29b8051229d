// Parser+Declarations: protocol declarations, and where an error in one is reported.

extension Parser {
    // MARK: - Protocols

    /// Parses a protocol whose `protocol` keyword is at `index`; `declStart` is its first
    /// attribute or modifier. Returns `nil` (with a diagnostic) when the header is malformed.
    mutating func parseProtocol(declStart: Int) -> ProtocolDecl? {
        let info = declarationInfo(from: declStart)
        let problemsBefore = problems.count
        advance()  // `protocol`
        var decl = ProtocolDecl(info: consume info, name: name(current) ?? "", fileIndex: fileIndex)
        if readsMarkerNearMisses { decl.markerNearMiss = nearMissOfMarker(before: decl.info.offset) }
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
        var members: [Member] = []
        parseMembers(insideIfConfig: insideIfConfig, into: &members)
        return members
    }

    /// Parses members into `members` up to the end of the list.
    mutating func parseMembers(insideIfConfig: Bool, into members: inout [Member]) {
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
                    members.append(.ifConfig(block))
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
                if let member = parseMember(inProtocol: true) { members.append(member) }
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
            clauses.append(IfConfigDecl.Clause(condition: condition, members: consume members))
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
        // Rare (an error): the file's lines are found once, for this message.
        let opening = LineTable(bytes).location(of: Int(open.start))
        throw ParseError(
            message: "expected ')' in parameter list (to match the '(' at \(opening.line):\(opening.column))",
            offset: Int(tokens[index - 1].end))
    }
}

extension Parser {
    /// Whether the inheritance clause starting at token `start` (just after the colon) names
    /// `Sendable` (`Sendable`, `Swift.Sendable`, `@unchecked Sendable`, …) before the class's body
    /// or `where` clause. Generic arguments are skipped: `Base<Sendable>` does not count.
    func inheritanceNamesSendable(from start: Int) -> Bool {
        var angleDepth = 0
        var i = start
        while i < tokens.count {
            let token = tokens[i]
            switch token.kind {
            case .leftBrace: return false
            case .leftAngle: angleDepth += 1
            case .rightAngle: angleDepth -= 1
            case .identifier where angleDepth == 0:
                if isIdentifier(token, "where") { return false }
                if isIdentifier(token, "Sendable") { return true }
            default: break
            }
            i += 1
        }
        return false
    }

    /// The names of the inheritance clause starting at token `start` (just after the colon), up to
    /// the class's body or `where` clause, as written (`UIResponder`, `UIKit.UITraitEnvironment`):
    /// an observed class's superclass and the protocols whose Objective-C requirements it
    /// implements. Generic arguments and attributes (`@unchecked`) are passed over.
    func inheritanceNames(from start: Int) -> [String] {
        var names: [String] = []
        var angleDepth = 0
        var expectsName = true
        var i = start
        while i < tokens.count {
            let token = tokens[i]
            switch token.kind {
            case .leftBrace, .endOfFile: return names
            case .leftAngle: angleDepth += 1
            case .rightAngle: angleDepth -= 1
            case .comma where angleDepth == 0: expectsName = true
            case .identifier where angleDepth == 0 && expectsName:
                if isIdentifier(token, "where") { return names }
                if i > 0 && tokens[i - 1].kind == .at { break }
                if let name = dottedName(at: i) {
                    names.append(name)
                    expectsName = false
                }
            default: break
            }
            i += 1
        }
        return names
    }
}
