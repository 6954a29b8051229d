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

    func testProducerCombineLatestStartsThisRunBeforeOthers() {
        let recorder = SignalProducer<Int, Never>(values: [1, 2])
            .combineLatest(with: SignalProducer<String, Never>(value: "a"))
            .map { "\($0)\($1)" }
            .record()
        // As SignalProducer.combineLatest(self, other) in ReactiveSwift: this run sends 1 and 2
        // before `other` starts, so only the latest, 2, meets "a".
        XCTAssertEqual(recorder.history, ["2a", "completed"])
    }

    func testProducerCombineLatestStartedFirstSeesTheOtherRunObservedFromItsStart() {
        let (signal, input) = Signal<String, Never>.pipe()
        let recorder = SignalProducer<Int, Never> { run in
            run.send(1)
            input.send("a")
            return nil
        }
        .combineLatest(with: signal.producer)
        .map { "\($0)\($1)" }
        .record()
        // "a" is sent before the other run starts (it is lost); "b" after both started.
        input.send("b")
        XCTAssertEqual(recorder.values, ["1b"])
    }
}
