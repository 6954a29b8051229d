// CombineLatestTests: combineLatest pairs the latest values.

import ReactiveRuntime
import XCTest

final class CombineLatestTests: XCTestCase {
    func testCombineLatestWaitsForBothThenPairsLatest() {
        let (a, aInput) = Signal<Int, Never>.pipe()
        let (b, bInput) = Signal<String, Never>.pipe()
        let recorder = a.combineLatest(with: b).map { "\($0)\($1)" }.record()
        aInput.send(1)
        aInput.send(2)
        bInput.send("x")
        aInput.send(3)
        bInput.send("y")
        aInput.sendCompleted()
        XCTAssertEqual(recorder.history, ["2x", "3x", "3y"])
        bInput.sendCompleted()
        XCTAssertEqual(recorder.history.last, "completed")
    }

    func testCombineLatestFailsWithEither() {
        let (a, aInput) = Signal<Int, TestError>.pipe()
        let (b, bInput) = Signal<Int, TestError>.pipe()
        let recorder = Signal.combineLatest(a, b).map { $0 + $1 }.record()
        aInput.sendFailed(.boom)
        XCTAssertEqual(recorder.history, ["failed(boom)"])
        withExtendedLifetime(bInput) {}
    }

    func testProducerCombineLatestSetsUpBothRunsBeforeEitherSends() {
        let recorder = SignalProducer<Int, Never>(values: [1, 2])
            .combineLatest(with: SignalProducer<String, Never>(value: "a"))
            .map { "\($0)\($1)" }
            .record()
        // `other` starts inside this run's setup, so its value is there when 1 and 2 arrive.
        XCTAssertEqual(recorder.history, ["1a", "2a", "completed"])
    }
}
