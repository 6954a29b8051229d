// ThrottleTests: throttle in virtual time, and ReactiveSwift's cases for it.

import Foundation
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

    // MARK: - Peer cases: ReactiveSwift's SignalProducerLiftingSpec (producer forms)

    func testThrottleSendsValuesNoMoreOftenThanTheInterval() {
        TimeOperatorScenarios.assertThrottleScenario { $0.producer.throttle(1, on: $1).record() }
    }

    func testProducerThrottleSchedulesCompletionImmediately() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.throttle(1, on: scheduler).record()
        input.send(0)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [0])
        input.send(1)
        input.sendCompleted()
        XCTAssertFalse(recorder.isCompleted)
        scheduler.run()
        XCTAssertEqual(recorder.values, [0])
        XCTAssertTrue(recorder.isCompleted)
    }

    func testThrottleInterruptsAtOnceAndDiscardsOutstandingEvents() {
        checkInterruptsAtOnce { $0.throttle(10, on: $1) }
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec (intervals in seconds, as the peer writes them)

    func testThrottleSendsValuesNoSoonerThanTheInterval() {
        TimeOperatorScenarios.assertThrottleScenario { $0.throttle(1, on: $1).record() }
    }

    func testThrottleSchedulesCompletionImmediately() {
        let scheduler = TestScheduler()
        let (base, input) = Signal<Int, Never>.pipe()
        let recorder = base.throttle(1, on: scheduler).record()
        input.send(0)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [0])
        input.send(1)
        input.sendCompleted()
        XCTAssertFalse(recorder.isCompleted)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [0])
        XCTAssertTrue(recorder.isCompleted)
        scheduler.run()
        XCTAssertEqual(recorder.values, [0])
    }
}
