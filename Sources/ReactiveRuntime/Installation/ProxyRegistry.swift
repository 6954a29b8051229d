// ProxyRegistry: one proxy per host object and delegate slot — installed once, kept alive as
// long as its host, restorable, and loud when someone replaces it behind its back.

import Foundation

#if canImport(ObjectiveC)
    import ObjectiveC
#endif

/// Keeps track of the delegate proxies installed on objects, for the generated
/// `Proxy.proxy(for:delegate:)` entry points.
///
/// ```swift
/// let proxy = XMLParserDelegateProxy.proxy(for: parser, delegate: \.delegate)
/// proxy.events.parserDidStartDocument.observeValues { _ in print("started") }
/// XMLParserDelegateProxy.proxy(for: parser, delegate: \.delegate) === proxy  // true
/// ```
///
/// Rules:
/// - One proxy per host object and key path. The first call makes the host's current delegate
///   the proxy's forwardee and the proxy the host's delegate.
/// - The registry never retains a host. It keeps the proxy alive while its host lives:
///   on Apple platforms the proxy is an associated object of the host and is released when the
///   host is; elsewhere the registry holds the proxy and releases the proxies of hosts that are
///   gone at its next use (any install, look-up or uninstall) or at ``releaseProxiesOfEndedHosts()``
///   — at once when the host is ``LifetimeProviding``, as its lifetime ends (see
///   ``releaseWhenEnded(_:)`` and ``releaseProxiesOfEndedHosts(every:on:)``). A released proxy
///   completes its event streams.
/// - The original delegate is held weakly by the proxy, unless `retainingOriginal` is `true`,
///   in which case the registry keeps it alive until the proxy is uninstalled or its host ends.
/// - If the host's delegate is no longer the proxy when it is looked up again (someone replaced
///   it), ``replacementHandler`` is called (by default an assertion failure in debug builds that
///   names the host's type, the key path and what was found); then the proxy is installed again
///   with the replacing delegate as its forwardee, so no callback is lost.
public final class ProxyRegistry: @unchecked Sendable {
    /// The registry the generated entry points use.
    public static let shared = ProxyRegistry()

    /// What was found when an installed proxy had been replaced.
    public struct Replacement: Sendable, CustomStringConvertible {
        /// The host's type, e.g. `XMLParser`.
        public let hostType: String
        /// The delegate slot, e.g. `\XMLParser.delegate`.
        public let keyPath: String
        /// The proxy's type.
        public let proxyType: String
        /// The type of what the slot held instead (`nil` when it was empty).
        public let foundType: String?

        public var description: String {
            "\(proxyType) installed on \(hostType) at \(keyPath) was replaced by \(foundType.map { "a \($0)" } ?? "nil"); "
                + "install the new delegate through the proxy's forwardee instead. The proxy is installed again and forwards to it."
        }
    }

    /// Called when an installed proxy is found replaced. `nil` (the default) means an
    /// assertion failure in debug builds and nothing in release builds; either way the proxy is
    /// then installed again.
    public var replacementHandler: (@Sendable (Replacement) -> Void)? {
        get { lock.withLock { $0.replacementHandler } }
        set { lock.withLock { $0.replacementHandler = newValue } }
    }

    private struct Key: Hashable {
        let host: ObjectIdentifier
        let keyPath: AnyKeyPath
    }

    private struct Entry {
        weak var host: AnyObject?
        /// Strong where the platform has no associated objects; weak otherwise (the host owns it).
        var strongProxy: AnyObject?
        weak var weakProxy: AnyObject?
        var retainedOriginal: AnyObject?

        var proxy: AnyObject? { strongProxy ?? weakProxy }
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var replacementHandler: (@Sendable (Replacement) -> Void)?
    }

    private let lock = LockedState(State())

    /// Creates an empty registry. Generated code uses ``shared``.
    public init() {}

    /// The number of installed proxies whose hosts are alive.
    public var count: Int {
        releaseProxiesOfEndedHosts()
        return lock.withLock { $0.entries.count }
    }

    /// Returns the proxy installed on `host` at `keyPath`, installing one made by `make` the
    /// first time. Generated `proxy(for:delegate:)` methods call this; call those instead.
    public func proxy<Host: AnyObject, Delegate, Proxy: AnyObject>(
        for host: Host,
        delegate keyPath: ReferenceWritableKeyPath<Host, Delegate?>,
        retainingOriginal: Bool,
        make: (Delegate?) -> Proxy,
        asDelegate: (Proxy) -> Delegate,
        setForwardee: (Proxy, Delegate?) -> Void
    ) -> Proxy {
        releaseProxiesOfEndedHosts()
        let key = Key(host: ObjectIdentifier(host), keyPath: keyPath)
        var replacement: Replacement?
        var isNew = false
        let proxy: Proxy = lock.withLock { state in
            if let entry = state.entries[key], entry.host === host, let existing = entry.proxy as? Proxy {
                let current = host[keyPath: keyPath]
                if let current, (current as AnyObject) === existing {
                    return existing
                }
                // Replaced behind the proxy's back: report, then adopt the newcomer.
                replacement = Replacement(
                    hostType: String(describing: Host.self), keyPath: String(describing: keyPath),
                    proxyType: String(describing: Proxy.self),
                    foundType: current.map { String(describing: type(of: $0 as AnyObject)) })
                setForwardee(existing, current)
                if retainingOriginal || state.entries[key]?.retainedOriginal != nil {
                    state.entries[key]?.retainedOriginal = current.map { $0 as AnyObject }
                }
                host[keyPath: keyPath] = asDelegate(existing)
                return existing
            }
            let original = host[keyPath: keyPath]
            let created = make(original)
            var entry = Entry(host: host)
            #if canImport(ObjectiveC)
                objc_setAssociatedObject(
                    host, Self.associationKey(for: keyPath), created, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                entry.weakProxy = created
            #else
                entry.strongProxy = created
            #endif
            if retainingOriginal { entry.retainedOriginal = original.map { $0 as AnyObject } }
            state.entries[key] = entry
            host[keyPath: keyPath] = asDelegate(created)
            isNew = true
            return created
        }
        if isNew { releaseWhenEnded(host) }
        if let replacement {
            if let handler = replacementHandler {
                handler(replacement)
            } else {
                assertionFailure(replacement.description)
            }
        }
        return proxy
    }

    /// Removes the proxy installed on `host` at `keyPath`. If the slot still holds the proxy, the
    /// proxy's current forwardee is put back; if someone replaced the proxy, the slot is left alone.
    ///
    /// - Returns: whether the slot held the proxy and was restored.
    @discardableResult
    public func uninstall<Host: AnyObject, Delegate, Proxy: AnyObject>(
        from host: Host,
        delegate keyPath: ReferenceWritableKeyPath<Host, Delegate?>,
        forwardee: (Proxy) -> Delegate?
    ) -> Bool {
        releaseProxiesOfEndedHosts()
        let key = Key(host: ObjectIdentifier(host), keyPath: keyPath)
        // Keep the proxy alive until the slot no longer refers to it.
        var removed: Entry?
        let restored: Bool = lock.withLock { state in
            guard let entry = state.entries[key], entry.host === host, let proxy = entry.proxy as? Proxy else {
                return false
            }
            removed = state.entries.removeValue(forKey: key)
            #if canImport(ObjectiveC)
                objc_setAssociatedObject(
                    host, Self.associationKey(for: keyPath), nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #endif
            guard let current = host[keyPath: keyPath], (current as AnyObject) === proxy else { return false }
            host[keyPath: keyPath] = forwardee(proxy)
            return true
        }
        _ = removed
        return restored
    }

    /// Releases the proxies whose hosts no longer exist, completing their event streams.
    public func releaseProxiesOfEndedHosts() {
        let released: [Entry] = lock.withLock { state in
            let ended = state.entries.filter { $0.value.host == nil }
            for key in ended.keys { state.entries.removeValue(forKey: key) }
            return Array(ended.values)
        }
        // Proxies deinitialize here, outside the lock, and complete their streams.
        _ = released
    }

    #if canImport(ObjectiveC)
        private static let keys = LockedState([AnyKeyPath: UnsafeRawPointer]())

        /// A stable association key per key path.
        private static func associationKey(for keyPath: AnyKeyPath) -> UnsafeRawPointer {
            keys.withLock { keys in
                if let key = keys[keyPath] { return key }
                let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
                keys[keyPath] = key
                return key
            }
        }
    #endif
}
