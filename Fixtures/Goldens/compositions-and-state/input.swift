public protocol Reading: AnyObject { func read() -> Int? }
public protocol Writing: AnyObject { func write(_ value: Int) }

/// Inherits a composition; a `state` requirement and a throwing getter.
public protocol Storage: Reading & Writing, Sendable {
    var state: Int { get }
    var isLoading: Bool { get throws }
}

/// Associated types with constraints, and a generic subscript.
public protocol Index: AnyObject {
    associatedtype Element: Hashable
    associatedtype Elements: Collection where Elements.Element == Element
    func insert(_ element: Element) -> Bool
    func all() -> Elements?
    subscript<Key: Hashable>(key: Key) -> Element? { get }
}
