// UnknownProtocolMessage: what a protocol name that matches nothing is told, closest name first.

/// Messages for a requested protocol that no input (or module) declares.
enum UnknownProtocolMessage {
    /// The engine's message for `name` (`no protocol named 'X' in the inputs (found: A, B)`), with
    /// the closest protocol it found suggested and the ones it found listed closest first. Other
    /// messages of the kind (an ambiguous simple name) stay as they are.
    static func improved(_ message: String, name: String) -> String {
        let prefix = "no protocol named '\(name)' in the inputs (found: "
        guard message.hasPrefix(prefix), message.hasSuffix(")") else { return message }
        // Names hold no comma; a multi-character separator would need macOS 13.
        let known = message.dropFirst(prefix.count).dropLast().split(separator: ",")
            .map { String($0.drop(while: { $0 == " " })) }
        return "no protocol named '\(name)' in the inputs" + suggestion(for: name, known: known, none: "")
    }

    /// For a protocol a configuration's `modules` entry names that the module does not declare.
    static func inModule(_ module: String, name: String, found: [String]) -> String {
        "module '\(module)' has no protocol named '\(name)'"
            + suggestion(for: name, known: found, none: "it declares no protocols")
    }

    /// `; did you mean 'X'? (found: X, Y, …)`, or ` (found: …)` when nothing is close.
    static func suggestion(for name: String, known: [String], none: String) -> String {
        guard !known.isEmpty else { return " (\(none))" }
        let ordered = NameSuggestion.byCloseness(to: name, in: known)
        let list = "found: \(ordered.joined(separator: ", "))"
        guard let closest = NameSuggestion.closest(to: name, in: known) else { return " (\(list))" }
        return "; did you mean '\(closest)'? (\(list))"
    }
}
