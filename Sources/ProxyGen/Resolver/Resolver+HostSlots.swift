// Resolver+HostSlots: the delegate slots of the inputs' classes, matched with the proxies of
// their protocols.

extension Resolver {
    /// Gives each proxy the slots of the inputs' classes typed by its protocol. A slot is a
    /// settable instance property of an optional type that names a proxied protocol, visible to
    /// other files (not private), in a class that is not generic, or in an extension of such a
    /// class (Objective-C categories are printed so: `UIViewController.transitioningDelegate`);
    /// the protocol's proxy must not be generic either (its forwardee type is not the slot's).
    mutating func attachHostSlots(to proxies: inout [ResolvedProxy]) {
        guard files.contains(where: { !$0.classes.isEmpty }) else { return }
        var proxyIndex: [String: Int] = [:]
        for (index, proxy) in proxies.enumerated() where proxy.associatedTypes.isEmpty {
            if proxyIndex[proxy.protocolName] == nil { proxyIndex[proxy.protocolName] = index }
            if proxyIndex[proxy.decl.name] == nil { proxyIndex[proxy.decl.name] = index }
        }
        let candidates = slotCandidates()
        addCompositionProxies(to: &proxies, index: &proxyIndex, candidates: candidates)
        let superclasses = superclassesByClass()
        var classInfo: [String: DeclarationInfo] = [:]
        for file in files {
            for declaration in file.classes where classInfo[declaration.qualifiedName] == nil {
                classInfo[declaration.qualifiedName] = declaration.info
            }
        }
        // The global actor a class declares or inherits (`MKMapView` is a `UIView`, `@MainActor`).
        func globalActor(_ className: String) -> String? {
            var current: String? = className
            var steps = 0
            while let name = current, steps <= superclasses.count {
                if let info = classInfo[name], let actor = Self.globalActorAttribute(of: info) { return actor }
                current = superclasses[name]
                steps += 1
            }
            return nil
        }
        var providesReactive: Set<String> = []
        for candidate in candidates {
            let (declaration, info, property) = (candidate.declaration, candidate.info, candidate.property)
            guard let name = Self.slotProtocolName(property.type),
                let index = proxyIndex[name] ?? Self.droppingModule(name).flatMap({ proxyIndex[$0] })
            else { continue }
            var slot = HostSlot(
                className: declaration.qualifiedName, classInfo: info, property: property,
                fileIndex: candidate.fileIndex, conditions: declaration.conditions,
                accessLevel: min(
                    AccessLevel(modifiers: info.modifiers), AccessLevel(modifiers: property.info.modifiers)),
                globalActor: Self.globalActorAttribute(of: property.info) ?? Self.globalActorAttribute(of: info)
                    ?? globalActor(declaration.qualifiedName))
            slot.declaresProviderConformance =
                declaration.inheritsNothing && providesReactive.insert(declaration.qualifiedName).inserted
            proxies[index].hostSlots.append(slot)
        }
        markNarrowedSlots(in: &proxies)
    }

    /// The properties that can be delegate slots (see ``isDelegateSlot(_:of:)``): the optional
    /// properties of the inputs' classes, then those of their unconstrained extensions, each with
    /// the declaration information that applies (an extension's availability added to its class's).
    func slotCandidates() -> [(declaration: ClassDecl, info: DeclarationInfo, property: PropertyDecl, fileIndex: Int)] {
        var candidates: [(declaration: ClassDecl, info: DeclarationInfo, property: PropertyDecl, fileIndex: Int)] = []
        var classes: [String: ClassDecl] = [:]
        for (fileIndex, file) in files.enumerated() {
            // A supporting input's classes are superclasses; only the others' have slots.
            let isSupporting = selection.supportingPaths.contains(file.path)
            for declaration in file.classes {
                if classes[declaration.qualifiedName] == nil { classes[declaration.qualifiedName] = declaration }
                if isSupporting { continue }
                for property in declaration.optionalProperties where Self.isDelegateSlot(property, of: declaration) {
                    candidates.append((declaration, declaration.info, property, fileIndex))
                }
            }
        }
        for (fileIndex, file) in files.enumerated() where !selection.supportingPaths.contains(file.path) {
            for extensionDecl in file.extensions where extensionDecl.whereClause.isEmpty {
                guard let declaration = classes[extensionDecl.extendedType] else { continue }
                var info = declaration.info
                info.attributes += extensionDecl.info.attributes.filter { $0.name == "available" }
                for case .property(let property) in extensionDecl.members
                where property.type.isOptional && Self.isDelegateSlot(property, of: declaration) {
                    candidates.append((declaration, info, property, fileIndex))
                }
            }
        }
        return candidates
    }

    /// A proxy for each composition of proxied protocols that types a slot (`(any
    /// UIImagePickerControllerDelegate & UINavigationControllerDelegate)?`), conforming to all of
    /// them and forwarding each, as if a protocol refined them; indexed by the composition as
    /// ``slotProtocolName(_:)`` writes it. Where one cannot be made, its slot gets no accessor.
    private mutating func addCompositionProxies(
        to proxies: inout [ResolvedProxy], index proxyIndex: inout [String: Int],
        candidates: [(declaration: ClassDecl, info: DeclarationInfo, property: PropertyDecl, fileIndex: Int)]
    ) {
        for candidate in candidates {
            guard let members = Self.slotCompositionMembers(candidate.property.type) else { continue }
            let key = members.joined(separator: " & ")
            guard proxyIndex[key] == nil else { continue }
            let parts = members.compactMap { name in
                (proxyIndex[name] ?? Self.droppingModule(name).flatMap { proxyIndex[$0] }).map { proxies[$0] }
            }
            guard parts.count == members.count else { continue }
            var info = DeclarationInfo(offset: parts[0].decl.info.offset)
            info.modifiers = [parts.map(\.accessLevel).min()!.rawValue]
            info.attributes = parts.flatMap { $0.decl.info.attributes.filter { $0.name == "available" } }
            let decl = ProtocolDecl(
                info: info, name: parts.map { $0.decl.name.unbackticked }.joined(separator: "And"),
                inheritance: parts.map { .named([.init(name: $0.decl.name)]) }, fileIndex: parts[0].fileIndex)
            // Best effort: what keeps the composition from a proxy keeps its slot from an accessor,
            // and its members' own proxies report their problems.
            let diagnosticsBefore = diagnostics.count
            let proxy = resolve(decl)
            diagnostics.removeSubrange(diagnosticsBefore...)
            guard var proxy else { continue }
            proxy.compositionMembers = parts.map(\.protocolName)
            proxy.protocolName = proxy.compositionMembers.joined(separator: " & ")
            proxy.protocolsInheritingIsolation = parts.flatMap(\.protocolsInheritingIsolation)
            proxy.isComposition = true
            proxyIndex[key] = proxies.count
            proxies.append(proxy)
        }
    }

    /// The protocols of a composition slot type, `(any A & B)?` (or `A & B`, `Module.A`, `!`), as
    /// written; `nil` for any other type.
    static func slotCompositionMembers(_ type: TypeSyntax) -> [String]? {
        guard case .composition(let parts)? = slotWrappedType(type) else { return nil }
        var names: [String] = []
        for part in parts {
            guard let name = plainName(ofSlotProtocol: part) else { return nil }
            names.append(name)
        }
        return names
    }

    /// What an optional slot type wraps, without parentheses and `any`: `P` for `(any P)?` or `P!`;
    /// `nil` for a type that is not optional.
    private static func slotWrappedType(_ type: TypeSyntax) -> TypeSyntax? {
        var wrapped: TypeSyntax
        switch type {
        case .optional(let t), .implicitlyUnwrapped(let t): wrapped = t
        default: return nil
        }
        if case .tuple(let elements) = wrapped, elements.count == 1, elements[0].label == nil {
            wrapped = elements[0].type
        }
        if case .any(let t) = wrapped { wrapped = t }
        return wrapped
    }

    /// `P` or `Module.P` as written, for a named type without generic arguments.
    private static func plainName(ofSlotProtocol type: TypeSyntax) -> String? {
        guard case .named(let components) = type, let last = components.last,
            components.allSatisfy({ $0.genericArguments.isEmpty })
        else { return nil }
        return components.count == 1 ? last.name : components.map(\.name).joined(separator: ".")
    }

    /// `Module.P` without its first component (`P`), as a module's synthesized interface
    /// qualifies its own protocols; `nil` for a name of one component.
    static func droppingModule(_ name: String) -> String? {
        guard let dot = name.firstIndex(of: ".") else { return nil }
        return String(name[name.index(after: dot)...])
    }

    /// Whether `property` of `declaration` can hold a delegate slot's proxy: a settable instance
    /// property visible to other files, of a class that is visible and not generic (`base` is
    /// taken by the `Reactive` wrapper the accessors extend).
    static func isDelegateSlot(_ property: PropertyDecl, of declaration: ClassDecl) -> Bool {
        !declaration.isGeneric && isVisible(declaration.info) && property.isSettable && isVisible(property.info)
            && !isTypeMember(property.info) && property.name != "base"
    }

    /// Marks the slots that another slot of the same name overrides on the objects that have
    /// both: this accessor gives way to that one. Another slot overrides this one when its class
    /// descends from this slot's class (`NSOutlineView.delegate` over `NSTableView.delegate`,
    /// whose protocols are unrelated), or when its protocol descends from this slot's
    /// (`UITableView.delegate` over `UIScrollView.delegate`, also where a class between them is
    /// not among the inputs' classes with slots).
    private func markNarrowedSlots(in proxies: inout [ResolvedProxy]) {
        var slotsByName: [String: [(className: String, protocolName: String)]] = [:]
        var ancestorsByProtocol: [String: [String]] = [:]
        for proxy in proxies where !proxy.hostSlots.isEmpty {
            ancestorsByProtocol[proxy.protocolName] = proxy.ancestorNames
            for slot in proxy.hostSlots {
                slotsByName[slot.property.name, default: []].append((slot.className, proxy.protocolName))
            }
        }
        let superclasses = superclassesByClass()
        for index in proxies.indices {
            let protocolName = proxies[index].protocolName
            for slotIndex in proxies[index].hostSlots.indices {
                let slot = proxies[index].hostSlots[slotIndex]
                let others = (slotsByName[slot.property.name] ?? []).filter {
                    $0.className != slot.className || $0.protocolName != protocolName
                }
                proxies[index].hostSlots[slotIndex].isNarrowed = others.contains { other in
                    Self.isClass(other.className, descendedFrom: slot.className, superclasses: superclasses)
                        || (ancestorsByProtocol[other.protocolName]?.contains(protocolName) ?? false)
                }
            }
        }
    }

    /// The superclass each class of the inputs names, found among the inputs' classes (by its
    /// name as written, or without a module qualifier).
    func superclassesByClass() -> [String: String] {
        var classNames: Set<String> = []
        for file in files {
            for declaration in file.classes { classNames.insert(declaration.qualifiedName) }
        }
        var superclasses: [String: String] = [:]
        for file in files {
            for declaration in file.classes {
                guard let written = declaration.superclassName else { continue }
                if classNames.contains(written) {
                    superclasses[declaration.qualifiedName] = written
                } else if let unqualified = Self.droppingModule(written), classNames.contains(unqualified) {
                    superclasses[declaration.qualifiedName] = unqualified
                }
            }
        }
        return superclasses
    }

    /// Whether `className` has `ancestor` among its superclasses, following `superclasses`.
    static func isClass(_ className: String, descendedFrom ancestor: String, superclasses: [String: String]) -> Bool {
        var current = className
        var steps = 0
        while let superclass = superclasses[current], steps < superclasses.count {
            if superclass == ancestor { return true }
            current = superclass
            steps += 1
        }
        return false
    }

    /// The protocol an optional slot type names: `P?`, `(any P)?`, `P!`, `Module.P?`, or the
    /// composition `A & B` of `(any A & B)?`; `nil` for any other type.
    static func slotProtocolName(_ type: TypeSyntax) -> String? {
        if let members = slotCompositionMembers(type) { return members.joined(separator: " & ") }
        return slotWrappedType(type).flatMap(plainName(ofSlotProtocol:))
    }

    /// Whether a declaration can be named from another file of its module.
    static func isVisible(_ info: DeclarationInfo) -> Bool {
        !info.modifiers.contains { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") }
    }

    static func isTypeMember(_ info: DeclarationInfo) -> Bool {
        info.hasModifier("static") || info.hasModifier("class")
    }
}
