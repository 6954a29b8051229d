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

    /// What a requirement's events carry, worked out once per requirement: the event's type, its
    /// documentation, every send and the forwarded calls need it. One shared object: each of them
    /// asks for it, and a reference is all they take.
    final class Carriage {
        /// The requirement's parameters as the proxy declares them.
        let parameters: [ProxyParameter]
        /// The carried values, in order.
        let values: [CarriedValue]
        /// The parameters left out, with the reason given in the event's documentation.
        let omitted: [(name: String, reason: String)]

        init(parameters: [ProxyParameter], values: [CarriedValue], omitted: [(name: String, reason: String)]) {
            self.parameters = parameters
            self.values = values
            self.omitted = omitted
        }
    }

    /// The ``Carriage`` of a requirement, worked out when first asked and kept by
    /// ``Requirement/ordinal``.
    func carriage(_ requirement: Requirement) -> Carriage {
        if let carriage = plan.carried[requirement.ordinal] { return carriage }
        let carriage = uncachedCarriage(requirement)
        plan.carried[requirement.ordinal] = carriage
        return carriage
    }

    func uncachedCarriage(_ requirement: Requirement) -> Carriage {
        let generics = genericParameterNames(of: requirement)
        let noncopyableGenerics = noncopyableGenericParameterNames(of: requirement)
        let parameters = proxyParameters(parameters(of: requirement))
        var values: [CarriedValue] = []
        values.reserveCapacity(parameters.count + 1)
        var omitted: [(name: String, reason: String)] = []
        let isGeneric = !generics.isEmpty || !noncopyableGenerics.isEmpty
        for index in parameters.indices {
            // A parameter whose type is a plain name, or one made optional, of a requirement
            // without generic parameters is carried as it is: none of the checks below can apply.
            if !isGeneric && parameters[index].parameter.type.isPlainName {
                values.append(
                    CarriedValue(
                        name: parameters[index].name, type: parameters[index].parameter.type, isParameter: true,
                        castsToAny: false))
                continue
            }
            let p = parameters[index]
            func omit(_ reason: String) { omitted.append((p.name.unbackticked, reason)) }
            if p.isAutoclosure {
                omit("an autoclosure")
                continue
            }
            if p.isNonEscapingClosure {
                omit("a non-escaping closure")
                continue
            }
            // Forwarded, never copied: a borrowed or consumed value may be noncopyable.
            if let ownership = p.parameter.type.specifiers.first(where: { $0 == "borrowing" || $0 == "consuming" }) {
                omit("\(ownership), so it may be noncopyable")
                continue
            }
            if p.parameter.type.mentions(noncopyableGenerics) {
                omit("of a generic type that may be noncopyable")
                continue
            }
            let type = p.parameter.type.strippingSpecifiers.removingAttribute("escaping")
            if type.containsPackExpansion {
                omit("a parameter pack")
                continue
            }
            if type.mentions(generics) || type.containsOpaque {
                values.append(CarriedValue(name: p.name, type: nil, isParameter: true, castsToAny: true))
            } else {
                values.append(CarriedValue(name: p.name, type: type, isParameter: true, castsToAny: false))
            }
        }
        switch requirement.kind {
        case .property(let property):
            values = [
                CarriedValue(
                    name: "newValue", type: property.type.strippingSpecifiers, isParameter: false, castsToAny: false)
            ]
        case .subscript(let sub):
            if sub.result.mentions(generics) {
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
        return Carriage(parameters: parameters, values: values, omitted: omitted)
    }

    /// A parameter type as it can be stored (in a payload or a closure type): an implicitly
    /// unwrapped optional (`WKNavigation!`, common in Objective-C SDKs) becomes an optional.
    static func storable(_ type: String) -> String {
        // A last Character `!` is a last byte `!`: most types end otherwise.
        guard type.utf8.last == UInt8(ascii: "!") else { return type }
        return type.hasSuffix("!") ? String(type.dropLast()) + "?" : type
    }

    /// Writes a parameter's type as ``storable(_:)`` spells it: the type's text, read back only
    /// where it ends in `!`.
    func writeStorable(_ type: TypeSyntax, _ w: inout CodeWriter) {
        let start = w.position
        w.write(type)
        guard w.lastByte == UInt8(ascii: "!") else { return }
        let text = w.text(from: start)
        w.truncate(to: start)
        w.write(Self.storable(text))
    }

    /// Writes the type of a carried value.
    func writeType(of value: CarriedValue, _ w: inout CodeWriter) {
        guard let type = value.type else {
            w.write("Any")
            return
        }
        if value.isParameter { writeStorable(type, &w) } else { w.write(type) }
    }

    /// Writes the payload type: `Swift.Void`, the single carried type, or a labelled tuple.
    func writePayloadType(_ requirement: Requirement, _ w: inout CodeWriter) {
        let values = carriage(requirement).values
        switch values.count {
        case 0: w.write("Swift.Void")
        case 1: writeType(of: values[0], &w)
        default:
            w.write("(")
            for index in values.indices {
                if index > 0 { w.write(", ") }
                w.write(values[index].name.unbackticked)
                w.write(": ")
                writeType(of: values[index], &w)
            }
            w.write(")")
        }
    }

    /// Writes the expression sent on the event: `()`, the single value, or a labelled tuple.
    func writePayloadExpression(_ requirement: Requirement, _ w: inout CodeWriter) {
        let values = carriage(requirement).values
        func writeValue(_ value: CarriedValue) {
            w.write(value.name)
            if value.castsToAny { w.write(" as Any") }
        }
        switch values.count {
        case 0: w.write("()")
        case 1: writeValue(values[0])
        default:
            w.write("(")
            for index in values.indices {
                if index > 0 { w.write(", ") }
                w.write(values[index].name.unbackticked)
                w.write(": ")
                writeValue(values[index])
            }
            w.write(")")
        }
    }

    /// Writes a body that publishes the call on both events around `forward`, which writes the
    /// forwarded call (`returning`: its answer leaves by `return`; otherwise it is kept in a local
    /// `result`).
    ///
    /// When the proxy has no stream table (nobody ever asked for a stream of it), the runtime's
    /// `beginCall(_:at:)` answers `nil` and the body forwards the call and returns, so that nothing is kept across the
    /// forwarded call; otherwise it sends the before-event, forwards, and sends the after-event on
    /// the call it began (the table loaded once). An `inout` argument is carried with its value
    /// before the call in the first, after it in the second.
    func emitPublishedCall(
        _ requirement: Requirement, hasResult: Bool, _ w: inout CodeWriter,
        forward: (inout CodeWriter, _ returning: Bool) -> Void
    ) {
        guard let index = eventIndex(requirement) else {
            forward(&w, true)
            return
        }
        w.beginLine()
        w.write("guard let events = self.events.streams.beginCall(")
        // The same payload is sent after the call: its text is written once and repeated.
        let payloadStart = w.position
        writePayloadExpression(requirement, &w)
        let payloadEnd = w.position
        w.write(", at: ")
        w.write(index)
        w.write(") else")
        w.openBlock()
        forward(&w, true)
        if !hasResult { w.line("return") }
        w.closeBlock()
        forward(&w, false)
        w.beginLine()
        w.write("events.sendAfter(")
        w.repeatText(from: payloadStart, to: payloadEnd)
        w.write(")")
        w.endLine()
        if hasResult { w.line("return result") }
    }
}
