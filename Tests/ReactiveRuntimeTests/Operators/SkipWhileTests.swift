// SkipWhileTests: skip(while:) drops the leading values that pass a test.

import ReactiveRuntime
import XCTest

final class SkipWhileTests: XCTestCase {
    func testDropsWhileThePredicateHoldsThenSendsEverything() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.skip { $0 < 10 }.record()
        for value in [1, 5, 12, 3, 20] { input.send(value) }
        input.sendCompleted()
        XCTAssertEqual(recorder.history, ["12", "3", "20", "completed"])
    }

    func testProducerAndThePredicateIsNotAskedAgain() {
        let asked = Counter()
        let producer = SignalProducer<Int, Never>(values: [0, 0, 3, 0, 4]).skip { value in
            asked.increment()
            return value == 0
        }
        XCTAssertEqual(producer.record().history, ["3", "0", "4", "completed"])
        XCTAssertEqual(asked.value, 3)
    }
}
