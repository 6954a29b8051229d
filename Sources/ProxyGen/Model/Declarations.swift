// Declarations: the parts every declaration of the model is made of — what it carries, its
// parameters, generic clause and effects. Members are in MemberDeclarations.swift, protocols,
// extensions, classes and files in TypeDeclarations.swift.

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
