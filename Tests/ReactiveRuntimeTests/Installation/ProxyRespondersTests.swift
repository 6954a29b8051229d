// ProxyRespondersTests: a proxy's responders kept by index: each read back as it was set, unset
// ones nil, indices set out of order, and a responder released once it is replaced.

import ReactiveRuntime
import XCTest

final class ProxyRespondersTests: XCTestCase {
    private final class Token {}

    func testEachIndexReadsBackItsOwnResponderAndUnsetOnesAreNil() {
        var responders = ProxyResponders()
        XCTAssertNil(responders.responder(at: 0) as ((Int) -> Int)?, "nothing set yet")
        responders.set({ (value: Int) in value * 2 }, at: 3)
        responders.set({ (text: String) in text.count }, at: 1)
        XCTAssertEqual((responders.responder(at: 3) as ((Int) -> Int)?)?(21), 42)
        XCTAssertEqual((responders.responder(at: 1) as ((String) -> Int)?)?("four"), 4)
        XCTAssertNil(responders.responder(at: 2) as ((Int) -> Int)?, "between two set indices")
        XCTAssertNil(responders.responder(at: 9) as ((Int) -> Int)?, "past the last index set")
        XCTAssertEqual((0..<5).map { responders.isSet(at: $0) }, [false, true, false, true, false])
        XCTAssertFalse(responders.isSet(at: -1))
        responders.set(nil as ((Int) -> Int)?, at: 3)
        XCTAssertFalse(responders.isSet(at: 3))
        XCTAssertNil(responders.responder(at: 3) as ((Int) -> Int)?)
    }

    func testAReplacedResponderIsReleasedOnceNoCopyOfTheListHoldsIt() {
        var responders = ProxyResponders()
        weak var captured: Token?
        do {
            let token = Token()
            captured = token
            responders.set({ () -> Token in token }, at: 0)
        }
        var copy: ProxyResponders? = responders
        responders.set({ () -> Token in Token() }, at: 0)
        XCTAssertNotNil(captured, "a copy of the list keeps the responder it had")
        XCTAssertTrue((copy?.responder(at: 0) as (() -> Token)?)?() === captured)
        copy = nil
        XCTAssertNil(captured, "replaced, and no copy left: released")
    }
}
