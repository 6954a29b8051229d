// EventNaming: the one rule that turns a requirement's Swift name into its event name.

/// Event names: the base name followed by each argument label, capitalized; `_` labels are
/// skipped. `tableView(_:didSelectRowAt:)` → `tableViewDidSelectRowAt`. A property's event is
/// its name; a subscript's is `subscript` followed by its labels.
///
/// Collisions within one proxy (overloads that differ only in types) are resolved by appending
/// the type names of the labelled parameters, or of all parameters when none is labelled
/// (`player(_:didPlay: Int)` → `playerDidPlayInt`, `handle(_: Int)` → `handleInt`); if names still
/// collide, a number in declaration order (`handle2`). A doc comment line `@event(name)` on the
/// requirement overrides the rule.
enum EventNaming {
    static func baseName(_ requirement: Requirement.Kind) -> String {
        switch requirement {
        case .function(let function): return baseName(of: function)
        case .property(let property): return property.name.unbackticked
        case .subscript(let sub): return baseName(of: sub)
        }
    }

    /// ``baseName(_:)`` of a function requirement.
    static func baseName(of function: FunctionDecl) -> String {
        let parameters = function.parameters
        var name = function.name.unbackticked
        for index in parameters.indices {
            if let label = parameters[index].label { name.appendCapitalizingFirst(label.unbackticked) }
        }
        return name
    }

    /// ``baseName(_:)`` of a subscript requirement.
    static func baseName(of sub: SubscriptDecl) -> String {
        // Subscript parameters rarely have labels: their names stand in for them.
        "subscript" + sub.parameters.map { ($0.label ?? $0.name).unbackticked.capitalizedFirst }.joined()
    }

    /// Whether no two names are equal.
    static func allDistinct(_ names: ArraySlice<String>) -> Bool {
        // A few names (most protocols): comparing each pair costs less than hashing every name.
        guard names.count <= 16 else { return Set(names).count == names.count }
        for i in names.indices {
            for j in names.indices[(i + 1)...] where names[i] == names[j] { return false }
        }
        return true
    }

    /// The suffix used to tell overloads apart: the type names of the labelled parameters (the
    /// unlabelled first parameter of a delegate method is usually the sender, the same in every
    /// overload); of all parameters when none is labelled.
    static func typeSuffix(_ requirement: Requirement.Kind) -> String {
        let parameters: [Parameter]
        switch requirement {
        case .function(let f): parameters = f.parameters
        case .subscript(let s): parameters = s.parameters
        case .property(let p): return identifierText(p.type.description).capitalizedFirst
        }
        let labelled = parameters.filter { $0.label != nil }
        return (labelled.isEmpty ? parameters : labelled).map { identifierText($0.type.description).capitalizedFirst }
            .joined()
    }

    /// Keeps the letters and digits of a type's text, capitalizing each word: `[String: Int]?` →
    /// `StringIntOptional`-like `StringInt`.
    static func identifierText(_ text: String) -> String {
        var result = ""
        var capitalizeNext = true
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
                if scalar == "_" {
                    capitalizeNext = true
                    continue
                }
                result.unicodeScalars.append(
                    capitalizeNext ? (String(scalar).uppercased().unicodeScalars.first ?? scalar) : scalar)
                capitalizeNext = false
            } else {
                capitalizeNext = true
            }
        }
        return result
    }

    /// `name2`, or the first higher number that makes a name not taken: the one numbering rule
    /// of colliding event names, for proxies and observing subclasses alike.
    static func numbered(_ name: String, isTaken: (String) -> Bool) -> String {
        var n = 2
        while isTaken(name + String(n)) { n += 1 }
        return name + String(n)
    }

    /// The override written as `@event(name)` in a doc comment, if any.
    static func override(in doc: String?) -> String? {
        // Most doc comments have no `@`: decide that on the bytes before searching characters.
        guard let doc, let range = doc.firstRange(ofASCII: "@event(")
        else { return nil }
        let rest = doc[range.upperBound...]
        guard let close = rest.firstIndex(of: ")") else { return nil }
        let name = rest[..<close].trimmingCharacters(in: " \t")
        return name.isEmpty ? nil : name
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as",
        "false",
        "is", "nil", "self", "Self", "super", "throws", "true", "try", "Any", "_", "await",
    ]

    /// The name as a declaration can spell it: keywords get backticks.
    static func declarable(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// Whether a string is a valid identifier for an event name.
    static func isValidIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        guard first.properties.isAlphabetic || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
    }
}

extension String {
    /// The text with its first Character uppercased: `didSelect` → `DidSelect`.
    var capitalizedFirst: String {
        var text = ""
        text.appendCapitalizingFirst(self)
        return text
    }

    /// Appends `word` with its first Character uppercased, without making that text first.
    mutating func appendCapitalizingFirst(_ word: String) {
        let utf8 = word.utf8
        guard let first = utf8.first else { return }
        // An ASCII lowercase first letter (nearly every label) is uppercased without Unicode's
        // case rules, which cost about 3 % of a run over synthetic protocols, and without
        // finding where the first Character ends (the scalars after it, combining marks
        // included, are copied as they are, which is what uppercasing that Character gives).
        guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else {
            guard let character = word.first else { return }
            append(contentsOf: character.uppercased())
            append(contentsOf: word[word.index(after: word.startIndex)...])
            return
        }
        append(Character(Unicode.Scalar(first - 32)))
        append(contentsOf: word[utf8.index(after: utf8.startIndex)...])
    }

    var unbackticked: String {
        // Most names end at their first byte.
        guard utf8.first == UInt8(ascii: "`") else { return self }
        if hasPrefix("`") && hasSuffix("`") && count >= 2 { return String(dropFirst().dropLast()) }
        return self
    }

    func trimmingCharacters(in set: String) -> String {
        var scalars = Substring(self)
        while let first = scalars.first, set.contains(first) { scalars.removeFirst() }
        while let last = scalars.last, set.contains(last) { scalars.removeLast() }
        return String(scalars)
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> String { String(self).trimmingCharacters(in: set) }
}
