// FunctionKit+Calls: what the `Call` enums of proxies and observing subclasses share: the stream's
// name, a case's payload and construction, and which carried types are known to be `Sendable`.

extension FunctionKit {
    /// Standard value types that are `Sendable`, as a payload names them.
    static let knownSendableNames: Set<String> = [
        "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "String", "Character", "Substring", "Void", "Never",
        "Data", "Date", "URL", "UUID", "IndexPath", "IndexSet", "TimeInterval", "CGFloat", "CGPoint", "CGSize",
        "CGRect", "CGVector",
    ]

    /// Whether a carried value of `type` is known to be `Sendable`: a standard library or
    /// Foundation value type, or an optional, collection or tuple of them (a type the generator
    /// cannot see into is not assumed to be). `Call` enums are `Sendable` where all are.
    static func isKnownSendable(_ type: TypeSyntax) -> Bool {
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

    /// The name of the merged stream of calls: `all`, or `allCalls` (numbered) where an event has
    /// that name.
    static func allStreamName(isEventName: (String) -> Bool) -> String {
        guard isEventName("all") else { return "all" }
        return isEventName("allCalls") ? EventNaming.numbered("allCalls", isTaken: isEventName) : "allCalls"
    }

    /// Writes `(label: Type, …)`, or `(Type)` for one value, after a case's name; nothing for none.
    static func writeCasePayload(
        count: Int, _ w: inout CodeWriter, label: (Int) -> String, type: (Int, inout CodeWriter) -> Void
    ) {
        guard count > 0 else { return }
        w.write("(")
        for index in 0..<count {
            if index > 0 { w.write(", ") }
            if count > 1 {
                w.write(label(index))
                w.write(": ")
            }
            type(index, &w)
        }
        w.write(")")
    }

    /// Writes the rest of a `calls.add(index…` line that makes a payload its case `name`:
    /// `) { _ in name }` for none, `, name)` for one value, `) { name(label: $0.0, …) }` for a tuple.
    static func writeCaseConstruction(_ name: String, labels: [String], _ w: inout CodeWriter) {
        switch labels.count {
        case 0:
            w.write(") { _ in ")
            w.write(name)
            w.write(" }")
        case 1:
            w.write(", ")
            w.write(name)
            w.write(")")
        default:
            w.write(") { ")
            w.write(name)
            w.write("(")
            for (position, label) in labels.enumerated() {
                if position > 0 { w.write(", ") }
                w.write(label)
                w.write(": $0.")
                w.write(position)
            }
            w.write(") }")
        }
    }
}
