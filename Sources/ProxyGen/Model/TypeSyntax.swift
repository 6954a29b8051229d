// TypeSyntax: a parsed Swift type, rendered back to canonical text.

/// A Swift type as written in a declaration.
public indirect enum TypeSyntax: Equatable, Sendable {
    /// `Name`, `Module.Name<Arg>.Inner` — one component per `.`-separated name.
    case named([Component])
    /// `T?`
    case optional(TypeSyntax)
    /// `T!`
    case implicitlyUnwrapped(TypeSyntax)
    /// `[T]`
    case array(TypeSyntax)
    /// `[K: V]`
    case dictionary(key: TypeSyntax, value: TypeSyntax)
    /// `(a: A, B)`; `()` is the empty tuple and `(T)` a parenthesized type.
    case tuple([TupleElement])
    /// `(A) async throws -> R`
    case function(FunctionType)
    /// `some P`
    case some(TypeSyntax)
    /// `any P`
    case any(TypeSyntax)
    /// `A & B`
    case composition([TypeSyntax])
    /// `T.Type` or `T.Protocol`
    case metatype(TypeSyntax, isProtocol: Bool)
    /// `@escaping`, `inout`, `sending`, … applied to a type.
    case attributed(attributes: [Attribute], specifiers: [String], base: TypeSyntax)
    /// `repeat T`
    case packExpansion(TypeSyntax)
    /// `each T`
    case packElement(TypeSyntax)
    /// `~Copyable`
    case suppressed(TypeSyntax)

    /// One `.`-separated part of a named type.
    public struct Component: Equatable, Sendable {
        public var name: String
        public var genericArguments: [TypeSyntax]
        public init(name: String, genericArguments: [TypeSyntax] = []) {
            self.name = name
            self.genericArguments = genericArguments
        }
    }

    /// An element of a tuple type or a parameter of a function type.
    public struct TupleElement: Equatable, Sendable {
        /// The label (`_` for an explicit wildcard), or `nil` when none is written.
        public var label: String?
        /// The second name, as in `(_ x: Int) -> Void`.
        public var name: String?
        public var type: TypeSyntax
        public var isVariadic: Bool
        public init(label: String? = nil, name: String? = nil, type: TypeSyntax, isVariadic: Bool = false) {
            self.label = label
            self.name = name
            self.type = type
            self.isVariadic = isVariadic
        }
    }

    /// A function type.
    public struct FunctionType: Equatable, Sendable {
        public var parameters: [TupleElement]
        public var isAsync: Bool
        public var throwsClause: ThrowsClause
        public var result: TypeSyntax
        public init(parameters: [TupleElement], isAsync: Bool, throwsClause: ThrowsClause, result: TypeSyntax) {
            self.parameters = parameters
            self.isAsync = isAsync
            self.throwsClause = throwsClause
            self.result = result
        }
    }

    /// A plain named type with one component.
    public static func simple(_ name: String) -> TypeSyntax { .named([Component(name: name)]) }

    /// `()`
    public static let void = TypeSyntax.tuple([])
}

/// `throws`, `rethrows`, `throws(E)`, or nothing.
public enum ThrowsClause: Equatable, Sendable {
    case none
    case `throws`
    case `rethrows`
    case typed(TypeSyntax)

    /// Whether a call must be marked `try`.
    public var isThrowing: Bool { self != .none }
}

/// An attribute: `@name` or `@name(arguments)`, with the arguments kept as source text.
public struct Attribute: Equatable, Sendable {
    public var name: String
    public var arguments: String?
    public init(name: String, arguments: String? = nil) {
        self.name = name
        self.arguments = arguments
    }

    /// `@name(arguments)`
    public var description: String {
        if let arguments { return "@\(name)(\(arguments))" }
        return "@\(name)"
    }

    /// Appends ``description`` to `text`.
    func write<Target: TextOutputStream>(to text: inout Target) {
        text.write("@")
        text.write(name)
        if let arguments {
            text.write("(")
            text.write(arguments)
            text.write(")")
        }
    }
}

extension TypeSyntax: CustomStringConvertible {
    /// The type as canonical Swift source (written as `CodeWriter.write(_:)` writes
    /// it into generated code).
    public var description: String {
        var w = CodeWriter(capacity: 64)
        w.write(self)
        return w.text
    }

    /// The text of this type where a postfix `?`, `!` or `.Type` follows: types that would bind
    /// differently are parenthesized (`(any P)?`, `(() -> Void)?`).
    var descriptionAsPostfixOperand: String {
        var w = CodeWriter(capacity: 64)
        w.writePostfixOperand(self)
        return w.text
    }

    /// The name of a type written as one name without generic arguments (`Date`), else `nil`.
    var singleName: String? {
        guard case .named(let components) = self, components.count == 1, components[0].genericArguments.isEmpty
        else { return nil }
        return components[0].name
    }
}

extension TypeSyntax.TupleElement: CustomStringConvertible {
    public var description: String {
        var w = CodeWriter(capacity: 64)
        w.writeElements(CollectionOfOne(self))
        return w.text
    }
}

extension TypeSyntax {
    /// Calls `body` with every name ``mentions(_:)`` compares: a type mentions the names of a set
    /// exactly when `body` is called with one of them.
    func forEachMentionedName(_ body: (String) -> Void) {
        switch self {
        case .named(let components):
            if let first = components.first { body(first.name) }
            for index in components.indices where !components[index].genericArguments.isEmpty {
                for argument in components[index].genericArguments { argument.forEachMentionedName(body) }
            }
        case .optional(let t), .implicitlyUnwrapped(let t), .array(let t), .some(let t), .any(let t),
            .packExpansion(let t), .packElement(let t), .suppressed(let t):
            t.forEachMentionedName(body)
        case .metatype(let t, _): t.forEachMentionedName(body)
        case .dictionary(let k, let v):
            k.forEachMentionedName(body)
            v.forEachMentionedName(body)
        case .tuple(let elements): for index in elements.indices { elements[index].type.forEachMentionedName(body) }
        case .function(let f):
            for index in f.parameters.indices { f.parameters[index].type.forEachMentionedName(body) }
            f.result.forEachMentionedName(body)
        case .composition(let parts): for part in parts { part.forEachMentionedName(body) }
        case .attributed(_, _, let base): base.forEachMentionedName(body)
        }
    }
}
