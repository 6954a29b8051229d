// ResolvedProxy: everything the emitter needs to write one proxy, decided by the resolver.

/// A protocol ready to be emitted: its flattened requirements with event names, and the
/// decisions (access, isolation, sendability, base class) the proxy follows.
struct ResolvedProxy: Equatable, Sendable {
    /// The protocol as parsed.
    var decl: ProtocolDecl
    /// `Outer.Delegate`
    var protocolName: String
    /// `OuterDelegateProxy`
    var proxyName: String
    /// `public `, `package `, or empty for internal.
    var accessPrefix: String
    /// A global actor attribute the proxy adopts (`@MainActor`), if any.
    var globalActor: String?
    /// Whether the proxy must be `Sendable`.
    var isSendable: Bool
    /// Whether the protocol inherits `NSObjectProtocol`: the proxy subclasses `NSObject`.
    var subclassesNSObject: Bool
    /// Whether the protocol is `@objc`: generated under `#if canImport(ObjectiveC)`.
    var isObjC: Bool
    /// Associated types of the protocol and its parents: the proxy is generic over them.
    var associatedTypes: [AssociatedTypeDecl]
    /// The requirements, `#if` structure kept.
    var requirements: [RequirementNode]
    /// Index of the file the protocol comes from.
    var fileIndex: Int
    /// Indices of the files declaring the protocol and its ancestors: their imports are needed.
    var lineageFileIndices: [Int] = []
    /// Whether the forwardee is held weakly: where the protocol is class-bound. A protocol that is
    /// not (a value type may conform) has its forwardee held strongly.
    var holdsForwardeeWeakly = true
    /// Standard-library parents the proxy conforms to by itself (`Equatable`, `Hashable`, …),
    /// sorted; see ``Resolver/synthesizedParents``.
    var standardParents: [String] = []
}

/// A requirement, or a `#if` block of requirements (boxed; a requirement is one reference already).
enum RequirementNode: Equatable, Sendable {
    case requirement(Requirement)
    indirect case ifConfig([(condition: String?, nodes: [RequirementNode])])

    static func == (lhs: RequirementNode, rhs: RequirementNode) -> Bool {
        switch (lhs, rhs) {
        case (.requirement(let a), .requirement(let b)): return a == b
        case (.ifConfig(let a), .ifConfig(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.condition == $1.condition && $0.nodes == $1.nodes }
        default: return false
        }
    }

    /// A node to stand in for one whose requirement is taken out to be changed (so that the
    /// requirement is not shared while it changes, and not copied).
    static let placeholder = RequirementNode.requirement(
        Requirement(kind: .function(FunctionDecl(info: DeclarationInfo(), name: "", parameters: [])), eventName: "",
            hasDefault: false, owner: ""))

    /// The requirement of a `.requirement` node, which ``placeholder`` replaces; `nil` (the node
    /// unchanged) for a `#if` block.
    mutating func takeRequirement() -> Requirement? {
        guard case .requirement(let requirement) = self else { return nil }
        self = Self.placeholder
        return requirement
    }

    /// Numbers the requirements of `nodes` depth first from `next` (see ``Requirement/ordinal``).
    static func number(_ nodes: inout [RequirementNode], from next: inout Int) {
        for i in nodes.indices {
            if var requirement = nodes[i].takeRequirement() {
                requirement.ordinal = next
                next += 1
                nodes[i] = .requirement(requirement)
            } else if case .ifConfig(var clauses) = nodes[i] {
                for c in clauses.indices { number(&clauses[c].nodes, from: &next) }
                nodes[i] = .ifConfig(clauses)
            }
        }
    }

    /// Every requirement of `nodes`, depth first (as ``allRequirements`` of each), gathered into
    /// one array.
    static func flattened(_ nodes: [RequirementNode]) -> [Requirement] {
        var requirements: [Requirement] = []
        requirements.reserveCapacity(nodes.count)
        func collect(_ nodes: [RequirementNode]) {
            for node in nodes {
                switch node {
                case .requirement(let requirement): requirements.append(requirement)
                case .ifConfig(let clauses): for clause in clauses { collect(clause.nodes) }
                }
            }
        }
        collect(nodes)
        return requirements
    }

    /// Every requirement in this node, depth first.
    var allRequirements: [Requirement] {
        switch self {
        case .requirement(let requirement): return [requirement]
        case .ifConfig(let clauses): return clauses.flatMap { $0.nodes.flatMap(\.allRequirements) }
        }
    }
}

/// One requirement the proxy implements.
///
/// Requirements are copied often (walks, filters, the emitter's plan): a copy shares one storage
/// object, copied only where a shared requirement is changed, and so retains one reference
/// instead of every part of the requirement.
struct Requirement: Equatable, Sendable {
    /// The declaration: a function as it is (one reference), the others boxed.
    enum Kind: Equatable, Sendable {
        case function(FunctionDecl)
        indirect case property(PropertyDecl)
        indirect case `subscript`(SubscriptDecl)
    }

    private final class Storage: @unchecked Sendable {
        // Changed only through a uniquely referenced storage (see `mutableStorage`): accesses need
        // no dynamic exclusivity check.
        @exclusivity(unchecked) var kind: Kind
        @exclusivity(unchecked) var eventName: String
        @exclusivity(unchecked) var hasDefault: Bool
        @exclusivity(unchecked) var defaultEffects: Effects
        @exclusivity(unchecked) var defaultMutates: Bool
        @exclusivity(unchecked) var owner: String
        @exclusivity(unchecked) var qualifiedOwner: String
        @exclusivity(unchecked) var ordinal: Int

        init(
            kind: Kind, eventName: String, hasDefault: Bool, defaultEffects: Effects, defaultMutates: Bool,
            owner: String, qualifiedOwner: String, ordinal: Int
        ) {
            self.kind = kind
            self.eventName = eventName
            self.hasDefault = hasDefault
            self.defaultEffects = defaultEffects
            self.defaultMutates = defaultMutates
            self.owner = owner
            self.qualifiedOwner = qualifiedOwner
            self.ordinal = ordinal
        }

        func copy() -> Storage {
            Storage(
                kind: kind, eventName: eventName, hasDefault: hasDefault, defaultEffects: defaultEffects,
                defaultMutates: defaultMutates, owner: owner, qualifiedOwner: qualifiedOwner, ordinal: ordinal)
        }
    }

    private var storage: Storage

    init(
        kind: Kind, eventName: String, hasDefault: Bool, defaultEffects: Effects = Effects(),
        defaultMutates: Bool = false, owner: String, qualifiedOwner: String = "", ordinal: Int = 0
    ) {
        storage = Storage(
            kind: kind, eventName: eventName, hasDefault: hasDefault, defaultEffects: defaultEffects,
            defaultMutates: defaultMutates, owner: owner, qualifiedOwner: qualifiedOwner, ordinal: ordinal)
    }

    /// The storage, copied first where another requirement shares it.
    private var mutableStorage: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    static func == (lhs: Requirement, rhs: Requirement) -> Bool {
        let a = lhs.storage
        let b = rhs.storage
        return a === b
            || (a.kind == b.kind && a.eventName == b.eventName && a.hasDefault == b.hasDefault
                && a.defaultEffects == b.defaultEffects && a.defaultMutates == b.defaultMutates && a.owner == b.owner
                && a.qualifiedOwner == b.qualifiedOwner && a.ordinal == b.ordinal)
    }

    var kind: Kind {
        get { storage.kind }
        _modify { yield &mutableStorage.kind }
    }
    /// The name of the event it publishes (`downloadDidReceive`).
    var eventName: String {
        get { storage.eventName }
        _modify { yield &mutableStorage.eventName }
    }
    /// Whether an unconstrained extension of the protocol (or a parent) implements it.
    var hasDefault: Bool {
        get { storage.hasDefault }
        _modify { yield &mutableStorage.hasDefault }
    }
    /// The effects of that default implementation (of its getter for properties and subscripts):
    /// calling it needs `try`/`await` only where it has them.
    var defaultEffects: Effects {
        get { storage.defaultEffects }
        _modify { yield &mutableStorage.defaultEffects }
    }
    /// Whether that default implementation is `mutating`: it is then called on a variable.
    var defaultMutates: Bool {
        get { storage.defaultMutates }
        _modify { yield &mutableStorage.defaultMutates }
    }
    /// The protocol that declares it.
    var owner: String {
        get { storage.owner }
        _modify { yield &mutableStorage.owner }
    }
    /// That protocol's name qualified by its enclosing types (`Player.Delegate`): on a shared
    /// delegate slot, that protocol's proxy receives the requirement. For a requirement that a
    /// descendant restates differently (not throwing, settable), the descendant's name.
    var qualifiedOwner: String {
        get { storage.qualifiedOwner }
        _modify { yield &mutableStorage.qualifiedOwner }
    }
    /// Its position among the proxy's requirements, depth first (as ``RequirementNode/allRequirements``
    /// lists them): what the emitter keeps per-requirement results by.
    var ordinal: Int {
        get { storage.ordinal }
        _modify { yield &mutableStorage.ordinal }
    }

    var info: DeclarationInfo {
        switch kind {
        case .function(let f): f.info
        case .property(let p): p.info
        case .subscript(let s): s.info
        }
    }

    /// Its doc comment (``info``'s, without copying the rest of the declaration's information).
    var documentation: String? {
        switch kind {
        case .function(let f): f.info.doc
        case .property(let p): p.info.doc
        case .subscript(let s): s.info.doc
        }
    }

    /// Every type its declaration writes: parameters, result or property type.
    var mentionedTypes: [TypeSyntax] {
        switch kind {
        case .function(let f): f.parameters.map(\.type) + (f.result.map { [$0] } ?? [])
        case .property(let p): [p.type]
        case .subscript(let s): s.parameters.map(\.type) + [s.result]
        }
    }

    /// Whether an `@available` attribute deprecates it.
    var isDeprecated: Bool {
        info.attributes.contains { $0.name == "available" && ($0.arguments ?? "").containsASCII("deprecated") }
    }

    /// Whether it is an Objective-C `optional` requirement.
    var isObjCOptional: Bool { info.hasModifier("optional") }

    /// The Swift name used in docs: `download(_:didReceive:)`, `title`, `subscript(_:)`.
    var swiftName: String {
        switch kind {
        case .function(let f): f.fullName
        case .property(let p): p.name
        case .subscript(let s): s.parameters.reduce(into: "subscript(") { $0 += ($1.label ?? "_") + ":" } + ")"
        }
    }
}

extension Requirement {
    /// Calls `body` with every type its declaration writes (see ``mentionedTypes``), without
    /// gathering them in an array.
    func forEachMentionedType(_ body: (TypeSyntax) -> Void) {
        switch kind {
        case .function(let f):
            for parameter in f.parameters { body(parameter.type) }
            if let result = f.result { body(result) }
        case .property(let p):
            body(p.type)
        case .subscript(let s):
            for parameter in s.parameters { body(parameter.type) }
            body(s.result)
        }
    }
}
