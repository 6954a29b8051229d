// Resolver+EventNames: the event name of each requirement: by the rule (EventNaming) as they are
// made, and again for the whole proxy where a name is chosen or names collide.

extension Resolver {
    /// The event name of the requirement about to be made: `baseName()`, by the rule, kept in
    /// ``RequirementContext/eventNamesByRule``. Where a requirement's name is chosen (configured,
    /// or `@event(…)` in its doc comment), the protocol's requirements are named again by
    /// ``eventNames(_:file:)`` once they are made, and this one's name is left empty until then.
    func nextEventName(doc: String?, context: inout RequirementContext, baseName: () -> String) -> String {
        guard context.eventNamesFollowRule else { return "" }
        let isChosen = !eventNameOverrides.isEmpty || EventNaming.override(in: doc) != nil
        guard !isChosen else {
            context.eventNamesFollowRule = false
            return ""
        }
        let name = baseName()
        context.eventNamesByRule.append(name)
        return name
    }

    /// The event names of `all`, a proxy's requirements depth first (the order `apply` below
    /// writes them back in), diagnosing names chosen twice.
    mutating func eventNames(_ all: [Requirement], file: Int) -> [String] {
        var names: [String] = []
        names.reserveCapacity(all.count)
        // Which names were chosen (by an annotation or a configured override): made once one is.
        var fixed: [Bool] = []
        // By index: a requirement is read in place, not copied.
        for i in all.indices {
            // Most runs name no events: the Swift name is worked out only where they do.
            let configured =
                eventNameOverrides.isEmpty
                ? nil
                : eventNameOverrides["\(all[i].owner).\(all[i].swiftName)"] ?? eventNameOverrides[all[i].swiftName]
            if let override = configured ?? EventNaming.override(in: all[i].documentation) {
                if !EventNaming.isValidIdentifier(override) {
                    error(
                        .invalidAnnotation,
                        "event name '\(override)' for '\(all[i].swiftName)' is not a valid identifier",
                        file: file, offset: all[i].info.offset)
                }
                names.append(override)
                if fixed.isEmpty { fixed = [Bool](repeating: false, count: all.count) }
                fixed[i] = true
            } else {
                names.append(EventNaming.baseName(all[i].kind))
            }
        }
        // Nearly always every name is distinct: nothing to append, nothing to number.
        guard !EventNaming.allDistinct(names[...]) else { return names }
        if fixed.isEmpty { fixed = [Bool](repeating: false, count: all.count) }
        // Overloads: append type names to every member of a colliding group that is not fixed.
        var groups: [String: [Int]] = [:]
        groups.reserveCapacity(names.count)
        for i in names.indices { groups[names[i], default: []].append(i) }
        for (_, members) in groups.sorted(by: { $0.key < $1.key }) where members.count > 1 {
            // A chosen name that is another requirement's own name would rename that one silently.
            if let chosen = members.first(where: { fixed[$0] }) {
                for i in members where !fixed[i] {
                    error(
                        .duplicateEventName,
                        "event name '\(names[chosen])' chosen for '\(all[chosen].swiftName)' is the event name of '\(all[i].swiftName)'; choose another name, or name both",
                        file: file, offset: all[chosen].info.offset)
                }
            }
            for i in members where !fixed[i] {
                names[i] += EventNaming.typeSuffix(all[i].kind)
            }
        }
        // Still colliding: number in declaration order; fixed names that collide are errors.
        var seen: [String: Int] = [:]
        for i in names.indices {
            if let first = seen[names[i]] {
                if fixed[i] {
                    error(
                        .duplicateEventName,
                        "event name '\(names[i])' of '\(all[i].swiftName)' is already used by '\(all[first].swiftName)'",
                        file: file, offset: all[i].info.offset)
                    continue
                }
                names[i] = EventNaming.numbered(names[i]) { seen[$0] != nil || names.contains($0) }
            }
            seen[names[i]] = i
        }
        return names
    }

    /// Writes the event names back, walking the nodes in the order ``RequirementNode/flattened(_:)``
    /// lists them, and numbers the requirements in that order (see ``Requirement/ordinal``).
    func apply(_ names: [String], to nodes: inout [RequirementNode]) {
        var next = 0
        func apply(_ nodes: inout [RequirementNode]) {
            for i in nodes.indices {
                switch nodes[i] {
                case .requirement(var requirement):
                    requirement.eventName = names[next]
                    requirement.ordinal = next
                    next += 1
                    nodes[i] = .requirement(requirement)
                case .ifConfig(var clauses):
                    for c in clauses.indices { apply(&clauses[c].nodes) }
                    nodes[i] = .ifConfig(clauses)
                }
            }
        }
        apply(&nodes)
    }
}
