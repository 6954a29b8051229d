// PrefixWhileTests: prefix(while:) completes at the first value that fails the test, and ReactiveSwift's cases for it.

import Foundation
import ReactiveRuntime
import XCTest

final class PrefixWhileTests: XCTestCase {
    func testPrefixWhileCompletesAtTheFirstFailingValue() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.prefix { $0 < 3 }.record()
        for value in [1, 2, 3, 1] { input.send(value) }
        XCTAssertEqual(recorder.history, ["1", "2", "completed"])
    }

    func testProducerPrefixWhile() {
        XCTAssertEqual(
            SignalProducer<Int, Never>(values: 1...).prefix { $0 < 3 }.record().history, ["1", "2", "completed"])
    }

    // MARK: - Peer cases: ReactiveSwift's SignalProducerLiftingSpec (producer forms)

    func testProducerTakeWhileTakesWhileThePredicateHolds() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.prefix { $0 <= 4 }.record()
        for value in -1...4 {
            input.send(value)
            XCTAssertEqual(recorder.values.last, value)
            XCTAssertFalse(recorder.isCompleted)
        }
        input.send(5)
        XCTAssertEqual(recorder.values.last, 4)
        XCTAssertTrue(recorder.isCompleted)
    }

    func testProducerTakeWhileCompletesIfThePredicateStartsFalse() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.prefix { $0 <= 4 }.record()
        input.send(5)
        XCTAssertEqual(recorder.values.last, nil)
        XCTAssertTrue(recorder.isCompleted)
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec

    func testTakeWhileTakesWhileThePredicateHolds() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.prefix { $0 <= 4 }.record()
        for value in -1...4 {
            input.send(value)
            XCTAssertEqual(recorder.values.last, value)
            XCTAssertFalse(recorder.isCompleted)
        }
        input.send(5)
        XCTAssertEqual(recorder.values.last, 4)
        XCTAssertTrue(recorder.isCompleted)
    }

    func testTakeWhileCompletesIfThePredicateStartsFalse() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.prefix { $0 <= 4 }.record()
        input.send(5)
        XCTAssertEqual(recorder.history, ["completed"])
    }
}
