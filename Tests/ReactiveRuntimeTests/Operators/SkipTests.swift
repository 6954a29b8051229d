// SkipTests: skip(first:) drops the first values, and ReactiveSwift's cases for it.

import Foundation
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

    // MARK: - Peer cases: ReactiveSwift's SignalProducerLiftingSpec (producer forms)

    func testProducerSkipSkipsInitialValues() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.skip(first: 1).record()
        XCTAssertEqual(recorder.values.last, nil)
        input.send(1)
        XCTAssertEqual(recorder.values.last, nil)
        input.send(2)
        XCTAssertEqual(recorder.values.last, 2)
    }

    func testProducerSkipZeroSkipsNothing() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.skip(first: 0).record()
        XCTAssertEqual(recorder.values.last, nil)
        input.send(1)
        XCTAssertEqual(recorder.values.last, 1)
        input.send(2)
        XCTAssertEqual(recorder.values.last, 2)
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec

    func testSkipSkipsInitialValues() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.skip(first: 1).record()
        input.send(1)
        XCTAssertEqual(recorder.values.last, nil)
        input.send(2)
        XCTAssertEqual(recorder.values.last, 2)
    }

    func testSkipZeroSkipsNothing() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.skip(first: 0).record()
        input.send(1)
        XCTAssertEqual(recorder.values.last, 1)
        input.send(2)
        XCTAssertEqual(recorder.values.last, 2)
    }
}
