// Parser+TypeRenames: a type written under a name the caller gives another Swift name for
// (`CKShareMetadata` → `CKShare.Metadata`), read as that name.

extension Parser {
    /// The components of the type `name<arguments>`: the components of its Swift name where
    /// ``typeRenames`` gives one (`CKShare`, `Metadata`), the generic arguments on the last.
    func namedComponents(_ name: String, arguments: [TypeSyntax]) -> [TypeSyntax.Component] {
        guard !typeRenames.isEmpty, let swiftName = typeRenames[name] else {
            return [TypeSyntax.Component(name: name, genericArguments: arguments)]
        }
        var components = swiftName.split(separator: ".").map {
            TypeSyntax.Component(name: String($0), genericArguments: [])
        }
        guard !components.isEmpty else { return [TypeSyntax.Component(name: name, genericArguments: arguments)] }
        components[components.count - 1].genericArguments = arguments
        return components
    }
}
