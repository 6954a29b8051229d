// ScanTests: scan sends every intermediate accumulator.

import ReactiveRuntime
import XCTest

final class ScanTests: XCTestCase {
    func testScanSendsRunningResults() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.scan(0, +).record()
        for value in [1, 2, 3] { input.send(value) }
        input.sendCompleted()
        XCTAssertEqual(recorder.history, ["1", "3", "6", "completed"])
    }

    func testEachProducerRunStartsFromTheInitialValue() {
        let producer = SignalProducer<Int, Never>(values: [1, 2]).scan(10, +)
        XCTAssertEqual(producer.record().history, ["11", "13", "completed"])
        XCTAssertEqual(producer.record().history, ["11", "13", "completed"])
    }
}
