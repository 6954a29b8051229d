// SDKHeaders+SwiftInterface: what a Swift framework's own textual interface in the SDK says that
// the interface swift-synthesize-interface prints leaves out: requirements whose names start with
// an underscore (SwiftUI's `ListStyle._makeView`, Charts' `AxisMark._renderAxisMark`), which a
// conformance must implement all the same.

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SDKHeaders {
    /// The protocols of `module`'s textual interface in `sdk` (`F.swiftmodule/arm64-apple-ios
    /// .swiftinterface`) with an underscored requirement, each with the reason; nothing where the
    /// SDK has no such file (an Objective-C framework, a stub SDK).
    static func protocolsWithUnderscoredRequirements(of module: String, sdk: String) -> [String: String] {
        let directory = "\(sdk)/System/Library/Frameworks/\(module).framework/Modules/\(module).swiftmodule"
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        guard let file = files.first(where: { $0.hasSuffix("-apple-ios.swiftinterface") }),
            let data = FileManager.default.contents(atPath: "\(directory)/\(file)")
        else { return [:] }
        var found: [String: String] = [:]
        for (name, requirement) in underscoredRequirements(in: String(decoding: data, as: UTF8.self))
        where found[name] == nil {
            found[name] =
                "it has an underscored requirement ('\(requirement)') that the module's printed interface leaves out: a detail of the framework's own that a proxy can neither see nor implement"
        }
        return found
    }

    /// Each protocol of a textual interface with its first underscored requirement (`func _x`,
    /// `var _x`, `associatedtype _X`, static or not), in order.
    static func underscoredRequirements(in text: String) -> [(name: String, requirement: String)] {
        var found: [(name: String, requirement: String)] = []
        var current: String?
        for line in lines(of: text) {
            if line.first == "}" {
                current = nil
            } else if line.first != " ", let range = firstRange(of: "protocol ", in: line), line.hasSuffix("{") {
                let head = line[..<range.lowerBound]
                guard head.isEmpty || head.hasSuffix(" ") else { continue }
                current = String(line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            } else if let name = current, line.first == " ", let requirement = underscoredName(line) {
                found.append((name, requirement))
                current = nil
            }
        }
        return found
    }

    /// The name a requirement's line declares where it starts with `_`: `_makeView` of
    /// `  static func _makeView<…>(…)`.
    private static func underscoredName(_ line: Substring) -> String? {
        var words = line.split(separator: " ")[...]
        while let first = words.first, first.hasPrefix("@") || ["static", "mutating", "nonisolated"].contains(first) {
            words = words.dropFirst()
        }
        guard let keyword = words.first, ["func", "var", "associatedtype"].contains(keyword),
            let name = words.dropFirst().first, name.hasPrefix("_")
        else { return nil }
        return String(name.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }
}
