// ZipTests: zip pairs values by position, and ReactiveSwift's cases for it.

import ReactiveRuntime
import XCTest

final class ZipTests: XCTestCase {
    func testZipPairsByPosition() {
        let (a, aInput) = Signal<Int, Never>.pipe()
        let (b, bInput) = Signal<String, Never>.pipe()
        let recorder = a.zip(with: b).map { "\($0)\($1)" }.record()
        aInput.send(1)
        aInput.send(2)
        bInput.send("x")
        bInput.send("y")
        bInput.send("z")
        XCTAssertEqual(recorder.history, ["1x", "2y"])
        aInput.sendCompleted()
        XCTAssertEqual(recorder.history, ["1x", "2y", "completed"], "z can never get a partner")
    }

    func testZipWaitsForBufferedValuesBeforeCompleting() {
        let (a, aInput) = Signal<Int, Never>.pipe()
        let (b, bInput) = Signal<Int, Never>.pipe()
        let recorder = a.zip(with: b).map { $0 + $1 }.record()
        aInput.send(1)
        aInput.sendCompleted()
        XCTAssertEqual(recorder.history, [])
        bInput.send(10)
        XCTAssertEqual(recorder.history, ["11", "completed"])
    }

    func testProducerZip() {
        let recorder = SignalProducer<Int, Never>(values: [1, 2])
            .zip(with: SignalProducer<String, Never>(values: ["a", "b", "c"]))
            .map { "\($0)\($1)" }
            .record()
        XCTAssertEqual(recorder.history, ["1a", "2b", "completed"])
    }

    func testProducerZipStartsThisRunBeforeOthers() {
        var started: [String] = []
        let a = SignalProducer<Int, Never> { input in
            started.append("a")
            input.send(1)
            input.sendCompleted()
            return nil
        }
        let b = SignalProducer<Int, Never> { input in
            started.append("b")
            input.send(2)
            input.sendCompleted()
            return nil
        }
        let recorder = a.zip(with: b).map { [$0, $1] }.record()
        XCTAssertEqual(started, ["a", "b"])
        XCTAssertEqual(recorder.history, ["[1, 2]", "completed"])
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec ("AggregateBuilder": no deadlock on disposal or recursive ends)

    private func zip<Failure: Error>(_ a: Signal<Void, Failure>, _ b: Signal<Void, Failure>) -> Signal<
        (Void, Void), Failure
    > {
        Signal.zip(a, b)
    }

    func testZipDoesNotDeadlockUponDisposal() {
        checkDisposal(zip)
    }

    func testZipDoesNotDeadlockUponRecursiveCompletionOfTheSources() {
        checkRecursiveEnd(zip as Combine<Never>) { $0.sendCompleted() }
    }

    func testZipDoesNotDeadlockUponRecursiveInterruptionOfTheSources() {
        checkRecursiveEnd(zip as Combine<Never>) { $0.sendInterrupted() }
    }

    func testZipDoesNotDeadlockUponRecursiveFailureOfTheSources() {
        checkRecursiveEnd(zip as Combine<TestError>) { $0.sendFailed(.boom) }
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec, SignalProducerLiftingSpec and SignalProducerSpec

    func testZipWithCombinesPairs() {
        for asProducer in [false, true] {
            let (recorder, left, right) = zipWith(asProducer: asProducer)
            left.send(1)
            left.send(2)
            XCTAssertEqual(recorder.values, [])
            right.send("foo")
            XCTAssertEqual(recorder.values, ["1foo"])
            left.send(3)
            right.send("bar")
            XCTAssertEqual(recorder.values, ["1foo", "2bar"])
            right.send("buzz")
            XCTAssertEqual(recorder.values, ["1foo", "2bar", "3buzz"])
            right.send("fuzz")
            XCTAssertEqual(recorder.values, ["1foo", "2bar", "3buzz"])
            left.send(4)
            XCTAssertEqual(recorder.values, ["1foo", "2bar", "3buzz", "4fuzz"])
        }
    }

    func testZipWithCompletesWhenTheShorterInputHasCompleted() {
        for asProducer in [false, true] {
            let (recorder, left, right) = zipWith(asProducer: asProducer)
            XCTAssertFalse(recorder.isCompleted)
            left.send(0)
            left.sendCompleted()
            XCTAssertFalse(recorder.isCompleted)
            XCTAssertEqual(recorder.values, [])
            right.send("foo")
            XCTAssertTrue(recorder.isCompleted)
            XCTAssertEqual(recorder.values, ["0foo"])
        }
    }

    func testZipWithSendsNoPairWhenBothInputsCompleteUnpaired() {
        let (recorder, left, right) = zipWith(asProducer: false)
        left.send(0)
        left.sendCompleted()
        XCTAssertFalse(recorder.isCompleted)
        XCTAssertEqual(recorder.values, [])
        right.sendCompleted()
        XCTAssertEqual(recorder.values, [])
    }

    func testZipWithDropsUnpairedValuesWhenBothInputsHaveCompleted() {
        let (recorder, left, right) = zipWith(asProducer: false)
        for value in 0...3 { left.send(value) }
        left.sendCompleted()
        XCTAssertFalse(recorder.isCompleted)
        XCTAssertEqual(recorder.values, [])
        right.send("foo")
        right.send("bar")
        right.sendCompleted()
        XCTAssertEqual(recorder.values, ["0foo", "1bar"])
    }
}
