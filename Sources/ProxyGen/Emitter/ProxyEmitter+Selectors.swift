// ProxyEmitter+Selectors: the `#selector(...)` of an Objective-C optional method, with its type
// spelled out where another method of the protocol shares its Swift name.

extension ProxyEmitter {
    /// `#selector(P.name(labels:))` of an optional method requirement. Where another method of
    /// the protocol has the same Swift name (`WKNavigationDelegate`'s
    /// `webView(_:decidePolicyFor:decisionHandler:)` for an action and for a response), the name
    /// alone is ambiguous: the reference is then coerced to the method's type, which for an
    /// optional requirement is `(P) -> ((parameters) -> result)?`.
    func selectorExpression(_ requirement: Requirement) -> String {
        // A method without parameters is named without `()`: `#selector(P.m())` would call it.
        let reference: String
        if case .function(let function) = requirement.kind, function.parameters.isEmpty {
            reference = "\(selectorOwner(requirement)).\(function.name)"
        } else {
            reference = "\(selectorOwner(requirement)).\(requirement.swiftName)"
        }
        guard case .function(let function) = requirement.kind, sharesSwiftName(requirement) else {
            return "#selector(\(reference))"
        }
        return "#selector(\(reference) as (\(selectorOwner(requirement))) -> (\(Self.methodType(function)))?)"
    }

    /// The type of a method as a function: `(MKMapView, any MKOverlay) -> MKOverlayView`.
    static func methodType(_ function: FunctionDecl) -> String {
        let parameterTypes = function.parameters.map { inFunctionType($0.type) }.joined(separator: ", ")
        let result = function.result.map(inFunctionType) ?? "Swift.Void"
        return "(\(parameterTypes))\(effectsText(function.effects)) -> \(result)"
    }

    /// A declaration's parameter or result type as a function type's: `T!`, which only a
    /// declaration may spell, as `T?`.
    static func inFunctionType(_ type: TypeSyntax) -> String {
        if case .implicitlyUnwrapped(let wrapped) = type { return TypeSyntax.optional(wrapped).description }
        return type.description
    }

    /// Whether another method of the protocol has the same Swift name and other types (the same
    /// requirement in several `#if` clauses does not count).
    func sharesSwiftName(_ requirement: Requirement) -> Bool {
        let signature = { (requirement: Requirement) -> String? in
            guard case .function(let function) = requirement.kind else { return nil }
            return function.parameters.map { $0.type.description }.joined(separator: ", ") + " -> "
                + (function.result?.description ?? "")
        }
        guard let own = signature(requirement) else { return false }
        let name = requirement.swiftName
        return requirements.contains { other in
            guard other.swiftName == name, let theirs = signature(other) else { return false }
            return theirs != own
        }
    }
}
