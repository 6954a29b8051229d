// Values that cannot be stored: non-escapable spans and types, noncopyable types passed `inout`
// or returned. Each is forwarded exactly and left out of the events; a result is still answered.
enum Cursor: ~Escapable {
    case start, end
}

public struct Permit: ~Copyable {
    var level: Int
}

protocol ReaderDelegate: AnyObject {
    func reader(_ reader: Int, didRead bytes: RawSpan)
    func total(of values: Span<Int>) -> Int
    func fill(_ buffer: inout MutableSpan<UInt8>, upTo count: Int)
    func fillRaw(_ buffer: inout MutableRawSpan)
    func accepts(_ text: UTF8Span) -> Bool
    func move(to cursor: Cursor, label: String)
    func peek<T: ~Escapable>(_ value: T, tag: Int)
    func renew(_ permit: inout Permit, by days: Int)
    func issue(level: Int) -> Permit
}

/// A property of a noncopyable type: read through a protocol, its value is only lent, and a
/// proxy's getter must give one, so it is not proxied (a method gives its result).
protocol PermitHolder: AnyObject {
    var permit: Permit { get set }
}

/// A parser whose calls are observed. @proxyable
open class Parser {
    public init() {}

    open func parse(_ bytes: RawSpan, strict: Bool) -> Bool { true }
    open func sum(_ values: Span<Int>) -> Int { 0 }
    open func renew(_ permit: inout Permit) {}
    open func issue(level: Int) -> Permit { Permit(level: level) }
}
