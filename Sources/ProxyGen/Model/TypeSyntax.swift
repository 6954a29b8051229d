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
}

extension TypeSyntax: CustomStringConvertible {
    /// The type as canonical Swift source.
    public var description: String {
        switch self {
        case .named(let components):
            return components.map { component in
                component.genericArguments.isEmpty
                    ? component.name
                    : "\(component.name)<\(component.genericArguments.map(\.description).joined(separator: ", "))>"
            }.joined(separator: ".")
        case .optional(let wrapped):
            return "\(wrapped.descriptionAsPostfixOperand)?"
        case .implicitlyUnwrapped(let wrapped):
            return "\(wrapped.descriptionAsPostfixOperand)!"
        case .array(let element):
            return "[\(element)]"
        case .dictionary(let key, let value):
            return "[\(key): \(value)]"
        case .tuple(let elements):
            return "(\(elements.map(\.description).joined(separator: ", ")))"
        case .function(let function):
            var text = "(\(function.parameters.map(\.description).joined(separator: ", ")))"
            if function.isAsync { text += " async" }
            switch function.throwsClause {
            case .none: break
            case .throws: text += " throws"
            case .rethrows: text += " rethrows"
            case .typed(let error): text += " throws(\(error))"
            }
            return text + " -> \(function.result)"
        case .some(let base):
            return "some \(base)"
        case .any(let base):
            return "any \(base)"
        case .composition(let parts):
            return parts.map(\.description).joined(separator: " & ")
        case .metatype(let base, let isProtocol):
            return "\(base.descriptionAsPostfixOperand).\(isProtocol ? "Protocol" : "Type")"
        case .attributed(let attributes, let specifiers, let base):
            return (specifiers + attributes.map(\.description) + [base.description]).joined(separator: " ")
        case .packExpansion(let base):
            return "repeat \(base)"
        case .packElement(let base):
            return "each \(base)"
        case .suppressed(let base):
            return "~\(base)"
        }
    }

    /// The text of this type where a postfix `?`, `!` or `.Type` follows: types that would bind
    /// differently are parenthesized (`(any P)?`, `(() -> Void)?`).
    var descriptionAsPostfixOperand: String {
        switch self {
        case .function, .some, .any, .composition, .attributed, .packExpansion, .packElement:
            return "(\(description))"
        default:
            return description
        }
    }
}

extension TypeSyntax.TupleElement: CustomStringConvertible {
    public var description: String {
        var text = ""
        if let label { text += label }
        if let name { text += (text.isEmpty ? "" : " ") + name }
        if !text.isEmpty { text += ": " }
        text += type.description
        if isVariadic { text += "..." }
        return text
    }
}
