// SupportingModules+SDK: where, in an SDK, the search for supporting modules looks — the frameworks
// whose headers are named after a needed class or protocol (`UIViewController.h` in UIKit), the
// frameworks a module's headers import where its printed interface names none (QuartzCore's
// `#import <Metal/MTLDrawable.h>`), and the Swift-only modules of `usr/lib/swift` whose interface
// declares a needed name (Observation's `Observable`, under SwiftData).

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The modules of one SDK, as candidates for what a search still needs.
struct SDKModuleOwners {
    /// The SDK's `System/Library/Frameworks`.
    let frameworks: String
    /// The SDK's `usr/lib/swift`.
    let swiftModules: String
    /// The framework bundles of `frameworks` (`UIKit.framework`).
    let frameworkBundles: Set<String>
    /// The classes and protocols each Swift-only module's interface declares, read once.
    private var declaredBySwiftModule: [String: Set<String>] = [:]

    init(sdk: String) {
        frameworks = "\(sdk)/System/Library/Frameworks"
        swiftModules = "\(sdk)/usr/lib/swift"
        frameworkBundles = Set((try? FileManager.default.contentsOfDirectory(atPath: frameworks)) ?? [])
    }

    /// Whether `module` declares one of `names`: a framework with a header named after one, or a
    /// Swift-only module whose interface declares one.
    mutating func owns(_ module: String, _ names: Set<String>) -> Bool {
        if frameworkBundles.contains("\(module).framework") {
            return names.contains {
                FileManager.default.fileExists(atPath: "\(frameworks)/\(module).framework/Headers/\($0).h")
            }
        }
        return !declaredBySwiftModule(module).isDisjoint(with: names)
    }

    /// Whether `module` is worth reading while `unresolved` is needed: any framework of the SDK; a
    /// Swift-only module (`Darwin`, `os`, `_Concurrency` among them) only where it declares one of
    /// the names. An SDK that lists no framework (a bare one) says nothing: every module is read.
    mutating func isReadable(_ module: String, needing unresolved: Set<String>) -> Bool {
        frameworkBundles.isEmpty || frameworkBundles.contains("\(module).framework")
            || !declaredBySwiftModule(module).isDisjoint(with: unresolved)
    }

    /// The frameworks the headers of `module` import (`#import <Metal/MTLDrawable.h>`, `@import
    /// Metal;`) that declare one of `names`, in the order first met.
    mutating func importedOwners(by module: String, of names: Set<String>) -> [String] {
        let headers = "\(frameworks)/\(module).framework/Headers"
        var imported: [String] = []
        for header in ((try? FileManager.default.contentsOfDirectory(atPath: headers)) ?? []).sorted()
        where header.hasSuffix(".h") {
            guard let data = FileManager.default.contents(atPath: "\(headers)/\(header)") else { continue }
            for framework in Self.importedFrameworks(in: String(decoding: data, as: UTF8.self))
            where framework != module && !imported.contains(framework) {
                imported.append(framework)
            }
        }
        return imported.filter { owns($0, names) }
    }

    /// The frameworks a header's `#import <F/…>`, `#include <F/…>` and `@import F` lines name.
    static func importedFrameworks(in header: String) -> [String] {
        var found: [String] = []
        for line in SDKHeaders.lines(of: header) {
            let text = line.drop { $0 == " " || $0 == "\t" }
            let name: Substring
            if text.hasPrefix("#import <") || text.hasPrefix("#include <") {
                let path = text.drop { $0 != "<" }.dropFirst().prefix { $0 != ">" }
                guard let slash = path.firstIndex(of: "/") else { continue }
                name = path[..<slash]
            } else if text.hasPrefix("@import ") {
                name = text.dropFirst("@import ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            } else {
                continue
            }
            if !name.isEmpty && !found.contains(String(name)) { found.append(String(name)) }
        }
        return found
    }

    /// The classes and protocols a Swift-only module's textual interface declares (empty where
    /// the SDK has none).
    private mutating func declaredBySwiftModule(_ module: String) -> Set<String> {
        if let known = declaredBySwiftModule[module] { return known }
        let directory = "\(swiftModules)/\(module).swiftmodule"
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        var names: Set<String> = []
        if let file = files.first(where: { $0.hasSuffix(".swiftinterface") && !$0.contains(".private.") }),
            let data = FileManager.default.contents(atPath: "\(directory)/\(file)")
        {
            names = SupportingModuleSearch.declaredNames(in: String(decoding: data, as: UTF8.self))
        }
        declaredBySwiftModule[module] = names
        return names
    }
}
