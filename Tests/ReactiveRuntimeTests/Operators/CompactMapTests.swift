// CompactMapTests: compactMap drops the nil results.

import ReactiveRuntime
import XCTest

final class CompactMapTests: XCTestCase {
    func testCompactMapSendsOnlyNonNilResults() {
        let (signal, input) = Signal<String, Never>.pipe()
        let recorder = signal.compactMap { Int($0) }.record()
        for text in ["1", "x", "3"] { input.send(text) }
        input.sendCompleted()
        XCTAssertEqual(recorder.history, ["1", "3", "completed"])
    }

    func testProducerCompactMap() {
        let recorder = SignalProducer<String, Never>(values: ["a", "2"]).compactMap { Int($0) }.record()
        XCTAssertEqual(recorder.history, ["2", "completed"])
    }
}
