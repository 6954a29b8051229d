// TakeLastTests: take(last:) keeps the last values until completion.

import ReactiveRuntime
import XCTest

final class TakeLastTests: XCTestCase {
    func testSendsTheLastValuesOnCompletion() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.take(last: 2).record()
        for value in 1...5 { input.send(value) }
        XCTAssertEqual(recorder.history, [])
        input.sendCompleted()
        XCTAssertEqual(recorder.history, ["4", "5", "completed"])
    }

    func testFailureDropsTheKeptValues() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.take(last: 2).record()
        input.send(1)
        input.sendFailed(.boom)
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }

    func testProducerWithFewerValuesAndZero() {
        XCTAssertEqual(SignalProducer<Int, Never>(values: [1]).take(last: 3).record().history, ["1", "completed"])
        XCTAssertEqual(SignalProducer<Int, Never>(values: [1, 2]).take(last: 0).record().history, ["completed"])
    }
}
