// StartWithTests: prefix(value:) and prefix(values:) send values first, and ReactiveSwift's cases for it.

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

    // MARK: - Peer cases: ReactiveSwift's FlattenSpec (forms of flatten, flatMap, merge, prefix, concat)

    func testPrefixWithAProducerSendsItsValueFirst() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.prefix(SignalProducer(value: 0)).record()
        XCTAssertEqual(recorder.values.last, 0)
        input.send(1)
        XCTAssertEqual(recorder.values.last, 1)
        input.send(2)
        XCTAssertEqual(recorder.values.last, 2)
        input.send(3)
        XCTAssertEqual(recorder.values.last, 3)
    }

    // MARK: - Peer cases: ReactiveSwift's FlattenSpec

    func testPrefixEmitsTheInitialValueFirst() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.prefix(value: 0).record()
        input.send(1)
        input.send(2)
        input.send(3)
        XCTAssertEqual(recorder.values, [0, 1, 2, 3])
    }
}
