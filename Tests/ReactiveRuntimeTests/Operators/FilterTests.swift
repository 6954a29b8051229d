// FilterTests: filter keeps the values that pass.

import ReactiveRuntime
import XCTest

final class FilterTests: XCTestCase {
    func testFilterKeepsPassingValues() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.filter { $0.isMultiple(of: 2) }.record()
        for value in 1...5 { input.send(value) }
        input.sendFailed(.boom)
        XCTAssertEqual(recorder.history, ["2", "4", "failed(boom)"])
    }

    func testProducerFilter() {
        XCTAssertEqual(
            SignalProducer<Int, Never>(values: 1...6).filter { $0 > 4 }.record().history, ["5", "6", "completed"])
    }
}
