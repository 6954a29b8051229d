// Parser+TopLevel: the declarations the file scan reads where it meets their keyword: protocols,
// type aliases, imports, extensions, types, and the members of extensions and classes.

extension Parser {
    /// An identifier: the declaration its keyword begins, read whole, or else one token.
    mutating func scanIdentifier(_ t: Token, _ scan: inout FileScan) {
        let previousKind = index > 0 ? tokens[index - 1].kind : .endOfFile
        // Most identifiers: not a keyword the scan acts on, or a member (`x.protocol`).
        guard previousKind != .period, previousKind != .backslash, let keyword = scanKeyword(t) else {
            advance()
            return
        }
        let isNamed = peek().kind == .identifier || peek().kind == .backtickIdentifier
        switch keyword {
        case .protocol where isNamed && isDeclarationKeywordPosition(index):
            scanProtocol(&scan)
        case .typealias where scan.delimiters.isEmpty && isDeclarationKeywordPosition(index):
            scanTypeAlias(&scan)
        case .import where scan.delimiters.isEmpty && isDeclarationPosition(index):
            let imported = ImportDeclaration(parseImport())
            if scan.clauses.isEmpty {
                scan.model.imports.append(imported)
            } else {
                scan.model.conditionalImports.append(ConditionalImport(imported, conditions: scan.clauses))
            }
        case .extension where isNamed && isDeclarationKeywordPosition(index):
            scanExtension(&scan)
        case .struct, .class, .enum, .actor:
            if isNamed, !isModifierFollowedByDeclaration(peek()), isDeclarationKeywordPosition(index) {
                scanTypeDeclaration(isClass: keyword == .class, &scan)
            } else {
                advance()
            }
        case .func, .var, .subscript, .`init`:
            scanMember(keyword, &scan)
        default:
            advance()
        }
    }

    /// A protocol declaration, with its members; one whose header cannot be read is scanned again
    /// as plain code, so that the delimiters it holds are counted.
    mutating func scanProtocol(_ scan: inout FileScan) {
        let keywordIndex = index
        if var decl = parseProtocol(declStart: declarationStart(before: index)) {
            decl.enclosingTypes = scan.scopes.map(\.name)
            decl.conditions = scan.clauses
            scan.model.protocols.append(decl)
        } else {
            index = keywordIndex + 1
        }
    }

    /// A file-scope type alias: a protocol may name its parents through one (`typealias Parts =
    /// A & B`). One that cannot be read is scanned again as plain code.
    mutating func scanTypeAlias(_ scan: inout FileScan) {
        let keywordIndex = index
        let info = declarationInfo(from: declarationStart(before: index))
        if let alias = try? parseTypeAlias(info: info) {
            scan.model.typeAliases.append(alias)
        } else {
            index = keywordIndex + 1
        }
    }

    /// An extension's header, up to its `{`, which opens its scope: its members are read.
    mutating func scanExtension(_ scan: inout FileScan) {
        let info = declarationInfo(from: declarationStart(before: index))
        advance()
        var typeName = name(current) ?? ""
        advance()
        while current.kind == .period, let next = name(peek()) {
            typeName += "." + next
            advance()
            advance()
        }
        if current.kind == .leftAngle { skipAngleBrackets() }
        // Conformances: skip to `where` or `{`.
        skipExtensionHeader(throughAngles: true, stoppingAtWhere: true)
        var whereClause: [GenericRequirement] = []
        if isIdentifier(current, "where") {
            advance()
            let whereStart = index
            if let requirements = try? parseWhereRequirementsThrowing() {
                whereClause = requirements
            } else {
                index = whereStart
            }
            // Anything left of an unreadable clause is skipped up to the body.
            skipExtensionHeader(throughAngles: false, stoppingAtWhere: false)
        }
        scan.model.extensions.append(
            ExtensionDecl(info: info, extendedType: typeName, whereClause: whereClause, fileIndex: fileIndex))
        scan.expectScope(Scope(name: typeName, braceDepth: 0, extensionIndex: scan.model.extensions.count - 1))
    }

    /// Skips an extension's header up to its `{` (or a `}`, `;` or `#` keyword that ends it
    /// early, or `where` when `stoppingAtWhere`), passing over parenthesized and bracketed groups,
    /// and angle-bracketed ones when `throughAngles`.
    mutating func skipExtensionHeader(throughAngles: Bool, stoppingAtWhere: Bool) {
        while !isAtEnd && current.kind != .leftBrace && current.kind != .rightBrace && current.kind != .semicolon
            && current.kind != .poundKeyword && !(stoppingAtWhere && isIdentifier(current, "where"))
        {
            if current.kind == .leftParen || current.kind == .leftBracket
                || (throughAngles && current.kind == .leftAngle)
            {
                skipBalanced()
            } else {
                advance()
            }
        }
    }

    /// A structure, class, enumeration or actor: its name is recorded where the resolver needs it
    /// (availability, nested names), a class is kept for delegate slots and observing subclasses,
    /// and its `{` opens a scope.
    mutating func scanTypeDeclaration(isClass: Bool, _ scan: inout FileScan) {
        let declStart = declarationStart(before: index)
        advance()
        let typeName = name(current) ?? ""
        if scan.scopes.isEmpty, !typeName.isEmpty, declaresAvailability(declStart..<index - 1) {
            let attributes = declarationInfo(from: declStart, to: index - 1).attributes
            scan.model.typeAvailability[typeName] = attributes.filter { $0.name == "available" }
        }
        if scan.scopes.isEmpty && RuntimeTypeNames.contains(typeName) {
            scan.model.typesNamedLikeRuntime.append(typeName)
        }
        if !scan.scopes.isEmpty && !typeName.isEmpty {
            var qualifiedName = ""
            for scope in scan.scopes { qualifiedName += scope.name + "." }
            scan.model.nestedTypes.append(qualifiedName + typeName)
        }
        if !isClass && !typeName.isEmpty { recordSuppressedConformances(of: typeName, &scan) }
        let classIndex = isClass ? recordClass(named: typeName, declStart: declStart, &scan) : nil
        scan.expectScope(Scope(name: typeName, braceDepth: 0, extensionIndex: nil, classIndex: classIndex))
        advance()
    }

    /// Records the type whose name is the current token as noncopyable or non-escapable where its
    /// inheritance clause says `~Copyable` or `~Escapable` (those of its generic parameters aside).
    mutating func recordSuppressedConformances(of typeName: String, _ scan: inout FileScan) {
        var position = index + 1
        var angles = 0
        while position + 1 < tokens.count {
            let token = tokens[position]
            switch token.kind {
            case .leftBrace, .rightBrace, .semicolon, .poundKeyword, .endOfFile: return
            case .leftAngle: angles += 1
            case .rightAngle: angles -= 1
            case .identifier where angles == 0 && `is`(token, "where"): return
            case .operator where angles == 0 && `is`(token, "~"):
                if isIdentifier(tokens[position + 1], "Copyable") {
                    scan.model.unstorableTypes.noncopyable.insert(typeName)
                } else if isIdentifier(tokens[position + 1], "Escapable") {
                    scan.model.unstorableTypes.nonescapable.insert(typeName)
                }
            default: break
            }
            position += 1
        }
    }

    /// Records the class whose name is the current token; returns its index in the model.
    mutating func recordClass(named typeName: String, declStart: Int, _ scan: inout FileScan) -> Int {
        let isGeneric = peek().kind == .leftAngle
        var afterName = index + 1
        if isGeneric, let end = endOfGenericArguments(at: afterName) { afterName = end }
        let inheritsNothing = afterName < tokens.count && tokens[afterName].kind != .colon
        // Its attributes, modifiers, doc comment and superclass are read at the end, if it is kept.
        scan.classDeclarations.append((declStart..<index, inheritsNothing ? nil : afterName + 1))
        var declaration = ClassDecl(
            info: DeclarationInfo(), name: typeName, enclosingTypes: scan.scopes.map(\.name), isGeneric: isGeneric,
            inheritsNothing: inheritsNothing, fileIndex: fileIndex, conditions: scan.clauses)
        declaration.isObserved = isObservedClass(declaration, declStart: declStart)
        scan.model.classes.append(declaration)
        return scan.model.classes.count - 1
    }

    /// `func`, `var`, `subscript` or `init` directly in a scope: an extension's member signature,
    /// an observed class's method or a class's optional property. A declaration that is not read
    /// is scanned again as plain code (delimiters counted).
    mutating func scanMember(_ keyword: ScanKeyword, _ scan: inout FileScan) {
        guard let scope = scan.scopes.last, scope.braceDepth == scan.delimiters.count else {
            advance()
            return
        }
        let keywordIndex = index
        if let classIndex = scope.classIndex, keyword == .func && scan.model.classes[classIndex].isObserved {
            let declStart = declarationStart(before: index)
            if case .function(let method)? = parseExtensionMember(declStart: declStart) {
                let enclosing = scan.model.classes[classIndex].conditions.count
                scan.model.classes[classIndex].methods.append(method)
                scan.model.classes[classIndex].methodConditions.append(Array(scan.clauses.dropFirst(enclosing)))
                return
            }
        } else if let classIndex = scope.classIndex, keyword == .var {
            let declStart = declarationStart(before: index)
            if case .property(let property)? = parseExtensionMember(declStart: declStart) {
                if property.type.isOptional { scan.model.classes[classIndex].optionalProperties.append(property) }
                if property.isSettable && scan.model.classes[classIndex].isObserved
                    && scan.clauses.count == scan.model.classes[classIndex].conditions.count
                {
                    scan.model.classes[classIndex].settableProperties.append(property)
                }
                return
            }
        } else if let extensionIndex = scope.extensionIndex {
            if let member = parseExtensionMember(declStart: declarationStart(before: index)) {
                scan.model.extensions[extensionIndex].members.append(member)
                return
            }
        } else {
            advance()
            return
        }
        index = keywordIndex + 1
    }

    /// Whether the tokens of `range` (a declaration's attributes and modifiers) hold `@available`.
    func declaresAvailability(_ range: Range<Int>) -> Bool {
        range.contains {
            tokens[$0].kind == .at && $0 + 1 < range.upperBound && isIdentifier(tokens[$0 + 1], "available")
        }
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

    /// An import declaration's text with its attributes (`@testable import Foo`), blanks
    /// collapsed; moves past it.
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
