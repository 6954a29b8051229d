// SDKHeaders: what a framework's Objective-C headers and API notes say that its synthesized Swift
// interface does not: the modules that own the classes its headers only forward-declare (`@class
// INIntent;` in UIKit's; Swift sees such a class only where its own module is imported, so
// generated code that names one imports that module), and the protocols with requirements hidden
// from Swift.

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

enum SDKHeaders {
    /// What generated code needs for the classes `module`'s headers in `sdk` forward-declare and
    /// that `interface` (the module's synthesized interface) names: the modules that declare them,
    /// sorted, and the Swift names of those the owner's API notes rename (`CKShareMetadata` is
    /// `CKShare.Metadata` once CloudKit is imported). A class belongs to the framework that has a
    /// header of its name (`INIntent` to Intents, by `Intents.framework/Headers/INIntent.h`), as in
    /// Apple's SDKs, or else to the one whose headers define it (``definingFrameworks(of:in:)``);
    /// those no framework defines are `undefined`: Swift cannot name them. Nothing where the SDK
    /// has no such headers (a stub SDK).
    static func owners(of module: String, interface: String, sdk: String) -> (
        modules: [String], renames: [String: String], undefined: Set<String>
    ) {
        let frameworks = "\(sdk)/System/Library/Frameworks"
        let names = forwardDeclaredClasses(inHeadersOf: "\(frameworks)/\(module).framework/Headers")
        guard !names.isEmpty else { return ([], [:], []) }
        var wanted = names.intersection(identifiers(in: interface))
        guard !wanted.isEmpty else { return ([], [:], []) }
        var owners: Set<String> = []
        var renames: [String: String] = [:]
        let fileManager = FileManager.default
        for framework in ((try? fileManager.contentsOfDirectory(atPath: frameworks)) ?? []).sorted()
        where framework.hasSuffix(".framework") {
            let owner = String(framework.dropLast(".framework".count))
            let headersPath = "\(frameworks)/\(framework)/Headers"
            let headers = Set((try? fileManager.contentsOfDirectory(atPath: headersPath)) ?? [])
            let owned = wanted.filter { headers.contains("\($0).h") }
            guard !owned.isEmpty else { continue }
            wanted.subtract(owned)
            guard owner != module else { continue }
            owners.insert(owner)
            addRenames(of: owned, by: owner, headersPath: headersPath, to: &renames)
        }
        let defining = definingFrameworks(of: wanted, in: frameworks)
        for (name, owner) in defining.sorted(by: { $0.key < $1.key }) where owner != module {
            owners.insert(owner)
            addRenames(of: [name], by: owner, headersPath: "\(frameworks)/\(owner).framework/Headers", to: &renames)
        }
        return (owners.sorted(), renames, wanted.subtracting(defining.keys))
    }

    /// The Swift names `owner`'s API notes give the classes `owned`, added to `renames`.
    private static func addRenames(
        of owned: Set<String>, by owner: String, headersPath: String, to renames: inout [String: String]
    ) {
        guard let notes = FileManager.default.contents(atPath: "\(headersPath)/\(owner).apinotes") else { return }
        for (name, swiftName) in classRenames(in: String(decoding: notes, as: UTF8.self)) where owned.contains(name) {
            renames[name] = swiftName
        }
    }

    /// The classes an API notes file renames for the current Swift (its top-level `Classes:`
    /// entries with a `SwiftName`, not those of `SwiftVersions:`): `CKShareMetadata` → `CKShare.Metadata`.
    static func classRenames(in notes: String) -> [(name: String, swiftName: String)] {
        var renames: [(name: String, swiftName: String)] = []
        var inClasses = false
        var name: String?
        for line in notes.split(separator: "\n", omittingEmptySubsequences: false) {
            if let first = line.first, first != " ", first != "-" {
                inClasses = line.hasPrefix("Classes:")
                name = nil
            } else if inClasses, line.hasPrefix("- Name: ") {
                name = String(line.dropFirst("- Name: ".count)).filter { !$0.isWhitespace }
            } else if inClasses, let current = name, line.hasPrefix("  SwiftName: ") {
                let swiftName = line.dropFirst("  SwiftName: ".count).filter { !$0.isWhitespace && $0 != "'" }
                if swiftName != current { renames.append((current, swiftName)) }
                name = nil
            }
        }
        return renames
    }

    /// The protocols of `module`'s headers in `sdk` that Swift cannot see whole, each with the
    /// reason: a requirement marked `NS_REFINED_FOR_SWIFT` or made `SwiftPrivate` by the API notes
    /// (printed nowhere in the interface: `UIMenuBuilder`'s `commandForAction:propertyList:`), or
    /// the protocol itself refined (`UIHoverEffect`: the Swift protocol of that name is another).
    static func protocolsWithHiddenRequirements(of module: String, sdk: String) -> [String: String] {
        let directory = "\(sdk)/System/Library/Frameworks/\(module).framework/Headers"
        var hidden: [String: String] = [:]
        let fileManager = FileManager.default
        for header in ((try? fileManager.contentsOfDirectory(atPath: directory)) ?? []).sorted() {
            guard let data = fileManager.contents(atPath: "\(directory)/\(header)") else { continue }
            let text = String(decoding: data, as: UTF8.self)
            if header.hasSuffix(".h") {
                for (name, reason) in hiddenRequirements(inHeader: text) where hidden[name] == nil {
                    hidden[name] = reason
                }
            } else if header.hasSuffix(".apinotes") {
                for name in protocolsWithSwiftPrivateMethods(inNotes: text) where hidden[name] == nil {
                    hidden[name] = "its API notes hide a requirement from Swift (SwiftPrivate)"
                }
            }
        }
        return hidden
    }

    /// The protocols of one header that hide a required method (`NS_REFINED_FOR_SWIFT` between
    /// `@protocol P` and `@end`, outside `@optional`: an optional one the proxy need not implement)
    /// or are refined themselves (`NS_REFINED_FOR_SWIFT` just before it).
    static func hiddenRequirements(inHeader text: String) -> [(name: String, reason: String)] {
        var found: [(name: String, reason: String)] = []
        var current: String?
        var isOptional = false
        var previous: Substring = ""
        for line in lines(of: text) {
            if line.hasPrefix("@optional") {
                isOptional = true
            } else if line.hasPrefix("@required") {
                isOptional = false
            } else if line.hasPrefix("@protocol "), !contains(";", in: line) {
                isOptional = false
                let name = String(line.dropFirst("@protocol ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                current = name
                if contains("NS_REFINED_FOR_SWIFT", in: previous) || contains("NS_REFINED_FOR_SWIFT", in: line) {
                    found.append(
                        (
                            name,
                            "the Swift protocol of this name stands in for the Objective-C one (NS_REFINED_FOR_SWIFT)"
                        ))
                    current = nil
                }
            } else if line.hasPrefix("@end") {
                current = nil
            } else if let name = current, !isOptional, contains("NS_REFINED_FOR_SWIFT", in: line) {
                found.append((name, "a requirement is hidden from Swift (NS_REFINED_FOR_SWIFT)"))
                current = nil
            } else if let name = current, !isOptional, takesOptionalNonEscapingBlock(line) {
                found.append(
                    (
                        name,
                        "a requirement takes an optional block that must not escape (nullable NS_NOESCAPE), which no Swift method can take"
                    ))
                current = nil
            }
            previous = line
        }
        return found
    }

    /// Whether a method declaration's line has a parameter that is an optional non-escaping block:
    /// `(nullable NS_NOESCAPE BOOL (^)(void))` or `(void (NS_NOESCAPE ^ _Nullable)(void))`. Swift
    /// imports it as an optional closure that does not escape, a type Swift source cannot write, so
    /// a Swift method never matches the requirement.
    static func takesOptionalNonEscapingBlock(_ line: Substring) -> Bool {
        var searchStart = line.startIndex
        while let marker = firstRange(of: "NS_NOESCAPE", in: line[searchStart...]) {
            searchStart = marker.upperBound
            // The parameter's type starts after the nearest `:(` before the marker.
            let before = line[..<marker.lowerBound]
            guard let typeStart = lastRange(of: ":(", in: before) else { continue }
            let prefix = before[typeStart.upperBound...].drop { $0 == " " }
            let rest = line[marker.upperBound...]
            let untilParenthesis = rest.prefix { $0 != ")" }
            if prefix.hasPrefix("nullable ") || contains("_Nullable", in: untilParenthesis) { return true }
        }
        return false
    }

    /// The lines of a header, an API notes file or an interface, split at their newline bytes: a
    /// framework's headers are read at every generation (UIKit's are 5 MB), and splitting them by
    /// `Character`, which finds grapheme boundaries first, took most of a warm generation's time.
    static func lines(of text: String) -> [Substring] {
        text.utf8.split(separator: UInt8(ascii: "\n")).map { Substring($0) }
    }

    /// The first range of `needle` in a header's line, compared by UTF-8 bytes as ``lines(of:)``
    /// splits (`firstRange(of:)` of `_StringProcessing` needs macOS 13, iOS 16; the generator
    /// runs on macOS 10.15).
    static func firstRange(of needle: String, in line: Substring) -> Range<Substring.Index>? {
        let bytes = line.utf8
        guard let first = needle.utf8.first else { return nil }
        var start = bytes.startIndex
        while let found = bytes[start...].firstIndex(of: first) {
            if bytes[found...].starts(with: needle.utf8) {
                return found..<bytes.index(found, offsetBy: needle.utf8.count)
            }
            start = bytes.index(after: found)
        }
        return nil
    }

    /// Whether a header's line holds `needle` (see ``firstRange(of:in:)``).
    static func contains(_ needle: String, in line: Substring) -> Bool {
        firstRange(of: needle, in: line) != nil
    }

    /// The last range of `needle` in a header's line (see ``firstRange(of:in:)``).
    static func lastRange(of needle: String, in line: Substring) -> Range<Substring.Index>? {
        var last: Range<Substring.Index>?
        var rest = line[...]
        while let found = firstRange(of: needle, in: rest) {
            last = found
            rest = line[found.upperBound...]
        }
        return last
    }

    /// The protocols of an API notes file (its top-level `Protocols:` entries) with a method
    /// marked `SwiftPrivate: true`.
    static func protocolsWithSwiftPrivateMethods(inNotes notes: String) -> [String] {
        var names: [String] = []
        var inProtocols = false
        var name: String?
        for line in lines(of: notes) {
            if let first = line.first, first != " ", first != "-" {
                inProtocols = line.hasPrefix("Protocols:")
                name = nil
            } else if inProtocols, line.hasPrefix("- Name: ") {
                name = String(line.dropFirst("- Name: ".count)).filter { !$0.isWhitespace }
            } else if inProtocols, let current = name, line.filter({ !$0.isWhitespace }) == "SwiftPrivate:true" {
                names.append(current)
                name = nil
            }
        }
        return names
    }

    /// The class names of the `@class A, B;` lines of the headers in `directory`.
    static func forwardDeclaredClasses(inHeadersOf directory: String) -> Set<String> {
        var names: Set<String> = []
        for header in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        where header.hasSuffix(".h") {
            guard let data = FileManager.default.contents(atPath: "\(directory)/\(header)") else { continue }
            names.formUnion(forwardDeclaredClasses(in: String(decoding: data, as: UTF8.self)))
        }
        return names
    }

    /// The class names of the `@class A, B;` lines of one header's text, without their generic
    /// parameters (`@class NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>;`).
    static func forwardDeclaredClasses(in text: String) -> Set<String> {
        var names: Set<String> = []
        for line in lines(of: text) where line.hasPrefix("@class ") {
            var depth = 0
            let list = line.dropFirst("@class ".count).prefix { $0 != ";" }.filter { character in
                if character == "<" { depth += 1 } else if character == ">" { depth -= 1; return false }
                return depth == 0
            }
            for name in list.split(separator: ",") {
                let trimmed = name.filter { !$0.isWhitespace }
                if !trimmed.isEmpty { names.insert(trimmed) }
            }
        }
        return names
    }

    /// Every identifier of `text` (words of letters, digits and underscores).
    static func identifiers(in text: String) -> Set<String> {
        var words: Set<String> = []
        var current: [UInt8] = []
        for byte in text.utf8 {
            let isWordByte =
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a)
                || byte == 0x5f
            if isWordByte {
                current.append(byte)
            } else if !current.isEmpty {
                words.insert(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { words.insert(String(decoding: current, as: UTF8.self)) }
        return words
    }
}
