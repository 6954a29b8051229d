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
            guard !values.isEmpty else { return }
            w.write("(")
            for index in values.indices {
                if index > 0 { w.write(", ") }
                if values.count > 1 {
                    w.write(values[index].name.unbackticked)
                    w.write(": ")
                }
                FunctionKit.writeCarriedType(values[index].type, isParameter: values[index].isParameter, &w)
            }
            w.write(")")
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
            w.line("var signals: [\(type)] = []")
            forEach(proxy.requirements, &w) { requirement, w in
                guard hasCallCase(requirement), let index = eventIndex(requirement) else { return }
                w.beginLine()
                w.write("signals.append(streams.signal(")
                w.write(index)
                w.write(", ")
                w.write(timingName)
                w.write(".self, of: ")
                // `any P.self` would read as `any (P.self)`: such a type is parenthesized.
                let parenthesized = needsParenthesesBeforeSelf(requirement)
                if parenthesized { w.write("(") }
                writePayloadType(requirement, &w)
                if parenthesized { w.write(")") }
                w.write(".self).map")
                writeCaseConstruction(requirement, &w)
                w.write(")")
                w.endLine()
            }
            w.line("return .merge(signals)")
        }
    }

    /// Whether the payload type, a single value's, must be parenthesized before `.self`: an
    /// existential, opaque, composed, attributed or function type.
    private func needsParenthesesBeforeSelf(_ requirement: Requirement) -> Bool {
        let values = carriedValues(of: requirement)
        guard values.count == 1, let type = values.first?.type else { return false }
        switch type {
        case .named, .optional, .implicitlyUnwrapped, .array, .dictionary, .tuple: return false
        default: return true
        }
    }

    /// `{ Call.name(label: $0.0, …) }`, `(Call.name)` for one value, `{ _ in Call.name }` for none.
    private func writeCaseConstruction(_ requirement: Requirement, _ w: inout CodeWriter) {
        let name = "\(plan.callTypeName).\(Self.declarable(requirement.eventName))"
        let values = carriedValues(of: requirement)
        switch values.count {
        case 0:
            w.write(" { _ in ")
            w.write(name)
            w.write(" }")
        case 1:
            w.write("(")
            w.write(name)
            w.write(")")
        default:
            w.write(" { ")
            w.write(name)
            w.write("(")
            for (position, value) in values.enumerated() {
                if position > 0 { w.write(", ") }
                w.write(value.name.unbackticked)
                w.write(": $0.")
                w.write(position)
            }
            w.write(") }")
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
                value.type.map(Self.isKnownSendable) ?? false
            }
        }
    }

    /// Standard value types that are `Sendable`, as a payload names them.
    private static let knownSendableNames: Set<String> = [
        "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "String", "Character", "Substring", "Void", "Never",
        "Data", "Date", "URL", "UUID", "IndexPath", "IndexSet", "TimeInterval", "CGFloat", "CGPoint", "CGSize",
        "CGRect", "CGVector",
    ]

    private static func isKnownSendable(_ type: TypeSyntax) -> Bool {
        switch type {
        case .named(let components):
            let names = components.map(\.name)
            guard components.allSatisfy({ $0.genericArguments.isEmpty }) else { return false }
            switch names.count {
            case 1: return knownSendableNames.contains(names[0])
            case 2:
                return ["Swift", "Foundation", "CoreGraphics"].contains(names[0])
                    && knownSendableNames.contains(names[1])
            default: return false
            }
        case .optional(let wrapped), .array(let wrapped): return isKnownSendable(wrapped)
        case .dictionary(let key, let value): return isKnownSendable(key) && isKnownSendable(value)
        case .tuple(let elements): return elements.allSatisfy { isKnownSendable($0.type) }
        default: return false
        }
    }
}
