// ZipManyTests: zip of any number of streams, as arrays and as tuples.

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
}
