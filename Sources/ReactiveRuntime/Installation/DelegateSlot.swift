// DelegateSlot: the proxies installed on one delegate slot of one host, most specific first, and
// how each is read, written, forwarded and chained (plain Swift; ProxyRegistry maps it onto
// associated objects where they exist).

/// One proxy installed on a slot, with what the registry needs to handle it without knowing its
/// type: closures made by the generic install call, over the proxy and the key path it came with.
struct InstalledProxy {
    let proxy: AnyObject
    /// `String(describing:)` of the proxy's type, for reports.
    let proxyType: String
    /// The key path the proxy was installed with, for reports.
    let keyPathDescription: String
    /// Whether `object` conforms to this proxy's protocol (`object is any P`): then it can stand in
    /// this proxy's slot, and this proxy can stand behind it.
    let accepts: (AnyObject) -> Bool
    /// The slot's value, read through this proxy's key path.
    let read: (AnyObject) -> AnyObject?
    /// Writes `value` to the slot through this proxy's key path; `false` (and nothing written)
    /// when a non-`nil` value does not conform to this proxy's protocol.
    let write: (AnyObject, AnyObject?) -> Bool
    /// The proxy's forwardee.
    let forwardee: () -> AnyObject?
    /// Sets the proxy's forwardee if `value` conforms to its protocol (or is `nil`).
    let setForwardee: (AnyObject?) -> Void
    /// Tells the proxy which proxies stand behind it on the slot, most specific first (`nil` when
    /// the proxy cannot route calls: it then cannot stand in front of another proxy).
    let setRoutes: (([AnyObject]) -> Void)?
    /// The proxy's `responds(to:)` answers, for hosts that cache them (Objective-C proxies).
    let answers: ProxyRegistry.SlotAnswers?

    /// Whether `other` can stand behind this proxy: this proxy conforms to `other`'s protocol.
    func covers(_ other: InstalledProxy) -> Bool { other.accepts(proxy) }
}

/// The proxies installed on one delegate slot of one host. `installed[0]` is the one in the slot
/// (the most specific); every other one stands behind a proxy that conforms to its protocol and
/// receives the calls of its protocol's requirements from it.
final class DelegateSlot {
    weak var host: AnyObject?
    /// Every key path that was found to reach this slot.
    var keyPaths: [AnyKeyPath]
    var installed: [InstalledProxy] = []
    /// The original delegate, when an install asked to retain it.
    var retainedOriginal: AnyObject?
    #if canImport(ObjectiveC)
        /// The key-value observation of the slot, which reports a delegate set by hand.
        var observation: SlotObservation?
    #endif

    init(host: AnyObject, keyPath: AnyKeyPath) {
        self.host = host
        self.keyPaths = [keyPath]
    }

    var occupant: InstalledProxy? { installed.first }

    /// Whether the slot still holds its occupant.
    func holdsOccupant(of host: AnyObject) -> Bool {
        guard let occupant else { return false }
        return occupant.read(host) === occupant.proxy
    }

    /// Where a new proxy goes: `0` (in the slot) when it conforms to every installed proxy's
    /// protocol; behind the proxies that conform to its protocol when the occupant does;
    /// `nil` when neither (unrelated protocols cannot share one slot).
    func position(of new: InstalledProxy) -> Int? {
        if installed.allSatisfy({ new.covers($0) }) { return new.setRoutes != nil || installed.isEmpty ? 0 : nil }
        guard let occupant, occupant.covers(new), occupant.setRoutes != nil else { return nil }
        return installed.firstIndex { !$0.covers(new) } ?? installed.count
    }

    /// Puts `new` at `position` (from ``position(of:)``): the answers are detached while the
    /// slot changes and every proxy is told which proxies now stand behind it. The caller writes
    /// the slot if `position` is 0, then calls ``attachAnswers()``.
    func insert(_ new: InstalledProxy, at position: Int) {
        installed.insert(new, at: position)
        detachAnswers()
        updateRoutes()
    }

    /// Tells every proxy which proxies stand behind it: those later in the list whose protocol it
    /// conforms to.
    func updateRoutes() {
        for (index, front) in installed.enumerated() {
            let behind = installed[(index + 1)...].filter { front.covers($0) }.map(\.proxy)
            front.setRoutes?(behind)
        }
    }

    /// Adopts `found`, set in the slot in place of its occupant: it becomes every proxy's
    /// forwardee (and the retained original, if one is kept or `retaining`), and the occupant goes
    /// back in the slot.
    func adopt(_ found: AnyObject?, on host: AnyObject, retaining: Bool) {
        guard let occupant else { return }
        for installed in installed { installed.setForwardee(found) }
        if retaining || retainedOriginal != nil { retainedOriginal = found }
        _ = occupant.write(host, occupant.proxy)
    }

    /// Detaches every proxy's answers while the slot changes (a change of answers then sets nothing).
    func detachAnswers() {
        for installed in installed { installed.answers?.delegateAnswers.detach() }
    }

    #if canImport(ObjectiveC)
        /// The key under which the host retains this slot (an associated object): unique while the
        /// slot exists.
        var associationKey: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()) }
    #endif

    /// Attaches every proxy's answers: the occupant's to the host (a change sets the slot again),
    /// the others' to the occupant (a change makes the occupant check its own answers, which
    /// include theirs). Returns the occupant's answers to update outside the registry's lock.
    func attachAnswers() -> (() -> Void)? {
        guard let occupant else { return nil }
        for (index, installed) in installed.enumerated() {
            guard let answers = installed.answers else { continue }
            // Weakly: the closure is kept by the proxy's answers, and the slot keeps the proxy.
            if index == 0 {
                answers.delegateAnswers.attach(answers.current()) { [weak self] in
                    guard let self, let host = self.host, let occupant = self.occupant else { return }
                    // Not a reassignment: the host is made to ask the proxy's answers again.
                    slotWrites.run {
                        _ = occupant.write(host, nil)
                        _ = occupant.write(host, occupant.proxy)
                    }
                }
            } else {
                answers.delegateAnswers.attach(answers.current()) { [weak self] in
                    guard let answers = self?.occupant?.answers else { return }
                    answers.delegateAnswers.update(answers.current())
                }
            }
        }
        guard let answers = occupant.answers else { return nil }
        return { _ = answers.delegateAnswers.update(answers.current()) }
    }
}
