// Responders of requirements whose signatures name generic parameters, opaque types or
// `rethrows`: generic and opaque values reach the responder as `Any`, a generic result is cast
// back; a non-escaping closure over a generic type cannot reach a responder at all.
protocol DecoderDelegate: AnyObject {
    func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T
    func describe(_ value: some CustomStringConvertible) -> String
    func transform(_ body: (Int) throws -> Int) rethrows -> Int
    func withValue<R>(_ body: (Int) throws -> R) rethrows -> R
    func store<Element>(_ elements: [Element]) -> Int
}
