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
        if let name = asciiBaseName(function) { return name }
        var name = function.name.unbackticked
        // One allocation for the whole name (appending would grow it step by step).
        name.reserveCapacity(
            function.parameters.reduce(name.utf8.count) { $0 + ($1.label?.utf8.count ?? 0) })
        for parameter in function.parameters {
            if let label = parameter.label { name.appendCapitalizingFirst(label.unbackticked) }
        }
        return name
    }

    /// ``baseName(_:)`` of a subscript requirement.
    static func baseName(of sub: SubscriptDecl) -> String {
        // Subscript parameters rarely have labels: their names stand in for them.
        "subscript" + sub.parameters.map { ($0.label ?? $0.name).unbackticked.capitalizedFirst }.joined()
    }

    /// ``baseName(_:)`` of a function whose name and labels start with two ASCII bytes (nearly
    /// every one), its words copied into one String (without labels, its name as it is);
    /// `nil` otherwise (a name in backticks, or one whose first letter is capitalized by
    /// Character rules).
    static func asciiBaseName(_ function: FunctionDecl) -> String? {
        let name = function.name
        let parameters = function.parameters
        var count = name.utf8.count
        var hasLabel = false
        for i in parameters.indices {
            if let label = parameters[i].label {
                count += label.utf8.count
                hasLabel = true
            }
        }
        // Without labels the base name is the function's name: nothing to copy.
        guard hasLabel else { return name.unbackticked }
        // Written into temporary room, then made a String (`String(unsafeUninitializedCapacity:)`
        // needs macOS 11, above the platform floor).
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(count, 1)) { buffer -> String? in
            guard let room = buffer.baseAddress else { return nil }
            var end = 0
            guard append(name, capitalizing: false, to: room, at: &end) else { return nil }
            for i in parameters.indices {
                guard let label = parameters[i].label else { continue }
                guard append(label, capitalizing: true, to: room, at: &end) else { return nil }
            }
            return String(decoding: UnsafeBufferPointer(start: room, count: end), as: UTF8.self)
        }
    }

    /// Copies `word` to `room + end` and moves `end` past it, its first letter capitalized where
    /// `capitalizing`; `false` where the word needs the Character rules (its first two bytes are
    /// not ASCII, or it is in backticks).
    @inline(__always)
    private static func append(
        _ word: String, capitalizing: Bool, to room: UnsafeMutablePointer<UInt8>, at end: inout Int
    ) -> Bool {
        word.utf8.withContiguousStorageIfAvailable { bytes in
            let count = bytes.count
            guard count > 0, let source = bytes.baseAddress else { return true }
            let first = source[0]
            guard first < 0x80 && first != UInt8(ascii: "`") else { return false }
            if count > 1 && (source[1] >= 0x80 || source[1] == UInt8(ascii: "`")) { return false }
            let lowercase = capitalizing && first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")
            (room + end).update(from: source, count: count)
            if lowercase { room[end] = first - (UInt8(ascii: "a") - UInt8(ascii: "A")) }
            end += count
            return true
        } ?? false
    }

    /// Whether no two names are equal: a few are compared pairwise, which costs less than
    /// hashing them; many are hashed.
    static func allDistinct(_ names: ArraySlice<String>) -> Bool {
        guard names.count > 16 else {
            for i in names.indices {
                // Names of another byte count are passed over without comparing them.
                let count = names[i].utf8.count
                for j in names.startIndex..<i where names[j].utf8.count == count && names[j] == names[i] {
                    return false
                }
            }
            return true
        }
        return Set(names).count == names.count
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

    /// The override written as `@event(name)` in a doc comment, if any.
    static func override(in doc: String?) -> String? {
        // Most doc comments have no `@`: decide that on the bytes before searching characters.
        guard let doc, doc.utf8.containsByte(UInt8(ascii: "@")), let range = doc.firstRange(ofASCII: "@event(")
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
    var capitalizedFirst: String {
        // An ASCII first byte followed by an ASCII byte (or nothing) is the whole first Character.
        let utf8 = self.utf8
        if let byte = utf8.first, byte < 0x80 {
            let second = utf8.index(after: utf8.startIndex)
            if second == utf8.endIndex || utf8[second] < 0x80 {
                guard byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") else { return self }
                var capitalized = String(Unicode.Scalar(byte - (UInt8(ascii: "a") - UInt8(ascii: "A"))))
                capitalized += self[second...]
                return capitalized
            }
        }
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }

    /// Appends `word` with its first letter capitalized: `self += word.capitalizedFirst`, without
    /// building the capitalized word first where it is ASCII.
    mutating func appendCapitalizingFirst(_ word: String) {
        let utf8 = word.utf8
        if let byte = utf8.first, byte < 0x80 {
            let second = utf8.index(after: utf8.startIndex)
            if second == utf8.endIndex || utf8[second] < 0x80 {
                guard byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") else {
                    self += word
                    return
                }
                unicodeScalars.append(Unicode.Scalar(byte - (UInt8(ascii: "a") - UInt8(ascii: "A"))))
                self += word[second...]
                return
            }
        }
        self += word.capitalizedFirst
    }

    var unbackticked: String {
        // A first Character "`" is the byte "`": most names end here.
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

extension String.UTF8View {
    /// Whether `byte` occurs: a scan of the contiguous bytes where there are (every native
    /// String), which costs less than the element-wise `contains`.
    func containsByte(_ byte: UInt8) -> Bool {
        withContiguousStorageIfAvailable { bytes in
            ByteScan.firstIndex(of: byte, in: bytes, from: 0, to: bytes.count) < bytes.count
        } ?? contains(byte)
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> String { String(self).trimmingCharacters(in: set) }
}
