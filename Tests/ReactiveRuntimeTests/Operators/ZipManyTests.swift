// ZipManyTests: zip of any number of streams, as arrays and as tuples, and ReactiveSwift's cases for it.

import ReactiveRuntime
import XCTest

final class ZipManyTests: XCTestCase {
    func testArrayOfSignalsGroupsByPosition() {
        let pipes = (0..<3).map { _ in Signal<Int, Never>.pipe() }
        let recorder = Signal.zip(pipes.map(\.output)).record()
        pipes[0].input.send(1)
        pipes[0].input.send(2)
        pipes[1].input.send(10)
        pipes[2].input.send(100)
        XCTAssertEqual(recorder.values, [[1, 10, 100]])
        pipes[1].input.send(20)
        pipes[1].input.sendCompleted()
        XCTAssertNil(recorder.terminal, "20 still waits for a partner")
        pipes[2].input.send(200)
        XCTAssertEqual(recorder.values, [[1, 10, 100], [2, 20, 200]])
        XCTAssertTrue(recorder.isCompleted, "the completed stream has nothing left to pair")
        withExtendedLifetime(pipes) {}  // the other inputs, released with the array, would interrupt (optimized builds)
    }

    func testProducersStopAtTheShortest() {
        let producer = SignalProducer.zip([
            SignalProducer<Int, Never>(values: [1, 2, 3]), SignalProducer(values: [4, 5]),
        ])
        XCTAssertEqual(producer.record().history, ["[1, 4]", "[2, 5]", "completed"])
    }

    func testParameterPackOfDifferentTypes() {
        let producer = SignalProducer.zip(
            SignalProducer<Int, Never>(values: [1, 2]), SignalProducer<String, Never>(values: ["a", "b", "c"]),
            SignalProducer<Bool, Never>(values: [true, false]))
        var received: [String] = []
        producer.startWithValues { received.append("\($0)\($1)\($2)") }
        XCTAssertEqual(received, ["1atrue", "2bfalse"])
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec, SignalProducerLiftingSpec and SignalProducerSpec

    private var zipForms: [([Signal<Int, Never>]) -> Signal<[Int], Never>] {
        [
            { signals in Signal.zip(signals[0], signals[1], signals[2]).map { [$0.0, $0.1, $0.2] } },
            { signals in Signal.zip(signals) },
        ]
    }

    func testZipOfThreeCombinesOnlyFullSets() {
        for form in zipForms {
            let (recorder, inputs) = combineThree(form)
            inputs[0].send(0)
            XCTAssertEqual(recorder.values.last, nil)
            inputs[1].send(1)
            XCTAssertEqual(recorder.values.last, nil)
            inputs[2].send(2)
            XCTAssertEqual(recorder.values.last, [0, 1, 2])
            inputs[0].send(10)
            XCTAssertEqual(recorder.values.last, [0, 1, 2])
            inputs[0].send(20)
            XCTAssertEqual(recorder.values.last, [0, 1, 2])
            inputs[1].send(11)
            XCTAssertEqual(recorder.values.last, [0, 1, 2])
            inputs[2].send(12)
            XCTAssertEqual(recorder.values.last, [10, 11, 12])
            withExtendedLifetime(inputs) {}  // released at their last use in optimized builds, they would interrupt
        }
    }

    func testZipOfThreeCompletesWhenTheShorterInputHasCompleted() {
        for form in zipForms {
            let (recorder, inputs) = combineThree(form)
            inputs[1].send(1)
            inputs[2].send(2)
            inputs[1].sendCompleted()
            inputs[2].sendCompleted()
            XCTAssertFalse(recorder.isCompleted)
            inputs[0].send(0)
            XCTAssertTrue(recorder.isCompleted)
        }
    }

    func testProducerZipZipsTheEventsToOneArray() {
        let a = SignalProducer<Int, Never>(values: [1, 2])
        let b = SignalProducer<Int, Never>(values: [3, 4])
        let recorder = SignalProducer.zip([a, b]).collect().record()
        XCTAssertEqual(recorder.values, [[[1, 3], [2, 4]]])
        XCTAssertTrue(recorder.isCompleted)
    }

    func testProducerZipStartsTheProducersInOrder() {
        let started = LockedInts()
        let producers = [startRecording(1, in: started), startRecording(2, in: started)]
        let recorder = SignalProducer.zip(producers).record()
        XCTAssertEqual(started.items, [1, 2])
        XCTAssertEqual(recorder.values, [[1, 2]])
    }

    func testProducerZipCopesWithHundredsOfProducers() {
        let scheduler = TestScheduler()
        let producers = (0..<1024).map { _ in SignalProducer<UInt, Never>(value: .max) }
        let recorder = SignalProducer.zip(producers).start(on: scheduler).record()
        XCTAssertEqual(recorder.values, [])
        XCTAssertFalse(recorder.isCompleted)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [Array(repeating: .max, count: 1024)])
        XCTAssertTrue(recorder.isCompleted)
    }
}
