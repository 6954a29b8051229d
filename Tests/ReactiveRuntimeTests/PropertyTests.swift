// PropertyTests: MutableProperty and Property — current value plus changes.

import ReactiveRuntime
import XCTest

final class PropertyTests: XCTestCase {
    func testProducerSendsTheCurrentValueThenChanges() {
        let property = MutableProperty(1)
        let recorder = property.producer.record()
        property.value = 2
        property.modify { $0 += 10 }
        XCTAssertEqual(recorder.history, ["1", "2", "12"])
        XCTAssertEqual(property.value, 12)
    }

    func testSignalSendsOnlyChanges() {
        let property = MutableProperty("a")
        let recorder = property.signal.record()
        property.value = "b"
        XCTAssertEqual(property.swap("c"), "b")
        XCTAssertEqual(recorder.history, ["b", "c"])
    }

    func testStreamsCompleteWhenThePropertyDeinitializes() {
        var property: MutableProperty<Int>? = MutableProperty(0)
        let recorder = property!.signal.record()
        property = nil
        XCTAssertEqual(recorder.history, ["completed"])
    }

    func testObserverMayWriteThePropertyItObserves() {
        let property = MutableProperty(0)
        property.signal.observeValues { value in
            if value < 3 { property.value = value + 1 }
        }
        property.value = 1
        XCTAssertEqual(property.value, 3)
    }

    func testReadOnlyViewFollowsTheMutableProperty() {
        let mutable = MutableProperty(1)
        let property = Property(mutable)
        let recorder = property.producer.record()
        mutable.value = 2
        XCTAssertEqual(property.value, 2)
        XCTAssertEqual(recorder.history, ["1", "2"])
    }

    func testConstantAndSignalBackedProperties() {
        XCTAssertEqual(Property(value: 5).value, 5)
        let (signal, input) = Signal<Int, Never>.pipe()
        let property = Property(initial: 0, then: signal)
        XCTAssertEqual(property.value, 0)
        input.send(4)
        XCTAssertEqual(property.value, 4)
    }

    func testMapKeepsUpToDate() {
        let mutable = MutableProperty(2)
        let doubled = Property(mutable).map { $0 * 2 }
        XCTAssertEqual(doubled.value, 4)
        mutable.value = 5
        XCTAssertEqual(doubled.value, 10)
    }

    func testConcurrentWritesAreAllSeenInOrder() {
        let property = MutableProperty(0)
        let recorder = property.signal.record()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<500 { property.modify { $0 += 1 } }
        }
        XCTAssertEqual(property.value, 4000)
        XCTAssertEqual(recorder.values, Array(1...4000))
    }
}
