// HostAccessorTests: the accessors generated for each delegate slot of a class reach the
// installed proxy's events in one expression from the object (`control.reactive.delegate.…`).

import ReactiveRuntime
import XCTest

final class HostAccessorTests: XCTestCase {
    override func tearDown() {
        ProxyRegistry.shared.releaseProxiesOfEndedHosts()
    }

    func testTheSlotsAccessorInstallsTheProxyAndPublishesAfterTheOriginal() {
        let control = Control()
        let original = TapRecorder()
        control.delegate = original
        var order: [String] = []
        let before = control.reactive.delegate.before.controlDidTap.observeValues { _ in order.append("before") }
        let after = control.reactive.delegate.controlDidTap.observeValues { tap in
            order.append("after \(tap.count), original saw \(original.taps)")
        }
        control.tap(3)
        XCTAssertEqual(order, ["before", "after 3, original saw [3]"])
        XCTAssertEqual(original.taps, [3], "the delegate set before keeps receiving calls")
        before.dispose()
        after.dispose()
    }

    func testTheAccessorReturnsTheProxyInstalledOnTheSlot() {
        let control = Control()
        let proxy = control.reactive.delegate.proxy
        XCTAssertTrue(control.delegate === proxy)
        XCTAssertTrue(TapDelegateProxy.proxy(for: control, delegate: \.delegate) === proxy)
        XCTAssertTrue(control.reactive.delegate.proxy === proxy, "reading the accessor again installs nothing new")
    }

    func testEachSlotHasItsOwnAccessor() {
        let control = Control()
        var secondary: [Int] = []
        let disposable = control.reactive.secondaryDelegate.controlDidTap.observeValues { secondary.append($0.count) }
        control.secondaryDelegate?.control(control, didTap: 7)
        control.tap(1)
        XCTAssertEqual(secondary, [7])
        XCTAssertFalse(control.reactive.delegate.proxy === control.reactive.secondaryDelegate.proxy)
        disposable.dispose()
    }
}
