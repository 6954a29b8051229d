// BeforeCallEventTests: `proxy.beforeEvents` publishes each call before it is forwarded, with the
// payload of `proxy.events`, which publishes after the forwardee returns.

import Foundation
import ReactiveRuntime
import XCTest

final class BeforeCallEventTests: XCTestCase {
    let widget = Widget(id: 3)

    func makeProxy(forwardingTo original: RecordingWidgetDelegate?) -> WidgetDelegateProxy {
        WidgetDelegateProxy(forwardingTo: original, widgetShouldSelect: { _, _ in false }, widgetAdjust: { _, _ in 0 })
    }

    func testTheBeforeEventPrecedesTheForwardeeAndTheAfterEventFollowsIt() {
        let original = RecordingWidgetDelegate()
        let proxy = makeProxy(forwardingTo: original)
        var order: [String] = []
        let disposables = [
            proxy.beforeEvents.widgetDidAppear.observeValues { widget in
                order.append("before \(widget.id), forwardee calls: \(original.log.count)")
            },
            proxy.events.widgetDidAppear.observeValues { widget in
                order.append("after \(widget.id), forwardee calls: \(original.log.count)")
            },
        ]
        proxy.widgetDidAppear(widget)
        proxy.widgetDidAppear(widget)
        XCTAssertEqual(
            order,
            [
                "before 3, forwardee calls: 0", "after 3, forwardee calls: 1",
                "before 3, forwardee calls: 1", "after 3, forwardee calls: 2",
            ])
        disposables.forEach { $0.dispose() }
    }

    func testEachStreamAloneWithOneObserverAndNeitherWithNone() {
        let original = RecordingWidgetDelegate()
        let proxy = makeProxy(forwardingTo: original)
        // No observer: the call is forwarded, nothing is published.
        proxy.widgetDidAppear(widget)
        var before: [Int] = []
        let beforeOnly = proxy.beforeEvents.widgetDidAppear.observeValues { before.append($0.id) }
        proxy.widgetDidAppear(Widget(id: 10))
        XCTAssertEqual(before, [10], "calls made before subscribing are not replayed")
        beforeOnly.dispose()
        var after: [Int] = []
        let afterOnly = proxy.events.widgetDidAppear.observeValues { after.append($0.id) }
        proxy.widgetDidAppear(Widget(id: 11))
        XCTAssertEqual(before, [10], "a disposed observer receives nothing")
        XCTAssertEqual(after, [11])
        afterOnly.dispose()
        proxy.widgetDidAppear(Widget(id: 12))
        XCTAssertEqual(after, [11])
        XCTAssertEqual(original.log, ["appear 3", "appear 10", "appear 11", "appear 12"])
    }

    func testTheTwoStreamsAreDistinctAndEachIsOneStream() {
        let proxy = makeProxy(forwardingTo: nil)
        XCTAssertTrue(proxy.beforeEvents.widgetDidAppear === proxy.beforeEvents.widgetDidAppear)
        XCTAssertTrue(proxy.events.widgetDidAppear === proxy.events.widgetDidAppear)
        XCTAssertFalse(proxy.beforeEvents.widgetDidAppear === proxy.events.widgetDidAppear)
        XCTAssertFalse(proxy.beforeEvents.widgetDidAppear === proxy.beforeEvents.widgetTitleFor)
    }

    func testAnInoutArgumentIsCarriedAsItIsBeforeAndAfterTheCall() {
        let original = RecordingWidgetDelegate()
        let proxy = makeProxy(forwardingTo: original)
        var seen: [String] = []
        let disposables = [
            proxy.beforeEvents.widgetAdjust.observeValues { seen.append("before \($0.value)") },
            proxy.events.widgetAdjust.observeValues { seen.append("after \($0.value)") },
        ]
        var value = 5
        XCTAssertEqual(proxy.widget(widget, adjust: &value), 11)
        XCTAssertEqual(value, 10)
        XCTAssertEqual(seen, ["before 5", "after 10"])
        disposables.forEach { $0.dispose() }
    }

    func testARequirementWithAResultPublishesItsArgumentsBeforeTheForwardeeAnswers() {
        let original = RecordingWidgetDelegate()
        let proxy = makeProxy(forwardingTo: original)
        var seen: [String] = []
        let disposable = proxy.beforeEvents.widgetShouldSelect.observeValues { event in
            // The payload is the arguments: no result exists yet.
            seen.append("select \(event.index) of \(event.widget.id), forwardee calls: \(original.log.count)")
        }
        original.selectAnswer = true
        XCTAssertTrue(proxy.widget(widget, shouldSelect: 2))
        proxy.forwardee = nil
        XCTAssertFalse(proxy.widget(widget, shouldSelect: 4), "the responder answers without forwardee")
        XCTAssertEqual(seen, ["select 2 of 3, forwardee calls: 0", "select 4 of 3, forwardee calls: 1"])
        disposable.dispose()
        withExtendedLifetime(original) {}
    }

    func testABeforeEventObserverCanStillChooseTheForwardee() {
        let first = RecordingWidgetDelegate()
        let second = RecordingWidgetDelegate()
        let proxy = makeProxy(forwardingTo: first)
        let disposable = proxy.beforeEvents.widgetDidAppear.observeValues { [unowned proxy] _ in
            proxy.forwardee = second
        }
        proxy.widgetDidAppear(widget)
        XCTAssertEqual(first.log, [])
        XCTAssertEqual(second.log, ["appear 3"], "the forwardee is read after the before-event")
        disposable.dispose()
    }

    func testAThrowingCallSendsTheBeforeEventButNotTheAfterEvent() {
        let original = Loader()
        let proxy = LoaderDelegateProxy(forwardingTo: original, loaderLoad: { _, _ in "" })
        let loader = Widget(id: 1)
        var seen: [String] = []
        let disposables = [
            proxy.beforeEvents.loaderCheck.observeValues { seen.append("before \($0.id)") },
            proxy.events.loaderCheck.observeValues { seen.append("after \($0.id)") },
        ]
        XCTAssertNoThrow(try proxy.loader(loader, check: 0))
        XCTAssertThrowsError(try proxy.loader(loader, check: 5)) { error in
            XCTAssertEqual(error as? WidgetError, WidgetError(code: 5))
        }
        XCTAssertEqual(seen, ["before 0", "after 0", "before 5"])
        disposables.forEach { $0.dispose() }
        withExtendedLifetime(original) {}
    }

    func testAnAsyncCallSendsTheBeforeEventBeforeItSuspends() async throws {
        let original = Loader()
        let proxy = LoaderDelegateProxy(forwardingTo: original, loaderLoad: { _, _ in "" })
        let loader = Widget(id: 1)
        let seen = LockedValue<[String]>([])
        let disposables = [
            proxy.beforeEvents.loaderDidSettle.observeValues { _ in
                seen.withLock { $0.append("before, settled: \(original.settled)") }
            },
            proxy.events.loaderDidSettle.observeValues { _ in
                seen.withLock { $0.append("after, settled: \(original.settled)") }
            },
        ]
        await proxy.loaderDidSettle(loader)
        XCTAssertEqual(seen.withLock { $0 }, ["before, settled: false", "after, settled: true"])
        disposables.forEach { $0.dispose() }
    }

    func testSettersPublishTheNewValueBeforeTheForwardeeIsSet() {
        let original = Settings()
        let proxy = SettingsDelegateProxy(forwardingTo: original, name: { "fallback" }, volume: { 0 })
        var seen: [String] = []
        let disposables = [
            proxy.beforeEvents.volume.observeValues { seen.append("volume \($0), was \(original.volume)") },
            proxy.events.volume.observeValues { seen.append("volume \($0), now \(original.volume)") },
            proxy.beforeEvents.subscriptKey.observeValues { event in
                seen.append("\(event.key) = \(event.newValue.map(String.init) ?? "nil"), was \(original.values)")
            },
        ]
        proxy.volume = 0.8
        proxy["a"] = 1
        XCTAssertEqual(
            seen, ["volume 0.8, was 0.5", "volume 0.8, now 0.8", "a = 1, was [:]"])
        disposables.forEach { $0.dispose() }
    }

    func testASendableProxyPublishesBothEventsOfEveryCallFromManyThreads() {
        let original = Connection()
        let proxy = ConnectionDelegateProxy(forwardingTo: original, connectionShouldRetry: { _ in false })
        let counts = LockedValue((before: 0, after: 0))
        let disposables = [
            proxy.beforeEvents.connectionDidReceive.observeValues { event in
                counts.withLock { $0.before += event.count }
            },
            proxy.events.connectionDidReceive.observeValues { event in
                counts.withLock { $0.after += event.count }
            },
        ]
        let widget = self.widget
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1000 { proxy.connection(widget, didReceive: 1) }
        }
        XCTAssertEqual(original.total, 8000)
        XCTAssertEqual(counts.withLock { $0.before }, 8000)
        XCTAssertEqual(counts.withLock { $0.after }, 8000)
        disposables.forEach { $0.dispose() }
    }

    func testAGenericProxyPublishesBeforeTheCallToo() {
        let original = StringList()
        let proxy = ListDelegateProxy<StringList>(forwardingTo: original)
        var seen: [String] = []
        let disposable = proxy.beforeEvents.listDidSelect.observeValues { item in
            seen.append("\(item), selected before: \(original.selected)")
        }
        proxy.list(didSelect: "x")
        XCTAssertEqual(seen, ["x, selected before: []"])
        disposable.dispose()
    }

    func testBothStreamsCompleteWhenTheProxyIsDeinitialized() {
        var proxy: WidgetDelegateProxy? = makeProxy(forwardingTo: nil)
        var completions: [String] = []
        proxy!.beforeEvents.widgetDidAppear.observeCompleted { completions.append("before") }
        proxy!.events.widgetDidAppear.observeCompleted { completions.append("after") }
        let unobservedBefore = proxy!.beforeEvents.widgetAdjust
        weak let weakProxy = proxy
        proxy = nil
        XCTAssertNil(weakProxy, "observing either stream must not keep the proxy alive")
        XCTAssertEqual(completions.sorted(), ["after", "before"])
        XCTAssertTrue(unobservedBefore.hasEnded, "a before-event stream nobody observed ends too")
    }
}
