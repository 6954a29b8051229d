// ScanTests: scan sends every intermediate accumulator, and ReactiveSwift's cases for it.

import Foundation
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

    // MARK: - Peer cases: ReactiveSwift's SignalProducerLiftingSpec (producer forms)

    func testProducerScanIncrementallyAccumulatesAValue() {
        let (signal, input) = Signal<String, Never>.pipe()
        let recorder = signal.producer.scan("", +).record()
        XCTAssertEqual(recorder.values.last, nil)
        input.send("a")
        XCTAssertEqual(recorder.values.last, "a")
        input.send("bb")
        XCTAssertEqual(recorder.values.last, "abb")
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec

    func testScanIncrementallyAccumulatesAValue() {
        let (signal, input) = Signal<String, Never>.pipe()
        let recorder = signal.scan("", +).record()
        input.send("a")
        XCTAssertEqual(recorder.values.last, "a")
        input.send("bb")
        XCTAssertEqual(recorder.values.last, "abb")
    }
}
