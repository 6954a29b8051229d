// WithLatestFromTests: withLatest(from:) pairs each value with the other's latest.

import ReactiveRuntime
import XCTest

final class WithLatestFromTests: XCTestCase {
    func testWithLatestPairsWithTheOthersLatestValue() {
        let (taps, tapsInput) = Signal<Int, Never>.pipe()
        let (text, textInput) = Signal<String, Never>.pipe()
        let recorder = taps.withLatest(from: text).map { "\($0)\($1)" }.record()
        tapsInput.send(1)
        textInput.send("a")
        textInput.send("b")
        tapsInput.send(2)
        textInput.sendCompleted()
        tapsInput.send(3)
        tapsInput.sendCompleted()
        XCTAssertEqual(recorder.history, ["2b", "3b", "completed"])
    }

    func testProducerWithLatest() {
        let recorder = SignalProducer<Int, Never>(values: [1, 2])
            .withLatest(from: SignalProducer<String, Never>(value: "x"))
            .map { "\($0)\($1)" }
            .record()
        XCTAssertEqual(recorder.history, ["1x", "2x", "completed"])
    }
}
