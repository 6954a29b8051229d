// Responders of requirements whose signatures name generic parameters, opaque types or
// `rethrows`: generic and opaque values reach a closure responder as `Any`; a requirement whose
// result names a generic parameter, or whose non-escaping closure does, is answered by the typed
// responder protocol the proxy's initializer takes.
protocol DecoderDelegate: AnyObject {
    func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T
    func describe(_ value: some CustomStringConvertible) -> String
    func transform(_ body: (Int) throws -> Int) rethrows -> Int
    func withValue<R>(_ body: (Int) throws -> R) rethrows -> R
    func store<Element>(_ elements: [Element]) -> Int
}

// A shared (`Sendable`) proxy keeps its generic responder behind its lock: the responder protocol
// is `Sendable` too. A generic subscript is answered by it as well.
protocol CacheDelegate: AnyObject, Sendable {
    func cache<Value: Sendable>(valueFor key: String, as type: Value.Type) async -> Value
    subscript<Key: Hashable>(slot key: Key) -> [Key] { get }
}

// A main-actor proxy's generic responder is main-actor isolated.
@MainActor
protocol FormDelegate: AnyObject {
    func form<Field>(_ form: Int, defaultFor field: Field.Type) -> Field
}

// A delegate slot: its accessor takes the generic responder with the closures.
final class Decoder {
    weak var delegate: (any DecoderDelegate)?
}
