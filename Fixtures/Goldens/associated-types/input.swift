/// A delegate generic over what it lists; the proxy is generic over its forwardee.
public protocol ListDelegate<Item>: AnyObject {
    associatedtype Item
    associatedtype Index: Comparable = Int

    func list(didSelect item: Item, at index: Index)
    func list(titleFor item: Item) -> String
    func listPreferredItem() -> Item?
}
