// StandardLibraryProtocols: what the resolver knows of the standard library's protocols, which
// no input declares: markers, those a proxy implements itself, and those it cannot.

/// The standard library's protocols as parents of a delegate protocol.
enum StandardLibraryProtocols {
    /// Parents that need no declaration: they add no requirements the proxy must implement.
    static let markers: Set<String> = [
        "AnyObject", "class", "Any", "Sendable", "NSObjectProtocol", "Copyable", "Escapable", "SendableMetatype",
        "Swift.Sendable", "Swift.AnyObject", "ObjectiveC.NSObjectProtocol", "Foundation.NSObjectProtocol",
    ]

    /// Standard-library parents a proxy conforms to by itself: equality and hashing by identity
    /// (two proxies are equal when they are the same proxy), descriptions of the forwardee, and
    /// `Identifiable`'s `id` for classes.
    static let synthesized: Set<String> = [
        "Equatable", "Hashable", "Identifiable", "CustomStringConvertible", "CustomDebugStringConvertible",
    ]

    /// Standard-library parents a proxy cannot satisfy, and why.
    static let unproxiable: [String: String] = {
        var reasons: [String: String] = [:]
        let valueSemantics =
            "its requirements compare or create values of the conforming type itself, which a proxy (a class wrapping another conformer) cannot forward"
        for name in [
            "Comparable", "Strideable", "Numeric", "AdditiveArithmetic", "RawRepresentable", "CaseIterable",
            "OptionSet", "SetAlgebra", "Codable", "Decodable", "Encodable", "LosslessStringConvertible",
            "SignedNumeric", "BinaryInteger", "SignedInteger", "UnsignedInteger", "FixedWidthInteger",
            "FloatingPoint", "BinaryFloatingPoint", "StringProtocol", "SIMD", "SIMDScalar", "SIMDStorage",
        ] {
            reasons[name] = valueSemantics
        }
        let sequences =
            "its requirements are associated types and generic algorithms of the conforming type, not calls a proxy could forward and publish"
        for name in [
            "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
            "RangeReplaceableCollection", "IteratorProtocol", "AsyncSequence", "AsyncIteratorProtocol",
            "LazySequenceProtocol", "LazyCollectionProtocol",
        ] {
            reasons[name] = sequences
        }
        let literals =
            "its requirement is an initializer from a literal: a proxy wraps an existing delegate instead of being created from a literal"
        for name in [
            "ExpressibleByArrayLiteral", "ExpressibleByBooleanLiteral", "ExpressibleByDictionaryLiteral",
            "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByFloatLiteral", "ExpressibleByIntegerLiteral",
            "ExpressibleByNilLiteral", "ExpressibleByStringInterpolation", "ExpressibleByStringLiteral",
            "ExpressibleByUnicodeScalarLiteral",
        ] {
            reasons[name] = literals
        }
        let executors =
            "the concurrency runtime runs jobs on an executor through unowned references and checks its identity, so a proxy in front of another executor would change which executor code is isolated to"
        for name in ["Executor", "SerialExecutor", "TaskExecutor"] { reasons[name] = executors }
        reasons["Error"] = "an error is a value that is thrown, not a delegate that is called"
        return reasons
    }()

    /// Whether a parent names a protocol of the standard library (unqualified, or qualified by
    /// `Swift` or `_Concurrency`) that is neither implemented by proxies nor refused with a reason
    /// of its own: the inputs cannot declare it, so "add the file that declares it" would mislead.
    static func isOtherStandardLibraryName(_ parent: TypeSyntax) -> Bool {
        guard case .named(let components) = parent, let last = components.last, last.genericArguments.isEmpty
        else { return false }
        switch components.count {
        case 1: break
        case 2 where ["Swift", "_Concurrency"].contains(components[0].name): break
        default: return false
        }
        return others.contains(last.name)
    }

    /// The standard library's other public protocols a delegate protocol might inherit from.
    static let others: Set<String> = [
        "BitwiseCopyable", "CVarArg", "CodingKey", "CustomLeafReflectable", "CustomPlaygroundDisplayConvertible",
        "CustomReflectable", "Decoder", "Encoder", "GlobalActor", "KeyedDecodingContainerProtocol",
        "KeyedEncodingContainerProtocol", "RandomNumberGenerator", "RangeExpression", "SingleValueDecodingContainer",
        "SingleValueEncodingContainer", "StringInterpolationProtocol", "TextOutputStream", "TextOutputStreamable",
        "UnicodeCodec", "UnkeyedDecodingContainer", "UnkeyedEncodingContainer",
    ]
}
