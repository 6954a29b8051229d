// ProxyEmitter+Payload: what each event carries (and leaves out), its payload type and the
// expression that sends it, and the body that publishes a call around the forwarded one.

extension ProxyEmitter {
    /// A value an event carries: an argument, or the new value of a property or subscript.
    struct CarriedValue {
        /// The name the proxy's body knows the value by (backticked where it is a keyword).
        var name: String
        /// Its type, or `nil` where it is carried as `Any` (a type naming the requirement's generic
        /// parameters, or opaque).
        var type: TypeSyntax?
        /// Whether the type is a parameter's, written as it can be stored (see ``storable(_:)``).
        var isParameter: Bool
        /// Whether the value is sent as `name as Any`.
        var castsToAny: Bool
    }

    /// Where a requirement's part of ``Plan/carriedParameters`` and ``Plan/carriedValues`` is.
    struct CarriageBounds {
        var parameters: Range<Int>
        var values: Range<Int>
        /// Whether ``Plan/omittedParameters`` has an entry for the requirement.
        var omits: Bool
    }

    /// The requirement's parameters as the proxy declares them (renamed where a name is taken).
    func proxyParameters(of requirement: Requirement) -> ArraySlice<ProxyParameter> {
        plan.carriedParameters[plan.carriageBounds[requirement.ordinal].parameters]
    }

    /// The values the requirement's events carry, in order.
    func carriedValues(of requirement: Requirement) -> ArraySlice<CarriedValue> {
        plan.carriedValues[plan.carriageBounds[requirement.ordinal].values]
    }

    /// The requirement's parameters its events leave out, with the reason its documentation gives.
    func omittedParameters(of requirement: Requirement) -> [(name: String, reason: String)] {
        guard plan.carriageBounds[requirement.ordinal].omits else { return [] }
        return plan.omittedParameters[requirement.ordinal] ?? []
    }

    /// The ordinal of the requirement whose parameter `plan.carriedParameters[index]` is.
    func ordinal(ofCarriedParameter index: Int) -> Int {
        guard let ordinal = plan.carriageBounds.firstIndex(where: { $0.parameters.contains(index) }) else {
            preconditionFailure("carried parameter \(index) belongs to no requirement")
        }
        return ordinal
    }

    /// Works out what each requirement's events carry (its event's type, its documentation, every
    /// send and the forwarded calls need it), once, into the plan: every requirement's parameters
    /// and values in two lists, not two lists and an object per requirement.
    func workOutCarriages() {
        var parameterCount = 0
        for requirement in requirements { parameterCount += parameters(of: requirement).count }
        var parameters: [ProxyParameter] = []
        parameters.reserveCapacity(parameterCount)
        var values: [CarriedValue] = []
        values.reserveCapacity(parameterCount + requirements.count)
        var bounds: [CarriageBounds] = []
        bounds.reserveCapacity(requirements.count)
        var omittedParameters: [Int: [(name: String, reason: String)]] = [:]
        // Read once from the plan's proxy (``proxy`` is a copy of all of it).
        let unstorable = plan.proxy.unstorableTypes
        for requirement in requirements {
            let parameterStart = parameters.count
            let valueStart = values.count
            let omitted = appendCarriage(
                of: requirement, unstorable: unstorable, parameters: &parameters, values: &values)
            if !omitted.isEmpty { omittedParameters[requirement.ordinal] = omitted }
            bounds.append(
                CarriageBounds(
                    parameters: parameterStart..<parameters.count, values: valueStart..<values.count,
                    omits: !omitted.isEmpty))
        }
        plan.carriedParameters = parameters
        plan.carriedValues = values
        plan.carriageBounds = bounds
        plan.omittedParameters = omittedParameters
    }

    /// Appends the requirement's proxy parameters and carried values; returns the parameters left
    /// out.
    private func appendCarriage(
        of requirement: Requirement, unstorable: UnstorableTypes, parameters: inout [ProxyParameter],
        values: inout [CarriedValue]
    ) -> [(name: String, reason: String)] {
        let generics = genericParameterNames(of: requirement)
        let suppressedGenerics = suppressedGenericParameterNames(of: requirement)
        let start = parameters.count
        Self.appendProxyParameters(self.parameters(of: requirement), to: &parameters)
        var omitted: [(name: String, reason: String)] = []
        let isGeneric = !generics.isEmpty || !suppressedGenerics.isEmpty
        for index in start..<parameters.count {
            // A parameter whose type is a plain name, or one made optional, of a requirement
            // without generic parameters is carried as it is where its type can be stored: none of
            // the other checks can apply.
            if !isGeneric && parameters[index].parameter.type.isPlainName
                && !(unstorable.mayBeNamed && unstorable.mayNamePlainly(parameters[index].parameter.type))
            {
                values.append(
                    CarriedValue(
                        name: parameters[index].name, type: parameters[index].parameter.type, isParameter: true,
                        castsToAny: false))
                continue
            }
            let p = parameters[index]
            switch FunctionKit.carriage(
                of: p, suppressedGenerics: suppressedGenerics, unstorable: unstorable, erased: generics)
            {
            case .leftOut(let reason): omitted.append((p.name.unbackticked, reason))
            case .carried(let type):
                values.append(CarriedValue(name: p.name, type: type, isParameter: true, castsToAny: type == nil))
            }
        }
        if case .function = requirement.kind { return omitted }
        appendNewValue(of: requirement, generics: generics, unstorable: unstorable, to: &values, omitted: &omitted)
        return omitted
    }

    /// Appends the new value a property's or subscript's setter event carries, or the reason it
    /// leaves it out.
    private func appendNewValue(
        of requirement: Requirement, generics: Set<String>, unstorable: UnstorableTypes,
        to values: inout [CarriedValue], omitted: inout [(name: String, reason: String)]
    ) {
        switch requirement.kind {
        case .property(let property):
            if let reason = unstorable.reason(for: property.type) {
                omitted.append(("newValue", reason))
            } else {
                // A new value of an implicitly unwrapped optional (`[AXCustomContent]!`) is sent as
                // the optional it is: `!` cannot be written in a generic argument.
                values.append(
                    CarriedValue(
                        name: "newValue", type: Self.storable(property.type.strippingSpecifiers), isParameter: false,
                        castsToAny: false))
            }
        case .subscript(let sub):
            if let reason = unstorable.reason(for: sub.result) {
                omitted.append(("newValue", reason))
            } else if sub.result.mentions(generics) {
                values.append(CarriedValue(name: "newValue", type: nil, isParameter: false, castsToAny: true))
            } else {
                // A result written `Any` is sent as `Any` too.
                let castsToAny = sub.result.description == "Any"
                values.append(
                    CarriedValue(name: "newValue", type: sub.result, isParameter: false, castsToAny: castsToAny))
            }
        case .function:
            break
        }
    }

    /// Writes a parameter's type as it can be stored (in a payload or a closure type): where its
    /// text ends in an implicitly unwrapped optional (`WKNavigation!`, common in Objective-C SDKs),
    /// that optional is written `?`.
    static func writeStorable(_ type: TypeSyntax, _ w: inout CodeWriter) {
        w.write(storable(type))
    }

    /// The type whose text ends in `!` (``TypeSyntax/description``) with that last `!` made `?`:
    /// an implicitly unwrapped optional written last, by itself or as the last part of a larger
    /// type (a closure's result, the base of `any` or of an attributed type); other types as they are.
    static func storable(_ type: TypeSyntax) -> TypeSyntax {
        switch type {
        case .implicitlyUnwrapped(let wrapped): return .optional(wrapped)
        case .function(var function):
            function.result = storable(function.result)
            return .function(function)
        case .some(let base): return .some(storable(base))
        case .any(let base): return .any(storable(base))
        case .composition(var parts) where !parts.isEmpty:
            parts[parts.count - 1] = storable(parts[parts.count - 1])
            return .composition(parts)
        case .attributed(let attributes, let specifiers, let base):
            return .attributed(attributes: attributes, specifiers: specifiers, base: storable(base))
        case .packExpansion(let base): return .packExpansion(storable(base))
        case .packElement(let base): return .packElement(storable(base))
        case .suppressed(let base): return .suppressed(storable(base))
        default: return type
        }
    }

    /// Writes the payload type: `Swift.Void`, the single carried type, or a labelled tuple. In an
    /// expression (`inExpression`), a label that is a keyword keeps its backticks: there
    /// `Payload<(protocol: URLProtocol)>` is read as two comparisons, not as a type.
    func writePayloadType(_ requirement: Requirement, inExpression: Bool = false, _ w: inout CodeWriter) {
        // Read in place: an element taken out of the list is a copy of its name and type.
        carriedValues(of: requirement).withUnsafeBufferPointer { values in
            FunctionKit.writePayload(count: values.count, empty: "Swift.Void", &w) {
                inExpression ? values[$0].name : values[$0].name.unbackticked
            } part: {
                index, w in
                FunctionKit.writeCarriedType(values[index].type, isParameter: values[index].isParameter, &w)
            }
        }
    }

    /// Writes the expression sent on the event: `()`, the single value, or a labelled tuple.
    func writePayloadExpression(_ requirement: Requirement, _ w: inout CodeWriter) {
        carriedValues(of: requirement).withUnsafeBufferPointer { values in
            FunctionKit.writePayload(count: values.count, empty: "()", &w) {
                values[$0].name.unbackticked
            } part: {
                index, w in
                w.write(values[index].name)
                if values[index].castsToAny { w.write(" as Any") }
            }
        }
    }

    /// Writes what sends the requirement's payload: its parts and its type where the runtime
    /// builds the tuple (``FunctionKit/sendsParts(count:erases:)``), otherwise the expression.
    func writePayloadArguments(_ requirement: Requirement, _ w: inout CodeWriter) {
        let values = carriedValues(of: requirement)
        guard FunctionKit.sendsParts(count: values.count, erases: values.contains { $0.castsToAny }) else {
            writePayloadExpression(requirement, &w)
            return
        }
        for value in values {
            w.write(value.name)
            w.write(", ")
        }
        w.write("as: ReactiveRuntime.ProxyEventPayload<")
        writePayloadType(requirement, inExpression: true, &w)
        w.write(">.self")
    }

    /// Writes a body that publishes the call on both events around `forward`, which writes the
    /// forwarded call (`returning`: its answer leaves by `return`; otherwise it is kept in a local
    /// `result`).
    ///
    /// The runtime's `beginCall(_:at:)` sends the before-event and answers the call it began, or
    /// `nil` at once, without building the payload, when nobody observes the requirement; the body
    /// forwards, then sends the after-event on that call. One copy of the forwarded call: the code
    /// is typechecked in every build of every app that uses the proxy, while the `nil` check costs
    /// a branch. An `inout` argument is carried with its value before the call in the first event,
    /// after it in the second.
    func emitPublishedCall(
        _ requirement: Requirement, hasResult: Bool, _ w: inout CodeWriter,
        forward: (inout CodeWriter, _ returning: Bool) -> Void
    ) {
        guard let index = eventIndex(requirement) else {
            forward(&w, true)
            return
        }
        w.beginLine()
        w.write("let events = self.events.streams.beginCall(")
        writePayloadArguments(requirement, &w)
        w.write(", at: ")
        w.write(index)
        w.write(")")
        w.endLine()
        forward(&w, false)
        w.beginLine()
        w.write("events?.sendAfter(")
        writePayloadArguments(requirement, &w)
        w.write(")")
        w.endLine()
        if hasResult { w.line("return result") }
    }
}
