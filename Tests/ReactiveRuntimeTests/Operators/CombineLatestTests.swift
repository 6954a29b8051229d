// CombineLatestTests: combineLatest pairs the latest values, and ReactiveSwift's cases for it.

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

    // MARK: - Peer cases: ReactiveSwift's SignalSpec ("AggregateBuilder": no deadlock on disposal or recursive ends)

    private func combineLatest<Failure: Error>(_ a: Signal<Void, Failure>, _ b: Signal<Void, Failure>) -> Signal<
        (Void, Void), Failure
    > {
        Signal.combineLatest(a, b)
    }

    func testCombineLatestDoesNotDeadlockUponDisposal() {
        checkDisposal(combineLatest)
    }

    func testCombineLatestDoesNotDeadlockUponRecursiveCompletionOfTheSources() {
        checkRecursiveEnd(combineLatest as Combine<Never>) { $0.sendCompleted() }
    }

    func testCombineLatestDoesNotDeadlockUponRecursiveInterruptionOfTheSources() {
        checkRecursiveEnd(combineLatest as Combine<Never>) { $0.sendInterrupted() }
    }

    func testCombineLatestDoesNotDeadlockUponRecursiveFailureOfTheSources() {
        checkRecursiveEnd(combineLatest as Combine<TestError>) { $0.sendFailed(.boom) }
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec, SignalProducerLiftingSpec and SignalProducerSpec

    func testCombineLatestWithForwardsTheLatestValuesOfBothInputs() {
        for asProducer in [false, true] {
            let (recorder, left, right) = combineLatestWith(asProducer: asProducer)
            left.send(1)
            XCTAssertEqual(recorder.values.last, nil)
            right.send(1.5)
            XCTAssertEqual(recorder.values.last, "1 1.5")
            left.send(2)
            XCTAssertEqual(recorder.values.last, "2 1.5")
        }
    }

    func testCombineLatestWithCompletesWhenBothInputsHaveCompleted() {
        for asProducer in [false, true] {
            let (recorder, left, right) = combineLatestWith(asProducer: asProducer)
            left.sendCompleted()
            XCTAssertFalse(recorder.isCompleted)
            right.sendCompleted()
            XCTAssertTrue(recorder.isCompleted)
        }
    }
}
