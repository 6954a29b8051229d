// SDKHeaders+ObjectiveCProtocols: the protocols a framework's headers declare in Objective-C,
// which its synthesized interface prints like Swift ones.

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SDKHeaders {
    /// The protocols `module`'s headers in `sdk` define (`@protocol P <NSObject>`, `@protocol P`
    /// on a line of its own; not the forward declarations `@protocol P;`). Its interface prints
    /// `public protocol PKPaymentInformationRequestHandling {`, without `@objc` and without a
    /// parent, yet a Swift class that conforms to it gives its methods selectors, and the `async`
    /// form Swift imports beside a completion-handler method is the same method. Nothing where the
    /// SDK has no such headers (a stub SDK).
    static func objectiveCProtocols(of module: String, sdk: String) -> Set<String> {
        let directory = "\(sdk)/System/Library/Frameworks/\(module).framework/Headers"
        var names: Set<String> = []
        let fileManager = FileManager.default
        for header in ((try? fileManager.contentsOfDirectory(atPath: directory)) ?? []) where header.hasSuffix(".h") {
            guard let data = fileManager.contents(atPath: "\(directory)/\(header)") else { continue }
            names.formUnion(definedProtocols(inHeader: String(decoding: data, as: UTF8.self)))
        }
        return names
    }

    /// The protocols one header defines: the name after `@protocol` at a line's start (after
    /// availability macros), unless a `;` or `,` follows it (a forward declaration).
    static func definedProtocols(inHeader text: String) -> [String] {
        var names: [String] = []
        for line in lines(of: text) {
            guard let range = firstRange(of: "@protocol ", in: line) else { continue }
            // Only macros may come before it (`API_AVAILABLE(ios(14.0)) @protocol P`), not a comment.
            let head = line[..<range.lowerBound]
            if contains("//", in: head) || contains("/*", in: head) { continue }
            let rest = line[range.upperBound...].drop { $0 == " " }
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !name.isEmpty, name.first?.isNumber == false else { continue }
            let after = rest.dropFirst(name.count).drop { $0 == " " }
            if after.first == ";" || after.first == "," { continue }
            names.append(String(name))
        }
        return names
    }
}
