// ReduceTests: reduce sends one result on completion.

import ReactiveRuntime
import XCTest

final class ReduceTests: XCTestCase {
    func testReduceSendsTheResultOnCompletion() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.reduce(0, +).record()
        for value in [1, 2, 3] { input.send(value) }
        XCTAssertEqual(recorder.history, [])
        input.sendCompleted()
        XCTAssertEqual(recorder.history, ["6", "completed"])
    }

    func testReduceSendsNothingWhenTheStreamFails() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.reduce(0, +).record()
        input.send(1)
        input.sendFailed(.boom)
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }

    func testProducerReduceOfNothingIsTheInitialValue() {
        XCTAssertEqual(SignalProducer<Int, Never>.empty.reduce(5, +).record().history, ["5", "completed"])
    }
}
