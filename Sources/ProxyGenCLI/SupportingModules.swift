// SupportingModules: the modules a framework imports, read on demand for what its own declarations
// need from them — the superclasses of its classes (with their global actors: PassKit's view
// controllers are UIKit's `UIViewController`, `@MainActor`) and the parents of its protocols — as
// far as names remain unresolved, and no further.

import ProxyGen

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The names the modules read so far need and do not declare, and the modules to look in.
struct SupportingModuleSearch {
    /// Every class and protocol name the modules read declare (also those the parser keeps no
    /// model of: a class without an optional property ends a superclass chain, but is declared).
    private var declared: Set<String> = []
    /// What each declared class or protocol of the models needs: its superclass, or its parents.
    private var needsByName: [String: [String]] = [:]
    /// Names needed and declared by no module read so far.
    private(set) var unresolved: Set<String> = []
    /// Modules whose interfaces have been read (or found unreadable): never read again.
    private var visited: Set<String> = []
    /// Modules imported by the modules that gave something, in the order they were met.
    private(set) var candidates: [String] = []

    /// Starts with the modules named, already read: `models` are their parsed interfaces.
    init(named modules: [String], models: [FileModel], texts: [String]) {
        visited = Set(modules)
        for (model, text) in zip(models, texts) { learn(model, text: text) }
        for model in models {
            for declaration in model.classes { need(declaration.superclassName.map { [$0] } ?? []) }
            for declaration in model.protocols { need(declaration.inheritance.flatMap(Self.parentNames)) }
            enqueueImports(of: model)
        }
    }

    /// The next module to read: one whose headers declare an unresolved name (`UIViewController.h`
    /// in UIKit), else the first imported; `nil` when nothing is unresolved or left to read.
    mutating func next(owning owns: (String, Set<String>) -> Bool) -> String? {
        guard !unresolved.isEmpty, !candidates.isEmpty else { return nil }
        let index = candidates.firstIndex { owns($0, unresolved) } ?? candidates.startIndex
        let module = candidates.remove(at: index)
        visited.insert(module)
        return module
    }

    /// Takes a module read as a candidate: the names it declares that were unresolved (then its
    /// declarations' own needs and its imports join the search); empty where it gives nothing.
    mutating func supplies(_ model: FileModel, text: String) -> Set<String> {
        let before = unresolved
        learn(model, text: text)
        guard unresolved != before else { return [] }
        // The needs of the names it resolved, followed through its own declarations.
        var pending = Array(before.subtracting(unresolved))
        var seen = Set(pending)
        while let name = pending.popLast() {
            for needed in needsByName[name] ?? [] where !Self.isKnown(needed) {
                if declared.contains(needed) {
                    if seen.insert(needed).inserted { pending.append(needed) }
                } else {
                    unresolved.insert(needed)
                }
            }
        }
        enqueueImports(of: model)
        return before.subtracting(unresolved)
    }

    /// Records what a model declares and needs; the names it declares are resolved.
    private mutating func learn(_ model: FileModel, text: String) {
        for declaration in model.classes {
            needsByName[declaration.qualifiedName] = declaration.superclassName.map { [Self.dropped($0)] } ?? []
        }
        for declaration in model.protocols {
            needsByName[declaration.qualifiedName] = declaration.inheritance.flatMap(Self.parentNames)
        }
        let names = Self.declaredNames(in: text)
        declared.formUnion(names)
        unresolved.subtract(names)
    }

    /// Adds names needed by the named modules: each followed through the declarations read.
    private mutating func need(_ names: [String]) {
        var pending = names.map(Self.dropped)
        var seen: Set<String> = []
        while let name = pending.popLast() {
            guard !Self.isKnown(name), seen.insert(name).inserted else { continue }
            if declared.contains(name) {
                pending += needsByName[name] ?? []
            } else {
                unresolved.insert(name)
            }
        }
    }

    /// Adds modules to look in that no printed interface imports (those a module's headers
    /// import: `SDKModuleOwners/importedOwners(by:of:)`).
    mutating func consider(_ modules: [String]) {
        for module in modules where !visited.contains(module) && !candidates.contains(module) {
            candidates.append(module)
        }
    }

    private mutating func enqueueImports(of model: FileModel) {
        for declaration in model.imports {
            let module = String(declaration.path.prefix { $0 != "." })
            guard !module.isEmpty, !visited.contains(module), !candidates.contains(module) else { continue }
            candidates.append(module)
        }
    }

    /// A name the resolver resolves without any module (`NSObject`, `Sendable`).
    private static func isKnown(_ name: String) -> Bool { ProtocolSelection.isResolvedWithoutInputs(name) }

    /// `UIKit.UIViewController` → `UIViewController`: declarations are known by their names in
    /// their module.
    static func dropped(_ name: String) -> String {
        guard let dot = name.firstIndex(of: "."), name[..<dot].first?.isUppercase == true else { return name }
        return String(name[name.index(after: dot)...])
    }

    /// A parent's names: each member of a composition, without its module.
    static func parentNames(_ type: TypeSyntax) -> [String] {
        switch type {
        case .composition(let parts): parts.flatMap(parentNames)
        case .named(let components): [dropped(components.map(\.name).joined(separator: "."))]
        default: []
        }
    }

    /// The names of the classes and protocols an interface declares at any depth: the word after
    /// `class` or `protocol` where a declaration starts (a line's first words are attributes and
    /// modifiers).
    static func declaredNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        for line in SDKHeaders.lines(of: text) {
            let words = line.utf8.split(separator: UInt8(ascii: " "), maxSplits: 8).map { Substring($0) }
            guard let keyword = words.firstIndex(where: { $0 == "class" || $0 == "protocol" }),
                keyword + 1 < words.count,
                words[..<keyword].allSatisfy({ $0.hasPrefix("@") || Self.modifiers.contains(String($0)) })
            else { continue }
            let name = words[keyword + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.insert(String(name)) }
        }
        return names
    }

    private static let modifiers: Set<String> = [
        "open", "public", "final", "nonisolated", "package", "internal", "indirect",
    ]
}
