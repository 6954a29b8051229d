// Resolver+UnnamableRequirements: requirements Swift gives no way to implement: those that name a
// class the SDK only forward-declares and no framework defines (iOS's Foundation names macOS's
// `NSPortMessage` in `NSPortDelegate`), and required properties whose getter is one of NSObject's
// methods (an optional one is left to the forwardee).

extension Resolver {
    /// Whether `member` names one of ``ProtocolSelection/undefinedClasses``: an optional
    /// requirement is then left to the forwardee (the proxy passes on the selectors it does not
    /// implement); a required one cannot be implemented, which is reported and skips the protocol.
    mutating func namesUndefinedClass(_ member: Member, owner: ProtocolDecl) -> Bool {
        guard !selection.undefinedClasses.isEmpty else { return false }
        var names: Set<String> = []
        let info: DeclarationInfo
        switch member {
        case .function(let function):
            for parameter in function.parameters { Self.addNames(of: parameter.type, to: &names) }
            if let result = function.result { Self.addNames(of: result, to: &names) }
            info = function.info
        case .property(let property):
            Self.addNames(of: property.type, to: &names)
            info = property.info
        case .subscript(let sub):
            for parameter in sub.parameters { Self.addNames(of: parameter.type, to: &names) }
            Self.addNames(of: sub.result, to: &names)
            info = sub.info
        default:
            return false
        }
        guard let undefined = names.intersection(selection.undefinedClasses).min() else { return false }
        if !info.hasModifier("optional") {
            error(
                .unsupportedRequirement,
                "requirement '\(Self.memberName(member))' names '\(undefined)', a class the SDK's headers only forward-declare and none of its frameworks defines; Swift cannot name it, so no proxy can implement the requirement",
                file: owner.fileIndex, offset: info.offset)
        }
        return true
    }
}

extension Resolver {
    /// The selectors of `NSObject`'s methods that Swift imports as methods without parameters: a
    /// property requirement whose getter has one (ModelIO's `MDLMeshBuffer.zone`, NSObject's
    /// `zone()`) conflicts with the method in every subclass of NSObject, as a proxy of an
    /// Objective-C protocol is.
    static let nsObjectMethodSelectors: Set<String> = ["zone", "copy", "mutableCopy"]

    /// Whether `property`'s getter has the selector of one of NSObject's methods (see
    /// ``nsObjectMethodSelectors``). An optional one is left to the forwardee: the proxy does not
    /// declare it (the NSObject method it inherits answers the selector).
    static func hasNSObjectMethodSelector(_ property: PropertyDecl) -> Bool {
        nsObjectMethodSelectors.contains(property.name.unbackticked)
            // `@objc(name)` gives the getter a selector of its own.
            && !property.info.attributes.contains(where: { $0.name == "objc" && $0.arguments != nil })
    }

    /// Reports a required property requirement whose getter's selector is one of NSObject's
    /// methods (see ``hasNSObjectMethodSelector(_:)``): no subclass of NSObject can implement it.
    mutating func checkNSObjectSelectors(_ requirements: [Requirement], of decl: ProtocolDecl) {
        for requirement in requirements {
            guard case .property(let property) = requirement.kind, Self.hasNSObjectMethodSelector(property) else {
                continue
            }
            error(
                .unsupportedRequirement,
                "property requirement '\(property.name)' has the Objective-C selector of NSObject's method '\(property.name.unbackticked)()'; a proxy (an NSObject) cannot implement it: its getter would conflict with that method",
                file: decl.fileIndex, offset: property.info.offset)
        }
    }
}
