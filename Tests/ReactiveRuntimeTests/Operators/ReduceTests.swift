// ReduceTests: reduce sends one result on completion, and ReactiveSwift's cases for it.

import Foundation
import ReactiveRuntime
import XCTest

final class ReduceTests: XCTestCase {
    func testReduceSendsTheResultOnCompletion() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.reduce(0, +).record()
        for value in [1, 2, 3] { input.send(value) }
        XCTAssertEqual(recorder.history, [])
        input.sendCompleted()
        XCTAssertEqual(recorder.history, ["6", "completed"])
    }

    func testReduceSendsNothingWhenTheStreamFails() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.reduce(0, +).record()
        input.send(1)
        input.sendFailed(.boom)
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }

    func testProducerReduceOfNothingIsTheInitialValue() {
        XCTAssertEqual(SignalProducer<Int, Never>.empty.reduce(5, +).record().history, ["5", "completed"])
    }

    // MARK: - Peer cases: ReactiveSwift's SignalProducerLiftingSpec (producer forms)

    func testProducerReduceAccumulatesOneValue() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.reduce(1, +).record()
        XCTAssertEqual(recorder.values.last, nil)
        input.send(1)
        XCTAssertEqual(recorder.values.last, nil)
        input.send(2)
        XCTAssertEqual(recorder.values.last, nil)
        XCTAssertFalse(recorder.isCompleted)
        input.sendCompleted()
        XCTAssertTrue(recorder.isCompleted)
        XCTAssertEqual(recorder.values.last, 4)
    }

    func testProducerReduceSendsTheInitialValueIfNoneAreReceived() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.reduce(1, +).record()
        XCTAssertEqual(recorder.values.last, nil)
        XCTAssertFalse(recorder.isCompleted)
        input.sendCompleted()
        XCTAssertEqual(recorder.values.last, 1)
        XCTAssertTrue(recorder.isCompleted)
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec

    func testReduceAccumulatesOneValue() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.reduce(1, +).record()
        input.send(1)
        input.send(2)
        XCTAssertEqual(recorder.values, [])
        XCTAssertFalse(recorder.isCompleted)
        input.sendCompleted()
        XCTAssertTrue(recorder.isCompleted)
        XCTAssertEqual(recorder.values, [4])
    }

    func testReduceSendsTheInitialValueIfNoneAreReceived() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.reduce(1, +).record()
        input.sendCompleted()
        XCTAssertEqual(recorder.history, ["1", "completed"])
    }
}
