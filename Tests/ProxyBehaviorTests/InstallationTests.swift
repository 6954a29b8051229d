// InstallationTests: `Proxy.proxy(for:delegate:)` installs one proxy per object and slot, keeps
// the original delegate as forwardee, detects replacement, restores, and ends with its host.

import Foundation
import ReactiveRuntime
import XCTest

final class TapRecorder: TapDelegate {
    var taps: [Int] = []
    func control(_ control: Control, didTap count: Int) { taps.append(count) }
}

/// A control that tells the proxy registry when its delegate is set, as Objective-C hosts do by
/// key-value observing: a delegate set by hand then becomes the installed proxy's forwardee.
final class ReportingControl {
    weak var delegate: (any TapDelegate)? {
        didSet { ProxyRegistry.shared.delegateDidChange(of: self, at: \.delegate) }
    }
    init() {}

    func tap(_ count: Int) {
        delegate?.control(Control(), didTap: count)
    }
}

final class InstallationTests: XCTestCase {
    override func tearDown() {
        ProxyRegistry.shared.replacementHandler = nil
        ProxyRegistry.shared.releaseProxiesOfEndedHosts()
    }

    func testInstallingTwiceReturnsTheSameProxyAndKeepsTheOriginalDelegate() {
        let control = Control()
        let original = TapRecorder()
        control.delegate = original
        let proxy = TapDelegateProxy.proxy(for: control, delegate: \.delegate)
        XCTAssertTrue(TapDelegateProxy.proxy(for: control, delegate: \.delegate) === proxy)
        XCTAssertTrue(control.delegate === proxy)
        XCTAssertTrue(proxy.forwardee === original)

        var published: [Int] = []
        let disposable = proxy.events.controlDidTap.observeValues { published.append($0.count) }
        control.tap(1)
        control.tap(2)
        XCTAssertEqual(original.taps, [1, 2], "the original delegate keeps receiving calls")
        XCTAssertEqual(published, [1, 2])
        disposable.dispose()
    }

    func testTwoSlotsOnOneObjectGetTwoProxies() {
        let control = Control()
        let primary = TapDelegateProxy.proxy(for: control, delegate: \.delegate)
        let secondary = TapDelegateProxy.proxy(for: control, delegate: \.secondaryDelegate)
        XCTAssertFalse(primary === secondary)
        XCTAssertTrue(control.delegate === primary)
        XCTAssertTrue(control.secondaryDelegate === secondary)
    }

    func testReplacingTheDelegateBehindTheProxyIsReportedAndRepaired() {
        let reports = LockedBox<[ProxyRegistry.Replacement]>([])
        ProxyRegistry.shared.replacementHandler = { replacement in reports.mutate { $0.append(replacement) } }
        let control = Control()
        let proxy = TapDelegateProxy.proxy(for: control, delegate: \.delegate)
        let intruder = TapRecorder()
        control.delegate = intruder

        XCTAssertTrue(TapDelegateProxy.proxy(for: control, delegate: \.delegate) === proxy)
        let report = reports.value.first
        XCTAssertEqual(reports.value.count, 1)
        XCTAssertEqual(report?.hostType, "Control")
        XCTAssertEqual(report?.foundType, "TapRecorder")
        // Apple platforms describe the key path as `\Control.delegate`; Linux only by its type.
        XCTAssertTrue(report?.keyPath.hasPrefix("\\Control.") == true, report?.keyPath ?? "")
        XCTAssertTrue(report?.description.contains("TapDelegateProxy installed on Control") == true)
        XCTAssertTrue(control.delegate === proxy, "the proxy is installed again")
        control.tap(5)
        XCTAssertEqual(intruder.taps, [5], "and forwards to the delegate that replaced it")
    }

    func testADelegateSetByHandOnAReportingHostBecomesTheForwardeeAndTheStreamsKeepFlowing() {
        let reports = LockedBox<[ProxyRegistry.Replacement]>([])
        ProxyRegistry.shared.replacementHandler = { replacement in reports.mutate { $0.append(replacement) } }
        let control = ReportingControl()
        let original = TapRecorder()
        control.delegate = original
        let proxy = TapDelegateProxy.proxy(for: control, delegate: \.delegate)
        var published: [Int] = []
        let observation = proxy.events.controlDidTap.observeValues { published.append($0.count) }

        let other = TapRecorder()
        control.delegate = other
        control.tap(1)
        control.delegate = nil
        control.tap(2)
        control.delegate = original
        control.tap(3)

        XCTAssertTrue(control.delegate === proxy, "the proxy stays in the slot")
        XCTAssertEqual(published, [1, 2, 3], "no event is lost")
        XCTAssertEqual(other.taps, [1])
        XCTAssertEqual(original.taps, [3])
        XCTAssertTrue(TapDelegateProxy.proxy(for: control, delegate: \.delegate) === proxy)
        XCTAssertTrue(reports.value.isEmpty, "a reported reassignment is no replacement behind the proxy's back")

        XCTAssertTrue(TapDelegateProxy.uninstall(from: control, delegate: \.delegate))
        XCTAssertTrue(control.delegate === original, "uninstalling restores the forwardee, not adopted again")
        observation.dispose()
    }

    func testUninstallRestoresTheOriginalOnlyIfTheSlotStillHoldsTheProxy() {
        let control = Control()
        let original = TapRecorder()
        control.delegate = original
        _ = TapDelegateProxy.proxy(for: control, delegate: \.delegate)
        XCTAssertTrue(TapDelegateProxy.uninstall(from: control, delegate: \.delegate))
        XCTAssertTrue(control.delegate === original)

        _ = TapDelegateProxy.proxy(for: control, delegate: \.delegate)
        let other = TapRecorder()
        control.delegate = other
        XCTAssertFalse(TapDelegateProxy.uninstall(from: control, delegate: \.delegate))
        XCTAssertTrue(control.delegate === other, "a slot that no longer holds the proxy is left alone")
    }

    func testTheProxyEndsWithItsHost() {
        weak var weakProxy: TapDelegateProxy?
        var completed = false
        do {
            let control = Control()
            let proxy = TapDelegateProxy.proxy(for: control, delegate: \.delegate)
            weakProxy = proxy
            proxy.events.controlDidTap.observeCompleted { completed = true }
        }
        ProxyRegistry.shared.releaseProxiesOfEndedHosts()
        XCTAssertNil(weakProxy, "the proxy of a host that is gone is released")
        XCTAssertTrue(completed, "and its streams complete")
    }

    func testTheOriginalIsRetainedOnlyWhenAsked() {
        let control = Control()
        weak var weakOriginal: TapRecorder?
        do {
            let original = TapRecorder()
            weakOriginal = original
            control.delegate = original
            _ = TapDelegateProxy.proxy(for: control, delegate: \.delegate)
        }
        XCTAssertNil(weakOriginal, "not retained by default")

        let other = Control()
        do {
            let original = TapRecorder()
            weakOriginal = original
            other.delegate = original
            _ = TapDelegateProxy.proxy(for: other, delegate: \.delegate, retainingOriginal: true)
        }
        XCTAssertNotNil(weakOriginal, "retained when asked")
        other.tap(3)
        XCTAssertEqual(weakOriginal?.taps, [3])
        TapDelegateProxy.uninstall(from: other, delegate: \.delegate)
        XCTAssertNil(weakOriginal, "released on uninstall")
    }

    func testConcurrentInstallsOnOneObjectYieldOneProxy() {
        final class Line: @unchecked Sendable {
            private let lock = NSLock()
            private weak var storedDelegate: (any ConnectionDelegate)?
            var delegate: (any ConnectionDelegate)? {
                get { lock.withLock { storedDelegate } }
                set { lock.withLock { storedDelegate = newValue } }
            }
        }
        let line = Line()
        let proxies = LockedBox<[ObjectIdentifier]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<200 {
                let proxy = ConnectionDelegateProxy.proxy(
                    for: line, delegate: \.delegate, connectionShouldRetry: { _ in true })
                proxies.mutate { $0.append(ObjectIdentifier(proxy)) }
            }
        }
        XCTAssertEqual(proxies.value.count, 1600)
        XCTAssertEqual(Set(proxies.value).count, 1)
    }
}

/// A value behind a lock, for collecting from several threads.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func mutate(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
}
