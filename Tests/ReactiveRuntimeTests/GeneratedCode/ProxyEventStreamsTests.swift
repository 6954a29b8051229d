// ProxyEventStreamsTests: a proxy's event streams (after and before each call) exist once asked
// for, deliver to observers that subscribed before a send, and complete with the proxy.

import Foundation
import ReactiveRuntime
import XCTest

final class ProxyEventStreamsTests: XCTestCase {
    func testSendingToAStreamNobodyAskedForEvaluatesNothing() {
        let streams = ProxyEventStreams(count: 3)
        var evaluated = 0
        func payload() -> Int {
            evaluated += 1
            return 1
        }
        streams.send(payload(), at: 1)
        XCTAssertEqual(evaluated, 0, "no table yet: the payload is not built")
        let other: Signal<String, Never> = streams.signal(0)
        streams.send(payload(), at: 1)
        XCTAssertEqual(evaluated, 0, "stream 1 still does not exist")
        XCTAssertFalse(streams.hasObservers(at: 1))
        XCTAssertFalse(streams.hasObservers(at: 0), "asked for, but not observed")
        withExtendedLifetime(other) {}
    }

    func testEachIndexIsOneStreamThatReceivesWhatIsSentAfterItIsObserved() {
        let streams = ProxyEventStreams(count: 2)
        let ticks: Signal<Int, Never> = streams.signal(0)
        XCTAssertTrue(ticks === (streams.signal(0) as Signal<Int, Never>), "the same signal every time")
        let recorder = ticks.record()
        let names = (streams.signal(1) as Signal<String, Never>).record()
        XCTAssertTrue(streams.hasObservers(at: 0))
        streams.send(1, at: 0)
        streams.send("a", at: 1)
        streams.send(2, at: 0)
        XCTAssertEqual(recorder.history, ["1", "2"])
        XCTAssertEqual(names.history, ["a"])
    }

    func testCompleteEndsExistingStreamsAndLaterOnesAtOnce() {
        let streams = ProxyEventStreams(count: 2)
        let first = (streams.signal(0) as Signal<Int, Never>).record()
        streams.complete()
        XCTAssertEqual(first.history, ["completed"])
        let late = (streams.signal(1) as Signal<Int, Never>).record()
        XCTAssertEqual(
            late.history, ["interrupted"],
            "a stream created after the proxy ended has ended: its observer is interrupted")
        streams.send(3, at: 0)
        XCTAssertEqual(first.history, ["completed"])
    }

    func testObserversOfAStreamLiveWithTheStreamsNotWithTheHandleTheyWereGiven() {
        let streams = ProxyEventStreams(count: 1)
        var received: [Int] = []
        do {
            let signal: Signal<Int, Never> = streams.signal(0)
            signal.observeValues { received.append($0) }
        }
        streams.send(7, at: 0)
        XCTAssertEqual(received, [7], "the streams keep the signal alive, so its observers stay")
    }

    func testConcurrentFirstUsesShareOneStreamAndLoseNoEvent() {
        // Many threads ask for the same streams at once, each observes, and only afterwards (after
        // the threads joined) values are sent: every observer receives every value.
        for _ in 0..<50 {
            let streams = ProxyEventStreams(count: 8)
            let identities = StreamIdentities<ObjectIdentifier>()
            let counts = (0..<16).map { _ in StreamCounter() }
            DispatchQueue.concurrentPerform(iterations: 16) { thread in
                let signal: Signal<Int, Never> = streams.signal(thread % 8)
                identities.append(ObjectIdentifier(signal))
                let counter = counts[thread]
                signal.observeValues { _ in counter.increment() }
            }
            XCTAssertEqual(Set(identities.values).count, 8, "one signal per index")
            for index in 0..<8 { streams.send(index, at: index) }
            XCTAssertEqual(counts.map(\.value), Array(repeating: 1, count: 16))
        }
    }

    // MARK: - Before-call events

    func testACallSendsItsBeforeEventThenItsAfterEventOnTwoStreams() {
        let streams = ProxyEventStreams(count: 2)
        let after: Signal<Int, Never> = streams.signal(1, AfterCall.self)
        let before: Signal<Int, Never> = streams.signal(1, BeforeCall.self)
        XCTAssertTrue(after === (streams.signal(1) as Signal<Int, Never>), "AfterCall is the plain stream")
        XCTAssertFalse(after === before)
        XCTAssertTrue(before === (streams.signal(1, BeforeCall.self) as Signal<Int, Never>))
        var order: [String] = []
        after.observeValues { order.append("after \($0)") }
        before.observeValues { order.append("before \($0)") }
        let call = streams.beginCall(5, at: 1)
        order.append("call")
        call?.sendAfter(6)
        streams.send(7, at: 1)
        XCTAssertEqual(order, ["before 5", "call", "after 6", "after 7"])
        let other = streams.beginCall(8, at: 0)
        other?.sendAfter(9)
        XCTAssertEqual(order.count, 4, "requirement 0's streams do not exist: nothing is sent")
    }

    func testNeitherSendOfACallEvaluatesItsValueWithoutItsStream() {
        let streams = ProxyEventStreams(count: 2)
        var evaluated: [String] = []
        func payload(_ name: String) -> Int {
            evaluated.append(name)
            return 1
        }
        var call = streams.beginCall(payload("no table, before"), at: 0)
        call?.sendAfter(payload("no table, after"))
        XCTAssertEqual(evaluated, [])
        let before: Signal<Int, Never> = streams.signal(0, BeforeCall.self)
        call = streams.beginCall(payload("before"), at: 0)
        call?.sendAfter(payload("after, not asked for"))
        call = streams.beginCall(payload("other requirement"), at: 1)
        call?.sendAfter(payload("other requirement"))
        XCTAssertEqual(evaluated, ["before"], "only the before-event of requirement 0 exists")
        XCTAssertFalse(streams.hasObservers(at: 0), "asked for, not observed")
        withExtendedLifetime(before) {}
    }

    func testACallBeginsOnlyOnceTheProxyHasAStream() {
        let streams = ProxyEventStreams(count: 2)
        var evaluated = 0
        func payload() -> Int {
            evaluated += 1
            return 1
        }
        XCTAssertNil(streams.beginCall(payload(), at: 0), "no stream of the proxy: the method only forwards")
        XCTAssertEqual(evaluated, 0)
        let after: Signal<Int, Never> = streams.signal(1)
        XCTAssertNotNil(streams.beginCall(payload(), at: 0), "the table exists, for another requirement")
        XCTAssertEqual(evaluated, 0, "requirement 0 has no before-event stream")
        withExtendedLifetime(after) {}
    }

    func testSendBeforeIsACallThatSendsNothingWithoutAStream() {
        // What generated code of runtime version 3 calls.
        let streams = ProxyEventStreams(count: 1)
        var received: [String] = []
        streams.sendBefore(1, at: 0).sendAfter(1)
        (streams.signal(0, BeforeCall.self) as Signal<Int, Never>).observeValues { received.append("before \($0)") }
        (streams.signal(0) as Signal<Int, Never>).observeValues { received.append("after \($0)") }
        streams.sendBefore(2, at: 0).sendAfter(3)
        XCTAssertEqual(received, ["before 2", "after 3"])
    }

    func testACallReadsItsStreamsBeforeItIsForwarded() {
        // A stream created while a call is under way (by the forwardee, say) receives the next call.
        let streams = ProxyEventStreams(count: 2)
        var received: [String] = []
        var call = streams.beginCall(1, at: 0)
        (streams.signal(0) as Signal<Int, Never>).observeValues { received.append("after \($0)") }
        call?.sendAfter(1)
        XCTAssertEqual(received, [], "the call began before any stream existed")
        call = streams.beginCall(2, at: 1)
        (streams.signal(1) as Signal<Int, Never>).observeValues { received.append("other after \($0)") }
        call?.sendAfter(2)
        XCTAssertEqual(received, [], "the table existed, the stream did not")
        streams.beginCall(3, at: 0)?.sendAfter(3)
        streams.beginCall(4, at: 1)?.sendAfter(4)
        XCTAssertEqual(received, ["after 3", "other after 4"])
    }

    func testAnObserverOfTheBeforeEventCanStillObserveTheAfterEventOfTheSameCall() {
        let streams = ProxyEventStreams(count: 1)
        var received: [String] = []
        let before: Signal<Int, Never> = streams.signal(0, BeforeCall.self)
        var subscribed = false
        before.observeValues { value in
            received.append("before \(value)")
            guard !subscribed else { return }
            subscribed = true
            (streams.signal(0) as Signal<Int, Never>).observeValues { received.append("after \($0)") }
        }
        streams.beginCall(1, at: 0)?.sendAfter(1)
        XCTAssertEqual(received, ["before 1", "after 1"])
    }

    func testEitherEventOfARequirementCountsAsObserved() {
        let streams = ProxyEventStreams(count: 2)
        let before = (streams.signal(1, BeforeCall.self) as Signal<Int, Never>).observeValues { _ in }
        XCTAssertTrue(streams.hasObservers(at: 1))
        XCTAssertFalse(streams.hasObservers(at: 0))
        before.dispose()
        XCTAssertFalse(streams.hasObservers(at: 1))
        let after = (streams.signal(1) as Signal<Int, Never>).observeValues { _ in }
        XCTAssertTrue(streams.hasObservers(at: 1))
        after.dispose()
    }

    func testCompleteEndsBeforeEventsToo() {
        let streams = ProxyEventStreams(count: 2)
        let before = (streams.signal(0, BeforeCall.self) as Signal<Int, Never>).record()
        let after = (streams.signal(1, AfterCall.self) as Signal<Int, Never>).record()
        streams.complete()
        XCTAssertEqual(before.history, ["completed"])
        XCTAssertEqual(after.history, ["completed"])
        let late = (streams.signal(1, BeforeCall.self) as Signal<Int, Never>).record()
        XCTAssertEqual(late.history, ["interrupted"])
        streams.beginCall(1, at: 0)?.sendAfter(1)
        XCTAssertEqual(before.history, ["completed"])
    }

    func testConcurrentCallsDeliverBothEventsOfEveryCall() {
        let streams = ProxyEventStreams(count: 3)
        let before = StreamCounter()
        let after = StreamCounter()
        (streams.signal(2, BeforeCall.self) as Signal<Int, Never>).observeValues { _ in before.increment() }
        (streams.signal(2) as Signal<Int, Never>).observeValues { _ in after.increment() }
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for value in 0..<1_000 { streams.beginCall(value, at: value % 3)?.sendAfter(value) }
        }
        XCTAssertEqual(before.value, 1_332)
        XCTAssertEqual(after.value, 1_332)
    }

    func testSendingWhileOthersCreateStreamsAndCompleteIsSafe() {
        let streams = ProxyEventStreams(count: 4)
        let received = StreamCounter()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            if thread == 0 {
                for index in 0..<4 {
                    (streams.signal(index) as Signal<Int, Never>).observeValues { _ in received.increment() }
                }
            } else {
                for value in 0..<2_000 { streams.send(value, at: value % 4) }
            }
        }
        streams.complete()
        XCTAssertLessThanOrEqual(received.value, 6_000)
        let after = (streams.signal(2) as Signal<Int, Never>).record()
        XCTAssertEqual(after.history, ["interrupted"])
    }
}

/// A thread-safe counter.
private final class StreamCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

/// A thread-safe array.
private final class StreamIdentities<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [Element] = []

    func append(_ element: Element) { lock.withLock { elements.append(element) } }
    var values: [Element] { lock.withLock { elements } }
}
