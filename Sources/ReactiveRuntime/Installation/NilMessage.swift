// NilMessage: the answer Objective-C gives to a message sent to nil, as a Swift value, for a
// delegate call that nothing can answer.

/// What a call answers when it reaches no delegate in Objective-C: a message to `nil` returns
/// zero. Generated Objective-C proxies answer with it when a host calls an optional requirement
/// that no forwardee, responder or earlier answer can answer (the forwardee went away before it
/// ever answered, and the host had not asked again): the host then sees what it would see with
/// no delegate at all.
///
/// ```swift
/// NilMessage.answer(CGFloat.self)                            // 0
/// NilMessage.answer(UIModalPresentationStyle.self)           // .fullScreen (raw value 0)
/// NilMessage.answer(UIInterfaceOrientationMask.self)         // []
/// ```
public enum NilMessage {
    /// Zero as a value of `Result`, where Swift can express it: `false`, `0`, an empty string,
    /// collection or option set, the value of raw value `0`, or a structure of zeroed fields (a C
    /// structure such as `CGSize` or `UIEdgeInsets`). `nil` for an object or an existential, which
    /// Swift cannot make zero, and for an enumeration with no value of raw value `0`.
    public static func answer<Result>(_ type: Result.Type = Result.self) -> Result? {
        if let type = type as? any ExpressibleByBooleanLiteral.Type { return falseValue(type) as? Result }
        if let type = type as? any ExpressibleByIntegerLiteral.Type { return zero(type) as? Result }
        if let type = type as? any ExpressibleByStringLiteral.Type { return emptyString(type) as? Result }
        if let type = type as? any ExpressibleByArrayLiteral.Type { return emptyArray(type) as? Result }
        if let type = type as? any ExpressibleByDictionaryLiteral.Type { return emptyDictionary(type) as? Result }
        // An enumeration with no value of raw value 0 has no zero (an `@objc` one holds its raw value).
        if let type = type as? any RawRepresentable.Type { return rawValueZero(type) as? Result }
        // A trivial structure (no references): all bits zero, as Objective-C returns it.
        guard _isPOD(type), MemoryLayout<Result>.size > 0 else { return nil }
        return withUnsafeTemporaryAllocation(of: Result.self, capacity: 1) { buffer in
            UnsafeMutableRawBufferPointer(buffer).initializeMemory(as: UInt8.self, repeating: 0)
            return buffer.baseAddress!.move()
        }
    }

    /// ``answer(_:)`` for `call`, a requirement of a proxy that nothing could answer. An object
    /// or existential result has no zero: then the call is a host's that asked once, cached the
    /// answer and was not made to ask again when the forwardee went away; it stops the program
    /// with a message that names the call and the fix (a responder).
    public static func answer<Result>(to call: @autoclosure () -> String) -> Result {
        guard let answer = answer(Result.self) else {
            preconditionFailure(
                "\(call()) was called after its forwardee went away without answering, with no responder, "
                    + "and \(Result.self) has no zero to answer with: set its responder")
        }
        return answer
    }

    private static func falseValue<T: ExpressibleByBooleanLiteral>(_: T.Type) -> T { false }
    private static func zero<T: ExpressibleByIntegerLiteral>(_: T.Type) -> T { 0 }
    private static func emptyString<T: ExpressibleByStringLiteral>(_: T.Type) -> T { "" }
    private static func emptyArray<T: ExpressibleByArrayLiteral>(_: T.Type) -> T { [] }
    private static func emptyDictionary<T: ExpressibleByDictionaryLiteral>(_: T.Type) -> T { [:] }

    private static func rawValueZero<T: RawRepresentable>(_: T.Type) -> T? {
        guard let type = T.RawValue.self as? any ExpressibleByIntegerLiteral.Type,
            let raw = zero(type) as? T.RawValue
        else { return nil }
        return T(rawValue: raw)
    }
}
