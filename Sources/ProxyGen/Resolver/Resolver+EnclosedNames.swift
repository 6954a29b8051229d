// Resolver+EnclosedNames: the names a nested protocol's requirements take from the types around
// it, qualified so that they mean the same in the proxy, which is declared at file scope.

extension Resolver {
    /// The types of `owner`'s file named like the runtime's, with their module (no dictionary
    /// lookup in the usual run, where no file declares one).
    private func runtimeNameScope(of owner: ProtocolDecl) -> RuntimeNameScope? {
        runtimeNameScopes.isEmpty ? nil : runtimeNameScopes[owner.fileIndex]
    }

    /// Whether `owner` is nested in a type among the inputs that declares nested types, whose
    /// names its requirements may use unqualified.
    private func mayNameEnclosedTypes(_ owner: ProtocolDecl) -> Bool {
        !enclosersByNestedName.isEmpty && !owner.enclosingTypes.isEmpty
    }

    /// `function` with every name that its protocol, `owner`, finds among the members of the types
    /// around it qualified by that type (see ``qualifyingEnclosedNames(_:enclosing:module:isLocal:)``).
    func qualifyingEnclosedNames(in function: FunctionDecl, declaredBy owner: ProtocolDecl, context: RequirementContext)
        -> FunctionDecl
    {
        let module = runtimeNameScope(of: owner)
        guard module != nil || mayNameEnclosedTypes(owner) else { return function }
        let enclosing = owner.enclosingTypes
        let isLocal = { (name: String) in
            self.isDeclaredLocally(name, in: owner, genericParameters: function.genericParameters, context: context)
        }
        var qualified = function
        for index in function.parameters.indices {
            if let type = qualifyingEnclosedNames(
                function.parameters[index].type, enclosing: enclosing, module: module, isLocal: isLocal)
            {
                qualified.parameters[index].type = type
            }
        }
        if let result = function.result,
            let type = qualifyingEnclosedNames(result, enclosing: enclosing, module: module, isLocal: isLocal)
        {
            qualified.result = type
        }
        if case .typed(let error) = function.effects.throwsClause,
            let type = qualifyingEnclosedNames(error, enclosing: enclosing, module: module, isLocal: isLocal)
        {
            qualified.effects.throwsClause = .typed(type)
        }
        var genericParameters = function.genericParameters
        var whereClause = function.whereClause
        if qualifyConstraints(&genericParameters, &whereClause, enclosing: enclosing, module: module, isLocal: isLocal)
        {
            qualified.genericParameters = genericParameters
            qualified.whereClause = whereClause
        }
        return qualified
    }

    /// `property` with its type qualified as ``qualifyingEnclosedNames(in:declaredBy:context:)``
    /// qualifies a function's.
    func qualifyingEnclosedNames(in property: PropertyDecl, declaredBy owner: ProtocolDecl, context: RequirementContext)
        -> PropertyDecl
    {
        let module = runtimeNameScope(of: owner)
        guard module != nil || mayNameEnclosedTypes(owner) else { return property }
        let enclosing = owner.enclosingTypes
        let isLocal = { (name: String) in
            self.isDeclaredLocally(name, in: owner, genericParameters: [], context: context)
        }
        var qualified = property
        if let type = qualifyingEnclosedNames(property.type, enclosing: enclosing, module: module, isLocal: isLocal) {
            qualified.type = type
        }
        if case .typed(let error) = property.getterEffects.throwsClause,
            let type = qualifyingEnclosedNames(error, enclosing: enclosing, module: module, isLocal: isLocal)
        {
            qualified.getterEffects.throwsClause = .typed(type)
        }
        return qualified
    }

    /// `sub` with its types qualified as ``qualifyingEnclosedNames(in:declaredBy:context:)``
    /// qualifies a function's.
    func qualifyingEnclosedNames(in sub: SubscriptDecl, declaredBy owner: ProtocolDecl, context: RequirementContext)
        -> SubscriptDecl
    {
        let module = runtimeNameScope(of: owner)
        guard module != nil || mayNameEnclosedTypes(owner) else { return sub }
        let enclosing = owner.enclosingTypes
        let isLocal = { (name: String) in
            self.isDeclaredLocally(name, in: owner, genericParameters: sub.genericParameters, context: context)
        }
        var qualified = sub
        for index in sub.parameters.indices {
            if let type = qualifyingEnclosedNames(
                sub.parameters[index].type, enclosing: enclosing, module: module, isLocal: isLocal)
            {
                qualified.parameters[index].type = type
            }
        }
        if let type = qualifyingEnclosedNames(sub.result, enclosing: enclosing, module: module, isLocal: isLocal) {
            qualified.result = type
        }
        if case .typed(let error) = sub.getterEffects.throwsClause,
            let type = qualifyingEnclosedNames(error, enclosing: enclosing, module: module, isLocal: isLocal)
        {
            qualified.getterEffects.throwsClause = .typed(type)
        }
        _ = qualifyConstraints(
            &qualified.genericParameters, &qualified.whereClause, enclosing: enclosing, module: module, isLocal: isLocal
        )
        return qualified
    }

    /// `type` with each name that Swift finds among the members of a type around the protocol
    /// qualified by that type, as the proxy, declared at file scope, must write it: in
    /// `extension Server { protocol Factory }`, `Configurator` is `Server.Configurator` where an
    /// extension of `Server` declares it (a file-scope type or alias of that name is then hidden).
    /// `enclosing` is the protocol's ``ProtocolDecl/enclosingTypes``: Swift looks in each, the
    /// innermost first, and an extension sees the members of the type it extends only
    /// (`extension A.B` those of `A.B`, not of `A`; `enum A { enum B { … } }` those of both).
    /// `isLocal` tells the names Swift finds before (generic parameters, associated types). Types
    /// declared outside the inputs are not known and stay as written. `nil` where no name changes.
    func qualifyingEnclosedNames(
        _ type: TypeSyntax, enclosing: [String], module: RuntimeNameScope?, isLocal: (String) -> Bool
    ) -> TypeSyntax? {
        func qualify(_ type: TypeSyntax) -> TypeSyntax? {
            qualifyingEnclosedNames(type, enclosing: enclosing, module: module, isLocal: isLocal)
        }
        switch type {
        case .named(let components):
            return qualifyingEnclosedNames(components, enclosing: enclosing, module: module, isLocal: isLocal)
        case .optional(let t): return qualify(t).map { .optional($0) }
        case .implicitlyUnwrapped(let t): return qualify(t).map { .implicitlyUnwrapped($0) }
        case .array(let t): return qualify(t).map { .array($0) }
        case .some(let t): return qualify(t).map { .some($0) }
        case .any(let t): return qualify(t).map { .any($0) }
        case .packExpansion(let t): return qualify(t).map { .packExpansion($0) }
        case .packElement(let t): return qualify(t).map { .packElement($0) }
        case .suppressed(let t): return qualify(t).map { .suppressed($0) }
        case .metatype(let t, let isProtocol): return qualify(t).map { .metatype($0, isProtocol: isProtocol) }
        case .attributed(let attributes, let specifiers, let base):
            return qualify(base).map { .attributed(attributes: attributes, specifiers: specifiers, base: $0) }
        case .dictionary(let key, let value):
            let newKey = qualify(key)
            let newValue = qualify(value)
            if newKey == nil && newValue == nil { return nil }
            return .dictionary(key: newKey ?? key, value: newValue ?? value)
        case .composition(var parts):
            var changed = false
            for index in parts.indices {
                if let part = qualify(parts[index]) {
                    parts[index] = part
                    changed = true
                }
            }
            return changed ? .composition(parts) : nil
        case .tuple(var elements):
            guard Self.qualify(&elements, with: qualify) else { return nil }
            return .tuple(elements)
        case .function(var function):
            var changed = Self.qualify(&function.parameters, with: qualify)
            if let result = qualify(function.result) {
                function.result = result
                changed = true
            }
            if case .typed(let error) = function.throwsClause, let qualified = qualify(error) {
                function.throwsClause = .typed(qualified)
                changed = true
            }
            return changed ? .function(function) : nil
        }
    }

    /// ``qualifyingEnclosedNames(_:enclosing:module:isLocal:)`` of a named type: its generic arguments,
    /// and its first component where an enclosing type declares that name.
    private func qualifyingEnclosedNames(
        _ components: [TypeSyntax.Component], enclosing: [String], module: RuntimeNameScope?, isLocal: (String) -> Bool
    ) -> TypeSyntax? {
        var components = components
        var changed = false
        for i in components.indices {
            for j in components[i].genericArguments.indices {
                if let argument = qualifyingEnclosedNames(
                    components[i].genericArguments[j], enclosing: enclosing, module: module, isLocal: isLocal)
                {
                    components[i].genericArguments[j] = argument
                    changed = true
                }
            }
        }
        if let first = components.first, let enclosers = enclosersByNestedName[first.name],
            let encloser = Self.innermost(of: enclosers, in: enclosing), !isLocal(first.name)
        {
            components.insert(
                contentsOf: encloser.split(separator: ".").map { TypeSyntax.Component(name: String($0)) }, at: 0)
            changed = true
        } else if let module, let qualified = module.qualifying(components, isLocal: isLocal) {
            components = qualified
            changed = true
        }
        return changed ? .named(components) : nil
    }

    /// Qualifies the types of tuple elements or function-type parameters; whether any changed.
    private static func qualify(
        _ elements: inout [TypeSyntax.TupleElement], with qualify: (TypeSyntax) -> TypeSyntax?
    ) -> Bool {
        var changed = false
        for index in elements.indices {
            if let type = qualify(elements[index].type) {
                elements[index].type = type
                changed = true
            }
        }
        return changed
    }

    /// Qualifies the constraints of generic parameters and the requirements of a `where` clause;
    /// whether any changed.
    private func qualifyConstraints(
        _ genericParameters: inout [GenericParameter], _ whereClause: inout [GenericRequirement], enclosing: [String],
        module: RuntimeNameScope?, isLocal: (String) -> Bool
    ) -> Bool {
        var changed = false
        for index in genericParameters.indices {
            if let constraint = genericParameters[index].constraint,
                let type = qualifyingEnclosedNames(constraint, enclosing: enclosing, module: module, isLocal: isLocal)
            {
                genericParameters[index].constraint = type
                changed = true
            }
        }
        for index in whereClause.indices {
            if let type = qualifyingEnclosedNames(
                whereClause[index].left, enclosing: enclosing, module: module, isLocal: isLocal)
            {
                whereClause[index].left = type
                changed = true
            }
            if let type = qualifyingEnclosedNames(
                whereClause[index].right, enclosing: enclosing, module: module, isLocal: isLocal)
            {
                whereClause[index].right = type
                changed = true
            }
        }
        return changed
    }

    /// Whether a name is declared where a requirement of `owner` is, so Swift finds it before
    /// the members of the types around the protocol and before file-scope aliases: `Self`, the
    /// requirement's generic parameters, the lineage's associated types met so far, and the
    /// associated types and type aliases of `owner`.
    func isDeclaredLocally(
        _ name: String, in owner: ProtocolDecl, genericParameters: [GenericParameter], context: RequirementContext
    ) -> Bool {
        if name == "Self" || genericParameters.contains(where: { $0.name == name }) { return true }
        if context.associatedTypes.contains(where: { $0.name == name }) { return true }
        return Self.flatten(owner.members).contains { member in
            switch member {
            case .associatedType(let associated): associated.name == name
            case .typeAlias(let alias): alias.name == name
            default: false
            }
        }
    }

    /// The innermost scope of `enclosing` (a protocol's enclosing types, outermost first) whose
    /// qualified name is in `enclosers`.
    private static func innermost(of enclosers: [String], in enclosing: [String]) -> String? {
        for count in stride(from: enclosing.count, to: 0, by: -1) {
            let scope = enclosing[..<count].joined(separator: ".")
            if enclosers.contains(scope) { return scope }
        }
        return nil
    }
}
