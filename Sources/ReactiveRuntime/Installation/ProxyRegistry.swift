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
///   ``releaseProxiesOfEndedHosts(every:on:)``). A released proxy
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

    /// Called when an installed proxy is found replaced. `nil` (the default) means an
    /// assertion failure in debug builds and nothing in release builds; either way the proxy is
    /// then installed again.
    public var replacementHandler: (@Sendable (Replacement) -> Void)? {
        get { lock.withLock { $0.replacementHandler } }
        set { lock.withLock { $0.replacementHandler = newValue } }
    }

    /// The slots of one host.
    private struct HostSlots {
        weak var host: AnyObject?
        /// Strong where the platform has no associated objects; weak otherwise (the host owns them).
        #if canImport(ObjectiveC)
            var references: [WeakSlot] = []
            var slots: [DelegateSlot] { references.compactMap(\.slot) }
            mutating func add(_ slot: DelegateSlot) { references.append(WeakSlot(slot: slot)) }
            mutating func remove(_ slot: DelegateSlot) { references.removeAll { $0.slot == nil || $0.slot === slot } }
        #else
            var slots: [DelegateSlot] = []
            mutating func add(_ slot: DelegateSlot) { slots.append(slot) }
            mutating func remove(_ slot: DelegateSlot) { slots.removeAll { $0 === slot } }
        #endif
    }

    #if canImport(ObjectiveC)
        private struct WeakSlot {
            weak var slot: DelegateSlot?
        }
    #endif

    private struct State {
        var hosts: [ObjectIdentifier: HostSlots] = [:]
        var replacementHandler: (@Sendable (Replacement) -> Void)?
    }

    private let lock = LockedState(State())

    /// Creates an empty registry. Generated code uses ``shared``.
    public init() {}

    /// The number of installed proxies whose hosts are alive.
    public var count: Int {
        releaseProxiesOfEndedHosts()
        return lock.withLock { state in
            state.hosts.values.reduce(0) { $0 + $1.slots.reduce(0) { $0 + $1.installed.count } }
        }
    }

    /// The number of proxies installed on `host`, on all its delegate slots.
    ///
    /// ```swift
    /// ProxyRegistry.shared.count(on: tableView)   // 2: a table view's and a scroll view's proxy
    /// ```
    public func count(on host: AnyObject) -> Int {
        lock.withLock { state in
            guard let entry = state.hosts[ObjectIdentifier(host)], entry.host === host else { return 0 }
            return entry.slots.reduce(0) { $0 + $1.installed.count }
        }
    }

    /// Returns the proxy installed on `host` at `keyPath`, installing one made by `make` the
    /// first time. Generated `proxy(for:delegate:)` methods call this; call those instead.
    ///
    /// One delegate slot may be reached through several key paths (`UITableView.delegate` is
    /// `UIScrollView.delegate`) and hold proxies of a parent and a child protocol at once: the
    /// proxy of the child protocol stands in the slot and passes the parent's requirements to the
    /// parent's proxy, which forwards them to the original delegate. The registry finds out that
    /// two key paths reach one slot when one of them reads a proxy installed through the other, or
    /// when writing through one changes what the other reads.
    ///
    /// - Parameters:
    ///   - host: The object whose delegate slot receives the proxy; never retained.
    ///   - keyPath: The delegate slot.
    ///   - retainingOriginal: Whether the registry keeps the original delegate alive while the
    ///     proxy is installed.
    ///   - make: Makes the proxy, given the original delegate (its forwardee).
    ///   - asDelegate: The proxy as the slot's type.
    ///   - setForwardee: Sets the proxy's forwardee (when the slot's delegate is replaced behind it).
    ///   - forwardee: Reads the proxy's forwardee (for a proxy that joins a slot another proxy holds).
    ///   - routes: Tells the proxy which proxies stand behind it, most specific first: it calls them,
    ///     instead of its forwardee, for the requirements of their protocols. `nil` for a proxy that
    ///     cannot do that; it then cannot stand in front of another proxy.
    ///   - answers: The proxy's `responds(to:)` answers, for hosts that cache them.
    public func proxy<Host: AnyObject, Delegate, Proxy: AnyObject>(
        for host: Host,
        delegate keyPath: ReferenceWritableKeyPath<Host, Delegate?>,
        retainingOriginal: Bool,
        make: (Delegate?) -> Proxy,
        asDelegate: @escaping (Proxy) -> Delegate,
        setForwardee: @escaping (Proxy, Delegate?) -> Void,
        forwardee: ((Proxy) -> Delegate?)? = nil,
        routes: ((Proxy, [AnyObject]) -> Void)? = nil,
        answers: ((Proxy) -> SlotAnswers)? = nil
    ) -> Proxy {
        releaseProxiesOfEndedHosts()
        let installing = Installing(
            keyPath: keyPath, asDelegate: asDelegate, setForwardee: setForwardee, forwardee: forwardee,
            routes: routes, answers: answers)
        var outcome = InstallOutcome()
        var isNewHost = false
        // The slot writes below are the registry's own: they are not reassignments to adopt.
        let proxy: Proxy = slotWrites.run {
            lock.withLock { state in
                let id = ObjectIdentifier(host)
                var entry: HostSlots
                if let existing = state.hosts[id], existing.host === host {
                    entry = existing
                } else {
                    entry = HostSlots(host: host)
                    isNewHost = true
                }
                defer { state.hosts[id] = entry }
                if let slot = knownSlot(of: host, at: keyPath, among: entry.slots),
                    let proxy = install(
                        in: slot, on: host, installing, retainingOriginal: retainingOriginal, make: make,
                        &outcome)
                {
                    return proxy
                }
                return installApart(
                    on: host, installing, retainingOriginal: retainingOriginal, make: make, &entry, &outcome)
            }
        }
        outcome.afterwards?()
        if isNewHost { releaseWhenEnded(host) }
        if let replacement = outcome.replacement {
            if let handler = replacementHandler {
                handler(replacement)
            } else {
                assertionFailure(replacement.description)
            }
        }
        return proxy
    }

    /// What an install leaves to do once the registry's lock is released.
    private struct InstallOutcome {
        /// A replacement behind the proxies' back, to report.
        var replacement: Replacement?
        /// The occupant's answers to update.
        var afterwards: (() -> Void)?
    }

    /// The slot `keyPath` is known to reach, or the one whose proxy it reads (then it is known to
    /// reach it from now on).
    private func knownSlot<Host: AnyObject, Delegate>(
        of host: Host, at keyPath: ReferenceWritableKeyPath<Host, Delegate?>, among slots: [DelegateSlot]
    ) -> DelegateSlot? {
        if let slot = slots.first(where: { $0.keyPaths.contains(keyPath) }) { return slot }
        guard let current = host[keyPath: keyPath],
            let slot = slots.first(where: { $0.installed.contains { $0.proxy === (current as AnyObject) } })
        else { return nil }
        slot.keyPaths.append(keyPath)
        return slot
    }

    /// Installs on a slot that has proxies: adopts a delegate that replaced them behind their back,
    /// returns the proxy of this type if there is one, or places a new one among them. `nil` where
    /// the new proxy's protocol is unrelated to theirs: it then needs a slot of its own.
    private func install<Host: AnyObject, Delegate, Proxy: AnyObject>(
        in slot: DelegateSlot, on host: Host, _ installing: Installing<Host, Delegate, Proxy>,
        retainingOriginal: Bool, make: (Delegate?) -> Proxy, _ outcome: inout InstallOutcome
    ) -> Proxy? {
        if let occupant = slot.occupant, !slot.holdsOccupant(of: host) {
            // Replaced behind the proxies' back: report, then adopt the newcomer.
            let found = occupant.read(host)
            outcome.replacement = Replacement(
                hostType: String(describing: Host.self), keyPath: occupant.keyPathDescription,
                proxyType: occupant.proxyType, foundType: found.map { String(describing: type(of: $0)) })
            slot.adopt(found, on: host, retaining: retainingOriginal)
        }
        if let existing = slot.installed.lazy.compactMap({ $0.proxy as? Proxy }).first {
            return existing
        }
        let original = slot.occupant?.forwardee()
        let created = make(original as? Delegate)
        let new = installing.record(created)
        guard let position = slot.position(of: new) else {
            // Unrelated protocols cannot share a slot: the new proxy gets one of its own, and the
            // two replace each other as any two delegates would (and are reported).
            slot.keyPaths.removeAll { $0 == installing.keyPath }
            return nil
        }
        slot.insert(new, at: position)
        if position == 0 { _ = new.write(host, created) }
        if retainingOriginal { slot.retainedOriginal = original }
        outcome.afterwards = slot.attachAnswers()
        return created
    }

    /// Installs a new proxy through a key path no slot is known to be reached by: in front of the
    /// proxies of a slot that writing through it turns out to change (one slot, two key paths),
    /// otherwise in a slot of its own.
    private func installApart<Host: AnyObject, Delegate, Proxy: AnyObject>(
        on host: Host, _ installing: Installing<Host, Delegate, Proxy>, retainingOriginal: Bool,
        make: (Delegate?) -> Proxy, _ entry: inout HostSlots, _ outcome: inout InstallOutcome
    ) -> Proxy {
        let keyPath = installing.keyPath
        let slots = entry.slots
        let current = host[keyPath: keyPath]
        let before = slots.map { slot in slot.occupant.flatMap { $0.read(host) } }
        let created = make(current)
        let new = installing.record(created)
        host[keyPath: keyPath] = installing.asDelegate(created)
        for (other, old) in zip(slots, before) {
            guard let occupant = other.occupant, let old, old === occupant.proxy, occupant.read(host) !== old,
                other.position(of: new) == 0
            else { continue }
            // The same slot, reached through another key path: the new proxy stands in front.
            new.setForwardee(occupant.forwardee())
            other.keyPaths.append(keyPath)
            other.insert(new, at: 0)
            if new.answers != nil {
                // The host asked before the proxy knew the proxies behind it: ask it again.
                _ = new.write(host, nil)
                _ = new.write(host, created)
            }
            if retainingOriginal { other.retainedOriginal = occupant.forwardee() }
            outcome.afterwards = other.attachAnswers()
            return created
        }
        let slot = DelegateSlot(host: host, keyPath: keyPath)
        slot.installed = [new]
        if retainingOriginal { slot.retainedOriginal = current.map { $0 as AnyObject } }
        #if canImport(ObjectiveC)
            objc_setAssociatedObject(host, slot.associationKey, slot, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            slot.observation = SlotObservation(host: host, keyPath: keyPath) { [weak self, weak host] in
                guard let self, let host else { return }
                delegateDidChange(of: host, at: keyPath)
            }
        #endif
        entry.add(slot)
        outcome.afterwards = slot.attachAnswers()
        return created
    }

    /// Removes the proxy installed on `host` at `keyPath`. If the slot still holds the proxy, the
    /// proxy's current forwardee is put back; if someone replaced the proxy, the slot is left alone.
    /// On a slot shared with proxies of related protocols, the others stay installed: removing the
    /// one in the slot puts the next most specific one there (it forwards to the same original).
    ///
    /// - Returns: whether the slot held the proxy (or a proxy standing in front of it) and was
    ///   updated.
    @discardableResult
    public func uninstall<Host: AnyObject, Delegate, Proxy: AnyObject>(
        from host: Host,
        delegate keyPath: ReferenceWritableKeyPath<Host, Delegate?>,
        forwardee: (Proxy) -> Delegate?
    ) -> Bool {
        releaseProxiesOfEndedHosts()
        // Keep the proxy alive until the slot no longer refers to it.
        var removed: InstalledProxy?
        var afterwards: (() -> Void)?
        let restored: Bool = slotWrites.run {
            lock.withLock { state in
                let id = ObjectIdentifier(host)
                guard var entry = state.hosts[id], entry.host === host,
                    let slot = entry.slots.first(where: { slot in
                        slot.keyPaths.contains(keyPath) && slot.installed.contains { $0.proxy is Proxy }
                    }),
                    let index = slot.installed.firstIndex(where: { $0.proxy is Proxy })
                else { return false }
                let held = slot.holdsOccupant(of: host)
                slot.detachAnswers()
                let installed = slot.installed.remove(at: index)
                removed = installed
                installed.setRoutes?([])
                slot.updateRoutes()
                defer {
                    if slot.installed.isEmpty {
                        slot.retainedOriginal = nil
                        #if canImport(ObjectiveC)
                            objc_setAssociatedObject(host, slot.associationKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                        #endif
                        entry.remove(slot)
                        state.hosts[id] = entry
                    } else {
                        afterwards = slot.attachAnswers()
                    }
                }
                guard held else { return false }
                guard index == 0 else { return true }
                if let next = slot.occupant {
                    _ = next.write(host, next.proxy)
                } else {
                    host[keyPath: keyPath] = forwardee(installed.proxy as! Proxy)
                }
                return true
            }
        }
        afterwards?()
        withExtendedLifetime(removed) {}
        return restored
    }

    /// Tells the registry that `host`'s delegate at `keyPath` was just assigned. If the slot holds
    /// an installed proxy and was given something else, that becomes the forwardee of the slot's
    /// proxies and the proxy goes back in the slot: its streams keep flowing and the new delegate
    /// receives every call, as though it had been set as `proxy.forwardee`. Objective-C hosts
    /// report their slots by themselves (key-value observing of the slot, for every property that
    /// is key-value observable, as UIKit's delegate properties are); a Swift host calls this from
    /// the slot's `didSet`. Without it, a proxy replaced by hand is silent until it is next looked
    /// up (and ``replacementHandler`` reports the replacement then).
    ///
    /// ```swift
    /// weak var delegate: (any DownloadDelegate)? {
    ///     didSet { ProxyRegistry.shared.delegateDidChange(of: self, at: \.delegate) }
    /// }
    /// ```
    public func delegateDidChange<Host: AnyObject, Delegate>(
        of host: Host,
        at keyPath: ReferenceWritableKeyPath<Host, Delegate?>
    ) {
        // A write by the registry itself (installing, restoring, asking the host to re-read answers).
        guard !slotWrites.containsCurrentThread else { return }
        slotWrites.run {
            lock.withLock { state in
                guard let entry = state.hosts[ObjectIdentifier(host)], entry.host === host,
                    let slot = entry.slots.first(where: { $0.keyPaths.contains(keyPath) }),
                    let occupant = slot.occupant, !slot.holdsOccupant(of: host)
                else { return }
                slot.adopt(occupant.read(host), on: host, retaining: false)
            }
        }
    }

    /// Releases the proxies whose hosts no longer exist, completing their event streams.
    public func releaseProxiesOfEndedHosts() {
        let released: [HostSlots] = lock.withLock { state in
            let ended = state.hosts.filter { $0.value.host == nil }
            for key in ended.keys { state.hosts.removeValue(forKey: key) }
            return Array(ended.values)
        }
        // Proxies deinitialize here, outside the lock, and complete their streams.
        _ = released
    }
}
