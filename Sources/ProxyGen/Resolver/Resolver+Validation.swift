// Resolver+Validation: requirements a proxy cannot implement as declared: those that mention
// `Self`, take a name the proxy uses itself, or change a shared forwardee in place.

extension Resolver {
    /// Reports a requirement that mentions `Self` (it cannot be forwarded: the proxy is not its
    /// forwardee's type) or is named like one of the proxy's own members (they would collide),
    /// and gathers the names its types mention that the proxy's nested types would otherwise
    /// take (``RequirementContext/mentionedReservedNames``). Its types are read in place from
    /// its declaration.
    mutating func check(
        _ requirement: Requirement, named name: String?, context: inout RequirementContext, file: Int
    ) {
        var mentionsSelf = false
        switch requirement.kind {
        case .function(let function):
            let parameters = function.parameters
            for index in parameters.indices {
                Self.noteMentionedNames(of: parameters[index].type, mentionsSelf: &mentionsSelf, context: &context)
            }
            if let result = function.result {
                Self.noteMentionedNames(of: result, mentionsSelf: &mentionsSelf, context: &context)
            }
        case .property(let property):
            Self.noteMentionedNames(of: property.type, mentionsSelf: &mentionsSelf, context: &context)
        case .subscript(let sub):
            for index in sub.parameters.indices {
                Self.noteMentionedNames(of: sub.parameters[index].type, mentionsSelf: &mentionsSelf, context: &context)
            }
            Self.noteMentionedNames(of: sub.result, mentionsSelf: &mentionsSelf, context: &context)
        }
        if mentionsSelf {
            error(
                .unsupportedRequirement,
                "requirement '\(requirement.swiftName)' uses 'Self'; a proxy is not its forwardee's type, so it cannot forward it",
                file: file, offset: requirement.info.offset)
        }
        if context.mayMentionStandardNonescapable || !unstorableTypes.nonescapable.isEmpty,
            let result = Self.answerType(of: requirement), unstorableTypes.isNonescapable(result)
        {
            error(
                .unsupportedRequirement,
                "requirement '\(requirement.swiftName)' returns a non-escapable '\(result)', whose lifetime a proxy can neither forward nor answer for",
                file: file, offset: requirement.info.offset)
        }
        // A function gives its noncopyable result; a property or subscript lends it (read through
        // a protocol, it is borrowed), and the proxy's getter, which must give one, cannot take it.
        if !unstorableTypes.noncopyable.isEmpty, Self.isStorage(requirement),
            let type = Self.answerType(of: requirement), unstorableTypes.isNoncopyable(type)
        {
            error(
                .unsupportedRequirement,
                "requirement '\(requirement.swiftName)' is a property or subscript of the noncopyable type '\(type)': the forwardee only lends its value, which the proxy's getter cannot return; make it a method",
                file: file, offset: requirement.info.offset)
        }
        if let name, ProxyReservedNames.isMember(name.unbackticked) {
            error(
                .unsupportedRequirement,
                "requirement '\(requirement.swiftName)' has the name of the proxy's own '\(name)' member",
                file: file, offset: requirement.info.offset)
        }
    }

    /// Whether a requirement is a property or a subscript.
    private static func isStorage(_ requirement: Requirement) -> Bool {
        if case .function = requirement.kind { return false }
        return true
    }

    /// The type of a requirement's answer: a function's result, a property's, a subscript's.
    private static func answerType(of requirement: Requirement) -> TypeSyntax? {
        switch requirement.kind {
        case .function(let function): function.result
        case .property(let property): property.type
        case .subscript(let sub): sub.result
        }
    }

    /// Sets `mentionsSelf` where `type` mentions `Self`, and gathers the names it mentions that
    /// could clash with the proxy's nested types.
    private static func noteMentionedNames(
        of type: TypeSyntax, mentionsSelf: inout Bool, context: inout RequirementContext
    ) {
        // Most types are one name, or one name made optional: its one name is tested without a walk.
        switch type {
        case .named(let components), .optional(.named(let components)):
            if components.count == 1 && components[0].genericArguments.isEmpty {
                noteMentionedName(components[0].name, mentionsSelf: &mentionsSelf, context: &context)
                return
            }
        default:
            break
        }
        type.forEachMentionedName { noteMentionedName($0, mentionsSelf: &mentionsSelf, context: &context) }
    }

    private static func noteMentionedName(_ name: String, mentionsSelf: inout Bool, context: inout RequirementContext) {
        if name == "Self" {
            mentionsSelf = true
        } else if ProxyReservedNames.mayClashWithNestedType(name) {
            context.mentionedReservedNames.append(name)
        } else if !context.mayMentionStandardNonescapable && UnstorableTypes.mayLeadToStandardNonescapable(name) {
            context.mayMentionStandardNonescapable = true
        }
    }

    /// A `mutating` requirement, or a setter of a protocol that is not class-bound, changes the
    /// forwardee in place. A proxy that can be used from several threads (Sendable, or isolated
    /// with `nonisolated` requirements) keeps its forwardee behind a lock, and cannot change it
    /// in place without holding the lock during the call or losing concurrent changes.
    mutating func checkInPlaceMutation(
        _ requirements: [Requirement], of decl: ProtocolDecl, isClassBound: Bool, isSendable: Bool,
        isIsolated: Bool
    ) {
        let hasNonisolated = requirements.contains { $0.isNonisolated }
        guard isSendable || (isIsolated && hasNonisolated) else { return }
        for requirement in requirements {
            let what: String
            if requirement.isMutating {
                what = "'mutating' requirement '\(requirement.swiftName)'"
            } else if !isClassBound, case .property(let p) = requirement.kind, p.isSettable {
                what = "settable property '\(requirement.swiftName)' of a protocol that is not class-bound"
            } else if !isClassBound, case .subscript(let s) = requirement.kind, s.isSettable {
                what = "settable subscript of a protocol that is not class-bound"
            } else {
                continue
            }
            error(
                .mutatingRequirement,
                "\(what) changes the forwardee in place; the proxy of '\(decl.name)' can be used from several threads and keeps its forwardee behind a lock, so it cannot forward it without holding the lock during the call",
                file: decl.fileIndex, offset: requirement.info.offset)
        }
    }
}
