// Resolver+HostSlots: the delegate slots of the inputs' classes, matched with the proxies of
// their protocols.

extension Resolver {
    /// Gives each proxy the slots of the inputs' classes typed by its protocol. A slot is a
    /// settable instance property of an optional type that names a proxied protocol, visible to
    /// other files (not private), in a class that is not generic; the protocol's proxy must not
    /// be generic either (its forwardee type is not the slot's).
    func attachHostSlots(to proxies: inout [ResolvedProxy]) {
        guard files.contains(where: { !$0.classes.isEmpty }) else { return }
        var proxyIndex: [String: Int] = [:]
        for (index, proxy) in proxies.enumerated() where proxy.associatedTypes.isEmpty {
            if proxyIndex[proxy.protocolName] == nil { proxyIndex[proxy.protocolName] = index }
            if proxyIndex[proxy.decl.name] == nil { proxyIndex[proxy.decl.name] = index }
        }
        for (fileIndex, file) in files.enumerated() {
            for declaration in file.classes {
                var needsConformance = declaration.inheritsNothing
                for property in declaration.optionalProperties where Self.isDelegateSlot(property, of: declaration) {
                    guard let name = Self.slotProtocolName(property.type),
                        let index = proxyIndex[name] ?? Self.droppingModule(name).flatMap({ proxyIndex[$0] })
                    else { continue }
                    var slot = HostSlot(
                        className: declaration.qualifiedName, classInfo: declaration.info, property: property,
                        fileIndex: fileIndex, conditions: declaration.conditions,
                        accessLevel: min(
                            AccessLevel(modifiers: declaration.info.modifiers),
                            AccessLevel(modifiers: property.info.modifiers)),
                        globalActor: Self.globalActorAttribute(of: property.info)
                            ?? Self.globalActorAttribute(of: declaration.info))
                    slot.declaresProviderConformance = needsConformance
                    needsConformance = false
                    proxies[index].hostSlots.append(slot)
                }
            }
        }
        markNarrowedSlots(in: &proxies)
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

    /// Marks the slots whose name another slot takes with a descendant protocol: on an object
    /// of the subclass both accessors apply, and the descendant's must win.
    private func markNarrowedSlots(in proxies: inout [ResolvedProxy]) {
        var protocolsBySlotName: [String: Set<String>] = [:]
        var ancestorsByProtocol: [String: [String]] = [:]
        for proxy in proxies where !proxy.hostSlots.isEmpty {
            ancestorsByProtocol[proxy.protocolName] = proxy.ancestorNames
            for slot in proxy.hostSlots {
                protocolsBySlotName[slot.property.name, default: []].insert(proxy.protocolName)
            }
        }
        for index in proxies.indices {
            let protocolName = proxies[index].protocolName
            for slotIndex in proxies[index].hostSlots.indices {
                let others = protocolsBySlotName[proxies[index].hostSlots[slotIndex].property.name] ?? []
                proxies[index].hostSlots[slotIndex].isNarrowed = others.contains {
                    ancestorsByProtocol[$0]?.contains(protocolName) ?? false
                }
            }
        }
    }

    /// The protocol an optional slot type names: `P?`, `(any P)?`, `P!`, `Module.P?`; `nil` for
    /// any other type.
    static func slotProtocolName(_ type: TypeSyntax) -> String? {
        var wrapped: TypeSyntax
        switch type {
        case .optional(let t), .implicitlyUnwrapped(let t): wrapped = t
        default: return nil
        }
        if case .tuple(let elements) = wrapped, elements.count == 1, elements[0].label == nil {
            wrapped = elements[0].type
        }
        if case .any(let t) = wrapped { wrapped = t }
        guard case .named(let components) = wrapped, let last = components.last,
            components.allSatisfy({ $0.genericArguments.isEmpty })
        else { return nil }
        return components.count == 1 ? last.name : components.map(\.name).joined(separator: ".")
    }

    /// Whether a declaration can be named from another file of its module.
    static func isVisible(_ info: DeclarationInfo) -> Bool {
        !info.modifiers.contains { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") }
    }

    static func isTypeMember(_ info: DeclarationInfo) -> Bool {
        info.hasModifier("static") || info.hasModifier("class")
    }
}
