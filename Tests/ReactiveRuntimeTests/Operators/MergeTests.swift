// MergeTests: merge interleaves several streams.

import ReactiveRuntime
import XCTest

final class MergeTests: XCTestCase {
    func testMergeInterleavesAndCompletesWhenAllComplete() {
        let (a, aInput) = Signal<Int, TestError>.pipe()
        let (b, bInput) = Signal<Int, TestError>.pipe()
        let recorder = a.merge(with: b).record()
        aInput.send(1)
        bInput.send(2)
        aInput.sendCompleted()
        bInput.send(3)
        XCTAssertEqual(recorder.history, ["1", "2", "3"])
        bInput.sendCompleted()
        XCTAssertEqual(recorder.history, ["1", "2", "3", "completed"])
    }

    func testMergeFailsWithTheFirstFailure() {
        let (a, aInput) = Signal<Int, TestError>.pipe()
        let (b, bInput) = Signal<Int, TestError>.pipe()
        let recorder = Signal.merge([a, b]).record()
        bInput.sendFailed(.boom)
        aInput.send(1)
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }

    func testProducerMergeRunsAll() {
        let merged = SignalProducer<Int, Never>.merge([SignalProducer(values: [1, 2]), SignalProducer(value: 3)])
        XCTAssertEqual(merged.record().history, ["1", "2", "3", "completed"])
    }
}
