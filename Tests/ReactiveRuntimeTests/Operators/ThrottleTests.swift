// ThrottleTests: throttle in virtual time.

import ReactiveRuntime
import XCTest

final class ThrottleTests: XCTestCase {
    func testThrottleSendsTheFirstAtOnceAndTheLatestAtTheEndOfTheInterval() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.throttle(.seconds(1), on: scheduler).record()
        input.send(1)
        scheduler.advance()
        XCTAssertEqual(recorder.history, ["1"])
        input.send(2)
        input.send(3)
        scheduler.advance(by: .milliseconds(999))
        XCTAssertEqual(recorder.history, ["1"])
        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(recorder.history, ["1", "3"])
        scheduler.advance(by: .seconds(3))
        input.send(4)
        scheduler.advance()
        XCTAssertEqual(recorder.history, ["1", "3", "4"])
    }

    func testCompletionDropsTheWaitingValue() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.throttle(.seconds(1), on: scheduler).record()
        input.send(1)
        scheduler.advance()
        input.send(2)
        input.sendCompleted()
        scheduler.run()
        XCTAssertEqual(recorder.history, ["1", "completed"])
    }

    func testProducerThrottle() {
        let scheduler = TestScheduler()
        let recorder = SignalProducer<Int, Never>(values: [1, 2, 3]).throttle(.seconds(1), on: scheduler).record()
        scheduler.run()
        XCTAssertEqual(recorder.history, ["3", "completed"])
    }
}
