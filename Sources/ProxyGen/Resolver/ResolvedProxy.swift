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
    /// The protocol's access level, bounded by the configuration's maximum.
    var accessLevel: AccessLevel
    /// A global actor attribute the proxy adopts (`@MainActor`), if any.
    var globalActor: String?
    /// Whether the proxy must be `Sendable`.
    var isSendable: Bool
    /// Whether the protocol inherits `NSObjectProtocol`: the proxy subclasses `NSObject`.
    var subclassesNSObject: Bool
    /// Whether the protocol is `@objc`: generated under `#if canImport(ObjectiveC)`.
    var isObjC: Bool
    /// Whether the protocol refines `NSObjectProtocol`: its forwardee answers `responds(to:)`
    /// itself; otherwise (AudioToolbox's `AUMessageChannel`) the proxy asks it as an object.
    var refinesNSObjectProtocol = true
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
    /// sorted; see ``StandardLibraryProtocols/synthesized``.
    var standardParents: [String] = []
    /// The names the requirements' types mention that could clash with the proxy's nested types
    /// (``ProxyReservedNames/mayClashWithNestedType(_:)``): the emitter names its own around them.
    var mentionedReservedNames: [String] = []
    /// The qualified names of the protocol's ancestors among the inputs.
    var ancestorNames: [String] = []
    /// The inputs' types whose values the events cannot carry (``UnstorableTypes``).
    var unstorableTypes = UnstorableTypes()
    /// The delegate slots of the inputs' classes typed by this proxy's protocol: each gets a
    /// reactive accessor (see ``HostSlot``).
    var hostSlots: [HostSlot] = []
    /// Whether the proxy is for a composition that types a delegate slot (`UIImagePickerController`'s
    /// `any UIImagePickerControllerDelegate & UINavigationControllerDelegate`): ``protocolName`` is
    /// the composition, and each requirement is named through the protocol that declares it.
    var isComposition = false
    /// A composition's members (``protocolName`` joins them with ` & `); empty for a protocol.
    var compositionMembers: [String] = []
    /// The proxied protocols (the protocol, or the members of a composition) that take the proxy's
    /// global actor from a parent rather than declaring it: in the Swift 5 language mode they are
    /// not isolated (Swift 6 infers the parent's actor), so the proxy conforms to them apart from its
    /// declaration, `@preconcurrency` there.
    var protocolsInheritingIsolation: [String] = []
    /// Whether an event repeats only the first paragraph of its requirement's doc comment: for a
    /// compiled module's protocols (an SDK's documentation is long, and typechecked with the app).
    var summarizesDocumentation = false
    /// Whether the proxy sends every call as one value (``GeneratorOptions/generatesCalls``).
    var publishesCalls = false
}

/// A delegate slot: a settable optional property of a class whose type is a proxied protocol
/// (`weak var delegate: (any DownloadDelegate)?`, whatever its name). The emitter gives the class
/// an accessor that reaches the installed proxy's events in one expression:
/// `download.reactive.delegate.downloadDidFinish`.
struct HostSlot: Equatable, Sendable {
    /// The class, qualified by its enclosing types.
    var className: String
    /// The class's declaration information: its access level, availability and global actor.
    var classInfo: DeclarationInfo
    /// The property, as declared.
    var property: PropertyDecl
    /// The file that declares the class: its imports are needed.
    var fileIndex: Int
    /// The `#if` clauses the class sits in.
    var conditions: [ConditionalClause]
    /// The slot's access level, bounded by its class's.
    var accessLevel: AccessLevel
    /// The global actor of the slot or its class (`@MainActor` for UIKit's): reading the slot
    /// needs it.
    var globalActor: String?
    /// Whether a slot of the same name on a subclass, or typed by a descendant of this slot's
    /// protocol, overrides it (`UITableView.delegate` over `UIScrollView.delegate`,
    /// `NSOutlineView.delegate` over `NSTableView.delegate`): this accessor gives way to that one
    /// on objects that have both.
    var isNarrowed = false
    /// Whether this accessor's output also declares the class's conformance to
    /// `ReactiveExtensionsProvider` (which gives it `reactive`): set on one slot of each root class
    /// (one that inherits nothing; subclasses of `NSObject` have it already).
    var declaresProviderConformance = false
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

    /// Every requirement of `nodes`, depth first (`#if` clauses in order), gathered into
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
}

/// One requirement the proxy implements.
@dynamicMemberLookup
struct Requirement: Equatable, Sendable {
    /// The declaration, one reference: a function is one already (see ``FunctionDecl``), the
    /// others are boxed (`indirect`), as a ``Member`` holds them.
    enum Kind: Equatable, Sendable {
        case function(FunctionDecl)
        indirect case property(PropertyDecl)
        indirect case `subscript`(SubscriptDecl)
    }

    /// What a requirement is made of, read and written through the requirement
    /// (`requirement.eventName`). (The flags come last, after the words: together they take one
    /// word less, and every requirement of a run is alive until its proxy is written.)
    struct Parts: Equatable, Sendable {
        var kind: Kind
        /// The name of the event it publishes (`downloadDidReceive`).
        var eventName: String
        /// The effects of its default implementation (see ``hasDefault``; of its getter for
        /// properties and subscripts): calling it needs `try`/`await` only where it has them.
        var defaultEffects: Effects
        /// The protocol that declares it.
        var owner: String
        /// That protocol's name qualified by its enclosing types (`Player.Delegate`): on a shared
        /// delegate slot, that protocol's proxy receives the requirement. For a requirement that a
        /// descendant restates differently (not throwing, settable), the descendant's name.
        var qualifiedOwner: String
        /// Its position among the proxy's requirements, depth first (as
        /// ``RequirementNode/flattened(_:)`` lists them): what the emitter keeps
        /// per-requirement results by.
        var ordinal: Int
        /// Whether an unconstrained extension of the protocol (or a parent) implements it.
        var hasDefault: Bool
        /// Whether that default implementation is `mutating`: it is then called on a variable.
        var defaultMutates: Bool
        /// Whether it is an Objective-C `optional` requirement. This and the next two are its
        /// declaration's modifiers, read once when it is made: the emitter asks about each
        /// requirement many times.
        var isObjCOptional: Bool
        /// Whether it is declared `nonisolated`.
        var isNonisolated: Bool
        /// Whether it is declared `mutating`.
        var isMutating: Bool
        /// Whether its declaration has an `@available` attribute (read once: most have none, and the
        /// emitter asks for each member it writes).
        var hasAvailability: Bool
    }

    /// In one reference: the emitter walks, filters and captures requirements, and a copy of the
    /// parts retains each of their strings (boxed, a run over synthetic protocols costs 6.6 % less).
    private var parts: CopyOnWrite<Parts>

    subscript<Part>(dynamicMember part: WritableKeyPath<Parts, Part>) -> Part {
        _read { yield parts.value[keyPath: part] }
        _modify { yield &parts.value[keyPath: part] }
    }

    init(
        kind: Kind, eventName: String, hasDefault: Bool, defaultEffects: Effects = Effects(),
        defaultMutates: Bool = false, owner: String, qualifiedOwner: String = "", ordinal: Int = 0
    ) {
        let modifiers: [String]
        let hasAvailability: Bool
        switch kind {
        case .function(let f): (modifiers, hasAvailability) = (f.info.modifiers, f.info.hasAttribute("available"))
        case .property(let p): (modifiers, hasAvailability) = (p.info.modifiers, p.info.hasAttribute("available"))
        case .subscript(let s): (modifiers, hasAvailability) = (s.info.modifiers, s.info.hasAttribute("available"))
        }
        parts = CopyOnWrite(
            Parts(
                kind: kind, eventName: eventName, defaultEffects: defaultEffects, owner: owner,
                qualifiedOwner: qualifiedOwner, ordinal: ordinal, hasDefault: hasDefault,
                defaultMutates: defaultMutates, isObjCOptional: modifiers.contains("optional"),
                isNonisolated: modifiers.contains("nonisolated"), isMutating: modifiers.contains("mutating"),
                hasAvailability: hasAvailability))
    }

    var info: DeclarationInfo {
        switch self.kind {
        case .function(let f): f.info
        case .property(let p): p.info
        case .subscript(let s): s.info
        }
    }

    /// Its doc comment (``info``'s, without copying the rest of the declaration's information).
    var documentation: String? {
        switch self.kind {
        case .function(let f): f.info.doc
        case .property(let p): p.info.doc
        case .subscript(let s): s.info.doc
        }
    }

    /// Whether an `@available` attribute deprecates it.
    var isDeprecated: Bool {
        switch self.kind {
        case .function(let f): Self.deprecates(f.info.attributes)
        case .property(let p): Self.deprecates(p.info.attributes)
        case .subscript(let s): Self.deprecates(s.info.attributes)
        }
    }

    private static func deprecates(_ attributes: [Attribute]) -> Bool {
        attributes.contains { Availability.deprecates($0) }
    }

    /// The Swift name used in docs: `download(_:didReceive:)`, `title`, `subscript(_:)`.
    var swiftName: String {
        switch self.kind {
        case .function(let f): f.fullName
        case .property(let p): p.name
        case .subscript(let s): s.parameters.reduce(into: "subscript(") { $0 += ($1.label ?? "_") + ":" } + ")"
        }
    }
}
