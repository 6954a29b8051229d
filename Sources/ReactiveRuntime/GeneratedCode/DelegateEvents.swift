// DelegateEvents: what a generated delegate-slot accessor returns: the installed proxy's events.

/// The events of the proxy installed on one delegate slot of an object, reached in one expression
/// from the object: `tableView.reactive.delegate.tableViewDidSelectRowAt`.
///
/// ProxyGen generates the accessor (`reactive.delegate`, `reactive.dataSource`, … — the slot's
/// own name) for every delegate slot of a class whose protocol it proxies. Reading it installs
/// the proxy on first use (the delegate set before becomes its forwardee and keeps every answer)
/// and returns the same proxy afterwards.
///
/// - An event name reads the stream sent after the original delegate returns.
/// - ``before`` holds the streams sent before the call is forwarded.
/// - ``proxy`` is the installed proxy, for its forwardee and responders.
///
/// ```swift
/// tableView.reactive.delegate.tableViewDidSelectRowAt.observeValues { print($0.indexPath) }
/// tableView.reactive.delegate.before.tableViewWillDisplayForRowAt.observeValues { _ in … }
/// ```
@dynamicMemberLookup
public struct DelegateEvents<Proxy: AnyObject, Events, BeforeEvents> {
    /// The installed proxy.
    public let proxy: Proxy
    /// The streams sent after the original delegate returns (RxCocoa's `methodInvoked`).
    public let after: Events
    /// The streams sent before the call is forwarded (RxCocoa's `sentMessage`).
    public let before: BeforeEvents

    /// Wraps the events of `proxy`.
    public init(_ proxy: Proxy, after: Events, before: BeforeEvents) {
        self.proxy = proxy
        self.after = after
        self.before = before
    }

    /// An event sent after the original delegate returns: `events.tableViewDidSelectRowAt`.
    public subscript<Value>(dynamicMember keyPath: KeyPath<Events, Value>) -> Value {
        after[keyPath: keyPath]
    }
}
