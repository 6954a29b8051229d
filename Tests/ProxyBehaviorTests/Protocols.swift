// Protocols: delegate protocols of every requirement shape; the build plugin generates their
// proxies when this test target is built, exactly as in a user's target.

import Foundation

public final class Widget: Sendable {
    public let id: Int
    public init(id: Int) { self.id = id }
}

public struct WidgetError: Error, Equatable {
    public let code: Int
    public init(code: Int) { self.code = code }
}

/// Results of every kind.
///
/// @proxyable
public protocol WidgetDelegate: AnyObject {
    func widgetDidAppear(_ widget: Widget)
    func widget(_ widget: Widget, titleFor index: Int) -> String?
    func widget(_ widget: Widget, shouldSelect index: Int) -> Bool
    @discardableResult
    func widget(_ widget: Widget, adjust value: inout Int) -> Int
    func widget(_ widget: Widget, maximumFor index: Int) -> Int
    func widget(_ widget: Widget, confirm completion: @escaping (Bool) -> Void)
    func widget(_ widget: Widget, visit body: (Int) -> Void)
    func widget(_ widget: Widget, log message: @autoclosure () -> String)
}

extension WidgetDelegate {
    public func widget(_ widget: Widget, maximumFor index: Int) -> Int { index * 10 }

    public func widget(_ widget: Widget, confirm completion: @escaping (Bool) -> Void) {
        // The default asks another requirement: on a proxy without forwardee, it reaches the proxy.
        completion(self.widget(widget, shouldSelect: 0))
    }
}

/// Effects.
///
/// @proxyable
public protocol LoaderDelegate: AnyObject {
    func loader(_ loader: Widget, load id: Int) async throws -> String
    func loader(_ loader: Widget, check id: Int) throws(WidgetError)
    func loader(_ loader: Widget, run body: () throws -> Void) rethrows
    func loaderDidSettle(_ loader: Widget) async
}

/// Overloads and a name override.
///
/// @proxyable
public protocol PlayerDelegate: AnyObject {
    func player(_ player: Widget, didPlay item: Int)
    func player(_ player: Widget, didPlay item: String)
    /// @event(stalled)
    func player(_ player: Widget, didStallAt time: Double)
}

/// Associated types: the proxy is generic over its forwardee.
///
/// @proxyable
public protocol ListDelegate<Item>: AnyObject {
    associatedtype Item
    func list(didSelect item: Item)
    func list(titleFor item: Item) -> String?
}

/// Properties and subscripts.
///
/// @proxyable
public protocol SettingsDelegate: AnyObject {
    var name: String { get }
    var volume: Double { get set }
    subscript(key: String) -> Int? { get set }
}

/// Main-actor isolation with one nonisolated requirement.
///
/// @proxyable
@MainActor
public protocol ScreenDelegate: AnyObject {
    func screenDidLoad(_ screen: Widget)
    nonisolated func screenIdentifier(_ screen: Widget) -> String?
}

/// Called from any thread: the proxy is Sendable.
///
/// @proxyable
public protocol ConnectionDelegate: AnyObject, Sendable {
    func connection(_ connection: Widget, didReceive count: Int)
    func connectionShouldRetry(_ connection: Widget) -> Bool
}

/// A parent whose requirements the child's proxy covers.
public protocol BaseDelegate: AnyObject {
    func baseDidStart(_ sender: Widget)
}

/// Inherits a parent's requirements.
///
/// @proxyable
public protocol DetailDelegate: BaseDelegate {
    func detail(_ sender: Widget, didShow item: Int)
}

/// NSObjectProtocol: the proxy subclasses NSObject.
///
/// @proxyable
public protocol NotifierDelegate: NSObjectProtocol {
    func notifier(_ notifier: Widget, didPost name: String)
}

/// Generic requirements.
///
/// @proxyable
public protocol StoreDelegate: AnyObject {
    func store<T: Sendable>(_ store: Widget, didSave value: T)
    func store<T>(_ store: Widget, fallbackFor key: String) -> T?
}

/// Generic requirements that need an answer: a typed responder gives it while there is no
/// forwardee.
///
/// @proxyable
public protocol DecoderDelegate: AnyObject {
    func decoder<T: Decodable>(_ decoder: Widget, value type: T.Type, from text: String) throws -> T
    func decoder<R>(_ decoder: Widget, reading body: (String) throws -> R) rethrows -> R
    func decoder(_ decoder: Widget, count text: String) -> Int
}

/// Generic requirements that name the protocol's associated types: the proxy is generic over its
/// forwardee, and its typed responder declares `Item` and `Key` as primary associated types.
///
/// @proxyable
public protocol ShelfDelegate<Item>: AnyObject {
    associatedtype Item
    associatedtype Key: Hashable
    func shelf<C: RangeReplaceableCollection>(_ item: Item, at key: Key, collectedAs type: C.Type) -> C
    where C.Element == Item
    func shelf<R>(itemsAt key: Key, _ body: ([Item]) throws -> R) rethrows -> R
}

/// `#if` inside a protocol.
///
/// @proxyable
public protocol PlatformDelegate: AnyObject {
    #if os(Linux) || os(macOS) || os(iOS)
        func platformDidStart(_ sender: Widget)
    #else
        func platformDidStartElsewhere(_ sender: Widget)
    #endif
}

/// A control's delegate, for installing proxies on objects.
///
/// @proxyable
public protocol TapDelegate: AnyObject {
    func control(_ control: Control, didTap count: Int)
}

/// An object with two delegate slots, as UIKit controls have.
public final class Control {
    public weak var delegate: (any TapDelegate)?
    public weak var secondaryDelegate: (any TapDelegate)?
    public init() {}

    public func tap(_ count: Int) {
        delegate?.control(self, didTap: count)
    }
}

/// A list's data source, main-actor isolated as UIKit's are: two required answers the proxy
/// cannot make up, and an editing call an app observes.
///
/// @proxyable
@MainActor
public protocol RowsDataSource: AnyObject {
    func numberOfRows(in list: RowList) -> Int
    func list(_ list: RowList, titleForRow row: Int) -> String
    func list(_ list: RowList, commitDeletionOfRow row: Int)
}

/// A list with a `dataSource` slot, as a table view has.
@MainActor
public final class RowList {
    public weak var dataSource: (any RowsDataSource)?
    public init() {}

    /// The titles the data source answers, as a table asks for its cells.
    public func titles() -> [String] {
        guard let dataSource else { return [] }
        return (0..<dataSource.numberOfRows(in: self)).map { dataSource.list(self, titleForRow: $0) }
    }

    /// A swipe to delete.
    public func delete(row: Int) {
        dataSource?.list(self, commitDeletionOfRow: row)
    }
}

/// Not class-bound: values conform; the proxy holds its forwardee strongly and mutates it in place.
///
/// @proxyable
public protocol CounterStrategy {
    mutating func record(_ value: Int) -> Int
    var total: Int { get set }
}

/// A completion handler without a default: a responder answers it while there is no forwardee.
///
/// @proxyable
public protocol ApprovalDelegate: AnyObject {
    func approve(_ id: Int, completion: @escaping @Sendable (Bool) -> Void)
}

#if !PROXYGEN_NEVER_DEFINED
    /// Declared under a condition: its proxy exists under the same one.
    ///
    /// @proxyable
    public protocol ConditionalDelegate: AnyObject {
        func conditionalDidFire(_ value: Int)
    }
#endif

#if PROXYGEN_NEVER_DEFINED
    /// Never compiled: neither is its proxy (the target would not build otherwise).
    ///
    /// @proxyable
    public protocol AbsentDelegate: AnyObject {
        func absentDidFire(_ value: NoSuchType)
    }
#endif
