// SkipRepeatsTests: skipRepeats drops consecutive duplicates.

import ReactiveRuntime
import XCTest

final class SkipRepeatsTests: XCTestCase {
    func testSkipRepeatsDropsConsecutiveEqualValues() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.skipRepeats().record()
        for value in [1, 1, 2, 2, 1] { input.send(value) }
        XCTAssertEqual(recorder.history, ["1", "2", "1"])
    }

    func testSkipRepeatsWithAnEquivalence() {
        let (signal, input) = Signal<String, Never>.pipe()
        let recorder = signal.skipRepeats { $0.lowercased() == $1.lowercased() }.record()
        for value in ["a", "A", "b"] { input.send(value) }
        XCTAssertEqual(recorder.history, ["a", "b"])
    }

    func testProducerSkipRepeats() {
        XCTAssertEqual(
            SignalProducer<Int, Never>(values: [3, 3, 3, 4]).skipRepeats().record().history, ["3", "4", "completed"])
    }
}
