// HostLifetimeTests: when an installed proxy is released, and its streams complete, after its host goes.

import ReactiveRuntime
import XCTest

/// A host with a delegate slot and no lifetime: the registry finds out it is gone when it looks.
final class PingSource {
    weak var delegate: (any PingDelegate)?
}

/// A host with a lifetime: it tells the registry as it deinitializes.
final class LifetimePingSource: LifetimeProviding {
    weak var delegate: (any PingDelegate)?
    let lifetime: Lifetime
    private let token: Lifetime.Token
    init() { (lifetime, token) = Lifetime.make() }
}

final class HostLifetimeTests: XCTestCase {
    private func install<Host: AnyObject>(
        on host: Host, _ keyPath: ReferenceWritableKeyPath<Host, (any PingDelegate)?>, in registry: ProxyRegistry
    ) -> PingDelegateProxy {
        registry.proxy(
            for: host, delegate: keyPath, retainingOriginal: false,
            make: { PingDelegateProxy(forwardingTo: $0) }, asDelegate: { $0 },
            setForwardee: { $0.forwardee = $1 })
    }

    func testALifetimeProvidingHostCompletesTheStreamsDuringItsDeinit() {
        let registry = ProxyRegistry()
        var host: LifetimePingSource? = LifetimePingSource()
        let recorder = install(on: host!, \.delegate, in: registry).pings.record()
        host!.delegate?.ping(1)
        host = nil
        XCTAssertEqual(recorder.history, ["1", "completed"], "no registry use needed")
    }

    #if !canImport(ObjectiveC)
        func testAPlainHostsProxyIsReleasedAtTheRegistrysNextUse() {
            let registry = ProxyRegistry()
            var host: PingSource? = PingSource()
            let recorder = install(on: host!, \.delegate, in: registry).pings.record()
            host = nil
            XCTAssertEqual(recorder.history, [], "without associated objects nothing saw the host go")
            _ = registry.count
            XCTAssertEqual(recorder.history, ["completed"])
        }

        func testPeriodicReleaseBoundsTheDelay() {
            let registry = ProxyRegistry()
            let scheduler = TestScheduler()
            let sweeping = registry.releaseProxiesOfEndedHosts(every: .seconds(1), on: scheduler)
            var host: PingSource? = PingSource()
            let recorder = install(on: host!, \.delegate, in: registry).pings.record()
            host = nil
            scheduler.advance(by: .milliseconds(999))
            XCTAssertEqual(recorder.history, [])
            scheduler.advance(by: .milliseconds(1))
            XCTAssertEqual(recorder.history, ["completed"])
            sweeping.dispose()
            XCTAssertTrue(scheduler.isIdle)
        }
    #endif
}
