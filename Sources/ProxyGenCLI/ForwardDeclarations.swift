// ForwardDeclarations: the modules that own the classes a framework's headers only forward-declare
// (`@class INIntent;` in UIKit's): Swift sees such a class only where its own module is imported,
// so generated code that names one imports that module.

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

enum ForwardDeclarations {
    /// The modules, sorted, that declare the classes `module`'s headers in `sdk` forward-declare and
    /// that `interface` (the module's synthesized interface) names. A class belongs to the framework
    /// that has a header of its name (`INIntent` to Intents, by `Intents.framework/Headers/INIntent.h`),
    /// as in Apple's SDKs. Empty where the SDK has no such headers (a stub SDK).
    static func owningModules(of module: String, interface: String, sdk: String) -> [String] {
        let frameworks = "\(sdk)/System/Library/Frameworks"
        let names = forwardDeclaredClasses(inHeadersOf: "\(frameworks)/\(module).framework/Headers")
        guard !names.isEmpty else { return [] }
        let named = identifiers(in: interface)
        var wanted = names.intersection(named)
        guard !wanted.isEmpty else { return [] }
        var owners: Set<String> = []
        let fileManager = FileManager.default
        for framework in (try? fileManager.contentsOfDirectory(atPath: frameworks)) ?? []
        where framework.hasSuffix(".framework") {
            let owner = String(framework.dropLast(".framework".count))
            let headers = Set((try? fileManager.contentsOfDirectory(atPath: "\(frameworks)/\(framework)/Headers")) ?? [])
            for name in wanted where headers.contains("\(name).h") {
                wanted.remove(name)
                if owner != module { owners.insert(owner) }
            }
        }
        return owners.sorted()
    }

    /// The class names of the `@class A, B;` lines of the headers in `directory`.
    static func forwardDeclaredClasses(inHeadersOf directory: String) -> Set<String> {
        var names: Set<String> = []
        for header in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where header.hasSuffix(".h") {
            guard let data = FileManager.default.contents(atPath: "\(directory)/\(header)") else { continue }
            names.formUnion(forwardDeclaredClasses(in: String(decoding: data, as: UTF8.self)))
        }
        return names
    }

    /// The class names of the `@class A, B;` lines of one header's text.
    static func forwardDeclaredClasses(in text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("@class ") {
            let list = line.dropFirst("@class ".count).prefix { $0 != ";" }
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
