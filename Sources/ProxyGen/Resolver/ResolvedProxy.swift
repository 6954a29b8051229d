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
    /// The names the requirements' types mention that could be one a proxy declares inside itself
    /// (see ``mayNameNestedType(_:)``): where one is, the proxy's own takes another name.
    var nestedNameCandidates: [String] = []

    /// Whether a type name could be one of the names the proxy's nested types and generic
    /// parameters take (`Events`, `Defaults`, `…Timing`, `…Forwardee`, `…Host`, and the
    /// runtime installation's `ProxiedDelegate`): a test of its
    /// bytes that lets every other name pass without a comparison of Strings.
    static func mayNameNestedType(_ name: String) -> Bool {
        name.utf8.withContiguousStorageIfAvailable { mayNameNestedType($0) }
            ?? Array(name.utf8).withUnsafeBufferPointer { mayNameNestedType($0) }
    }

    /// ``mayNameNestedType(_:)`` of a name's UTF-8 bytes.
    @inline(__always)
    static func mayNameNestedType(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        // `Host`, the shortest, has four bytes.
        guard count >= 4, let base = bytes.baseAddress else { return false }
        // The last four bytes tell which name could end it: one comparison of a word each.
        let suffix: StaticString
        switch UnsafeRawPointer(base).loadUnaligned(fromByteOffset: count - 4, as: UInt32.self) {
        case lastFourBytes("ents"): suffix = "Events"
        case lastFourBytes("ults"): suffix = "Defaults"
        case lastFourBytes("ming"): suffix = "Timing"
        case lastFourBytes("rdee"): suffix = "Forwardee"
        case lastFourBytes("gate"): suffix = "ProxiedDelegate"
        case lastFourBytes("Host"): return true
        default: return false
        }
        let length = suffix.utf8CodeUnitCount
        guard count >= length else { return false }
        let start = count - length
        for offset in 0..<length - 4 where bytes[start + offset] != suffix.utf8Start[offset] { return false }
        return true
    }

    /// Four bytes of text as the word ``mayNameNestedType(_:)`` reads a name's last four.
    @inline(__always)
    static func lastFourBytes(_ text: StaticString) -> UInt32 {
        UnsafeRawPointer(text.utf8Start).loadUnaligned(as: UInt32.self)
    }
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
        Requirement(
            kind: .function(FunctionDecl(info: DeclarationInfo(), name: "", parameters: [])), eventName: "",
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

    /// The parts, in one storage object shared by copies.
    struct Fields: Equatable, Sendable {
        var kind: Kind
        var eventName: String
        var hasDefault: Bool
        var defaultEffects: Effects
        var defaultMutates: Bool
        var owner: String
        var qualifiedOwner: String
        var ordinal: Int
    }

    private final class Storage: @unchecked Sendable {
        // Changed only through a uniquely referenced storage (see `mutableStorage`): accesses need
        // no dynamic exclusivity check.
        @exclusivity(unchecked) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    init(
        kind: Kind, eventName: String, hasDefault: Bool, defaultEffects: Effects = Effects(),
        defaultMutates: Bool = false, owner: String, qualifiedOwner: String = "", ordinal: Int = 0
    ) {
        storage = Storage(
            Fields(
                kind: kind, eventName: eventName, hasDefault: hasDefault, defaultEffects: defaultEffects,
                defaultMutates: defaultMutates, owner: owner, qualifiedOwner: qualifiedOwner, ordinal: ordinal))
    }

    /// The storage, copied first where another copy shares it.
    private var mutableStorage: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            return storage
        }
    }

    static func == (lhs: Requirement, rhs: Requirement) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    var kind: Kind {
        get { storage.fields.kind }
        _modify { yield &mutableStorage.fields.kind }
    }
    /// The name of the event it publishes (`downloadDidReceive`).
    var eventName: String {
        get { storage.fields.eventName }
        _modify { yield &mutableStorage.fields.eventName }
    }
    /// Whether an unconstrained extension of the protocol (or a parent) implements it.
    var hasDefault: Bool {
        get { storage.fields.hasDefault }
        _modify { yield &mutableStorage.fields.hasDefault }
    }
    /// The effects of that default implementation (of its getter for properties and subscripts):
    /// calling it needs `try`/`await` only where it has them.
    var defaultEffects: Effects {
        get { storage.fields.defaultEffects }
        _modify { yield &mutableStorage.fields.defaultEffects }
    }
    /// Whether that default implementation is `mutating`: it is then called on a variable.
    var defaultMutates: Bool {
        get { storage.fields.defaultMutates }
        _modify { yield &mutableStorage.fields.defaultMutates }
    }
    /// The protocol that declares it.
    var owner: String {
        get { storage.fields.owner }
        _modify { yield &mutableStorage.fields.owner }
    }
    /// That protocol's name qualified by its enclosing types (`Player.Delegate`): on a shared
    /// delegate slot, that protocol's proxy receives the requirement. For a requirement that a
    /// descendant restates differently (not throwing, settable), the descendant's name.
    var qualifiedOwner: String {
        get { storage.fields.qualifiedOwner }
        _modify { yield &mutableStorage.fields.qualifiedOwner }
    }
    /// Its position among the proxy's requirements, depth first (as ``RequirementNode/allRequirements``
    /// lists them): what the emitter keeps per-requirement results by.
    var ordinal: Int {
        get { storage.fields.ordinal }
        _modify { yield &mutableStorage.fields.ordinal }
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

    /// Whether an `@available` attribute deprecates it.
    var isDeprecated: Bool {
        info.attributes.contains { $0.name == "available" && ($0.arguments ?? "").containsASCII("deprecated") }
    }

    /// Whether it is an Objective-C `optional` requirement (its modifiers read in place: most
    /// requirements have none, and ``info`` is a copy of every part).
    var isObjCOptional: Bool {
        switch kind {
        case .function(let f): Self.hasOptionalModifier(f.info.modifiers)
        case .property(let p): Self.hasOptionalModifier(p.info.modifiers)
        case .subscript(let s): Self.hasOptionalModifier(s.info.modifiers)
        }
    }

    private static func hasOptionalModifier(_ modifiers: [String]) -> Bool {
        !modifiers.isEmpty && modifiers.contains("optional")
    }

    /// The Swift name used in docs: `download(_:didReceive:)`, `title`, `subscript(_:)`.
    var swiftName: String {
        switch kind {
        case .function(let f): f.fullName
        case .property(let p): p.name
        case .subscript(let s): s.parameters.reduce(into: "subscript(") { $0 += ($1.label ?? "_") + ":" } + ")"
        }
    }
}
