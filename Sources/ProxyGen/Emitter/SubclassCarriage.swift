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
            switch FunctionKit.carriage(
                of: parameter, suppressedGenerics: suppressed, unstorable: unstorable, erased: erased)
            {
            case .leftOut(let reason): omitted.append((parameter.name.unbackticked, reason))
            case .carried(let type): values.append(Value(name: parameter.name, type: type))
            }
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

    /// Writes the payload type: `Swift.Void`, the one carried type, or a labelled tuple. In an
    /// expression (`inExpression`), a label that is a keyword keeps its backticks (see
    /// `ProxyEmitter.writePayloadType(_:inExpression:_:)`).
    func writePayloadType(afterCall: Bool, inExpression: Bool = false, _ w: inout CodeWriter) {
        let carriesResult = afterCall && result != nil
        FunctionKit.writePayload(count: values.count + (carriesResult ? 1 : 0), empty: "Swift.Void", &w) { index in
            guard index < values.count else { return resultLabel }
            return inExpression ? values[index].name : values[index].name.unbackticked
        } part: { index, w in
            let type = index < values.count ? values[index].type : resultIsAny ? nil : result
            FunctionKit.writeCarriedType(type, isParameter: true, &w)
        }
    }

    /// What sends a payload: its parts and its type where the runtime builds the tuple
    /// (``FunctionKit/sendsParts(count:erases:)``), otherwise ``payloadExpression(afterCall:resultName:)``.
    func payloadArguments(afterCall: Bool, resultName: String) -> String {
        let carriesResult = afterCall && result != nil
        let erases = values.contains { $0.type == nil } || (carriesResult && resultIsAny)
        guard FunctionKit.sendsParts(count: values.count + (carriesResult ? 1 : 0), erases: erases) else {
            return payloadExpression(afterCall: afterCall, resultName: resultName)
        }
        var w = CodeWriter(capacity: 128)
        for value in values {
            w.write(value.name)
            w.write(", ")
        }
        if carriesResult {
            w.write(resultName)
            w.write(", ")
        }
        w.write("as: ReactiveRuntime.ProxyEventPayload<")
        writePayloadType(afterCall: afterCall, inExpression: true, &w)
        w.write(">.self")
        return w.text
    }

    /// The expression sent: `()`, the one value, or a labelled tuple; after the call with the
    /// result, held in `resultName`.
    func payloadExpression(afterCall: Bool, resultName: String) -> String {
        let carriesResult = afterCall && result != nil
        var w = CodeWriter(capacity: 64)
        FunctionKit.writePayload(count: values.count + (carriesResult ? 1 : 0), empty: "()", &w) { index in
            index < values.count ? values[index].name.unbackticked : resultLabel
        } part: { index, w in
            let isAny = index < values.count ? values[index].type == nil : resultIsAny
            w.write(index < values.count ? values[index].name : resultName)
            if isAny { w.write(" as Any") }
        }
        return w.text
    }
}
