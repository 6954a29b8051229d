// RealCodeShapeTests: shapes found in real packages — protocols that are not class-bound (held
// strongly, mutated in place), completion handlers answered by responders, proxies under `#if`.

import ReactiveRuntime
import XCTest

struct Counter: CounterStrategy {
    var total = 0

    mutating func record(_ value: Int) -> Int {
        total += value
        return total
    }
}

final class CountingObject: CounterStrategy {
    var total = 0
    func record(_ value: Int) -> Int {
        total += value
        return total
    }
}

final class RealCodeShapeTests: XCTestCase {
    func testAValueForwardeeIsMutatedInPlace() {
        let proxy = CounterStrategyProxy(forwardingTo: Counter(), record: { _ in -1 }, total: { -1 })
        var recorded: [Int] = []
        proxy.events.record.observeValues { recorded.append($0) }

        XCTAssertEqual(proxy.record(3), 3)
        XCTAssertEqual(proxy.record(4), 7)
        proxy.total = 10
        XCTAssertEqual(proxy.total, 10)
        XCTAssertEqual((proxy.forwardee as? Counter)?.total, 10)
        XCTAssertEqual(recorded, [3, 4])
    }

    func testAForwardeeOfAProtocolThatIsNotClassBoundIsHeldStrongly() {
        let proxy = CounterStrategyProxy(forwardingTo: CountingObject(), record: { _ in -1 }, total: { -1 })
        // No other reference keeps the object alive: a weak forwardee would be gone.
        XCTAssertNotNil(proxy.forwardee)
        XCTAssertEqual(proxy.record(2), 2)
        proxy.forwardee = nil
        XCTAssertEqual(proxy.record(2), -1)
        XCTAssertEqual(proxy.total, -1)
    }

    func testACompletionHandlerWithoutForwardeeIsAnsweredByTheResponder() {
        let proxy = ApprovalDelegateProxy(approveCompletion: { id, completion in completion(id.isMultiple(of: 2)) })
        let answered = expectation(description: "completion called")
        proxy.approve(4) { approved in
            XCTAssertTrue(approved)
            answered.fulfill()
        }
        wait(for: [answered], timeout: 1)
    }

    func testAProxyDeclaredUnderAConditionExistsWhereTheConditionHolds() {
        let proxy = ConditionalDelegateProxy()
        var values: [Int] = []
        proxy.events.conditionalDidFire.observeValues { values.append($0) }
        proxy.conditionalDidFire(5)
        XCTAssertEqual(values, [5])
    }
}
