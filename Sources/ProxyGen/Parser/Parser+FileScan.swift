// Parser+FileScan: the scan of a whole file, token by token, with delimiters, `#if` clauses and
// type scopes tracked; the declarations it finds are read by Parser+TopLevel.

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

    /// What the scan of a file has found and where it is: the model so far, the open delimiters,
    /// type scopes and `#if` clauses.
    struct FileScan {
        var model = FileModel(path: "")
        var delimiters: [OpenDelimiter] = []
        var scopes: [Scope] = []
        /// The scope of a type or extension whose header was read, opened by its `{`.
        var pendingScope: Scope?
        /// The count of ``delimiters`` where ``pendingScope`` was read.
        var pendingScopeDelimiterDepth = 0
        var conditionals: [ConditionalState] = []
        /// The clause each declaration sits in: its proxy and imports exist only there.
        var clauses: [ConditionalClause] = []
        /// The tokens from each class's first attribute or modifier to its `class` keyword, and
        /// where the first type it inherits from is written, if any.
        var classDeclarations: [(declaration: Range<Int>, inheritance: Int?)] = []

        /// Sets the scope that the next `{` at the current delimiter depth opens.
        mutating func expectScope(_ scope: Scope) {
            pendingScope = scope
            pendingScopeDelimiterDepth = delimiters.count
        }
    }

    /// Scans the whole file: the protocols, extensions, classes, imports, type aliases and nested
    /// type names it declares, and the delimiters and `#if` blocks left open.
    mutating func parseFile() -> FileModel {
        var scan = FileScan()
        while !isAtEnd {
            let start = index
            scanToken(&scan)
            precondition(index > start || isAtEnd, "parser made no progress at token \(start)")
        }
        keepClassesWithDelegateSlots(&scan)
        reportUnclosed(scan)
        return scan.model
    }

    /// Scans from the current token: one token, or a whole declaration the scan reads.
    mutating func scanToken(_ scan: inout FileScan) {
        let t = current
        switch t.kind {
        case .poundKeyword:
            scanDirective(t, &scan)
        case .leftBrace:
            scanLeftBrace(t, &scan)
        case .leftParen, .leftBracket:
            scan.delimiters.append(OpenDelimiter(tokenIndex: index, kind: t.kind))
            advance()
        case .rightBrace, .rightParen, .rightBracket:
            scanCloser(t, &scan)
        case .semicolon:
            if scan.pendingScope != nil && scan.delimiters.count == scan.pendingScopeDelimiterDepth {
                scan.pendingScope = nil
            }
            advance()
        case .identifier:
            scanIdentifier(t, &scan)
        default:
            advance()
        }
    }

    // MARK: - `#if` clauses

    /// A `#` keyword. Swift requires every clause of an `#if` to be complete code, so each clause
    /// must leave the delimiters as the `#if` found them. A clause that does not is reported and
    /// the state is restored, so the rest of the file is read as if it were balanced.
    mutating func scanDirective(_ t: Token, _ scan: inout FileScan) {
        if `is`(t, "#if") {
            scan.conditionals.append(
                ConditionalState(delimiters: scan.delimiters, scopes: scan.scopes, tokenIndex: index))
            if scan.conditionals.count == Self.maximumNesting + 1 {
                report(
                    .unsupportedMember, "'#if' blocks are nested too deeply (more than \(Self.maximumNesting) levels)",
                    at: t)
            }
            scan.clauses.append(ConditionalClause(condition: parseIfConfigCondition()))
        } else if `is`(t, "#elseif") || `is`(t, "#else") || `is`(t, "#endif"), let state = scan.conditionals.last {
            restoreIfUnbalanced(before: t, state, &scan)
            var clause = scan.clauses.removeLast()
            if `is`(t, "#endif") {
                scan.conditionals.removeLast()
                advance()
                return
            }
            clause.earlier.append(clause.condition ?? "true")
            if `is`(t, "#elseif") {
                clause.condition = parseIfConfigCondition()
            } else {
                clause.condition = nil
                advance()
            }
            scan.clauses.append(clause)
        } else {
            advance()
        }
    }

    /// Where a clause ends (at `directive`) with other delimiters open than where its `#if` began
    /// (`state`): reports it and restores the state of the `#if`.
    mutating func restoreIfUnbalanced(before directive: Token, _ state: ConditionalState, _ scan: inout FileScan) {
        guard
            scan.delimiters.count != state.delimiters.count
                || scan.delimiters.last?.tokenIndex != state.delimiters.last?.tokenIndex
        else { return }
        reportUnbalancedClause(before: directive, opened: scan.delimiters, at: state.delimiters)
        scan.delimiters = state.delimiters
        scan.scopes = state.scopes
        scan.pendingScope = nil
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

    // MARK: - Delimiters

    /// A `{`: opens the scope of the type or extension whose header was just read, or else a
    /// body the scan runs through.
    mutating func scanLeftBrace(_ t: Token, _ scan: inout FileScan) {
        scan.delimiters.append(OpenDelimiter(tokenIndex: index, kind: .leftBrace))
        advance()
        guard var scope = scan.pendingScope, scan.pendingScopeDelimiterDepth == scan.delimiters.count - 1 else {
            skipBody(&scan.delimiters)
            return
        }
        scope.braceDepth = scan.delimiters.count
        scan.scopes.append(scope)
        if scan.scopes.count == Self.maximumNesting + 1 {
            report(.unsupportedMember, "types are nested too deeply (more than \(Self.maximumNesting) levels)", at: t)
        }
        scan.pendingScope = nil
    }

    /// A `}`, `)` or `]`: closes its opener, reporting those left open inside it, or is reported
    /// when nothing it closes is open. Closes the scopes it ends.
    mutating func scanCloser(_ t: Token, _ scan: inout FileScan) {
        let opener: Token.Kind = t.kind == .rightBrace ? .leftBrace : t.kind == .rightParen ? .leftParen : .leftBracket
        if let last = scan.delimiters.last, last.kind == opener {
            scan.delimiters.removeLast()
        } else if let match = scan.delimiters.lastIndex(where: { $0.kind == opener }) {
            for open in scan.delimiters[(match + 1)...] {
                let token = tokens[open.tokenIndex]
                report(.unbalancedDelimiter, "'\(text(token))' is never closed", at: token)
            }
            scan.delimiters.removeSubrange(match...)
        } else {
            report(.unbalancedDelimiter, "unexpected '\(text(t))' without a matching opening delimiter", at: t)
        }
        while let last = scan.scopes.last, last.braceDepth > scan.delimiters.count { scan.scopes.removeLast() }
        if scan.pendingScope != nil && scan.delimiters.count < scan.pendingScopeDelimiterDepth {
            scan.pendingScope = nil
        }
        advance()
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

    // MARK: - End of file

    /// Keeps the classes that can hold a delegate slot (an optional property), with those
    /// selected for an observing subclass, in a new array without the room of the others; only
    /// their declaration information and superclass are read.
    mutating func keepClassesWithDelegateSlots(_ scan: inout FileScan) {
        var keptClasses: [ClassDecl] = []
        for (classIndex, (declaration, inheritance)) in scan.classDeclarations.enumerated()
        where !scan.model.classes[classIndex].optionalProperties.isEmpty || scan.model.classes[classIndex].isObserved {
            var kept = scan.model.classes[classIndex]
            kept.info = declarationInfo(from: declaration.lowerBound, to: declaration.upperBound)
            kept.superclassName = inheritance.flatMap(dottedName(at:))
            kept.declaresSendable = inheritance.map { inheritanceNamesSendable(from: $0) } ?? false
            if kept.isObserved { kept.inheritedNames = inheritance.map { inheritanceNames(from: $0) } ?? [] }
            keptClasses.append(kept)
        }
        scan.model.classes = keptClasses
    }

    /// Reports the `#if` blocks and delimiters still open at the end of the file.
    mutating func reportUnclosed(_ scan: FileScan) {
        for state in scan.conditionals {
            report(.unbalancedDelimiter, "'#if' is never closed by '#endif'", at: tokens[state.tokenIndex])
        }
        for open in scan.delimiters {
            let token = tokens[open.tokenIndex]
            report(.unbalancedDelimiter, "'\(text(token))' is never closed", at: token)
        }
    }
}
