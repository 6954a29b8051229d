// SkipWhileTests: skip(while:) drops the leading values that pass a test, and ReactiveSwift's cases for it.

import Foundation
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

    // MARK: - Peer cases: ReactiveSwift's SignalProducerLiftingSpec (producer forms)

    private func skippingWhileBelowTwo() -> (Recorder<Int, Never>, Signal<Int, Never>.Input) {
        let (signal, input) = Signal<Int, Never>.pipe()
        return (signal.producer.skip { $0 < 2 }.record(), input)
    }

    func testProducerSkipWhileSkipsWhileThePredicateHolds() {
        let (recorder, input) = skippingWhileBelowTwo()
        XCTAssertEqual(recorder.values.last, nil)
        input.send(1)
        XCTAssertEqual(recorder.values.last, nil)
        input.send(2)
        XCTAssertEqual(recorder.values.last, 2)
        input.send(0)
        XCTAssertEqual(recorder.values.last, 0)
    }

    func testSkipWhileSkipsNothingIfThePredicateStartsFalse() {
        let (recorder, input) = skippingWhileBelowTwo()
        XCTAssertEqual(recorder.values.last, nil)
        input.send(3)
        XCTAssertEqual(recorder.values.last, 3)
        input.send(1)
        XCTAssertEqual(recorder.values.last, 1)
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec

    func testSkipWhileSkipsWhileThePredicateHolds() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.skip { $0 < 2 }.record()
        input.send(1)
        XCTAssertEqual(recorder.values.last, nil)
        input.send(2)
        XCTAssertEqual(recorder.values.last, 2)
        input.send(0)
        XCTAssertEqual(recorder.values.last, 0)
    }

    func testSkipWhileSkipsNothingWhenThePredicateStartsFalse() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.skip { $0 < 2 }.record()
        input.send(3)
        XCTAssertEqual(recorder.values.last, 3)
        input.send(1)
        XCTAssertEqual(recorder.values.last, 1)
    }
}
