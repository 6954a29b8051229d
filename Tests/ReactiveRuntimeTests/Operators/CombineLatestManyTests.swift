// CombineLatestManyTests: combineLatest of any number of streams, as arrays and as tuples.

import ReactiveRuntime
import XCTest

final class CombineLatestManyTests: XCTestCase {
    func testArrayOfSignalsSendsOnceEachHasAValue() {
        let pipes = (0..<3).map { _ in Signal<Int, TestError>.pipe() }
        let recorder = Signal.combineLatest(pipes.map(\.output)).record()
        pipes[0].input.send(1)
        pipes[2].input.send(3)
        XCTAssertEqual(recorder.values, [])
        pipes[1].input.send(2)
        pipes[0].input.send(10)
        XCTAssertEqual(recorder.values, [[1, 2, 3], [10, 2, 3]])
        for pipe in pipes.dropLast() { pipe.input.sendCompleted() }
        XCTAssertNil(recorder.terminal)
        pipes[2].input.sendCompleted()
        XCTAssertTrue(recorder.isCompleted)
    }

    func testAFailureEndsTheCombination() {
        let pipes = (0..<3).map { _ in Signal<Int, TestError>.pipe() }
        let recorder = Signal.combineLatest(pipes.map(\.output)).record()
        pipes[1].input.sendFailed(.boom)
        XCTAssertEqual(recorder.history, ["failed(boom)"])
        withExtendedLifetime(pipes) {}  // the other inputs, released with the array, would interrupt (optimized builds)
    }

    func testProducersOfOneType() {
        let producer = SignalProducer.combineLatest([
            SignalProducer<Int, Never>(value: 1), SignalProducer(values: [2, 3]), SignalProducer(value: 4),
        ])
        XCTAssertEqual(producer.record().values, [[1, 3, 4]])
        XCTAssertEqual(
            SignalProducer<[Int], Never>.combineLatest([SignalProducer<Int, Never>]()).record().history, ["completed"])
    }

    func testParameterPackOfDifferentTypes() {
        let (names, nameInput) = Signal<String, Never>.pipe()
        let (ages, ageInput) = Signal<Int, Never>.pipe()
        let (flags, flagInput) = Signal<Bool, Never>.pipe()
        var received: [String] = []
        Signal.combineLatest(names, ages, flags).observeValues { name, age, flag in
            received.append("\(name) \(age) \(flag)")
        }
        nameInput.send("ada")
        ageInput.send(36)
        flagInput.send(true)
        ageInput.send(37)
        XCTAssertEqual(received, ["ada 36 true", "ada 37 true"])
    }

    func testProducerParameterPack() {
        let producer = SignalProducer.combineLatest(
            SignalProducer<String, Never>(value: "a"), SignalProducer<Int, Never>(values: [1, 2]),
            SignalProducer<Double, Never>(value: 0.5), SignalProducer<Bool, Never>(value: false))
        var received: [String] = []
        producer.startWithValues { received.append("\($0) \($1) \($2) \($3)") }
        XCTAssertEqual(received, ["a 2 0.5 false"])
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec, SignalProducerLiftingSpec and SignalProducerSpec

    private var combineLatestForms: [([Signal<Int, Never>]) -> Signal<[Int], Never>] {
        [
            { signals in Signal.combineLatest(signals[0], signals[1], signals[2]).map { [$0.0, $0.1, $0.2] } },
            { signals in Signal.combineLatest(signals) },
        ]
    }

    func testCombineLatestOfThreeForwardsTheLatestValuesOfAllInputs() {
        for form in combineLatestForms {
            let (recorder, inputs) = combineThree(form)
            XCTAssertEqual(recorder.values.last, nil)
            inputs[0].send(0)
            inputs[1].send(1)
            inputs[2].send(2)
            XCTAssertEqual(recorder.values.last, [0, 1, 2])
            inputs[0].send(10)
            XCTAssertEqual(recorder.values.last, [10, 1, 2])
            withExtendedLifetime(inputs) {}  // released at their last use in optimized builds, they would interrupt
        }
    }

    func testCombineLatestOfThreeWaitsForEveryInput() {
        for form in combineLatestForms {
            let (recorder, inputs) = combineThree(form)
            inputs[0].send(0)
            XCTAssertEqual(recorder.values.last, nil)
            inputs[1].send(1)
            XCTAssertEqual(recorder.values.last, nil)
            inputs[2].send(2)
            XCTAssertEqual(recorder.values.last, [0, 1, 2])
            withExtendedLifetime(inputs) {}  // released at their last use in optimized builds, they would interrupt
        }
    }

    func testCombineLatestOfThreeCompletesWhenAllInputsHaveCompleted() {
        for form in combineLatestForms {
            let (recorder, inputs) = combineThree(form)
            inputs[0].sendCompleted()
            inputs[1].sendCompleted()
            XCTAssertFalse(recorder.isCompleted)
            inputs[2].sendCompleted()
            XCTAssertTrue(recorder.isCompleted)
        }
    }

    func testProducerCombineLatestCombinesTheEventsToOneArray() {
        let (a, inputA) = Signal<Int, Never>.pipe()
        let (b, inputB) = Signal<Int, Never>.pipe()
        let recorder = SignalProducer.combineLatest([a.producer, b.producer]).record()
        inputA.send(1)
        inputB.send(2)
        inputA.send(3)
        inputA.sendCompleted()
        inputB.sendCompleted()
        XCTAssertEqual(recorder.values, [[1, 2], [3, 2]])
    }

    func testProducerCombineLatestStartsTheProducersInOrder() {
        let started = LockedInts()
        let producers = [startRecording(1, in: started), startRecording(2, in: started)]
        let recorder = SignalProducer.combineLatest(producers).record()
        XCTAssertEqual(started.items, [1, 2])
        XCTAssertEqual(recorder.values, [[1, 2]])
    }

    func testProducerCombineLatestCopesWithHundredsOfProducers() {
        let scheduler = TestScheduler()
        let producers = (0..<700).map { _ in SignalProducer<Void, Never>(value: ()) }
        let recorder = SignalProducer.combineLatest(producers).start(on: scheduler).record()
        XCTAssertFalse(recorder.isCompleted)
        scheduler.run()
        XCTAssertTrue(recorder.isCompleted)
    }
}
