// DelegateProxyInstallation: `proxy(for:delegate:)` and `uninstall(from:delegate:)` for generated
// proxies whose installation needs nothing of their own, written once here instead of in each.

/// A generated proxy that ``ProxyRegistry`` installs as a host's delegate with nothing but its
/// forwardee: `XxxProxy.proxy(for:delegate:)` and `XxxProxy.uninstall(from:delegate:)` come from
/// this protocol. (Proxies with answers to set at installation, proxies that stand in front of a
/// parent protocol's proxy on a shared slot and proxies isolated to a global actor declare those
/// methods themselves, with the same signatures and behavior.)
public protocol DelegateProxyInstallation: AnyObject {
    /// The delegate protocol as a type: `any Delegate`.
    associatedtype ProxiedDelegate

    /// Creates a proxy that forwards to `forwardee`.
    init(forwardingTo forwardee: ProxiedDelegate?)

    /// The original delegate every call is forwarded to.
    var forwardee: ProxiedDelegate? { get set }
}

extension DelegateProxyInstallation {
    /// The proxy installed as `host`'s delegate at `keyPath`, installed on first use: the current
    /// delegate becomes its forwardee and the proxy takes its place. Later calls return the same
    /// proxy. It stays alive as long as `host` (see ``ProxyRegistry`` for exactly when it is
    /// released).
    ///
    /// - Parameters:
    ///   - host: The object whose delegate to observe.
    ///   - keyPath: The delegate property, e.g. `\.delegate`.
    ///   - retainingOriginal: Whether to keep the original delegate alive while the proxy is installed.
    public static func proxy<Host: AnyObject>(
        for host: Host,
        delegate keyPath: ReferenceWritableKeyPath<Host, ProxiedDelegate?>,
        retainingOriginal: Bool = false
    ) -> Self {
        ProxyRegistry.shared.proxy(
            for: host, delegate: keyPath, retainingOriginal: retainingOriginal,
            make: { original in Self(forwardingTo: original) },
            // A proxy conforms to its protocol: the cast cannot fail (it runs once per installation).
            asDelegate: { proxy in proxy as! ProxiedDelegate },
            setForwardee: { proxy, forwardee in proxy.forwardee = forwardee },
            forwardee: { $0.forwardee }
        )
    }

    /// Removes the proxy installed on `host` at `keyPath`. The original delegate is put back only
    /// if the slot still holds the proxy; returns whether it did.
    @discardableResult
    public static func uninstall<Host: AnyObject>(
        from host: Host, delegate keyPath: ReferenceWritableKeyPath<Host, ProxiedDelegate?>
    ) -> Bool {
        ProxyRegistry.shared.uninstall(from: host, delegate: keyPath, forwardee: { (proxy: Self) in proxy.forwardee })
    }
}
