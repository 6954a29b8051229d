// Declarations: the value-type model of protocols, their members and extensions.

/// The doc-comment marker that opts a declaration in: `/// @proxyable` (a protocol gets a proxy, an
/// open class an observing subclass).
let proxyableMarker = "@proxyable"

/// What every declaration carries: attributes, modifiers, doc comment and position.
public struct DeclarationInfo: Equatable, Sendable {
    public var attributes: [Attribute] = []
    public var modifiers: [String] = []
    /// The doc comment exactly as written (`///` lines or a `/** */` block), or `nil`.
    public var doc: String?
    /// Byte offset of the declaration's first token (its first attribute or modifier).
    public var offset: Int = 0

    public init(attributes: [Attribute] = [], modifiers: [String] = [], doc: String? = nil, offset: Int = 0) {
        self.attributes = attributes
        self.modifiers = modifiers
        self.doc = doc
        self.offset = offset
    }

    /// Whether an attribute with this name is present.
    public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }

    /// Whether this modifier is present.
    public func hasModifier(_ name: String) -> Bool { modifiers.contains(name) }
}

/// A parameter of a function, initializer or subscript.
public struct Parameter: Equatable, Sendable {
    /// The argument label; `nil` when it is `_` (no label at call sites).
    public var label: String?
    /// The name used inside the function.
    public var name: String
    /// The type, including attributes and specifiers (`inout`, `@escaping`, …).
    public var type: TypeSyntax
    public var isVariadic: Bool
    /// Whether a default value is written (only allowed in extensions).
    public var hasDefaultValue: Bool
    /// The default value as written (`nil`), where one is: an override repeats it.
    public var defaultValue: String?

    public init(label: String?, name: String, type: TypeSyntax, isVariadic: Bool = false, hasDefaultValue: Bool = false)
    {
        self.label = label
        self.name = name
        self.type = type
        self.isVariadic = isVariadic
        self.hasDefaultValue = hasDefaultValue
    }
}

/// A generic parameter: `T`, `T: P`, `each T`.
public struct GenericParameter: Equatable, Sendable {
    public var name: String
    public var constraint: TypeSyntax?
    public var isPack: Bool
    public init(name: String, constraint: TypeSyntax? = nil, isPack: Bool = false) {
        self.name = name
        self.constraint = constraint
        self.isPack = isPack
    }
}

/// A requirement of a `where` clause: `T: P` or `T.A == B`.
public struct GenericRequirement: Equatable, Sendable {
    public enum Relation: String, Equatable, Sendable {
        case conformance = ":"
        case sameType = "=="
    }
    public var left: TypeSyntax
    public var relation: Relation
    public var right: TypeSyntax
    public init(left: TypeSyntax, relation: Relation, right: TypeSyntax) {
        self.left = left
        self.relation = relation
        self.right = right
    }

    public var description: String { "\(left)\(relation == .conformance ? ":" : " ==") \(right)" }
}

/// Effects of a function, accessor or initializer.
public struct Effects: Equatable, Sendable {
    public var isAsync: Bool = false
    public var throwsClause: ThrowsClause = .none
    public init(isAsync: Bool = false, throwsClause: ThrowsClause = .none) {
        self.isAsync = isAsync
        self.throwsClause = throwsClause
    }
}

/// `func name<T>(params) async throws -> R where …`
@dynamicMemberLookup
public struct FunctionDecl: Equatable, Sendable {
    /// What a function declaration is made of, read and written through the declaration
    /// (`function.name`).
    public struct Parts: Equatable, Sendable {
        public var info: DeclarationInfo
        public var name: String
        public var genericParameters: [GenericParameter]
        public var parameters: [Parameter]
        public var effects: Effects
        /// `nil` when no `->` is written.
        public var result: TypeSyntax?
        public var whereClause: [GenericRequirement]
    }

    /// In one reference: members and requirements carry their declaration through every walk
    /// and copy, and a copy of the parts retains each of them (boxed, a run over synthetic
    /// protocols costs 4.7 % less).
    private var parts: CopyOnWrite<Parts>

    public subscript<Part>(dynamicMember part: WritableKeyPath<Parts, Part>) -> Part {
        _read { yield parts.value[keyPath: part] }
        _modify { yield &parts.value[keyPath: part] }
    }

    public init(
        info: DeclarationInfo, name: String, genericParameters: [GenericParameter] = [], parameters: [Parameter],
        effects: Effects = Effects(), result: TypeSyntax? = nil, whereClause: [GenericRequirement] = []
    ) {
        parts = CopyOnWrite(
            Parts(
                info: info, name: name, genericParameters: genericParameters, parameters: parameters, effects: effects,
                result: result, whereClause: whereClause))
    }

    /// The Swift name, `download(_:didReceive:)`.
    public var fullName: String {
        var text = self.name
        text += "("
        for index in self.parameters.indices {
            text += self.parameters[index].label ?? "_"
            text += ":"
        }
        text += ")"
        return text
    }
}

/// `var name: T { get set }`
public struct PropertyDecl: Equatable, Sendable {
    public var info: DeclarationInfo
    public var name: String
    public var type: TypeSyntax
    public var isSettable: Bool
    /// Effects of the getter (`{ get async throws }`).
    public var getterEffects: Effects
    public init(
        info: DeclarationInfo, name: String, type: TypeSyntax, isSettable: Bool, getterEffects: Effects = Effects()
    ) {
        self.info = info
        self.name = name
        self.type = type
        self.isSettable = isSettable
        self.getterEffects = getterEffects
    }
}

/// `subscript(params) -> R { get set }`
public struct SubscriptDecl: Equatable, Sendable {
    public var info: DeclarationInfo
    public var genericParameters: [GenericParameter]
    public var parameters: [Parameter]
    public var result: TypeSyntax
    public var isSettable: Bool
    public var getterEffects: Effects
    public var whereClause: [GenericRequirement]
    public init(
        info: DeclarationInfo, genericParameters: [GenericParameter] = [], parameters: [Parameter], result: TypeSyntax,
        isSettable: Bool, getterEffects: Effects = Effects(), whereClause: [GenericRequirement] = []
    ) {
        self.info = info
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.result = result
        self.isSettable = isSettable
        self.getterEffects = getterEffects
        self.whereClause = whereClause
    }
}

/// `init(params)`, `init?(params)`, `init!(params)`
public struct InitializerDecl: Equatable, Sendable {
    public enum Failability: String, Equatable, Sendable {
        case none = ""
        case optional = "?"
        case implicitlyUnwrapped = "!"
    }
    public var info: DeclarationInfo
    public var failability: Failability
    public var genericParameters: [GenericParameter]
    public var parameters: [Parameter]
    public var effects: Effects
    public var whereClause: [GenericRequirement]
    public init(
        info: DeclarationInfo, failability: Failability, genericParameters: [GenericParameter] = [],
        parameters: [Parameter],
        effects: Effects = Effects(), whereClause: [GenericRequirement] = []
    ) {
        self.info = info
        self.failability = failability
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.effects = effects
        self.whereClause = whereClause
    }
}

/// `associatedtype Name: P = Default where …`
public struct AssociatedTypeDecl: Equatable, Sendable {
    public var info: DeclarationInfo
    public var name: String
    public var inheritance: [TypeSyntax]
    public var defaultType: TypeSyntax?
    public var whereClause: [GenericRequirement]
    public init(
        info: DeclarationInfo, name: String, inheritance: [TypeSyntax] = [], defaultType: TypeSyntax? = nil,
        whereClause: [GenericRequirement] = []
    ) {
        self.info = info
        self.name = name
        self.inheritance = inheritance
        self.defaultType = defaultType
        self.whereClause = whereClause
    }
}

/// `typealias Name<T> = Type`
public struct TypeAliasDecl: Equatable, Sendable {
    public var info: DeclarationInfo
    public var name: String
    public var genericParameters: [GenericParameter]
    public var type: TypeSyntax
    /// The requirements on its generic parameters (`typealias H<T> = (T) -> Void where T: P`).
    public var whereClause: [GenericRequirement]
    public init(
        info: DeclarationInfo, name: String, genericParameters: [GenericParameter] = [], type: TypeSyntax,
        whereClause: [GenericRequirement] = []
    ) {
        self.info = info
        self.name = name
        self.genericParameters = genericParameters
        self.type = type
        self.whereClause = whereClause
    }
}

/// A `#if` block among members: each clause has a condition (`nil` for `#else`) and members.
public struct IfConfigDecl: Equatable, Sendable {
    public struct Clause: Equatable, Sendable {
        /// `#if` / `#elseif` condition as written; `nil` for `#else`.
        public var condition: String?
        public var members: [Member]
        public init(condition: String?, members: [Member]) {
            self.condition = condition
            self.members = members
        }
    }
    public var clauses: [Clause]
    public var offset: Int
    public init(clauses: [Clause], offset: Int) {
        self.clauses = clauses
        self.offset = offset
    }
}

/// A member of a protocol or extension.
///
/// A function, already one reference (see ``FunctionDecl``), is held as it is; every other
/// declaration is boxed, so that a member is one word.
public enum Member: Equatable, Sendable {
    case function(FunctionDecl)
    indirect case property(PropertyDecl)
    indirect case `subscript`(SubscriptDecl)
    indirect case initializer(InitializerDecl)
    indirect case associatedType(AssociatedTypeDecl)
    indirect case typeAlias(TypeAliasDecl)
    indirect case ifConfig(IfConfigDecl)

    /// Byte offset of the member.
    public var offset: Int {
        switch self {
        case .function(let d): d.info.offset
        case .property(let d): d.info.offset
        case .subscript(let d): d.info.offset
        case .initializer(let d): d.info.offset
        case .associatedType(let d): d.info.offset
        case .typeAlias(let d): d.info.offset
        case .ifConfig(let d): d.offset
        }
    }
}

/// A `protocol` declaration.
@dynamicMemberLookup
public struct ProtocolDecl: Equatable, Sendable {
    /// What a protocol declaration is made of, read and written through the declaration
    /// (`decl.name`).
    public struct Parts: Equatable, Sendable {
        public var info: DeclarationInfo
        public var name: String
        /// Names of the types the protocol is nested in, outermost first.
        public var enclosingTypes: [String]
        public var primaryAssociatedTypes: [String]
        public var inheritance: [TypeSyntax]
        public var whereClause: [GenericRequirement]
        public var members: [Member]
        /// Index of the input file that declares it.
        public var fileIndex: Int
        /// Whether part of the declaration could not be parsed (diagnosed); no proxy is generated.
        public var hasParseErrors: Bool = false
        /// The `#if` clauses the declaration sits in, outermost first: its proxy exists under
        /// exactly these conditions.
        public var conditions: [ConditionalClause] = []
        /// A spelling of the selection marker in the comments above the declaration that selects
        /// nothing (`/// @proxyabel`), with its offset in the file; reported if the protocol is not
        /// selected otherwise.
        var markerNearMiss: MarkerNearMiss? = nil
    }

    /// In one reference: the resolver passes declarations along a protocol's lineage and into
    /// its proxy, and a copy of the parts retains each of them (boxed, a run over synthetic
    /// protocols costs 3 % less).
    private var parts: CopyOnWrite<Parts>

    public subscript<Part>(dynamicMember part: WritableKeyPath<Parts, Part>) -> Part {
        _read { yield parts.value[keyPath: part] }
        _modify { yield &parts.value[keyPath: part] }
    }

    public init(
        info: DeclarationInfo, name: String, enclosingTypes: [String] = [], primaryAssociatedTypes: [String] = [],
        inheritance: [TypeSyntax] = [], whereClause: [GenericRequirement] = [], members: [Member] = [],
        fileIndex: Int = 0
    ) {
        parts = CopyOnWrite(
            Parts(
                info: info, name: name, enclosingTypes: enclosingTypes, primaryAssociatedTypes: primaryAssociatedTypes,
                inheritance: inheritance, whereClause: whereClause, members: members, fileIndex: fileIndex))
    }

    /// The name qualified by its enclosing types, `Outer.Delegate`.
    public var qualifiedName: String {
        guard !self.enclosingTypes.isEmpty else { return self.name }
        return (self.enclosingTypes + [self.name]).joined(separator: ".")
    }
}

/// An `extension` of a type: kept for the members that may implement protocol requirements.
public struct ExtensionDecl: Equatable, Sendable {
    public var info: DeclarationInfo
    public var extendedType: String
    public var whereClause: [GenericRequirement]
    public var members: [Member]
    public var fileIndex: Int
    public init(
        info: DeclarationInfo, extendedType: String, whereClause: [GenericRequirement] = [], members: [Member] = [],
        fileIndex: Int = 0
    ) {
        self.info = info
        self.extendedType = extendedType
        self.whereClause = whereClause
        self.members = members
        self.fileIndex = fileIndex
    }
}

/// A `class` declaration: kept for its delegate slots (stored or `{ get set }` properties of an
/// optional type), which get typed reactive accessors where their protocol is proxied.
public struct ClassDecl: Equatable, Sendable {
    public var info: DeclarationInfo
    public var name: String
    /// Names of the types the class is nested in, outermost first.
    public var enclosingTypes: [String]
    /// Whether the class has generic parameters.
    public var isGeneric: Bool
    /// Whether the class names no superclass or protocol: a root class, which gets
    /// `object.reactive` only where it adopts `ReactiveExtensionsProvider`.
    public var inheritsNothing: Bool
    /// The first type it inherits from, as written (`UIScrollView`, `AppKit.NSTableView`): its
    /// superclass, if that is a class (the resolver finds it among the inputs' classes).
    public var superclassName: String?
    /// Whether its inheritance clause names `Sendable` (`@unchecked Sendable`): its objects may be
    /// used from several threads at once.
    public var declaresSendable: Bool = false
    /// Its `var` members whose type is optional, as declared.
    public var optionalProperties: [PropertyDecl]
    /// Whether it is selected for an observing subclass (by the `@proxyable` marker or by name):
    /// only then are its methods read.
    public var isObserved: Bool = false
    /// Its instance and type methods, as declared; read only where ``isObserved``.
    public var methods: [FunctionDecl] = []
    /// The `#if` clauses each of ``methods`` sits in within the class (most are empty).
    public var methodConditions: [[ConditionalClause]] = []
    public var fileIndex: Int
    /// The `#if` clauses the declaration sits in, outermost first.
    public var conditions: [ConditionalClause]

    public init(
        info: DeclarationInfo, name: String, enclosingTypes: [String] = [], isGeneric: Bool = false,
        inheritsNothing: Bool = false, superclassName: String? = nil, optionalProperties: [PropertyDecl] = [],
        fileIndex: Int = 0, conditions: [ConditionalClause] = []
    ) {
        self.info = info
        self.name = name
        self.enclosingTypes = enclosingTypes
        self.isGeneric = isGeneric
        self.inheritsNothing = inheritsNothing
        self.superclassName = superclassName
        self.optionalProperties = optionalProperties
        self.fileIndex = fileIndex
        self.conditions = conditions
    }

    /// The name qualified by its enclosing types, `Outer.Downloader`.
    public var qualifiedName: String { (enclosingTypes + [name]).joined(separator: ".") }
}

/// One clause of a `#if` a declaration sits in: `#if A … #elseif B … #else … #endif`.
public struct ConditionalClause: Equatable, Hashable, Sendable {
    /// The conditions of the clauses before it in the same `#if`, in order (`A`, `B`).
    public var earlier: [String]
    /// Its own condition; `nil` for `#else`.
    public var condition: String?

    public init(earlier: [String] = [], condition: String?) {
        self.earlier = earlier
        self.condition = condition
    }
}

/// What the parser found in one file.
public struct FileModel: Equatable, Sendable {
    public var path: String
    /// `import` declarations at file scope outside any `#if`.
    public var imports: [ImportDeclaration]
    /// `import` declarations inside `#if` clauses.
    public var conditionalImports: [ConditionalImport] = []
    /// Type aliases at file scope (a protocol may name its parents through one).
    public var typeAliases: [TypeAliasDecl] = []
    public var protocols: [ProtocolDecl]
    public var extensions: [ExtensionDecl]
    /// Classes with at least one optional `var` (candidate delegate slots).
    public var classes: [ClassDecl] = []
    /// The qualified names of the structures, classes, enumerations and actors declared in a type
    /// or an extension (`Server.Configurator`): a protocol nested in the same type may name them
    /// unqualified.
    public var nestedTypes: [String] = []
    /// The `@available` attributes of the file-scope types that have them (`WKDialogResult`,
    /// iOS 16): a requirement of a module's interface that names one is no more available than it,
    /// whatever its own attribute says (Objective-C headers do not check).
    public var typeAvailability: [String: [Attribute]] = [:]
    /// The types declared `~Escapable` or `~Copyable`: an event cannot carry their values.
    public var unstorableTypes = UnstorableTypes()
    public init(
        path: String, imports: [ImportDeclaration] = [], protocols: [ProtocolDecl] = [],
        extensions: [ExtensionDecl] = []
    ) {
        self.path = path
        self.imports = imports
        self.protocols = protocols
        self.extensions = extensions
    }
}
