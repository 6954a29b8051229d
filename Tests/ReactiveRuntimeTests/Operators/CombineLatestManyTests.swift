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
}
