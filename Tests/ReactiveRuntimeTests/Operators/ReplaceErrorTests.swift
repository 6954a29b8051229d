// ReplaceErrorTests: replaceError(with:) ends a failing stream with a value instead.

import ReactiveRuntime
import XCTest

final class ReplaceErrorTests: XCTestCase {
    func testAFailureBecomesTheValueThenCompletion() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.replaceError(with: 0).record()
        input.send(1)
        input.sendFailed(.boom)
        XCTAssertEqual(recorder.history, ["1", "0", "completed"])
    }

    func testARunThatSucceedsIsUnchanged() {
        let recorder = SignalProducer<Int, TestError>(values: [1, 2]).replaceError(with: 0).record()
        XCTAssertEqual(recorder.history, ["1", "2", "completed"])
    }

    func testARunThatFailsEndsWithTheValue() {
        let recorder = SignalProducer<Int, TestError>(error: .boom).replaceError(with: -1).record()
        XCTAssertEqual(recorder.history, ["-1", "completed"])
    }
}
