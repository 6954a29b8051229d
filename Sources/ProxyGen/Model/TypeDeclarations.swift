// TypeDeclarations: protocols, their extensions, classes, the conditions that enclose them, and
// the model of one input file.

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
    /// The names its inheritance clause writes (its superclass first, then its protocols), as
    /// written; read only where ``isObserved``.
    public var inheritedNames: [String] = []
    /// Its settable properties outside `#if`, as declared; read only where ``isObserved``.
    public var settableProperties: [PropertyDecl] = []
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
    /// The file-scope structures, classes, enumerations and actors named like one of
    /// ReactiveRuntime's public types (`RuntimeTypeNames`), which a module's proxies qualify.
    public var typesNamedLikeRuntime: [String] = []
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
