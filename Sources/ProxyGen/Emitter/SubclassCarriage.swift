// SubclassCarriage: what the events of one overridden method carry: its arguments (as a proxy's
// events do, the same ones left out), and after the call its result.

/// The payloads of one overridden method's events. The before-event carries the arguments; the
/// after-event the arguments (an `inout` one as it is after the call) and the result, labelled
/// `result` (or `returnValue` where a parameter is named `result`).
struct SubclassCarriage {
    /// A carried argument: its name in the override, and its type (`nil`: carried as `Any`).
    struct Value {
        var name: String
        var type: TypeSyntax?
    }

    /// The override's parameters, renamed where a name is taken (`self`, `_`).
    var parameters: [ProxyEmitter.ProxyParameter] = []
    var values: [Value] = []
    var omitted: [(name: String, reason: String)] = []
    /// The result the after-event carries, `nil` for none (`Void`); ``resultIsAny`` where its
    /// type names the method's generic parameters or `Self`.
    var result: TypeSyntax?
    var resultIsAny = false
    var resultLabel = "result"
    /// Why the after-event leaves the result out (its type cannot be stored), or `nil`.
    var resultLeftOut: String?

    init(method: ResolvedSubclass.Method, unstorable: UnstorableTypes) {
        let decl = method.decl
        ProxyEmitter.appendProxyParameters(decl.parameters, to: &parameters)
        let suppressed = FunctionKit.suppressedGenericParameterNames(decl.genericParameters, decl.whereClause)
        var erased = Set(decl.genericParameters.map(\.name))
        erased.insert("Self")
        for parameter in parameters {
            if let reason = FunctionKit.reasonNotCarried(
                parameter, suppressedGenerics: suppressed, unstorable: unstorable)
            {
                omitted.append((parameter.name.unbackticked, reason))
                continue
            }
            let type = parameter.parameter.type.strippingSpecifiers.removingAttribute("escaping")
            values.append(Value(name: parameter.name, type: type.mentions(erased) ? nil : type))
        }
        if let type = decl.result, !type.isVoid {
            if let reason = unstorable.reason(for: type)
                ?? (type.mentions(suppressed) ? FunctionKit.suppressedGenericReason : nil)
            {
                resultLeftOut = reason
                return
            }
            result = type
            resultIsAny = type.mentions(erased)
            if values.contains(where: { $0.name.unbackticked == "result" }) { resultLabel = "returnValue" }
        }
    }

    /// Writes the payload type: `Swift.Void`, the one carried type, or a labelled tuple.
    func writePayloadType(afterCall: Bool, _ w: inout CodeWriter) {
        var parts: [(label: String, type: TypeSyntax?)] = values.map { ($0.name.unbackticked, $0.type) }
        if afterCall, let result { parts.append((resultLabel, resultIsAny ? nil : result)) }
        switch parts.count {
        case 0: w.write("Swift.Void")
        case 1: Self.writeType(parts[0].type, &w)
        default:
            w.write("(")
            for (index, part) in parts.enumerated() {
                if index > 0 { w.write(", ") }
                w.write(part.label)
                w.write(": ")
                Self.writeType(part.type, &w)
            }
            w.write(")")
        }
    }

    private static func writeType(_ type: TypeSyntax?, _ w: inout CodeWriter) {
        guard let type else {
            w.write("Any")
            return
        }
        ProxyEmitter.writeStorable(type, &w)
    }

    /// The expression sent: `()`, the one value, or a labelled tuple; after the call with the
    /// result, held in `resultName`.
    func payloadExpression(afterCall: Bool, resultName: String) -> String {
        var parts: [(label: String, value: String)] = values.map {
            ($0.name.unbackticked, $0.type == nil ? "\($0.name) as Any" : $0.name)
        }
        if afterCall, result != nil { parts.append((resultLabel, resultIsAny ? "\(resultName) as Any" : resultName)) }
        switch parts.count {
        case 0: return "()"
        case 1: return parts[0].value
        default: return "(" + parts.map { "\($0.label): \($0.value)" }.joined(separator: ", ") + ")"
        }
    }
}
