// MemberDeclarations: the members a protocol or class declares — functions, properties,
// subscripts, initializers, associated types, type aliases and `#if` blocks.

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
    /// The aliased type; `nil` for a protocol's alias whose type a printed interface hides (SPI:
    /// SwiftUI's `UIViewRepresentable.LayoutOptions`).
    public var type: TypeSyntax?
    /// The requirements on its generic parameters (`typealias H<T> = (T) -> Void where T: P`).
    public var whereClause: [GenericRequirement]
    public init(
        info: DeclarationInfo, name: String, genericParameters: [GenericParameter] = [], type: TypeSyntax?,
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
