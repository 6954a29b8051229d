// RetryTests: retry(upTo:) restarts a failing producer, and ReactiveSwift's cases for it.

import Foundation
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

    // MARK: - TimeInterval forms, usable at the iOS 13 / macOS 10.15 floor

    func testProducerTimeoutAndRetryWithAnIntervalInSeconds() {
        let scheduler = TestScheduler()
        let attempts = Counter()
        let failing = SignalProducer<Int, TestError> { input in
            attempts.increment()
            return scheduler.schedule(after: 1) { input.sendFailed(.boom) }
        }
        let recorder = failing.retry(upTo: 2, interval: 0.5, on: scheduler).record()
        scheduler.advance(by: 1)
        XCTAssertEqual(attempts.value, 1)
        scheduler.advance(by: 0.5)
        XCTAssertEqual(attempts.value, 2)
        scheduler.run()
        XCTAssertEqual(attempts.value, 3)
        XCTAssertEqual(recorder.history, ["failed(boom)"])
        let timedOut = SignalProducer<Int, TestError>.never.timeout(after: 3, raising: .other, on: scheduler).record()
        scheduler.advance(by: 3)
        XCTAssertEqual(timedOut.history, ["failed(other)"])
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec, SignalProducerLiftingSpec and SignalProducerSpec

    /// The peer's `attemptWithResults`: each run takes the next result; a value is sent and the
    /// run completes, an error fails the run.
    private func attempts(_ results: [Result<Int, PeerError>]) -> SignalProducer<Int, PeerError> {
        let next = Counter()
        return SignalProducer { input in
            let index = next.increment() - 1
            precondition(index < results.count, "operation started too many times")
            switch results[index] {
            case .success(let value):
                input.send(value)
                input.sendCompleted()
            case .failure(let error):
                input.sendFailed(error)
            }
            return nil
        }
    }

    func testRetryStartsTheProducerAgainUponError() {
        let producer = attempts([.failure(.error1), .failure(.error2), .success(1)]).retry(upTo: 2)
        XCTAssertEqual(producer.record().history, ["1", "completed"])
    }

    func testRetryForwardsTheErrorAfterTheLastRetry() {
        let producer = attempts([.failure(.default), .failure(.error1), .failure(.error2)]).retry(upTo: 2)
        XCTAssertEqual(producer.record().history, ["failed(error2)"])
    }

    func testRetryDoesNotRetryUponCompletion() {
        let producer = attempts([.success(1), .success(2), .success(3)]).retry(upTo: 2)
        XCTAssertEqual(producer.record().history, ["1", "completed"])
    }

    func testRetryWithAnIntervalSendsValuesAtTheInterval() {
        let scheduler = TestScheduler()
        let count = Counter()
        let original = SignalProducer<Int, PeerError> { input in
            if count.value < 2 {
                scheduler.schedule { input.send(count.value) }
                scheduler.schedule { input.sendFailed(.default) }
            } else {
                scheduler.schedule { input.sendCompleted() }
            }
            count.increment()
            return nil
        }
        let recorder = original.retry(upTo: .max, interval: 1, on: scheduler).record()
        XCTAssertEqual(count.value, 1)
        XCTAssertEqual(recorder.values, [])
        scheduler.advance()
        XCTAssertEqual(count.value, 1)
        XCTAssertEqual(recorder.values, [1])
        XCTAssertFalse(recorder.isCompleted)
        scheduler.advance(by: 1)
        XCTAssertEqual(count.value, 2)
        XCTAssertEqual(recorder.values, [1, 2])
        XCTAssertFalse(recorder.isCompleted)
        scheduler.advance(by: 1)
        XCTAssertEqual(count.value, 3)
        XCTAssertEqual(recorder.values, [1, 2])
        XCTAssertTrue(recorder.isCompleted)
    }

    func testRetryWithAnIntervalSendsNothingAfterTheLimit() {
        let scheduler = TestScheduler()
        let count = Counter()
        let original = SignalProducer<Int, PeerError> { input in
            scheduler.schedule { input.send(count.value) }
            scheduler.schedule { input.sendFailed(.default) }
            count.increment()
            return nil
        }
        let recorder = original.retry(upTo: 2, interval: 1, on: scheduler).record()
        var errors: [PeerError] { recorder.events.compactMap(\.error) }
        scheduler.advance()
        XCTAssertEqual(count.value, 1)
        XCTAssertEqual(recorder.values, [1])
        XCTAssertEqual(errors, [])
        scheduler.advance(by: 1)
        XCTAssertEqual(count.value, 2)
        XCTAssertEqual(recorder.values, [1, 2])
        XCTAssertEqual(errors, [])
        scheduler.advance(by: 1)
        XCTAssertEqual(count.value, 3)
        XCTAssertEqual(recorder.values, [1, 2, 3])
        XCTAssertEqual(errors, [.default])
        scheduler.advance(by: 1)
        XCTAssertEqual(count.value, 3)
        XCTAssertEqual(recorder.values, [1, 2, 3])
        XCTAssertEqual(errors, [.default])
    }

    func testRetryWithAnIntervalKeepsOneCounterPerRun() {
        let scheduler = TestScheduler()
        let failuresReceived = Counter()
        let original = SignalProducer<Int, PeerError> { input in
            scheduler.schedule { input.sendFailed(.default) }
        }
        let retryDelay: TimeInterval = 1
        let retriable = original.retry(upTo: 1, interval: retryDelay, on: scheduler)
            .on(failed: { _ in failuresReceived.increment() })
        retriable.start()
        scheduler.advance()
        XCTAssertEqual(failuresReceived.value, 0)
        scheduler.advance(by: retryDelay)
        XCTAssertEqual(failuresReceived.value, 1)
        retriable.start()
        scheduler.advance()
        XCTAssertEqual(failuresReceived.value, 1)
        scheduler.advance(by: retryDelay)
        XCTAssertEqual(failuresReceived.value, 2)
    }
}

/// The peer's test errors, for the cases that tell several apart.
enum PeerError: Error, Equatable, CustomStringConvertible {
    case `default`
    case error1
    case error2

    var description: String {
        switch self {
        case .default: return "default"
        case .error1: return "error1"
        case .error2: return "error2"
        }
    }
}
