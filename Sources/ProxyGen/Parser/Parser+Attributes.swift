// Parser+Attributes: the attributes, modifiers and doc comment before a declaration's keyword.

extension Parser {
    /// The index of the first attribute or modifier that belongs to the declaration whose keyword
    /// is at `keywordIndex`, found by scanning backwards.
    func declarationStart(before keywordIndex: Int) -> Int {
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
        declarationInfo(from: start, to: index)
    }

    /// Parses attributes and modifiers from `start` up to the declaration keyword at `end`.
    mutating func declarationInfo(from start: Int, to end: Int) -> DeclarationInfo {
        var info = DeclarationInfo()
        let first = tokens[start]
        info.offset = Int(first.start)
        info.doc = docComment(of: first)
        var i = start
        while i < end {
            let t = tokens[i]
            if t.kind == .at, i + 1 < end {
                var attribute = Attribute(name: text(tokens[i + 1]))
                i += 2
                while i + 1 < end, tokens[i].kind == .period, tokens[i].start == tokens[i - 1].end,
                    tokens[i + 1].kind == .identifier
                {
                    attribute.name += "." + text(tokens[i + 1])
                    i += 2
                }
                if i < end, tokens[i].kind == .leftAngle, tokens[i].start == tokens[i - 1].end,
                    let close = endOfGenericArguments(at: i), close <= end
                {
                    // `@Builder<A, B>`: the generic arguments are part of the attribute's name.
                    attribute.name += collapsedSourceText(from: Int(tokens[i].start), to: Int(tokens[close - 1].end))
                    i = close
                }
                if i < end, tokens[i].kind == .leftParen, tokens[i].start == tokens[i - 1].end {
                    let open = i
                    var depth = 0
                    while i < end {
                        if tokens[i].kind == .leftParen { depth += 1 }
                        if tokens[i].kind == .rightParen {
                            depth -= 1
                            if depth == 0 { break }
                        }
                        i += 1
                    }
                    attribute.arguments = collapsedSourceText(
                        from: Int(tokens[open].end), to: Int(tokens[min(i, end)].start))
                    i += 1
                }
                info.attributes.appendToShortList(attribute)
            } else if t.kind == .identifier {
                var modifier = text(t)
                i += 1
                if i < end, tokens[i].kind == .leftParen {
                    let open = i
                    while i < end && tokens[i].kind != .rightParen { i += 1 }
                    modifier +=
                        "(" + sourceText(from: Int(tokens[open].end), to: Int(tokens[min(i, end)].start)) + ")"
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
                // `private(set)`, `unowned(unsafe)` (how interfaces print an Objective-C `assign`
                // property), `unowned(safe)`.
                if current.kind == .leftParen,
                    isIdentifier(peek(), "set") || isIdentifier(peek(), "unsafe") || isIdentifier(peek(), "safe")
                {
                    skipBalanced()
                }
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
}
