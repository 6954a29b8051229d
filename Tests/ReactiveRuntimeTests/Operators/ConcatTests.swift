// ConcatTests: concat runs producers one after another.

import ReactiveRuntime
import XCTest

final class ConcatTests: XCTestCase {
    func testConcatRunsTheNextProducerAfterCompletion() {
        let first = SignalProducer<Int, Never>(values: [1, 2])
        let second = SignalProducer<Int, Never>(values: [3])
        XCTAssertEqual(first.concat(second).record().history, ["1", "2", "3", "completed"])
    }

    func testConcatDoesNotStartTheNextProducerAfterAFailure() {
        let started = LockedFlag()
        let second = SignalProducer<Int, TestError> { input in
            started.set()
            input.sendCompleted()
            return nil
        }
        let recorder = SignalProducer<Int, TestError>(error: .boom).concat(second).record()
        XCTAssertEqual(recorder.history, ["failed(boom)"])
        XCTAssertFalse(started.isSet)
    }

    func testConcatOfMany() {
        let producers = (1...3).map { SignalProducer<Int, Never>(value: $0) }
        XCTAssertEqual(SignalProducer.concat(producers).record().history, ["1", "2", "3", "completed"])
    }
}

final class ConcatValueTests: XCTestCase {
    func testConcatValueAndErrorAfterCompletion() {
        let appended = SignalProducer<Int, TestError>(values: [1, 2]).concat(value: 3)
        XCTAssertEqual(appended.record().history, ["1", "2", "3", "completed"])
        let failing = SignalProducer<Int, TestError>(value: 1).concat(error: .boom)
        XCTAssertEqual(failing.record().history, ["1", "failed(boom)"])
    }
}
