// MaterializeTests: materialize turns events into values; dematerialize turns them back.

import ReactiveRuntime
import XCTest

final class MaterializeTests: XCTestCase {
    func testMaterializeSendsEventsAsValues() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.materialize().record()
        input.send(1)
        input.sendFailed(.boom)
        XCTAssertEqual(recorder.values, [.value(1), .failed(.boom)])
        XCTAssertTrue(recorder.isCompleted)
    }

    func testDematerializeRestoresTheEvents() {
        let recorder = SignalProducer<Int, TestError>(values: [1, 2]).materialize().dematerialize().record()
        XCTAssertEqual(recorder.history, ["1", "2", "completed"])
        let failing = SignalProducer<Int, TestError>(error: .boom).materialize().dematerialize().record()
        XCTAssertEqual(failing.history, ["failed(boom)"])
    }
}
