// ProxyRegistry+HostLifetime: where the platform has no associated objects, release a proxy as
// close to its host's deinit as can be observed.

extension ProxyRegistry {
    /// Where the platform has no associated objects (Linux, Windows), nothing tells the registry
    /// that a host deinitialized; it finds out when it next looks. A host that is
    /// ``LifetimeProviding`` tells it: its proxies are released, and their streams complete,
    /// during the host's deinit, as its lifetime ends. Installing calls this for every new host.
    /// On Apple platforms the proxy is an associated object of the host and goes with it anyway.
    ///
    /// ```swift
    /// final class Downloader: LifetimeProviding {
    ///     weak var delegate: (any DownloadDelegate)?
    ///     let lifetime: Lifetime
    ///     private let token: Lifetime.Token
    ///     init() { (lifetime, token) = Lifetime.make() }
    /// }
    /// // DownloadDelegateProxy.proxy(for: downloader, delegate: \.delegate): its streams complete
    /// // as soon as `downloader` deinitializes.
    /// ```
    func releaseWhenEnded(_ host: AnyObject) {
        #if !canImport(ObjectiveC)
            guard let host = host as? any LifetimeProviding else { return }
            host.lifetime.observeEnded { [weak self] in self?.releaseProxiesOfEndedHosts() }
        #endif
    }

    /// Releases the proxies of ended hosts every `interval` on `scheduler`, until the returned
    /// disposable is disposed: a bound on how long, after its host is gone, a proxy whose host
    /// is not ``LifetimeProviding`` keeps its streams open where there are no associated objects.
    /// (Unneeded on Apple platforms, harmless there.)
    ///
    /// ```swift
    /// let sweeping = ProxyRegistry.shared.releaseProxiesOfEndedHosts(every: .seconds(1), on: MainScheduler.shared)
    /// ```
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public func releaseProxiesOfEndedHosts(every interval: Duration, on scheduler: any TimeScheduler) -> any Disposable
    {
        SignalProducer.timer(interval: interval, on: scheduler)
            .startWithValues { [weak self] _ in self?.releaseProxiesOfEndedHosts() }
    }
}
