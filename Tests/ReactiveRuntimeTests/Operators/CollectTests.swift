// CollectTests: collect gathers values into arrays.

import ReactiveRuntime
import XCTest

final class CollectTests: XCTestCase {
    func testCollectSendsEverythingOnCompletion() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.collect().record()
        for value in 1...3 { input.send(value) }
        input.sendCompleted()
        XCTAssertEqual(recorder.values, [[1, 2, 3]])
        XCTAssertTrue(recorder.isCompleted)
    }

    func testCollectCountSendsChunks() {
        let recorder = SignalProducer<Int, Never>(values: 1...5).collect(count: 2).record()
        XCTAssertEqual(recorder.values, [[1, 2], [3, 4], [5]])
        XCTAssertEqual(SignalProducer<Int, Never>.empty.collect().record().values, [[]])
    }
}
