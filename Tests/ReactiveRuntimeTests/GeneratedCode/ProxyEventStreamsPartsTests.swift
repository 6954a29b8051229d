// ProxyEventStreamsPartsTests: a payload sent as its parts arrives as its labelled tuple on both
// events of a call, its parts (references, closures, Foundation's resilient values) intact, and
// is released once delivered.

import Foundation
import ReactiveRuntime
import XCTest

final class ProxyEventStreamsPartsTests: XCTestCase {
    private final class Token {}

    func testTwoPartsArriveAsTheLabelledTupleBeforeAndAfterTheCall() {
        let streams = ProxyEventStreams(count: 1)
        typealias Payload = (token: Token, indexPath: IndexPath)
        var received: [String] = []
        (streams.signal(0, BeforeCall.self) as Signal<Payload, Never>).observeValues {
            received.append("before \($0.indexPath)")
        }
        (streams.signal(0) as Signal<Payload, Never>).observeValues { received.append("after \($0.indexPath)") }
        weak var released: Token?
        do {
            let token = Token()
            released = token
            let indexPath = IndexPath(indexes: [1, 3])
            let call = streams.beginCall(token, indexPath, as: ProxyEventPayload<Payload>.self, at: 0)
            received.append("call")
            call?.sendAfter(token, indexPath, as: ProxyEventPayload<Payload>.self)
        }
        XCTAssertEqual(received, ["before [1, 3]", "call", "after [1, 3]"])
        XCTAssertNil(released, "the tuple built for each event is released once it is delivered")
    }

    func testThreeAndFourPartsKeepTheirOrderAndTheirValues() {
        let streams = ProxyEventStreams(count: 2)
        typealias Three = (url: URL, date: Date, count: Int)
        typealias Four = (name: String, done: @Sendable (Int) -> Int, data: Data, flag: Bool)
        var three: [Three] = []
        var four: [Four] = []
        (streams.signal(0, BeforeCall.self) as Signal<Three, Never>).observeValues { three.append($0) }
        (streams.signal(1) as Signal<Four, Never>).observeValues { four.append($0) }
        let url = URL(fileURLWithPath: "/tmp/parts")
        let date = Date(timeIntervalSince1970: 42)
        streams.beginCall(url, date, 7, as: ProxyEventPayload<Three>.self, at: 0)?
            .sendAfter(url, date, 8, as: ProxyEventPayload<Three>.self)
        let call = streams.beginCall("n", { $0 * 2 }, Data([1, 2]), true, as: ProxyEventPayload<Four>.self, at: 1)
        call?.sendAfter("m", { $0 + 1 }, Data([3]), false, as: ProxyEventPayload<Four>.self)
        XCTAssertEqual(three.map(\.url), [url], "only the before-event of requirement 0 is observed")
        XCTAssertEqual(three.map(\.date), [date])
        XCTAssertEqual(three.map(\.count), [7])
        XCTAssertEqual(four.map(\.name), ["m"], "only the after-event of requirement 1 is observed")
        XCTAssertEqual(four.map { $0.done(20) }, [21], "a closure part is called as it was passed")
        XCTAssertEqual(four.map(\.data), [Data([3])])
        XCTAssertEqual(four.map(\.flag), [false])
    }

    func testAPartOfAnExistentialTypeIsSentAsThatTypeNotAsTheValueInIt() {
        let streams = ProxyEventStreams(count: 1)
        typealias Payload = (name: String, object: Any, error: (any Error)?)
        var received: [Payload] = []
        (streams.signal(0) as Signal<Payload, Never>).observeValues { received.append($0) }
        let object: Any = Token()
        let error: (any Error)? = CocoaError(.fileNoSuchFile)
        streams.beginCall("n", object, error, as: ProxyEventPayload<Payload>.self, at: 0)?
            .sendAfter("n", object, error, as: ProxyEventPayload<Payload>.self)
        XCTAssertEqual(received.count, 1)
        XCTAssertTrue(received.first?.object as? Token === object as? Token)
        XCTAssertEqual((received.first?.error as? CocoaError)?.code, .fileNoSuchFile)
    }

    func testPartsWithoutAStreamBeginNoCallAndSendBeforeStillReturnsOne() {
        let streams = ProxyEventStreams(count: 3)
        typealias Three = (a: Int, b: String, c: Int)
        typealias Four = (a: Int, b: String, c: Int, d: Int)
        XCTAssertNil(streams.beginCall(1, "x", 2, as: ProxyEventPayload<Three>.self, at: 1))
        streams.sendBefore(1, "x", 2, as: ProxyEventPayload<Three>.self, at: 1)
            .sendAfter(1, "x", 2, as: ProxyEventPayload<Three>.self)
        XCTAssertNil(streams.beginCall(1, "x", 2, 3, as: ProxyEventPayload<Four>.self, at: 2))
        typealias Payload = (a: Int, b: String)
        XCTAssertNil(streams.beginCall(1, "x", as: ProxyEventPayload<Payload>.self, at: 0))
        var received: [String] = []
        streams.sendBefore(1, "x", as: ProxyEventPayload<Payload>.self, at: 0)
            .sendAfter(2, "y", as: ProxyEventPayload<Payload>.self)
        let before: Signal<Payload, Never> = streams.signal(0, BeforeCall.self)
        before.observeValues { received.append("before \($0.b)") }
        (streams.signal(0) as Signal<Payload, Never>).observeValues { received.append("after \($0.b)") }
        streams.sendBefore(3, "z", as: ProxyEventPayload<Payload>.self, at: 0)
            .sendAfter(4, "w", as: ProxyEventPayload<Payload>.self)
        XCTAssertEqual(received, ["before z", "after w"])
    }
}
