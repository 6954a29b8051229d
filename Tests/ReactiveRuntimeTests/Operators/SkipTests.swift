// SkipTests: skip(first:) drops the first values.

import ReactiveRuntime
import XCTest

final class SkipTests: XCTestCase {
    func testSkipDropsTheFirstValues() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.skip(first: 2).record()
        for value in 1...4 { input.send(value) }
        input.sendCompleted()
        XCTAssertEqual(recorder.history, ["3", "4", "completed"])
    }

    func testProducerSkip() {
        XCTAssertEqual(SignalProducer<Int, Never>(values: 1...3).skip(first: 5).record().history, ["completed"])
    }
}
