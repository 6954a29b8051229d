// A generic proxy's generic requirements that name the protocol's associated types: the typed
// responder protocol declares those associated types as its primary associated types, and the
// proxy takes `any StoreDelegateProxyGenericResponder<Item, Key>`, so each answer has the type the
// requirement asks for. `Tag`, which no generic requirement names, is left out of it; `Key`'s
// constraint is kept.
public protocol StoreDelegate<Item>: AnyObject {
    associatedtype Item
    associatedtype Key: Hashable
    associatedtype Tag = String

    func store<Value>(_ item: Item, at key: Key, convertedTo type: Value.Type) -> Value
    func withItems<R>(for key: Key, _ body: ([Item]) throws -> R) rethrows -> R
    func collect<C: RangeReplaceableCollection>(_ item: Item, into type: C.Type) -> C where C.Element == Item
    func first<S: Sequence>(of items: S) -> Item where S.Element == Item
    func count<S: Sequence>(_ items: S) -> Int where S.Element == Item
    func title(for item: Item, tagged tag: Tag) -> String
}

// A shared (`Sendable`) generic proxy: the responder protocol is `Sendable` too.
protocol CacheDelegate: AnyObject, Sendable {
    associatedtype Entry: Sendable
    func cache<Value: Sendable>(_ entry: Entry, as type: Value.Type) async -> Value
}
