// ScopedForwardingTests: installForwardee sets a proxy's forwardee for the lifetime of a disposable.

import ReactiveRuntime
import XCTest

/// A delegate protocol and a hand-written proxy shaped like the generated ones (weak forwardee).
protocol PingDelegate: AnyObject {
    func ping(_ value: Int)
}

final class PingDelegateProxy: PingDelegate {
    weak var forwardee: (any PingDelegate)?
    let pings: Signal<Int, Never>
    private let pingsInput: Signal<Int, Never>.Input

    init(forwardingTo forwardee: (any PingDelegate)? = nil) {
        self.forwardee = forwardee
        (pings, pingsInput) = Signal.pipe()
    }

    deinit { pingsInput.sendCompleted() }

    func ping(_ value: Int) {
        forwardee?.ping(value)
        pingsInput.send(value)
    }
}

final class PingRecorder: PingDelegate {
    var received: [Int] = []
    let counter: DeinitCounter?
    init(counter: DeinitCounter? = nil) {
        self.counter = counter
        counter?.didCreate()
    }
    deinit { counter?.didDeinit() }
    func ping(_ value: Int) { received.append(value) }
}

final class ScopedForwardingTests: XCTestCase {
    func testForwardsWhileTheScopeLastsThenRestoresThePrevious() {
        let original = PingRecorder()
        let proxy = PingDelegateProxy(forwardingTo: original)
        let scoped = PingRecorder()
        let scope = ProxyRegistry.installForwardee(scoped, on: proxy, at: \.forwardee)
        proxy.ping(1)
        scope.dispose()
        proxy.ping(2)
        XCTAssertEqual(scoped.received, [1])
        XCTAssertEqual(original.received, [2])
        XCTAssertTrue(proxy.forwardee === original)
    }

    func testNestedScopesRestoreInStackOrderWhicheverIsDisposedFirst() {
        let original = PingRecorder()
        let proxy = PingDelegateProxy(forwardingTo: original)
        let outer = PingRecorder()
        let inner = PingRecorder()
        let outerScope = ProxyRegistry.installForwardee(outer, on: proxy, at: \.forwardee)
        let innerScope = ProxyRegistry.installForwardee(inner, on: proxy, at: \.forwardee)
        outerScope.dispose()
        XCTAssertTrue(proxy.forwardee === inner, "disposing an outer scope leaves the inner one in place")
        innerScope.dispose()
        XCTAssertTrue(proxy.forwardee === original, "and the inner one then restores the one below both")

        let first = ProxyRegistry.installForwardee(outer, on: proxy, at: \.forwardee)
        let second = ProxyRegistry.installForwardee(inner, on: proxy, at: \.forwardee)
        second.dispose()
        XCTAssertTrue(proxy.forwardee === outer)
        first.dispose()
        XCTAssertTrue(proxy.forwardee === original)
    }

    func testAForwardeeSetByOthersMeanwhileIsLeftAlone() {
        let proxy = PingDelegateProxy()
        let scoped = PingRecorder()
        let other = PingRecorder()
        let scope = ProxyRegistry.installForwardee(scoped, on: proxy, at: \.forwardee)
        proxy.forwardee = other
        scope.dispose()
        XCTAssertTrue(proxy.forwardee === other)
    }

    func testRetainingKeepsTheForwardeeAliveUntilDisposed() {
        let counter = DeinitCounter()
        let proxy = PingDelegateProxy()
        let scope = ProxyRegistry.installForwardee(
            PingRecorder(counter: counter), on: proxy, at: \.forwardee, retaining: true)
        XCTAssertEqual(counter.alive, 1)
        proxy.ping(1)
        scope.dispose()
        XCTAssertEqual(counter.alive, 0)
        XCTAssertNil(proxy.forwardee)

        let weakScope = ProxyRegistry.installForwardee(PingRecorder(counter: counter), on: proxy, at: \.forwardee)
        XCTAssertEqual(counter.alive, 0, "held weakly, like the proxy holds it")
        weakScope.dispose()
    }

    func testTheScopeDoesNotKeepTheProxyAlive() {
        weak var weakProxy: PingDelegateProxy?
        let scoped = PingRecorder()
        var scope: (any Disposable)?
        do {
            let proxy = PingDelegateProxy()
            weakProxy = proxy
            scope = ProxyRegistry.installForwardee(scoped, on: proxy, at: \.forwardee)
        }
        XCTAssertNil(weakProxy)
        scope?.dispose()
    }
}
