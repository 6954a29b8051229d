// ProxyEmitter+Calls: every call of the proxy as one value, `Call` (a case per requirement that
// publishes), and the events type's `all`, the requirements' streams merged into one stream of it.

extension ProxyEmitter {
    /// Whether the requirement has a case in `Call`: it publishes, and its event carries no
    /// availability of its own. An enum case with associated values cannot be newer than its enum,
    /// and a deprecated one would warn where `all` makes it: those events are observed alone.
    func hasCallCase(_ requirement: Requirement) -> Bool {
        guard eventIndex(requirement) != nil else { return false }
        guard requirement.hasAvailability else { return true }
        let enclosing = enclosingAvailability
        return !requirement.info.attributes.contains {
            $0.name == "available" && Availability.attribute($0, within: enclosing) != nil
        }
    }

    /// `enum Call`: one case per requirement with an event, labelled as its payload is.
    func emitCallType(_ w: inout CodeWriter) {
        w.line(
            "/// One call of ``\(proxy.protocolName)``'s requirements, as a value: what `events.\(allStreamName)` and")
        w.line(
            "/// `beforeEvents.\(allStreamName)` send, for code that handles every call in one place (a reducer's `switch`)."
        )
        let left = requirements.filter { eventIndex($0) != nil && !hasCallCase($0) }
        if !left.isEmpty {
            w.line("///")
            w.beginLine()
            w.write("/// Not here, observed alone (newer than the proxy, or deprecated): ")
            for (i, requirement) in left.enumerated() {
                if i > 0 { w.write(", ") }
                w.write("`")
                w.write(requirement.eventName)
                w.write("`")
            }
            w.write(".")
            w.endLine()
        }
        w.beginLine()
        w.write(access)
        w.write("enum ")
        w.write(plan.callTypeName)
        if callIsSendable { w.write(": Swift.Sendable") }
        w.openBlock()
        var isFirst = true
        forEach(proxy.requirements, &w) { requirement, w in
            guard hasCallCase(requirement) else { return }
            if !isFirst { w.line() }
            isFirst = false
            writeEventDocumentation(requirement, &w)
            w.beginLine()
            w.write("case ")
            w.write(Self.declarable(requirement.eventName))
            writeCasePayload(requirement, &w)
            w.endLine()
        }
        w.closeBlock()
        w.line()
    }

    /// `(label: Type, …)` or `(Type)` after a case's name; nothing for a call that carries nothing.
    private func writeCasePayload(_ requirement: Requirement, _ w: inout CodeWriter) {
        carriedValues(of: requirement).withUnsafeBufferPointer { values in
            FunctionKit.writeCasePayload(count: values.count, &w) {
                values[$0].name.unbackticked
            } type: { index, w in
                FunctionKit.writeCarriedType(values[index].type, isParameter: values[index].isParameter, &w)
            }
        }
    }

    /// The events type's `all`: each requirement's stream of this timing mapped to its case, merged.
    /// The streams are read by index, not by their properties, so that no deprecation warns here.
    func writeAllStream(_ w: inout CodeWriter) {
        w.line()
        w.line("/// Every call, in the order they are made, as one value of ``\(plan.callTypeName)``: the streams of")
        w.line("/// the requirements above merged (each created now, so that an Objective-C proxy answers")
        w.line("/// `responds(to:)` as when every one is observed). Completes when the proxy is deinitialized.")
        let type = "ReactiveRuntime.Signal<\(plan.callTypeName), Swift.Never>"
        w.block("\(access)var \(allStreamName): \(type)") { w in
            w.line("var calls = ReactiveRuntime.ProxyCalls<\(plan.callTypeName)>(streams, \(timingName).self)")
            forEach(proxy.requirements, &w) { requirement, w in
                guard hasCallCase(requirement), let index = eventIndex(requirement) else { return }
                let values = carriedValues(of: requirement)
                w.beginLine()
                w.write("calls.add(")
                w.write(index)
                if values.count != 1 {
                    // A closure's parameter type is not inferred from its body: the payload is named.
                    w.write(", of: ")
                    writePayloadType(requirement, &w)
                    w.write(".self")
                }
                let name = "\(plan.callTypeName).\(Self.declarable(requirement.eventName))"
                FunctionKit.writeCaseConstruction(name, labels: values.map(\.name.unbackticked), &w)
                w.endLine()
            }
            w.line("return calls.signal")
        }
    }

    /// The name of the merged stream in the events type: `all`, or `allCalls` (numbered) where
    /// an event has that name.
    var allStreamName: String { plan.allStreamName }

    /// Whether `Call` is `Sendable`: every value it carries has a standard library or Foundation
    /// value type known to be (a type the proxy cannot see into is not assumed to be).
    private var callIsSendable: Bool {
        requirements.allSatisfy { requirement in
            guard hasCallCase(requirement) else { return true }
            return carriedValues(of: requirement).allSatisfy { value in
                value.type.map(FunctionKit.isKnownSendable) ?? false
            }
        }
    }
}
