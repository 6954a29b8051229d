// ForwardingTests: generated proxies forward exactly, publish typed events after the forwardee
// returns, and answer without a forwardee by defaults, nil or responders.

import Foundation
import ReactiveRuntime
import XCTest

final class RecordingWidgetDelegate: WidgetDelegate {
    var log: [String] = []
    var selectAnswer = true

    func widgetDidAppear(_ widget: Widget) { log.append("appear \(widget.id)") }
    func widget(_ widget: Widget, titleFor index: Int) -> String? {
        log.append("title \(index)")
        return index == 0 ? nil : "title \(index)"
    }
    func widget(_ widget: Widget, shouldSelect index: Int) -> Bool {
        log.append("select \(index)")
        return selectAnswer
    }
    func widget(_ widget: Widget, adjust value: inout Int) -> Int {
        log.append("adjust \(value)")
        value *= 2
        return value + 1
    }
    func widget(_ widget: Widget, maximumFor index: Int) -> Int { 7 }
    func widget(_ widget: Widget, confirm completion: @escaping (Bool) -> Void) {
        log.append("confirm")
        completion(false)
    }
    func widget(_ widget: Widget, visit body: (Int) -> Void) {
        body(1)
        body(2)
    }
    func widget(_ widget: Widget, log message: @autoclosure () -> String) {
        log.append("log")
    }
}

final class ForwardingTests: XCTestCase {
    let widget = Widget(id: 1)

    /// A proxy nobody asked for a stream of only forwards each call; once a stream exists (here one
    /// of a requirement the test does not call), each call takes the path that publishes its
    /// events. Tests of answers run on both.
    func makeProxy(
        forwardingTo original: RecordingWidgetDelegate? = nil, withStreams: Bool,
        widgetShouldSelect: @escaping (Widget, Int) -> Bool = { _, _ in false },
        widgetAdjust: @escaping (Widget, inout Int) -> Int = { _, _ in 0 }
    ) -> WidgetDelegateProxy {
        let proxy = WidgetDelegateProxy(
            forwardingTo: original, widgetShouldSelect: widgetShouldSelect, widgetAdjust: widgetAdjust)
        if withStreams { _ = proxy.beforeEvents.widgetLog }
        return proxy
    }

    func testArgumentsAndResultsPassThroughUnchanged() {
        for withStreams in [false, true] {
            let original = RecordingWidgetDelegate()
            let proxy = makeProxy(forwardingTo: original, withStreams: withStreams)
            proxy.widgetDidAppear(widget)
            XCTAssertEqual(proxy.widget(widget, titleFor: 3), "title 3")
            XCTAssertNil(proxy.widget(widget, titleFor: 0))
            XCTAssertTrue(proxy.widget(widget, shouldSelect: 4))
            XCTAssertEqual(
                proxy.widget(widget, maximumFor: 2), 7, "the forwardee's own implementation wins over the default")
            var visited: [Int] = []
            proxy.widget(widget, visit: { visited.append($0) })
            XCTAssertEqual(visited, [1, 2], "a non-escaping closure reaches the forwardee")
            var value = 5
            XCTAssertEqual(proxy.widget(widget, adjust: &value), 11)
            XCTAssertEqual(value, 10, "an inout argument comes back changed")
            XCTAssertEqual(
                original.log, ["appear 1", "title 3", "title 0", "select 4", "adjust 5"], "streams: \(withStreams)")
        }
    }

    func testInoutIsForwardedAndTheEventCarriesTheValueAfterTheCall() {
        let original = RecordingWidgetDelegate()
        let proxy = WidgetDelegateProxy(
            forwardingTo: original, widgetShouldSelect: { _, _ in false }, widgetAdjust: { _, _ in 0 })
        var seen: [Int] = []
        let disposable = proxy.events.widgetAdjust.observeValues { seen.append($0.value) }
        var value = 5
        XCTAssertEqual(proxy.widget(widget, adjust: &value), 11)
        XCTAssertEqual(value, 10)
        XCTAssertEqual(seen, [10])
        disposable.dispose()
    }

    func testEventsAreSentAfterTheForwardeeReturnsInCallOrder() {
        let original = RecordingWidgetDelegate()
        let proxy = WidgetDelegateProxy(
            forwardingTo: original, widgetShouldSelect: { _, _ in false }, widgetAdjust: { _, _ in 0 })
        var order: [String] = []
        let disposables = [
            proxy.events.widgetDidAppear.observeValues { widget in
                order.append("event appear \(widget.id) after \(original.log.count) calls")
            },
            proxy.events.widgetTitleFor.observeValues { event in
                order.append("event title \(event.index) for \(event.widget.id)")
            },
        ]
        proxy.widgetDidAppear(widget)
        _ = proxy.widget(widget, titleFor: 9)
        XCTAssertEqual(order, ["event appear 1 after 1 calls", "event title 9 for 1"])
        disposables.forEach { $0.dispose() }
    }

    func testWithoutForwardeeDefaultsRespondersAndNilAnswer() {
        for withStreams in [false, true] {
            var responderCalls = 0
            let proxy = makeProxy(
                withStreams: withStreams,
                widgetShouldSelect: { widget, index in
                    responderCalls += 1
                    return index == 0
                },
                widgetAdjust: { _, _ in -1 })
            XCTAssertNil(proxy.widget(widget, titleFor: 1), "Optional results are nil")
            XCTAssertTrue(proxy.widget(widget, shouldSelect: 0), "the responder answers")
            XCTAssertEqual(proxy.widget(widget, maximumFor: 3), 30, "the protocol's default implementation runs")
            var confirmations: [Bool] = []
            proxy.widget(widget, confirm: { confirmations.append($0) })
            XCTAssertEqual(confirmations, [true], "the default calls the completion handler exactly once")
            XCTAssertEqual(responderCalls, 2, "the default's call of another requirement reached the proxy")
            proxy.widgetShouldSelectResponder = { _, _ in false }
            XCTAssertFalse(proxy.widget(widget, shouldSelect: 0), "responders can be replaced")
            var adjusted = 1
            proxy.widgetAdjustResponder = { _, value in
                value = 42
                return 0
            }
            XCTAssertEqual(proxy.widget(widget, adjust: &adjusted), 0)
            XCTAssertEqual(adjusted, 42, "responders receive inout arguments; streams: \(withStreams)")
        }
    }

    func testAutoclosureStaysLazy() {
        var evaluations = 0
        func message() -> String {
            evaluations += 1
            return "expensive"
        }
        let original = RecordingWidgetDelegate()
        let proxy = WidgetDelegateProxy(
            forwardingTo: original, widgetShouldSelect: { _, _ in false }, widgetAdjust: { _, _ in 0 })
        var events = 0
        let disposable = proxy.events.widgetLog.observeValues { _ in events += 1 }
        proxy.widget(widget, log: message())
        XCTAssertEqual(evaluations, 0, "forwarding must not evaluate an autoclosure the forwardee ignores")
        XCTAssertEqual(events, 1)
        disposable.dispose()
    }

    func testTheProxyNeverRetainsItsForwardee() {
        let proxy = WidgetDelegateProxy(widgetShouldSelect: { _, _ in false }, widgetAdjust: { _, _ in 0 })
        weak var weakOriginal: RecordingWidgetDelegate?
        do {
            let original = RecordingWidgetDelegate()
            weakOriginal = original
            proxy.forwardee = original
        }
        XCTAssertNil(weakOriginal)
        XCTAssertNil(proxy.forwardee)
    }

    func testStreamsCompleteWhenTheProxyIsDeinitialized() {
        var proxy: WidgetDelegateProxy? = WidgetDelegateProxy(
            widgetShouldSelect: { _, _ in false }, widgetAdjust: { _, _ in 0 })
        var completions = 0
        proxy!.events.widgetDidAppear.observeCompleted { completions += 1 }
        proxy!.events.widgetAdjust.observeCompleted { completions += 1 }
        weak let weakProxy = proxy
        proxy = nil
        XCTAssertNil(weakProxy, "observing must not keep the proxy alive")
        XCTAssertEqual(completions, 2)
    }
}
