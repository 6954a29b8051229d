// ProxyEmitter+Requirements: forwarding implementations of functions, properties and subscripts,
// their event payloads, responders and default-conformer stubs.

extension ProxyEmitter {
    // MARK: - Parameters

    /// A parameter as the proxy declares it: internal names are made unique and never clash with
    /// the locals the generated body uses.
    struct ProxyParameter {
        var parameter: Parameter
        /// The internal name used in the proxy.
        var name: String
        let isInout: Bool
        let isAutoclosure: Bool

        init(parameter: Parameter, name: String) {
            self.parameter = parameter
            self.name = name
            if case .attributed(let attributes, let specifiers, _) = parameter.type {
                isInout = specifiers.contains("inout")
                isAutoclosure = attributes.contains { $0.name == "autoclosure" }
            } else {
                isInout = false
                isAutoclosure = false
            }
        }

        var isNonEscapingClosure: Bool {
            isAutoclosure || (parameter.type.strippingSpecifiers.isFunction && !parameter.type.hasAttribute("escaping"))
        }

        /// Writes a parameter as the proxy declares it, `label name: Type` (literal pieces copied as
        /// bytes, a one-name type written without the walk). Given its parts: a caller reading
        /// them from a list in place copies only these, not the whole parameter.
        static func writeDeclaration(label: String?, name: String, type: TypeSyntax, to w: inout CodeWriter) {
            if let label { w.write(label) } else { w.write("_") }
            if !isSameName(label ?? "_", name) {
                w.write(" ")
                w.write(name)
            }
            w.write(": ")
            w.write(type)
        }

        /// Whether `a` and `b` are one name, with or without backticks: names whose byte counts
        /// differ by other than 0 or 2 are not compared.
        static func isSameName(_ a: String, _ b: String) -> Bool {
            switch a.utf8.count - b.utf8.count {
            case 0: return a == b || a.unbackticked == b.unbackticked
            case 2, -2: return a.unbackticked == b.unbackticked
            default: return false
            }
        }

        /// Writes a parameter's ``value`` given its parts (literal pieces copied as bytes; see
        /// ``writeDeclaration(label:name:type:to:)``).
        static func writeValue(name: String, isInout: Bool, isAutoclosure: Bool, to w: inout CodeWriter) {
            if isInout { w.write("&") }
            w.write(name)
            if isAutoclosure { w.write("()") }
        }

        /// The value as passed on: `&name` for `inout`, `name()` for an autoclosure (re-wrapped,
        /// so it stays lazy).
        var value: String { (isInout ? "&" : "") + name + (isAutoclosure ? "()" : "") }
    }

    /// Writes `name(label: value, …)`, the forwarded call of a function (`name?(…)` where
    /// `optional`: an Objective-C optional method).
    func writeCall(
        _ function: FunctionDecl, _ parameters: ArraySlice<ProxyParameter>, optional: Bool = false,
        _ w: inout CodeWriter
    ) {
        w.write(function.name)
        w.write(optional ? "?(" : "(")
        // Read in place (an element taken out of the list is a copy of its names and type).
        parameters.withUnsafeBufferPointer { parameters in
            for index in parameters.indices {
                if index > 0 { w.write(", ") }
                // An argument, `label: value`.
                if let label = parameters[index].parameter.label {
                    w.write(label)
                    w.write(": ")
                }
                ProxyParameter.writeValue(
                    name: parameters[index].name, isInout: parameters[index].isInout,
                    isAutoclosure: parameters[index].isAutoclosure, to: &w)
            }
        }
        w.write(")")
    }

    /// A subscript's parameter list and its argument list: a subscript parameter has an argument
    /// label only when one is written (`subscript(index index: Int)`).
    func subscriptSignature(_ parameters: ArraySlice<ProxyParameter>) -> (declarations: String, arguments: String) {
        let declarations = parameters.map { p in
            (p.parameter.label.map { "\($0) \(p.name)" } ?? p.name) + ": \(p.parameter.type)"
        }
        let arguments = parameters.map { p in (p.parameter.label.map { "\($0): " } ?? "") + p.name }
        return (declarations.joined(separator: ", "), arguments.joined(separator: ", "))
    }

    static let reservedLocals: Set<String> = [
        "forwardee", "result", "proxy", "proxyState", "events", "self", "answer", "responder", "typedAnswer",
        "defaults", "hasForwardee",
    ]

    /// Whether `name` is one of ``reservedLocals``: each has a byte count and first byte of its
    /// own, so a name is compared with one of them at most.
    static func isReservedLocal(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard let first = utf8.first else { return false }
        let candidate: String
        switch (utf8.count, first) {
        case (4, UInt8(ascii: "s")): candidate = "self"
        case (5, UInt8(ascii: "p")): candidate = "proxy"
        case (6, UInt8(ascii: "r")): candidate = "result"
        case (6, UInt8(ascii: "e")): candidate = "events"
        case (6, UInt8(ascii: "a")): candidate = "answer"
        case (8, UInt8(ascii: "d")): candidate = "defaults"
        case (9, UInt8(ascii: "f")): candidate = "forwardee"
        case (9, UInt8(ascii: "r")): candidate = "responder"
        case (10, UInt8(ascii: "p")): candidate = "proxyState"
        case (11, UInt8(ascii: "t")): candidate = "typedAnswer"
        case (12, UInt8(ascii: "h")): candidate = "hasForwardee"
        default: return false
        }
        assert(reservedLocals.contains(candidate))
        return name == candidate
    }

    /// For each byte count below 16, the first and the last bytes (modulo 64, as bits) of the
    /// keywords ``EventNaming/declarable(_:)`` backticks with that count (vectors, read without
    /// retaining an array).
    static let keywordShapes: (first: SIMD16<UInt64>, last: SIMD16<UInt64>) = {
        var first = SIMD16<UInt64>(repeating: 0)
        var last = SIMD16<UInt64>(repeating: 0)
        for keyword in EventNaming.keywords {
            let utf8 = keyword.utf8
            guard utf8.count < 16, let head = utf8.first, let tail = utf8.last else { continue }
            first[utf8.count] |= 1 << UInt64(head & 63)
            last[utf8.count] |= 1 << UInt64(tail & 63)
        }
        return (first, last)
    }()

    /// ``EventNaming/declarable(_:)``, which asks a set of keywords only about names whose byte
    /// count, first and last bytes are a keyword's (most names are not).
    static func declarable(_ name: String) -> String {
        let mayBeKeyword =
            name.utf8.withContiguousStorageIfAvailable { bytes in
                let count = bytes.count
                guard count > 0 && count < 16 else { return false }
                return keywordShapes.first[count] & (1 << UInt64(bytes[0] & 63)) != 0
                    && keywordShapes.last[count] & (1 << UInt64(bytes[count - 1] & 63)) != 0
            } ?? true
        return mayBeKeyword ? EventNaming.declarable(name) : name
    }

    /// Appends `parameters` as the proxy declares them: unnamed ones and those whose names the
    /// proxy's body uses itself are renamed (see ``workOutCarriages()``).
    static func appendProxyParameters(_ parameters: [Parameter], to list: inout [ProxyParameter]) {
        // A handful of names: a scan of the parameters made so far costs less than hashing (a set
        // takes over for long lists). The checks are written out (a nested function would keep
        // both in boxes).
        var usedSet = Set<String>()
        let scans = parameters.count <= 16
        let start = list.count
        for i in parameters.indices {
            let isUnnamed = parameters[i].name.utf8.count == 1 && parameters[i].name == "_"
            var name = parameters[i].name.unbackticked
            if isUnnamed || isReservedLocal(name)
                || (scans ? isTaken(name, in: list, from: start) : usedSet.contains(name))
            {
                name = isUnnamed ? "argument\(i)" : "\(name)Argument"
                while scans ? isTaken(name, in: list, from: start) : usedSet.contains(name) { name += "_" }
            }
            if !scans { usedSet.insert(name) }
            // Keywords (`in`, `protocol`, `self`) need backticks wherever the name is used.
            list.append(ProxyParameter(parameter: parameters[i], name: declarable(name)))
        }
    }

    /// Whether one of `parameters[start...]` is named `name` (without backticks): names of another
    /// length are passed over without comparing them, a backticked name is compared without its
    /// backticks.
    static func isTaken(_ name: String, in parameters: [ProxyParameter], from start: Int) -> Bool {
        let count = name.utf8.count
        for index in start..<parameters.count {
            let taken = parameters[index].name
            switch taken.utf8.count {
            case count: if taken == name { return true }
            case count + 2: if taken.unbackticked == name { return true }
            default: continue
            }
        }
        return false
    }

    func parameters(of requirement: Requirement) -> [Parameter] {
        switch requirement.kind {
        case .function(let f): return f.parameters
        case .subscript(let s): return s.parameters
        case .property: return []
        }
    }

    /// Generic parameters declared `~Copyable` (in the clause or the `where` clause).
    func noncopyableGenericParameterNames(of requirement: Requirement) -> Set<String> {
        let generics: [GenericParameter]
        let whereClause: [GenericRequirement]
        switch requirement.kind {
        case .function(let f): (generics, whereClause) = (f.genericParameters, f.whereClause)
        case .subscript(let s): (generics, whereClause) = (s.genericParameters, s.whereClause)
        case .property: return []
        }
        if generics.isEmpty && whereClause.isEmpty { return [] }
        func suppressesCopyable(_ type: TypeSyntax?) -> Bool {
            switch type {
            case .suppressed?: return true
            case .composition(let parts)?: return parts.contains { suppressesCopyable($0) }
            default: return false
            }
        }
        var names = Set(generics.filter { suppressesCopyable($0.constraint) }.map(\.name))
        for requirement in whereClause where requirement.relation == .conformance && suppressesCopyable(requirement.right) {
            names.insert(requirement.left.description)
        }
        return names
    }

    func genericParameterNames(of requirement: Requirement) -> Set<String> {
        switch requirement.kind {
        case .function(let f): return f.genericParameters.isEmpty ? [] : Set(f.genericParameters.map(\.name))
        case .subscript(let s): return s.genericParameters.isEmpty ? [] : Set(s.genericParameters.map(\.name))
        case .property: return []
        }
    }

    // MARK: - Results and responders

    /// The result type of a function or subscript getter, or a property's type.
    func resultType(_ requirement: Requirement) -> TypeSyntax? {
        switch requirement.kind {
        case .function(let f): return f.result
        case .property(let p): return p.type
        case .subscript(let s): return s.result
        }
    }

    static func throwsText(_ clause: ThrowsClause) -> String {
        switch clause {
        case .none: return ""
        case .throws: return " throws"
        case .rethrows: return " rethrows"
        case .typed(let type): return " throws(\(type))"
        }
    }

    static func effectsText(_ effects: Effects) -> String {
        (effects.isAsync ? " async" : "") + throwsText(effects.throwsClause)
    }

    /// Writes ``effectsText(_:)``.
    func writeEffects(_ effects: Effects, _ w: inout CodeWriter) {
        if effects.isAsync { w.write(" async") }
        writeThrows(effects.throwsClause, &w)
    }

    /// Writes ``throwsText(_:)``.
    func writeThrows(_ clause: ThrowsClause, _ w: inout CodeWriter) {
        switch clause {
        case .none: break
        case .throws: w.write(" throws")
        case .rethrows: w.write(" rethrows")
        case .typed(let type):
            w.write(" throws(")
            w.write(type)
            w.write(")")
        }
    }

    /// `try `, `await `, `try await ` or nothing: what a call with these effects is marked with.
    static func callPrefix(_ effects: Effects) -> String {
        switch (effects.throwsClause.isThrowing, effects.isAsync) {
        case (false, false): return ""
        case (true, false): return "try "
        case (false, true): return "await "
        case (true, true): return "try await "
        }
    }

    /// The expression that reads the forwardee once (for the requirement being written: see
    /// ``routedOwner``).
    var forwardeeRead: String { forwardeeRead(owner: routedOwner) }

    /// The expression that reads the forwardee of a requirement declared by `owner`: the proxy
    /// standing behind this one for that protocol, if any, else the forwardee.
    func forwardeeRead(owner: String?) -> String {
        let forwardee = usesLockedStorage ? "proxyState.withLock({ $0.forwardee })" : "(hasForwardee ? forwardee : nil)"
        guard let owner, routeOwners.contains(owner) else { return forwardee }
        return "(\(routeName(owner)) ?? \(forwardee))"
    }

    /// The condition that binds the forwardee once: `let forwardee` or `let forwardee = …`.
    var forwardeeBinding: String {
        usesLockedStorage || routedOwner != nil ? "let forwardee = \(forwardeeRead)" : "hasForwardee, let forwardee"
    }

    /// How a body reaches the forwardee: read once into a local, or, for an access that mutates
    /// it (a `mutating` requirement, a setter of a protocol that is not class-bound), in place.
    struct ForwardeeAccess {
        /// An optional expression: `forwardee?.call`.
        var optional: String
        /// The condition of the branch that has a forwardee.
        var binding: String
        /// The forwardee inside that branch.
        var bound: String
        /// The name of the proxy's type that calls the protocol's defaults, and whether the
        /// default called is `mutating` (then called on a variable).
        var defaultsTypeName: String
        var defaultMutates: Bool

        /// Lines that prepare the defaults conformer, and the expression that names it (worked
        /// out only for a requirement with a default).
        var defaultsSetup: [String] { defaultMutates ? ["var defaults = \(defaultsTypeName)(proxy: self)"] : [] }
        var defaults: String { defaultMutates ? "defaults" : "\(defaultsTypeName)(proxy: self)" }
    }

    func forwardeeAccess(_ requirement: Requirement, setter: Bool = false) -> ForwardeeAccess {
        let inPlace = requirement.info.hasModifier("mutating") || (setter && !proxy.holdsForwardeeWeakly)
        // A default setter of a protocol that is not class-bound is `mutating`, as is a default
        // written `mutating`: either is called on a variable holding the defaults conformer.
        let defaultMutates = setter ? !proxy.holdsForwardeeWeakly : requirement.defaultMutates
        guard inPlace else {
            return ForwardeeAccess(
                optional: forwardeeRead, binding: forwardeeBinding, bound: "forwardee",
                defaultsTypeName: defaultsTypeName, defaultMutates: defaultMutates)
        }
        return ForwardeeAccess(
            optional: "forwardee", binding: "forwardee != nil", bound: "forwardee!",
            defaultsTypeName: defaultsTypeName, defaultMutates: defaultMutates)
    }

    /// The stored last answer of an Objective-C optional requirement with a non-optional result.
    func lastAnswerName(_ requirement: Requirement) -> String {
        "\(requirement.eventName)LastAnswer"
    }

    func lastAnswerRead(_ requirement: Requirement) -> String {
        usesLockedStorage
            ? "proxyState.withLock({ $0.\(lastAnswerName(requirement)) })" : lastAnswerName(requirement)
    }

    func lastAnswerWrite(_ requirement: Requirement, _ value: String) -> String {
        usesLockedStorage
            ? "proxyState.withLock { $0.\(lastAnswerName(requirement)) = \(value) }"
            : "\(lastAnswerName(requirement)) = \(value)"
    }

    /// Writes ``responderRead(_:)``.
    func writeResponderRead(_ requirement: Requirement, _ w: inout CodeWriter) {
        guard !usesLockedStorage else {
            w.write(responderRead(requirement))
            return
        }
        w.write(requirement.eventName)
        w.write("Responder")
    }

    func responderRead(_ requirement: Requirement) -> String {
        usesLockedStorage
            ? "proxyState.withLock({ $0.\(Self.declarable(requirement.eventName)) })"
            : "\(requirement.eventName)Responder"
    }

    // MARK: - Declarations

    func modifiers(_ requirement: Requirement) -> String {
        var text = access
        if requirement.info.hasModifier("nonisolated") { text += "nonisolated " }
        return text
    }

    /// Writes ``modifiers(_:)``.
    func writeModifiers(_ requirement: Requirement, _ w: inout CodeWriter) {
        w.write(access)
        if requirement.info.hasModifier("nonisolated") { w.write("nonisolated ") }
    }

    /// Whether an attribute of a requirement is repeated on its implementation.
    static func isCopied(_ attribute: Attribute) -> Bool {
        switch attribute.name {
        case "discardableResult", "available", "preconcurrency": return true
        default: return false
        }
    }

    /// Writes the requirement's attributes that its implementation repeats, one per line.
    func writeCopiedAttributes(_ info: DeclarationInfo, _ w: inout CodeWriter) {
        for attribute in info.attributes where Self.isCopied(attribute) {
            w.beginLine()
            attribute.write(to: &w)
            w.endLine()
        }
    }

    func genericClause(_ parameters: [GenericParameter]) -> String {
        guard !parameters.isEmpty else { return "" }
        return "<"
            + parameters.map { p in
                (p.isPack ? "each " : "") + p.name + (p.constraint.map { ": \($0)" } ?? "")
            }.joined(separator: ", ") + ">"
    }

    func whereText(_ requirements: [GenericRequirement]) -> String {
        requirements.isEmpty ? "" : " where " + requirements.map(\.description).joined(separator: ", ")
    }

    func emitRequirement(_ requirement: Requirement, _ w: inout CodeWriter) {
        // A parent's requirement reads the proxy standing behind this one for that parent, if any.
        let routed = !routeOwners.isEmpty && routeOwners.contains(requirement.qualifiedOwner)
        guard routed || routedOwner != nil else {
            emitRequirementMember(requirement, &w)
            return
        }
        var emitter = self
        emitter.routedOwner = routed ? requirement.qualifiedOwner : nil
        emitter.emitRequirementMember(requirement, &w)
    }

    private func emitRequirementMember(_ requirement: Requirement, _ w: inout CodeWriter) {
        switch requirement.kind {
        case .function(let function): emitFunction(function, requirement, &w)
        case .property(let property): emitProperty(property, requirement, &w)
        case .subscript(let sub): emitSubscript(sub, requirement, &w)
        }
    }

    /// Writes `modifiers func name<T>(parameters) async throws -> Result where …`.
    func writeFunctionSignature(
        _ function: FunctionDecl, _ parameters: ArraySlice<ProxyParameter>, _ w: inout CodeWriter,
        modifiers writeModifiers: (inout CodeWriter) -> Void
    ) {
        writeModifiers(&w)
        w.write("func ")
        w.write(function.name)
        if !function.genericParameters.isEmpty { w.write(genericClause(function.genericParameters)) }
        w.write("(")
        parameters.withUnsafeBufferPointer { parameters in
            for index in parameters.indices {
                if index > 0 { w.write(", ") }
                ProxyParameter.writeDeclaration(
                    label: parameters[index].parameter.label, name: parameters[index].name,
                    type: parameters[index].parameter.type, to: &w)
            }
        }
        w.write(")")
        if function.effects.isAsync { w.write(" async") }
        writeThrows(function.effects.throwsClause, &w)
        if let result = function.result {
            w.write(" -> ")
            w.write(result)
        }
        if !function.whereClause.isEmpty { w.write(whereText(function.whereClause)) }
    }

    /// Writes one line: `prefix`, `forwardee`, `separator` and the forwarded call.
    private func writeForwardedCall(
        _ prefix: String, _ forwardee: String, _ separator: String, _ function: FunctionDecl,
        _ parameters: ArraySlice<ProxyParameter>, _ w: inout CodeWriter
    ) {
        w.beginLine()
        w.write(prefix)
        w.write(forwardee)
        w.write(separator)
        writeCall(function, parameters, &w)
        w.endLine()
    }

    func emitFunction(_ function: FunctionDecl, _ requirement: Requirement, _ w: inout CodeWriter) {
        let parameters = proxyParameters(of: requirement)
        let prefix = Self.callPrefix(function.effects)
        writeCopiedAttributes(function.info, &w)
        let result = function.result
        let isVoid = result?.isVoid ?? true
        w.beginLine()
        writeFunctionSignature(function, parameters, &w) { w in writeModifiers(requirement, &w) }
        w.openBlock()
        let needsAnswer = requirement.hasDefault || needsResponder(requirement)
        let forwardee = forwardeeAccess(requirement)
        // A forwarded call on one line is written once and repeated where the body forwards it
        // again (the same text after `return ` or `let result: T = `).
        func writeForwardedCallOnce(_ w: inout CodeWriter, _ call: inout Range<Int>) {
            guard call.isEmpty else {
                w.repeatText(from: call.lowerBound, to: call.upperBound)
                return
            }
            let start = w.position
            w.write(prefix)
            w.write(forwardee.optional)
            w.write("?.")
            writeCall(function, parameters, &w)
            call = start..<w.position
        }
        emitPublishedCall(requirement, hasResult: !isVoid, &w) { w, returning, call in
            if requirement.isObjCOptional {
                emitOptionalRequirementForward(
                    function, requirement, prefix: prefix, parameters: parameters, returning: returning, &w)
                return
            }
            if isVoid && !needsAnswer {
                w.beginLine()
                writeForwardedCallOnce(&w, &call)
                w.endLine()
            } else if !isVoid && result!.isOptional && !needsAnswer {
                w.beginLine()
                if returning {
                    w.write("return ")
                } else {
                    w.write("let result: ")
                    w.write(result!)
                    w.write(" = ")
                }
                writeForwardedCallOnce(&w, &call)
                w.endLine()
            } else {
                // Without a forwardee: the protocol's default, or the responder.
                if !isVoid && !returning {
                    w.beginLine()
                    w.write("let result: ")
                    w.write(result!)
                    w.endLine()
                }
                let assignment = isVoid ? "" : returning ? "return " : "result = "
                w.ifElse(forwardee.binding) { w in
                    w.beginLine()
                    w.write(assignment)
                    w.write(prefix)
                    w.write(forwardee.bound)
                    w.write(".")
                    writeCall(function, parameters, &w)
                    w.endLine()
                } else: { w in
                    if requirement.hasDefault {
                        for line in forwardee.defaultsSetup { w.line(line) }
                        w.beginLine()
                        w.write(assignment)
                        w.write(Self.callPrefix(requirement.defaultEffects))
                        w.write(forwardee.defaults)
                        w.write(".")
                        writeCall(function, parameters, &w)
                        w.endLine()
                    } else {
                        emitResponderAnswer(requirement, parameters, &w, answerPrefix: assignment)
                    }
                }
            }
        }
        w.closeBlock()
    }

    /// The forwarded call of an Objective-C optional requirement: called with `?` on the
    /// forwardee; a non-optional result falls back to the optional responder. `returning`: the
    /// answer leaves by `return`; otherwise it is kept in a local `result`.
    func emitOptionalRequirementForward(
        _ function: FunctionDecl, _ requirement: Requirement, prefix: String, parameters: ArraySlice<ProxyParameter>,
        returning: Bool, _ w: inout CodeWriter
    ) {
        var scratch = CodeWriter(capacity: 256)
        writeCall(function, parameters, optional: true, &scratch)
        let optionalCall = scratch.text
        let result = function.result
        if result == nil || result!.isVoid {
            w.line("\(prefix)\(forwardeeRead)?.\(optionalCall)")
        } else if result!.isOptional {
            let answer = returning ? "return " : "let result: \(result!) = "
            w.line("\(answer)\(prefix)\(forwardeeRead)?.\(optionalCall)")
        } else {
            // The host (UIKit) cached "yes" for this method; when the forwardee is gone by the time
            // it calls, the forwardee's last answer stands in for it, and the host is told to ask
            // again. Only a forwardee that never answered before it went away, with no responder,
            // leaves nothing to return.
            let arguments = parameters.map(\.value)
            let last = lastAnswerName(requirement)
            w.line("let result: \(result!)")
            w.line("if let answer = \(prefix)\(forwardeeRead)?.\(optionalCall) {")
            w.line("    result = answer")
            w.line("    \(lastAnswerWrite(requirement, "answer"))")
            w.line("} else if let responder = \(responderRead(requirement)) {")
            w.line("    result = \(prefix)responder(\(arguments.joined(separator: ", ")))")
            w.line("} else if let answer = \(lastAnswerRead(requirement)) {")
            w.line("    result = answer")
            w.line("    answersMayHaveChanged()")
            w.line("} else {")
            w.line(
                "    Swift.preconditionFailure(\"\(proxy.proxyName): '\(requirement.swiftName)' was called with no forwardee that implements it, no responder and no earlier answer (\(last)); set \(requirement.eventName)Responder\")"
            )
            w.line("}")
            if returning { w.line("return result") }
        }
    }

    /// The value a host set on an Objective-C optional property the forwardee does not implement.
    func storedValueName(_ requirement: Requirement) -> String {
        "\(requirement.eventName)Value"
    }

    /// An Objective-C optional property (its type is optional): read from the forwardee where it
    /// implements it, else the value last set on the proxy (`nil` for a read-only one); set on the
    /// forwardee where it implements the setter, else kept by the proxy.
    func emitOptionalProperty(_ property: PropertyDecl, _ requirement: Requirement, _ w: inout CodeWriter) {
        let name = property.name
        let stored = storedValueName(requirement)
        let storedRead = usesLockedStorage ? "proxyState.withLock({ $0.\(stored) })" : stored
        w.block("\(modifiers(requirement))var \(name): \(property.type)") { w in
            w.block("get") { w in
                w.line("if let value = \(forwardeeRead)?.\(name) { return value }")
                w.line(property.isSettable ? "return \(storedRead)" : "return nil")
            }
            if property.isSettable {
                w.block("set") { w in
                    // Swift cannot assign an optional property requirement through an existential:
                    // the setter is performed by selector (the value is an object, or @objc refuses it).
                    let setter = "#selector(setter: \(proxy.protocolName).\(name))"
                    emitPublishedCall(requirement, hasResult: false, &w) { w, _, _ in
                        w.line("if let forwardee = \(forwardeeRead), forwardee.responds(to: \(setter)) {")
                        w.line("    _ = forwardee.perform(\(setter), with: newValue)")
                        w.line("} else {")
                        w.line(
                            usesLockedStorage
                                ? "    proxyState.withLock { $0.\(stored) = newValue }" : "    \(stored) = newValue")
                        w.line("}")
                    }
                }
            }
        }
    }

    func emitProperty(_ property: PropertyDecl, _ requirement: Requirement, _ w: inout CodeWriter) {
        if requirement.isObjCOptional {
            emitOptionalProperty(property, requirement, &w)
            return
        }
        let prefix = Self.callPrefix(property.getterEffects)
        let name = property.name
        w.beginLine()
        writeModifiers(requirement, &w)
        w.write("var ")
        w.write(name)
        w.write(": ")
        w.write(property.type)
        w.openBlock()
        let getter = forwardeeAccess(requirement)
        w.beginLine()
        w.write("get")
        writeEffects(property.getterEffects, &w)
        w.openBlock()
        if requirement.hasDefault {
            w.block("if \(getter.binding)") { w in w.line("return ", prefix, getter.bound, ".", name) }
            for line in getter.defaultsSetup { w.line(line) }
            w.line("return ", Self.callPrefix(requirement.defaultEffects), getter.defaults, ".", name)
        } else if property.type.isOptional {
            w.line("return ", prefix, getter.optional, "?.", name)
        } else {
            w.block("if \(getter.binding)") { w in w.line("return ", prefix, getter.bound, ".", name) }
            emitResponderAnswer(requirement, [], &w, answerPrefix: "return ")
        }
        w.closeBlock()
        if property.isSettable { emitSetter(requirement, member: ".\(name)", &w) }
        w.closeBlock()
    }

    /// The `set` accessor of a settable property or subscript: publishes the call and assigns
    /// `newValue` to `member` (`.name` or `[arguments]`) of the forwardee, or of the defaults while
    /// there is none.
    func emitSetter(_ requirement: Requirement, member: String, _ w: inout CodeWriter) {
        let setter = forwardeeAccess(requirement, setter: true)
        w.block("set") { w in
            emitPublishedCall(requirement, hasResult: false, &w) { w, _, _ in
                if requirement.hasDefault {
                    w.ifElse(setter.binding) { w in
                        w.line(setter.bound, member, " = newValue")
                    } else: { w in
                        for line in setter.defaultsSetup { w.line(line) }
                        w.line(setter.defaults, member, " = newValue")
                    }
                } else {
                    w.line(setter.optional, "?", member, " = newValue")
                }
            }
        }
    }

    func emitSubscript(_ sub: SubscriptDecl, _ requirement: Requirement, _ w: inout CodeWriter) {
        let parameters = proxyParameters(of: requirement)
        let prefix = Self.callPrefix(sub.getterEffects)
        let (declarations, arguments) = subscriptSignature(parameters)
        var signature =
            "\(modifiers(requirement))subscript\(genericClause(sub.genericParameters))(\(declarations)) -> \(sub.result)"
        signature += whereText(sub.whereClause)
        w.block(signature) { w in
            let getter = forwardeeAccess(requirement)
            w.block("get\(Self.effectsText(sub.getterEffects))") { w in
                if requirement.hasDefault {
                    w.block("if \(getter.binding)") { w in w.line("return \(prefix)\(getter.bound)[\(arguments)]") }
                    for line in getter.defaultsSetup { w.line(line) }
                    w.line("return \(Self.callPrefix(requirement.defaultEffects))\(getter.defaults)[\(arguments)]")
                } else if sub.result.isOptional {
                    w.line("return \(prefix)\(getter.optional)?[\(arguments)]")
                } else {
                    w.block("if \(getter.binding)") { w in w.line("return \(prefix)\(getter.bound)[\(arguments)]") }
                    emitResponderAnswer(requirement, parameters, &w, answerPrefix: "return ")
                }
            }
            if sub.isSettable { emitSetter(requirement, member: "[\(arguments)]", &w) }
        }
    }

    // MARK: - Defaults conformer stubs

    /// A requirement without a default, implemented on the defaults conformer by calling the proxy.
    func emitDefaultsStub(_ requirement: Requirement, _ w: inout CodeWriter) {
        switch requirement.kind {
        case .function(let function):
            let parameters = proxyParameters(of: requirement)
            writeCopiedAttributes(function.info, &w)
            w.beginLine()
            writeFunctionSignature(function, parameters, &w) { w in
                if requirement.info.hasModifier("nonisolated") { w.write("nonisolated ") }
            }
            w.openBlock()
            let returns = function.result.map { !$0.isVoid } ?? false
            writeForwardedCall(
                returns ? "return " : "", Self.callPrefix(function.effects), "proxy.", function, parameters, &w)
            w.closeBlock()
        case .property(let property):
            let prefix = Self.callPrefix(property.getterEffects)
            w.block("var \(property.name): \(property.type)") { w in
                w.line("get\(Self.effectsText(property.getterEffects)) { \(prefix)proxy.\(property.name) }")
                if property.isSettable { w.line("set { proxy.\(property.name) = newValue }") }
            }
        case .subscript(let sub):
            let (declarations, arguments) = subscriptSignature(proxyParameters(of: requirement))
            w.block(
                "subscript\(genericClause(sub.genericParameters))(\(declarations)) -> \(sub.result)\(whereText(sub.whereClause))"
            ) { w in
                w.line(
                    "get\(Self.effectsText(sub.getterEffects)) { \(Self.callPrefix(sub.getterEffects))proxy[\(arguments)] }"
                )
                if sub.isSettable { w.line("set { proxy[\(arguments)] = newValue }") }
            }
        }
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced.
    func replacingFirst(_ target: Character, with replacement: String) -> String {
        guard let index = firstIndex(of: target) else { return self }
        return String(self[..<index]) + replacement + String(self[self.index(after: index)...])
    }
}

extension TypeSyntax {
    /// Specifiers (`inout`, `sending`, …) on the outermost level.
    var specifiers: [String] {
        if case .attributed(_, let specifiers, _) = self { return specifiers }
        return []
    }

    /// Attribute names (`escaping`, `autoclosure`, `Sendable`) on the outermost level.
    var attributeNames: [String] {
        if case .attributed(let attributes, _, _) = self { return attributes.map(\.name) }
        return []
    }

    /// Whether ``attributeNames`` contains `name`, without gathering them.
    func hasAttribute(_ name: String) -> Bool {
        if case .attributed(let attributes, _, _) = self { return attributes.contains { $0.name == name } }
        return false
    }

    /// The type without specifiers; attributes kept.
    var strippingSpecifiers: TypeSyntax {
        if case .attributed(let attributes, _, let base) = self {
            return attributes.isEmpty ? base : .attributed(attributes: attributes, specifiers: [], base: base)
        }
        return self
    }

    func removingAttribute(_ name: String) -> TypeSyntax {
        if case .attributed(let attributes, let specifiers, let base) = self {
            let kept = attributes.filter { $0.name != name }
            return kept.isEmpty && specifiers.isEmpty
                ? base : .attributed(attributes: kept, specifiers: specifiers, base: base)
        }
        return self
    }

    /// Whether the type is names without generic arguments (`Date`, `Foundation.Date`), or such
    /// a type made optional: no attributes, specifiers, closures, packs or opaque types in it.
    var isPlainName: Bool {
        switch self {
        case .named(let components): return components.allSatisfy { $0.genericArguments.isEmpty }
        case .optional(let wrapped):
            guard case .named(let components) = wrapped else { return false }
            return components.allSatisfy { $0.genericArguments.isEmpty }
        default: return false
        }
    }

    /// Whether the type (under attributes) is a function type.
    var isFunction: Bool {
        switch self {
        case .function: return true
        case .attributed(_, _, let base): return base.isFunction
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return elements[0].type.isFunction
        default: return false
        }
    }

    var isVoid: Bool {
        switch self {
        case .tuple(let elements): return elements.isEmpty
        case .named(let components):
            return components.count == 1 && components[0].name == "Void"
                || (components.count == 2 && components[0].name == "Swift" && components[1].name == "Void")
        default: return false
        }
    }

    var isOptional: Bool {
        switch self {
        case .optional, .implicitlyUnwrapped: return true
        case .named(let components):
            return components.last?.name == "Optional" && components.last?.genericArguments.count == 1
        default: return false
        }
    }

    /// Whether a name in `names` appears anywhere in the type as a plain identifier.
    func mentions(_ names: Set<String>) -> Bool {
        guard !names.isEmpty else { return false }
        switch self {
        case .named(let components):
            if let first = components.first, names.contains(first.name) { return true }
            return components.contains { $0.genericArguments.contains { $0.mentions(names) } }
        case .optional(let t), .implicitlyUnwrapped(let t), .array(let t), .some(let t), .any(let t),
            .packExpansion(let t),
            .packElement(let t), .suppressed(let t):
            return t.mentions(names)
        case .metatype(let t, _): return t.mentions(names)
        case .dictionary(let k, let v): return k.mentions(names) || v.mentions(names)
        case .tuple(let elements): return elements.contains { $0.type.mentions(names) }
        case .function(let f): return f.parameters.contains { $0.type.mentions(names) } || f.result.mentions(names)
        case .composition(let parts): return parts.contains { $0.mentions(names) }
        case .attributed(_, _, let base): return base.mentions(names)
        }
    }

    var containsOpaque: Bool {
        switch self {
        case .some: return true
        case .attributed(_, _, let base): return base.containsOpaque
        case .optional(let t), .array(let t): return t.containsOpaque
        default: return false
        }
    }

    var containsPackExpansion: Bool {
        switch self {
        case .packExpansion, .packElement: return true
        case .attributed(_, _, let base): return base.containsPackExpansion
        case .tuple(let elements): return elements.contains { $0.type.containsPackExpansion }
        default: return false
        }
    }
}
