// TimeIntervalFormsTests: the time-based operators' TimeInterval forms, usable at the iOS 13 / macOS 10.15 floor.

import Foundation
import ReactiveRuntime
import XCTest

final class TimeIntervalFormsTests: XCTestCase {
    func testTimerSendsTheClockInSecondsEveryInterval() {
        let scheduler = TestScheduler()
        let recorder = Recorder<TimeInterval, Never>()
        let run = SignalProducer<TimeInterval, Never>.timer(interval: 1.5, on: scheduler).start(recorder.observer)
        scheduler.advance(by: 1)
        XCTAssertEqual(recorder.values, [])
        scheduler.advance(by: 2)
        XCTAssertEqual(recorder.values, [1.5, 3])
        run.dispose()
        scheduler.advance(by: 10)
        XCTAssertEqual(recorder.values, [1.5, 3])
    }

    func testIntervalCountsEveryPeriod() {
        let scheduler = TestScheduler()
        let recorder = SignalProducer<Int, Never>.interval(0.5, on: scheduler).take(first: 3).record()
        scheduler.advance(by: 1.25)
        XCTAssertEqual(recorder.values, [0, 1])
        scheduler.run()
        XCTAssertEqual(recorder.history, ["0", "1", "2", "completed"])
    }

    func testValueAfterADelayInSeconds() {
        let scheduler = TestScheduler()
        let recorder = SignalProducer<String, Never>(value: "ready", after: 2, on: scheduler).record()
        scheduler.advance(by: 1.999)
        XCTAssertEqual(recorder.history, [])
        scheduler.advance(by: 0.001)
        XCTAssertEqual(recorder.history, ["ready", "completed"])
    }

    func testProducerTimeoutAndRetryWithAnIntervalInSeconds() {
        let scheduler = TestScheduler()
        let attempts = LockedCounter()
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

    func testTestSchedulerClockInSecondsAndRewind() {
        let scheduler = TestScheduler()
        scheduler.advance(by: 2.5)
        XCTAssertEqual(scheduler.currentTime, 2.5)
        XCTAssertEqual(scheduler.uptimeNanoseconds, 2_500_000_000)
        scheduler.rewind(by: 1)
        XCTAssertEqual(scheduler.currentTime, 1.5)
        scheduler.rewind(by: .milliseconds(500))
        XCTAssertEqual(scheduler.now, .seconds(1))
    }

    func testDurationAndTimeIntervalFormsAgree() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let seconds = signal.debounce(0.25, on: scheduler).record()
        let duration = signal.debounce(.milliseconds(250), on: scheduler).record()
        input.send(1)
        scheduler.advance(by: 0.249)
        XCTAssertEqual(seconds.values + duration.values, [])
        scheduler.advance(by: 0.001)
        XCTAssertEqual(seconds.values, [1])
        XCTAssertEqual(duration.values, [1])
    }
}

/// A counter incremented from scheduled actions.
final class LockedCounter: @unchecked Sendable {
    private let lock = NSLockLike()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() { lock.withLock { count += 1 } }
}
