// RuntimeDependency: whether a target that applies the build plugin can import ReactiveRuntime,
// and the line of its manifest that would let it.

import PackagePlugin

/// The dependency on `ReactiveRuntime` that generated code needs.
enum RuntimeDependency {
    /// The product (and target) name.
    static let name = "ReactiveRuntime"

    /// Whether `target` depends on ReactiveRuntime, directly or through its dependencies (a
    /// module of a transitive dependency can be imported).
    static func isSatisfied(by target: Target) -> Bool {
        var visited: Set<String> = []
        func reaches(_ target: Target) -> Bool {
            guard visited.insert(target.id).inserted else { return false }
            if target.name == name { return true }
            return target.dependencies.contains { dependency in
                switch dependency {
                case .target(let dependency):
                    return reaches(dependency)
                case .product(let product):
                    return product.name == name || product.targets.contains(where: reaches)
                @unknown default:
                    return false
                }
            }
        }
        return reaches(target)
    }

    /// What to add to the target's `dependencies:`: the product of the package that provides it,
    /// spelled with that package's identity (a path dependency's is its directory's name), or
    /// the target itself inside this package.
    static func lineToAdd(in package: Package) -> String {
        if package.products.contains(where: { $0.name == name }) { return "\"\(name)\"" }
        let provider = package.dependencies.first { $0.package.products.contains { $0.name == name } }
        // The manifest's name where it is the identity but for case (`ProxyGen` for `proxygen`).
        let identity = provider.map {
            $0.package.displayName.lowercased() == $0.package.id ? $0.package.displayName : $0.package.id
        }
        return ".product(name: \"\(name)\", package: \"\(identity ?? "ProxyGen")\")"
    }
}
