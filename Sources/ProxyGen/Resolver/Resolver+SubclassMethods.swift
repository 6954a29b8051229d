// Resolver+SubclassMethods: every method an observing subclass may override — declared in the
// class's body, in its extensions (Objective-C categories, as module interfaces print them), in
// those of its superclasses among the inputs, and the requirements of the Objective-C protocols
// they adopt, which an interface does not print in the class — each signature once.

extension Resolver {
    /// A method found for an observing subclass, before the rules of ``reasonNotOverridden(_:isInterface:)``.
    struct OverrideCandidate {
        var method: FunctionDecl
        /// Whether it is declared where another module sees it as an interface prints it.
        var isInterface: Bool
        /// The `#if` clauses it sits in within the observed class's own body (none elsewhere).
        var conditions: [ConditionalClause] = []
        /// The `@available` attributes of the extension that declares it.
        var enclosingAvailability: [Attribute] = []
        /// Whether it is declared in the observed class's own body: only those are listed as
        /// skipped when they cannot be overridden.
        var isOwn = false
        /// For a property's setter: the property's type (``method`` is `name(_ newValue:)`).
        var propertyType: TypeSyntax? = nil

        /// A settable property's setter as a method that takes the new value.
        init(setterOf property: PropertyDecl, isInterface: Bool, enclosingAvailability: [Attribute] = []) {
            var valueType = property.type
            if case .implicitlyUnwrapped(let wrapped) = valueType { valueType = .optional(wrapped) }
            method = FunctionDecl(
                info: property.info, name: property.name,
                parameters: [Parameter(label: nil, name: "newValue", type: valueType)])
            self.isInterface = isInterface
            self.enclosingAvailability = enclosingAvailability
            propertyType = property.type
        }

        init(
            method: FunctionDecl, isInterface: Bool, conditions: [ConditionalClause] = [],
            enclosingAvailability: [Attribute] = [], isOwn: Bool = false
        ) {
            self.method = method
            self.isInterface = isInterface
            self.conditions = conditions
            self.enclosingAvailability = enclosingAvailability
            self.isOwn = isOwn
        }
    }

    /// The methods of `lineage` (the class, then its superclasses among the inputs whose methods
    /// were read, nearest first) in the order their events are named: each class's body, then its
    /// extensions; then the Objective-C protocols' requirements. A signature is kept once, where
    /// it is first found (an override in the class before the superclass's method).
    func overrideCandidates(of lineage: [(declaration: ClassDecl, isInterface: Bool)]) -> [OverrideCandidate] {
        var candidates: [OverrideCandidate] = []
        var signatures: Set<String> = []
        let add = { (candidate: OverrideCandidate) in
            let signature =
                candidate.propertyType == nil
                ? Self.overrideSignature(of: candidate.method) : "var " + candidate.method.name
            if signatures.insert(signature).inserted { candidates.append(candidate) }
        }
        for (depth, (declaration, isInterface)) in lineage.enumerated() {
            for (index, method) in declaration.methods.enumerated() {
                add(
                    OverrideCandidate(
                        method: method, isInterface: isInterface,
                        conditions: depth == 0 ? declaration.methodConditions[index] : [], isOwn: depth == 0))
            }
            for property in declaration.settableProperties where Self.isOverridableSetter(property) {
                add(OverrideCandidate(setterOf: property, isInterface: isInterface))
            }
            for candidate in extensionCandidates(of: declaration) { add(candidate) }
        }
        for (declaration, isInterface) in lineage where isInterface {
            for candidate in conformanceCandidates(of: declaration) { add(candidate) }
        }
        return candidates
    }

    /// The methods of the unconstrained extensions of a class that a subclass can override: in a
    /// module's interface, `open` ones (Objective-C categories print so); in source, `@objc` ones
    /// (Swift overrides no other method declared in an extension). An interface's extension newer
    /// than the runtime's floor is passed over: it prints a category, whose availability Swift
    /// gives its methods, and a class extension (`@interface C ()`), whose availability it does
    /// not, alike, and an override must be exactly as available as the method.
    private func extensionCandidates(of declaration: ClassDecl) -> [OverrideCandidate] {
        var extensions = extensionsByName[declaration.qualifiedName] ?? []
        if declaration.qualifiedName != declaration.name {
            extensions = extensions.filter { $0.extendedType.hasSuffix(declaration.qualifiedName) }
        }
        var candidates: [OverrideCandidate] = []
        for ext in extensions where ext.whereClause.isEmpty {
            let isInterface = selection.moduleInterfacePaths.contains(path(of: ext.fileIndex))
            let availability = ext.info.attributes.filter { $0.name == "available" }
            if isInterface
                && availability.contains(where: { Availability.attribute($0, within: .runtimeFloor) != nil })
            {
                continue
            }
            let overridable = { (info: DeclarationInfo) in
                isInterface ? info.hasModifier("open") : info.hasAttribute("objc")
            }
            for member in ext.members {
                switch member {
                case .function(let method) where overridable(method.info):
                    candidates.append(
                        OverrideCandidate(method: method, isInterface: isInterface, enclosingAvailability: availability)
                    )
                case .property(let property) where overridable(property.info) && Self.isOverridableSetter(property):
                    candidates.append(
                        OverrideCandidate(
                            setterOf: property, isInterface: isInterface, enclosingAvailability: availability))
                default: break
                }
            }
        }
        return candidates
    }

    /// The required instance methods of the Objective-C protocols a class of a module's interface
    /// adopts in its declaration: the class implements them, and Swift sees them as its `open`
    /// members, which the interface does not print.
    private func conformanceCandidates(of declaration: ClassDecl) -> [OverrideCandidate] {
        var candidates: [OverrideCandidate] = []
        for written in declaration.inheritedNames.dropFirst() {
            guard let name = written.split(separator: ".").last, let proto = protocols(named: String(name))?.first,
                selection.moduleInterfacePaths.contains(path(of: proto.fileIndex)),
                proto.info.hasAttribute("objc") || selection.objectiveCProtocols.contains(proto.qualifiedName)
                    || proto.inheritance.contains(where: { $0.description.hasSuffix("NSObjectProtocol") })
            else { continue }
            for case .function(var method) in proto.members where !method.info.hasModifier("optional") {
                method.info.modifiers.append("open")
                candidates.append(OverrideCandidate(method: method, isInterface: true))
            }
        }
        return candidates
    }

    /// Whether a property's setter can be observed by an override: settable from outside
    /// (`private(set)` and the like are not), neither weak nor unowned (a computed override would
    /// not say so), without getter effects; the rules of methods apply next.
    static func isOverridableSetter(_ property: PropertyDecl) -> Bool {
        let modifiers = property.info.modifiers
        return property.isSettable && property.getterEffects == Effects()
            && !modifiers.contains { $0.hasSuffix("(set)") || $0 == "weak" || $0 == "unowned" || $0 == "lazy" }
    }

    /// What tells an override from an overload, module qualifiers and `any` aside (a superclass's
    /// method may be printed `UIKit.UIViewController` where the class writes `UIViewController`).
    static func overrideSignature(of method: FunctionDecl) -> String {
        var signature = method.fullName + " ("
        for (index, parameter) in method.parameters.enumerated() {
            if index > 0 { signature += ", " }
            var word = ""
            for character in parameter.type.description {
                if character == "." && word.first?.isUppercase == true || character == " " && word == "any" {
                    word = ""
                } else if character.isLetter || character.isNumber || character == "_" {
                    word.append(character)
                } else {
                    if word != "any" { signature += word }
                    word = ""
                    signature.append(character)
                }
            }
            if word != "any" { signature += word }
        }
        return signature + ")"
    }
}
