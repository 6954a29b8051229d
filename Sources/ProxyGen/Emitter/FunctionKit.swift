// FunctionKit: what a proxy and an observing subclass write alike for a function: its generic
// clause and signature, the call that passes its arguments on, and which arguments its events
// carry (the reasons the others are left out).

/// The pieces of a function both emitters write: ``ProxyEmitter`` (a requirement forwarded) and
/// ``SubclassEmitter`` (a method overridden). One spelling each, so the two cannot drift apart.
enum FunctionKit {
    typealias ProxyParameter = ProxyEmitter.ProxyParameter

    /// The attribute that compiles for size what an app ships one of per requirement or method and
    /// seldom runs hot: a proxy's requirements and `init`, an observing subclass's observed forms.
    /// They are glue around a forwarded call (ProxyGenApple: 783 requirements, whose machine code
    /// it cuts by a fifth); what a call's speed rests on stays inline where it is written (a
    /// proxy's `currentForwardee` is `@inline(__always)`, the runtime's paths `@inlinable`), so an
    /// unobserved proxy call costs one instruction more.
    static let sizeOptimized = "@_optimize(size)"

    /// Why an event leaves `parameter` out, or `nil` where it carries it: what cannot be stored
    /// (non-escaping and auto closures, borrowed or consumed values, values of noncopyable or
    /// non-escapable types, of generic types that may be either) or typed (parameter packs).
    /// `suppressedGenerics`: the function's generic parameters declared `~Copyable` or
    /// `~Escapable` (``suppressedGenericParameterNames(_:_:)``).
    static func reasonNotCarried(
        _ parameter: ProxyParameter, suppressedGenerics: Set<String>, unstorable: UnstorableTypes
    ) -> String? {
        if parameter.isAutoclosure { return "an autoclosure" }
        if parameter.isNonEscapingClosure { return "a non-escaping closure" }
        let type = parameter.parameter.type
        // Forwarded, never copied: a borrowed or consumed value may be noncopyable.
        if let ownership = type.specifiers.first(where: { $0 == "borrowing" || $0 == "consuming" }) {
            return "\(ownership), so it may be noncopyable"
        }
        if type.mentions(suppressedGenerics) { return suppressedGenericReason }
        if let reason = unstorable.reason(for: type) { return reason }
        if type.containsPackExpansion { return "a parameter pack" }
        return nil
    }

    /// What an event does with one argument: leaves it out, with why, or carries it with the type
    /// its payload names (`nil`: as `Any`).
    enum Carriage {
        case leftOut(reason: String)
        case carried(type: TypeSyntax?)
    }

    /// How an event carries `parameter` (``reasonNotCarried(_:suppressedGenerics:unstorable:)``):
    /// a type that names one of `erased` (the function's generic parameters, `Self`) or is opaque
    /// exists only inside the function, so the value is carried as `Any`; specifiers and
    /// `@escaping` belong to the signature, not to the payload.
    static func carriage(
        of parameter: ProxyParameter, suppressedGenerics: Set<String>, unstorable: UnstorableTypes, erased: Set<String>
    ) -> Carriage {
        if let reason = reasonNotCarried(parameter, suppressedGenerics: suppressedGenerics, unstorable: unstorable) {
            return .leftOut(reason: reason)
        }
        let type = parameter.parameter.type.strippingSpecifiers.removingAttribute("escaping")
        return .carried(type: type.mentions(erased) || type.containsOpaque ? nil : type)
    }

    static let suppressedGenericReason = "of a generic type that may be noncopyable or non-escapable"

    /// Generic parameters declared `~Copyable` or `~Escapable` (in the clause or the `where`
    /// clause): a value of such a type may not be stored.
    static func suppressedGenericParameterNames(
        _ generics: [GenericParameter], _ whereClause: [GenericRequirement]
    ) -> Set<String> {
        if generics.isEmpty && whereClause.isEmpty { return [] }
        func suppresses(_ type: TypeSyntax?) -> Bool {
            switch type {
            case .suppressed?: return true
            case .composition(let parts)?: return parts.contains { suppresses($0) }
            default: return false
            }
        }
        var names = Set(generics.filter { suppresses($0.constraint) }.map(\.name))
        for requirement in whereClause where requirement.relation == .conformance && suppresses(requirement.right) {
            names.insert(requirement.left.description)
        }
        return names
    }
}

// MARK: - Signature and call

extension FunctionKit {
    /// `<T: P, each U>`, or nothing.
    static func genericClause(_ parameters: [GenericParameter]) -> String {
        guard !parameters.isEmpty else { return "" }
        return "<"
            + parameters.map { p in
                (p.isPack ? "each " : "") + p.name + (p.constraint.map { ": \($0)" } ?? "")
            }.joined(separator: ", ") + ">"
    }

    /// ` where A: P, B == C`, or nothing.
    static func whereText(_ requirements: [GenericRequirement]) -> String {
        requirements.isEmpty ? "" : " where " + requirements.map(\.description).joined(separator: ", ")
    }

    /// Writes `name<T>(label name: Type, …) async throws -> Result where …` (after whatever the
    /// caller wrote before it: modifiers, `func `), with the parameters as the implementation names
    /// them, and their default values where `defaults`.
    static func writeSignature(
        _ function: FunctionDecl, name: String, parameters: ArraySlice<ProxyParameter>, defaults: Bool = false,
        _ w: inout CodeWriter
    ) {
        w.write(name)
        if !function.genericParameters.isEmpty { w.write(genericClause(function.genericParameters)) }
        w.write("(")
        // Read in place (an element taken out of the list is a copy of its names and type).
        parameters.withUnsafeBufferPointer { parameters in
            for index in parameters.indices {
                if index > 0 { w.write(", ") }
                ProxyParameter.writeDeclaration(
                    label: parameters[index].parameter.label, name: parameters[index].name,
                    type: parameters[index].parameter.type, to: &w)
                if defaults, let value = parameters[index].parameter.defaultValue {
                    w.write(" = ")
                    w.write(value)
                }
            }
        }
        w.write(")")
        if function.effects.isAsync { w.write(" async") }
        w.write(ProxyEmitter.throwsText(function.effects.throwsClause))
        if let result = function.result {
            w.write(" -> ")
            w.write(result)
        }
        if !function.whereClause.isEmpty { w.write(whereText(function.whereClause)) }
    }

    /// Writes `(label: value, …)`: the arguments of a call that passes the parameters on, each
    /// label as a call writes it (``argumentLabel(_:)``), `&` before an `inout` one, an
    /// autoclosure called again.
    static func writeArguments(_ parameters: ArraySlice<ProxyParameter>, _ w: inout CodeWriter) {
        w.write("(")
        parameters.withUnsafeBufferPointer { parameters in
            for index in parameters.indices {
                if index > 0 { w.write(", ") }
                if let label = parameters[index].parameter.label {
                    w.write(argumentLabel(label))
                    w.write(": ")
                }
                ProxyParameter.writeValue(
                    name: parameters[index].name, isInout: parameters[index].isInout,
                    isAutoclosure: parameters[index].isAutoclosure, to: &w)
            }
        }
        w.write(")")
    }

    /// A label as a call writes it: a keyword needs no backticks in an argument list (the
    /// compiler warns about them), except `inout`, `var` and `let`; a raw identifier keeps them.
    static func argumentLabel(_ label: String) -> String {
        let word = label.unbackticked
        guard word != label, !["inout", "var", "let"].contains(word),
            word.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        else { return label }
        return word
    }
}

// MARK: - Payload

extension FunctionKit {
    /// Writes a payload of `count` parts: `empty` for none (`Swift.Void`, `()`), the one part
    /// alone, or a labelled tuple `(label: part, …)`: the type of an event and the value it
    /// sends are written alike. `label` and `part` are asked for each index in order.
    static func writePayload(
        count: Int, empty: StaticString, _ w: inout CodeWriter, label: (Int) -> String,
        part: (Int, inout CodeWriter) -> Void
    ) {
        switch count {
        case 0: w.write(empty)
        case 1: part(0, &w)
        default:
            w.write("(")
            for index in 0..<count {
                if index > 0 { w.write(", ") }
                w.write(label(index))
                w.write(": ")
                part(index, &w)
            }
            w.write(")")
        }
    }

    /// Whether a payload of `count` values is sent as its parts and its type (`tableView,
    /// indexPath, as: ReactiveRuntime.ProxyEventPayload<(tableView: UITableView, indexPath:
    /// IndexPath)>.self`): the runtime's `beginCall`, `sendBefore` and `sendAfter` take two to four
    /// parts and build the tuple in one shared function per payload type, where a tuple written at
    /// the call is built in the caller, twice per call. A value carried as `Any` is converted where
    /// it is sent, so a payload with one (`erases`) is written as a tuple.
    static func sendsParts(count: Int, erases: Bool) -> Bool {
        (2...4).contains(count) && !erases
    }

    /// Writes the type of a carried value: `Any` where it has none (erased), a parameter's type as
    /// it can be stored (``ProxyEmitter/storable(_:)``).
    static func writeCarriedType(_ type: TypeSyntax?, isParameter: Bool, _ w: inout CodeWriter) {
        guard let type else {
            w.write("Any")
            return
        }
        if isParameter { w.write(ProxyEmitter.storable(type)) } else { w.write(type) }
    }
}
