// RetryTests: retry(upTo:) restarts a failing producer.

import ReactiveRuntime
import XCTest

final class RetryTests: XCTestCase {
    func testRetryRestartsUntilItSucceeds() {
        let attempts = Counter()
        let producer = SignalProducer<Int, TestError> { input in
            let attempt = attempts.increment()
            input.send(attempt)
            if attempt < 3 { input.sendFailed(.boom) } else { input.sendCompleted() }
            return nil
        }
        XCTAssertEqual(producer.retry(upTo: 5).record().history, ["1", "2", "3", "completed"])
        XCTAssertEqual(attempts.value, 3)
    }

    func testRetryGivesUpAfterCountRetries() {
        let attempts = Counter()
        let producer = SignalProducer<Int, TestError> { input in
            attempts.increment()
            input.sendFailed(.boom)
            return nil
        }
        XCTAssertEqual(producer.retry(upTo: 2).record().history, ["failed(boom)"])
        XCTAssertEqual(attempts.value, 3)
    }

    func testDisposingStopsRetrying() {
        var inputs: [Signal<Int, TestError>.Input] = []
        let producer = SignalProducer<Int, TestError> { input in
            inputs.append(input)
            return nil
        }
        let recorder = Recorder<Int, TestError>()
        let run = producer.retry(upTo: 3).start(recorder.observer)
        inputs[0].sendFailed(.boom)
        XCTAssertEqual(inputs.count, 2)
        run.dispose()
        inputs[1].sendFailed(.boom)
        XCTAssertEqual(inputs.count, 2)
        XCTAssertEqual(recorder.history, ["interrupted"])
    }
}

final class RetryWithIntervalTests: XCTestCase {
    func testRetriesAfterTheIntervalInVirtualTime() {
        let scheduler = TestScheduler()
        let attempts = Counter()
        let producer = SignalProducer<Int, TestError> { input in
            let attempt = attempts.increment()
            if attempt < 3 {
                input.sendFailed(.boom)
            } else {
                input.send(attempt)
                input.sendCompleted()
            }
            return nil
        }
        let recorder = producer.retry(upTo: 5, interval: .seconds(2), on: scheduler).record()
        XCTAssertEqual(attempts.value, 1)
        scheduler.advance(by: .milliseconds(1_999))
        XCTAssertEqual(attempts.value, 1)
        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(attempts.value, 2)
        scheduler.advance(by: .seconds(2))
        XCTAssertEqual(recorder.history, ["3", "completed"])
    }

    func testDisposingCancelsTheWaitingRetry() {
        let scheduler = TestScheduler()
        let attempts = Counter()
        let producer = SignalProducer<Int, TestError> { input in
            attempts.increment()
            input.sendFailed(.boom)
            return nil
        }
        let recorder = Recorder<Int, TestError>()
        let run = producer.retry(upTo: 5, interval: .seconds(1), on: scheduler).start(recorder.observer)
        run.dispose()
        scheduler.run()
        XCTAssertEqual(attempts.value, 1)
        XCTAssertEqual(recorder.history, ["interrupted"])
    }
}
