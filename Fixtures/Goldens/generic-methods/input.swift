/// Generic requirements: forwarded with their generic signature; generic values travel as `Any`.
public protocol StoreDelegate: AnyObject {
    func store<T: Codable>(_ store: AnyObject, didSave value: T)
    func store<Key: Hashable, Value>(_ store: AnyObject, didLoad values: [Key: Value]) where Value: Sendable
    func store<T>(_ store: AnyObject, fallbackFor key: String) -> T?
    func storeCount<S: Sequence>(_ items: S) -> Int where S.Element == Int
}

extension StoreDelegate {
    public func storeCount<S: Sequence>(_ items: S) -> Int where S.Element == Int { items.reduce(0, +) }
}
