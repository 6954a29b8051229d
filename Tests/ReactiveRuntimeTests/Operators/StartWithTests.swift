// StartWithTests: prefix(value:) and prefix(values:) send values first.

import ReactiveRuntime
import XCTest

final class StartWithTests: XCTestCase {
    func testPrefixValueComesFirst() {
        let recorder = SignalProducer<Int, Never>(values: [2, 3]).prefix(value: 1).record()
        XCTAssertEqual(recorder.history, ["1", "2", "3", "completed"])
    }

    func testPrefixValuesAndProducer() {
        XCTAssertEqual(
            SignalProducer<Int, Never>(value: 3).prefix(values: [1, 2]).record().history, ["1", "2", "3", "completed"])
        XCTAssertEqual(
            SignalProducer<Int, Never>(value: 2).prefix(SignalProducer(value: 1)).record().history,
            ["1", "2", "completed"])
    }

    func testPrefixValueBeforeAHotSignal() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.prefix(value: 0).record()
        input.send(1)
        XCTAssertEqual(recorder.history, ["0", "1"])
    }
}
