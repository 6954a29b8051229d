// PrefixWhileTests: prefix(while:) completes at the first value that fails the test.

import ReactiveRuntime
import XCTest

final class PrefixWhileTests: XCTestCase {
    func testPrefixWhileCompletesAtTheFirstFailingValue() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.prefix { $0 < 3 }.record()
        for value in [1, 2, 3, 1] { input.send(value) }
        XCTAssertEqual(recorder.history, ["1", "2", "completed"])
    }

    func testProducerPrefixWhile() {
        XCTAssertEqual(
            SignalProducer<Int, Never>(values: 1...).prefix { $0 < 3 }.record().history, ["1", "2", "completed"])
    }
}
