// Resolver+Subclasses: the classes selected for an observing subclass (by the marker or by name),
// which of their methods it overrides, and why it leaves out the others.

extension Resolver {
    /// One observing subclass per selected class, in input order. A class that cannot be
    /// subclassed (generic, `final`, not `open` in a module's interface) is an error at its
    /// declaration; a name that selects no class is an error too.
    mutating func resolveSubclasses() -> [ResolvedSubclass] {
        // Most runs select no class: nothing to index.
        guard !selection.classNames.isEmpty || files.contains(where: { $0.classes.contains(where: \.isObserved) })
        else { return [] }
        var requested = Set(selection.classNames)
        var result: [ResolvedSubclass] = []
        let superclasses = superclassesByClass()
        var classes: [String: ClassDecl] = [:]
        for file in files {
            for declaration in file.classes where classes[declaration.qualifiedName] == nil {
                classes[declaration.qualifiedName] = declaration
            }
        }
        for (fileIndex, file) in files.enumerated() where !selection.supportingPaths.contains(file.path) {
            for declaration in file.classes where declaration.isObserved {
                let byName =
                    requested.remove(declaration.name) != nil || requested.remove(declaration.qualifiedName) != nil
                guard byName || (selection.includesMarked && declaration.info.doc.map(Self.containsMarker) == true)
                else { continue }
                if let subclass = subclass(
                    of: declaration, file: fileIndex, superclasses: superclasses, classes: classes)
                {
                    result.append(subclass)
                }
            }
        }
        for name in selection.classNames where requested.contains(name) {
            var diagnostic = Diagnostic(
                .config, .error, "no class named '\(name)' in the inputs", path: "proxygen", offset: -1)
            diagnostic.subject = name
            diagnostics.append(diagnostic)
        }
        return result
    }

    private mutating func subclass(
        of declaration: ClassDecl, file: Int, superclasses: [String: String], classes: [String: ClassDecl]
    ) -> ResolvedSubclass? {
        let isInterface = selection.moduleInterfacePaths.contains(path(of: file))
        let info = declaration.info
        let refusal: String? =
            declaration.isGeneric
            ? "generic classes get no observing subclass: subclass it with its arguments and mark that class"
            : info.hasModifier("final")
                ? "a final class cannot be subclassed"
                : isInterface && !info.hasModifier("open")
                    ? "only an open class of another module can be subclassed"
                    : info.hasModifier("private") || info.hasModifier("fileprivate")
                        ? "a private class cannot be subclassed in another file" : nil
        if let refusal {
            error(
                .unsupportedMember, "cannot generate an observing subclass of '\(declaration.name)': \(refusal)",
                file: file, offset: info.offset)
            return nil
        }
        // The class and its superclasses among the inputs, nearest first.
        let ancestry = ancestry(of: declaration.qualifiedName, superclasses: superclasses, classes: classes)
        var subclass = ResolvedSubclass(
            className: declaration.qualifiedName,
            subclassName: "Observable" + declaration.qualifiedName.split(separator: ".").joined(),
            isOpen: info.hasModifier("open"), accessLevel: AccessLevel(modifiers: info.modifiers),
            // The global actor the class declares, or its nearest superclass among the inputs does.
            globalActor: ancestry.lazy.compactMap { Self.globalActorAttribute(of: $0.info) }.first,
            availability: info.attributes.compactMap { attribute in
                attribute.name == "available" ? Availability.attribute(attribute, within: .runtimeFloor) : nil
            },
            isSendable: ancestry.contains(where: \.declaresSendable),
            // Its root among the inputs names no superclass or protocol, so has no `reactive` (an
            // `NSObject` or a class outside the inputs is assumed to give one).
            declaresProviderConformance: ancestry.last?.inheritsNothing == true,
            methods: [], skipped: [], conditions: declaration.conditions, fileIndex: file, offset: info.offset,
            unstorableTypes: unstorableTypes)
        let lineage = observedLineage(of: declaration, superclasses: superclasses, classes: classes)
        addMethods(of: lineage, to: &subclass)
        return subclass
    }

    /// The class, then its superclasses among the inputs that are selected too (whose methods were
    /// read), nearest first, each with whether it is a module's interface.
    private func observedLineage(
        of declaration: ClassDecl, superclasses: [String: String], classes: [String: ClassDecl]
    ) -> [(declaration: ClassDecl, isInterface: Bool)] {
        var lineage: [(declaration: ClassDecl, isInterface: Bool)] = []
        var current: ClassDecl? = declaration
        while let next = current, lineage.count <= superclasses.count {
            if next.isObserved {
                lineage.append((next, selection.moduleInterfacePaths.contains(path(of: next.fileIndex))))
            }
            current = superclasses[next.qualifiedName].flatMap { classes[$0] }
        }
        return lineage
    }

    /// Adds the methods the subclass overrides (``overrideCandidates(of:)``: the class's own, then
    /// those of its extensions and superclasses and the Objective-C requirements it implements),
    /// named by ``EventNaming``, and the class's own members it leaves out.
    private func addMethods(
        of lineage: [(declaration: ClassDecl, isInterface: Bool)], to subclass: inout ResolvedSubclass
    ) {
        let enclosing = Availability.runtimeFloor.merged(with: Availability(lineage[0].declaration.info.attributes))
        var kept: [OverrideCandidate] = []
        for candidate in overrideCandidates(of: lineage) {
            if let reason = Self.reasonNotOverridden(candidate.method, isInterface: candidate.isInterface) {
                guard candidate.isOwn else { continue }
                subclass.skipped.append(
                    ResolvedSubclass.SkippedMember(
                        name: candidate.method.fullName, reason: reason, offset: candidate.method.info.offset))
            } else {
                kept.append(candidate)
            }
        }
        let names = Self.eventNames(of: kept.map(\.method))
        for (index, candidate) in kept.enumerated() {
            let method = candidate.method
            let isOpen = subclass.isOpen && method.info.hasModifier("open")
            let attributes = candidate.enclosingAvailability + method.info.attributes
            subclass.methods.append(
                ResolvedSubclass.Method(
                    decl: method, eventName: names[index], index: index, isOpen: isOpen,
                    accessLevel: min(subclass.accessLevel, AccessLevel(modifiers: method.info.modifiers)),
                    availability: attributes.compactMap { attribute in
                        attribute.name == "available" ? Availability.attribute(attribute, within: enclosing) : nil
                    },
                    conditions: candidate.conditions, propertyType: candidate.propertyType))
        }
    }

    /// Why a method gets no override, or `nil` when it gets one.
    static func reasonNotOverridden(_ method: FunctionDecl, isInterface: Bool) -> String? {
        let info = method.info
        if info.hasModifier("static") || info.hasModifier("class") {
            return "a type method: no object's call to observe"
        }
        if info.hasModifier("final") { return "final: it cannot be overridden" }
        if info.hasModifier("private") || info.hasModifier("fileprivate") { return "private to its file" }
        if isInterface && !info.hasModifier("open") { return "not open: another module cannot override it" }
        if info.attributes.contains(where: Availability.deprecatesEverywhere) {
            return "deprecated or unavailable: an override would be a warning or an error"
        }
        if method.parameters.contains(where: \.isVariadic) {
            return "variadic: its arguments cannot be passed on to super"
        }
        if method.result?.containsOpaque == true { return "its result is opaque (some P)" }
        if method.name.first.map({ !$0.isLetter && $0 != "_" && $0 != "`" }) == true { return "an operator" }
        return nil
    }

    /// Event names by ``EventNaming``: overloads that collide get their parameters' types
    /// appended, then a number in declaration order
    /// (``EventNaming/numbered(_:isTaken:)``, the rule a proxy's names follow).
    static func eventNames(of methods: [FunctionDecl]) -> [String] {
        var names = methods.map { EventNaming.baseName(of: $0) }
        var counts: [String: Int] = [:]
        for name in names { counts[name, default: 0] += 1 }
        for index in names.indices where counts[names[index]]! > 1 {
            names[index] += EventNaming.typeSuffix(.function(methods[index]))
        }
        var seen: Set<String> = []
        for index in names.indices {
            if seen.contains(names[index]) {
                names[index] = EventNaming.numbered(names[index]) { seen.contains($0) || names.contains($0) }
            }
            seen.insert(names[index])
        }
        return names
    }

    /// The class and its superclasses among the inputs, nearest first (a cycle of inheritance, an
    /// error the compiler reports, ends the walk).
    private func ancestry(
        of className: String, superclasses: [String: String], classes: [String: ClassDecl]
    ) -> [ClassDecl] {
        var chain: [ClassDecl] = []
        var current: String? = className
        while let name = current, let declaration = classes[name], chain.count <= superclasses.count {
            chain.append(declaration)
            current = superclasses[name]
        }
        return chain
    }
}
