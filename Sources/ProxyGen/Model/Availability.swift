// Availability: what `@available` attributes say about platforms, read from their arguments, so
// that a proxy's members and checks state exactly what the enclosing proxy does not already.

/// The `@available` attributes of one declaration, read.
struct Availability {
    /// One platform's entry: `iOS 14.0` (shorthand) or `iOS, introduced: 7.0, deprecated: 13.0`.
    struct Entry {
        var platform: String
        var introduced: Version?
    }

    /// A dotted version, compared component by component (`13` = `13.0`).
    struct Version: Comparable, CustomStringConvertible {
        var components: [Int]

        init?(_ text: Substring) {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            guard !parts.isEmpty, !parts.contains(nil) else { return nil }
            components = parts.map { $0! }
        }

        static func < (a: Version, b: Version) -> Bool {
            for index in 0..<max(a.components.count, b.components.count) {
                let (x, y) = (a.component(index), b.component(index))
                if x != y { return x < y }
            }
            return false
        }

        static func == (a: Version, b: Version) -> Bool { !(a < b) && !(b < a) }

        private func component(_ index: Int) -> Int { index < components.count ? components[index] : 0 }

        var description: String { components.map(String.init).joined(separator: ".") }
    }

    /// The platforms each attribute introduces, in order.
    private(set) var entries: [Entry] = []
    /// Whether an attribute deprecates the declaration (on any platform, or everywhere).
    private(set) var isDeprecated = false

    /// What every use of generated code already ensures: the platforms ReactiveRuntime, which it
    /// imports, requires (an app that depends on it targets at least these).
    static let runtimeFloor = Availability(entries: [
        Entry(platform: "iOS", introduced: Version("13.0")), Entry(platform: "macOS", introduced: Version("10.15")),
        Entry(platform: "OSX", introduced: Version("10.15")),
        Entry(platform: "macCatalyst", introduced: Version("13.0")),
        Entry(platform: "tvOS", introduced: Version("13.0")), Entry(platform: "watchOS", introduced: Version("6.0")),
        Entry(platform: "visionOS", introduced: Version("1.0")), Entry(platform: "xrOS", introduced: Version("1.0")),
    ])

    private init(entries: [Entry]) {
        self.entries = entries
    }

    /// These introductions and those of `other`, the later version of each platform.
    func merged(with other: Availability) -> Availability {
        var result = self
        for entry in other.entries {
            if let index = result.entries.firstIndex(where: { $0.platform == entry.platform }) {
                if let version = entry.introduced, result.entries[index].introduced.map({ $0 < version }) ?? true {
                    result.entries[index].introduced = version
                }
            } else {
                result.entries.append(entry)
            }
        }
        result.isDeprecated = isDeprecated || other.isDeprecated
        return result
    }

    init(_ attributes: [Attribute]) {
        for attribute in attributes where attribute.name == "available" {
            let arguments = Self.arguments(of: attribute)
            guard let first = arguments.first else { continue }
            if arguments.contains(where: { $0 == "deprecated" || $0.hasPrefix("deprecated:") }) {
                isDeprecated = true
            }
            if first.contains(" ") {
                // Shorthand: `iOS 14.0, macOS 11.0, *`.
                for argument in arguments where argument != "*" {
                    let parts = argument.split(separator: " ", maxSplits: 1)
                    guard parts.count == 2 else { continue }
                    entries.append(Entry(platform: String(parts[0]), introduced: Version(parts[1])))
                }
            } else if first != "*" {
                let introduced = arguments.first { $0.hasPrefix("introduced:") }
                    .flatMap { Version($0.dropFirst("introduced:".count).drop { $0 == " " }) }
                entries.append(Entry(platform: first, introduced: introduced))
            }
        }
    }

    /// The version each platform is introduced in (the latest, where several attributes say).
    var introductions: [String: Version] {
        var result: [String: Version] = [:]
        for entry in entries {
            if let version = entry.introduced, result[entry.platform].map({ $0 < version }) ?? true {
                result[entry.platform] = version
            }
        }
        return result
    }

    /// The `#available` condition a use of this declaration needs inside a scope that already
    /// ensures `enclosing` (`"iOS 14.0, *"`), or `nil` when the scope ensures all of it.
    func check(within enclosing: Availability) -> String? {
        let ensured = enclosing.introductions
        var platforms: [String] = []
        for entry in entries where !platforms.contains(entry.platform) { platforms.append(entry.platform) }
        let own = introductions
        let needed = platforms.compactMap { platform -> String? in
            // `#available` names operating systems only (not `swift` or `_PackageDescription`).
            guard let version = own[platform], platform != "swift", platform != "_PackageDescription" else {
                return nil
            }
            if let floor = ensured[platform], version <= floor { return nil }
            return "\(platform) \(version)"
        }
        return needed.isEmpty ? nil : (needed + ["*"]).joined(separator: ", ")
    }

    /// `attribute` as a member of a scope that already ensures `enclosing`: introductions the
    /// scope ensures are left out (a member cannot be more available than its scope, and saying
    /// what the scope says is noise); `nil` when nothing is left.
    static func attribute(_ attribute: Attribute, within enclosing: Availability) -> Attribute? {
        guard attribute.name == "available" else { return attribute }
        let ensured = enclosing.introductions
        let isEnsured = { (platform: Substring, version: Substring) -> Bool in
            guard let floor = ensured[String(platform)], let version = Version(version) else { return false }
            return version <= floor
        }
        var arguments = Self.arguments(of: attribute)
        guard let first = arguments.first else { return attribute }
        if first.contains(" ") {
            arguments.removeAll { argument in
                let parts = argument.split(separator: " ", maxSplits: 1)
                return parts.count == 2 && isEnsured(parts[0], parts[1])
            }
            if arguments.allSatisfy({ $0 == "*" }) { return nil }
        } else {
            arguments.removeAll { argument in
                argument.hasPrefix("introduced:")
                    && isEnsured(
                        Substring(first), argument.dropFirst("introduced:".count).drop { $0 == " " })
            }
            if arguments.count == 1 { return nil }
        }
        return Attribute(name: "available", arguments: arguments.joined(separator: ", "))
    }

    /// The comma-separated arguments of an attribute, trimmed; commas inside string literals
    /// (a `message:`) do not separate.
    static func arguments(of attribute: Attribute) -> [String] {
        guard let text = attribute.arguments else { return [] }
        var arguments: [String] = []
        var start = text.startIndex
        var inString = false
        var escaped = false
        var index = text.startIndex
        while index != text.endIndex {
            let character = text[index]
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "," {
                arguments.append(trimmed(text[start..<index]))
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        arguments.append(trimmed(text[start...]))
        return arguments.filter { !$0.isEmpty }
    }

    /// `text` without the spaces around it.
    private static func trimmed(_ text: Substring) -> String {
        guard let first = text.firstIndex(where: { $0 != " " }), let last = text.lastIndex(where: { $0 != " " }) else {
            return ""
        }
        return String(text[first...last])
    }
}

extension Availability {
    /// Whether `attribute` is an `@available` that deprecates, or where `orRetires`, also one that
    /// obsoletes or makes unavailable: the one test of a proxy's deprecated requirements and of
    /// the methods an observing subclass does not override.
    static func deprecates(_ attribute: Attribute, orRetires: Bool = false) -> Bool {
        guard attribute.name == "available", let arguments = attribute.arguments else { return false }
        return arguments.containsASCII("deprecated")
            || (orRetires && (arguments.containsASCII("unavailable") || arguments.containsASCII("obsoleted")))
    }

    /// Whether `attribute` deprecates a declaration everywhere generated code runs
    /// (`@available(*, deprecated)`, or on a platform by the ``runtimeFloor``'s version:
    /// `@available(iOS, deprecated: 8.0)`) or retires it on one (`unavailable`, `obsoleted`): an
    /// override would be a warning or an error, or observe what no supported system calls. A later
    /// deprecation (`@available(iOS, deprecated: 17.0)`) is repeated by the override, within which
    /// the call of `super` warns of nothing.
    static func deprecatesEverywhere(_ attribute: Attribute) -> Bool {
        guard attribute.name == "available", let text = attribute.arguments else { return false }
        if text.containsASCII("unavailable") || text.containsASCII("obsoleted") { return true }
        guard text.containsASCII("deprecated") else { return false }
        let arguments = Self.arguments(of: attribute)
        let platform = arguments.first ?? ""
        guard platform != "*", platform != "swift", !platform.hasPrefix("deprecated"),
            let floor = runtimeFloor.introductions[platform]
        else { return true }
        for argument in arguments where argument.hasPrefix("deprecated") {
            let version = argument.dropFirst("deprecated".count).drop { $0 == ":" || $0 == " " }
            guard let deprecated = Version(version) else { return true }
            return deprecated <= floor
        }
        return true
    }
}
