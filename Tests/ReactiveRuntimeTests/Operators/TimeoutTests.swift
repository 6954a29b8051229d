// TimeoutTests: timeout in virtual time, and ReactiveSwift's cases for it.

import Foundation
import ReactiveRuntime
import XCTest

final class TimeoutTests: XCTestCase {
    func testSignalFailsWhenItHasNotEndedInTime() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.timeout(after: .seconds(2), raising: .other, on: scheduler).record()
        input.send(1)
        scheduler.advance(by: .milliseconds(1_999))
        XCTAssertEqual(recorder.history, ["1"])
        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(recorder.history, ["1", "failed(other)"])
        input.send(2)
        XCTAssertEqual(recorder.history, ["1", "failed(other)"])
    }

    func testEndingInTimeCancelsTheDeadline() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.timeout(after: .seconds(2), raising: .other, on: scheduler).record()
        input.sendCompleted()
        scheduler.run()
        XCTAssertEqual(recorder.history, ["completed"])
        XCTAssertTrue(scheduler.isIdle)
    }

    func testProducerTimeoutInterruptsTheRunAndRetryStartsAgain() {
        let scheduler = TestScheduler()
        let starts = Counter()
        let stops = Counter()
        let slow = SignalProducer<Int, TestError> { input in
            let attempt = starts.increment()
            let pending = scheduler.schedule(after: .seconds(attempt == 1 ? 10 : 1)) {
                input.send(attempt)
                input.sendCompleted()
            }
            return CompositeDisposable([pending, ActionDisposable { stops.increment() }])
        }
        let recorder = slow.timeout(after: .seconds(3), raising: .other, on: scheduler).retry(upTo: 1).record()
        scheduler.advance(by: .seconds(3))
        XCTAssertEqual(starts.value, 2, "the first attempt timed out and was retried")
        XCTAssertEqual(stops.value, 1, "the timed-out run was interrupted")
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(recorder.history, ["2", "completed"])
    }

    // MARK: - Peer cases: ReactiveSwift's SignalProducerLiftingSpec (producer forms)

    private func timingOut(
        endingAfter seconds: TimeInterval, on scheduler: TestScheduler
    ) -> Recorder<Int, TestError> {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.producer.timeout(after: 2, raising: .boom, on: scheduler).record()
        scheduler.schedule(after: seconds) { input.sendCompleted() }
        return recorder
    }

    func testProducerTimeoutCompletesWithinTheInterval() {
        let scheduler = TestScheduler()
        let recorder = timingOut(endingAfter: 1, on: scheduler)
        XCTAssertNil(recorder.terminal)
        scheduler.run()
        XCTAssertEqual(recorder.history, ["completed"])
    }

    func testTimeoutFailsIfNotCompletedWithinTheInterval() {
        let scheduler = TestScheduler()
        let recorder = timingOut(endingAfter: 3, on: scheduler)
        XCTAssertNil(recorder.terminal)
        scheduler.run()
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec

    func testTimeoutCompletesWithinTheInterval() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.timeout(after: 2, raising: .boom, on: scheduler).record()
        scheduler.schedule(after: 1) { input.sendCompleted() }
        XCTAssertNil(recorder.terminal)
        scheduler.run()
        XCTAssertEqual(recorder.history, ["completed"])
    }

    func testTimeoutFailsIfNotCompletedBeforeTheInterval() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.timeout(after: 2, raising: .boom, on: scheduler).record()
        scheduler.schedule(after: 3) { input.sendCompleted() }
        XCTAssertNil(recorder.terminal)
        scheduler.run()
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }
}
