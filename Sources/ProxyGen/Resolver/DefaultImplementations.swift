// DefaultImplementations: the members of a protocol's unconstrained extensions, indexed so that
// finding the default of a requirement does not compare it with every extension member.

/// What decides whether an extension function implements a function requirement, besides effects:
/// the full name, the parameter and result types as written, and whether it is `static`. Worked
/// out once per declaration instead of once per pair of declarations compared.
struct FunctionSignature: Equatable {
    /// ``FunctionDecl/fullName``: `download(_:didReceive:)`.
    var fullName: String
    var parameterTypes: [String]
    /// The result type as written, `()` when none is.
    var result: String
    var isStatic: Bool

    init(_ function: FunctionDecl, fullName: String? = nil) {
        self.fullName = fullName ?? Self.fullName(of: function)
        parameterTypes = function.parameters.map(\.type.description)
        result = function.result?.description ?? "()"
        isStatic = function.info.hasModifier("static")
    }

    /// ``FunctionDecl/fullName``, built in one allocation.
    static func fullName(of function: FunctionDecl) -> String {
        var length = function.name.utf8.count + 2
        for parameter in function.parameters { length += (parameter.label?.utf8.count ?? 1) + 1 }
        var text = ""
        text.reserveCapacity(length)
        text += function.name
        text += "("
        for parameter in function.parameters {
            text += parameter.label ?? "_"
            text += ":"
        }
        text += ")"
        return text
    }
}

/// The default implementations one protocol's unconstrained extensions declare (deprecated ones
/// left out), in declaration order, with their functions indexed by full name.
struct DefaultImplementations {
    /// A function of the extensions with its ``FunctionSignature``.
    struct Function {
        var decl: FunctionDecl
        var signature: FunctionSignature
    }

    /// A protocol without defaults.
    static let none = DefaultImplementations([])

    /// Every default member in declaration order (properties and subscripts are searched here).
    let members: [Member]
    /// The functions among ``members``, by full name, each list in declaration order.
    let functionsByFullName: [String: [Function]]

    init(_ members: [Member]) {
        self.members = members
        var functions: [String: [Function]] = [:]
        for case .function(let decl) in members {
            let signature = FunctionSignature(decl)
            functions[signature.fullName, default: []].append(Function(decl: decl, signature: signature))
        }
        functionsByFullName = functions
    }

    /// Whether a default implements a function requirement: same full name (the caller looks it up
    /// by that), the same parameter and result types as written, both static or neither, and no
    /// effect the requirement lacks (a default may have fewer effects, never more).
    static func implements(_ candidate: Function, _ requirement: FunctionDecl, _ signature: FunctionSignature) -> Bool {
        if candidate.decl.effects.isAsync && !requirement.effects.isAsync { return false }
        if candidate.decl.effects.throwsClause.isThrowing && !requirement.effects.throwsClause.isThrowing {
            return false
        }
        return candidate.signature == signature
    }

    /// The default that implements `requirement` among those of a lineage (each protocol's
    /// defaults in lineage order): the first with the requirement's own effects, else the first
    /// with fewer (`shutdown()` and `shutdown() async` are two requirements with two defaults).
    static func implementation(
        of requirement: FunctionDecl, in lineage: [DefaultImplementations]
    ) -> FunctionDecl? {
        // Most protocols have no default at all, and most requirements none of their name: the full
        // name is worked out only where a default exists, the types only where one has that name.
        guard lineage.contains(where: { !$0.functionsByFullName.isEmpty }) else { return nil }
        let fullName = FunctionSignature.fullName(of: requirement)
        let candidates = lineage.flatMap { $0.functionsByFullName[fullName] ?? [] }
        guard !candidates.isEmpty else { return nil }
        let signature = FunctionSignature(requirement, fullName: fullName)
        return
            (candidates.first {
                $0.decl.effects == requirement.effects && implements($0, requirement, signature)
            } ?? candidates.first { implements($0, requirement, signature) })?.decl
    }

    /// The first default member of a lineage that `matches`.
    static func first(in lineage: [DefaultImplementations], where matches: (Member) -> Bool) -> Member? {
        for defaults in lineage {
            if let member = defaults.members.first(where: matches) { return member }
        }
        return nil
    }
}
