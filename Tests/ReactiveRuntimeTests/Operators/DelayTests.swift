// DelayTests: delay in virtual time, and ReactiveSwift's cases for it.

import Foundation
import ReactiveRuntime
import XCTest

final class DelayTests: XCTestCase {
    func testDelayShiftsValuesAndCompletion() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.delay(.seconds(2), on: scheduler).record()
        input.send(1)
        scheduler.advance(by: .seconds(1))
        input.send(2)
        input.sendCompleted()
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(recorder.history, ["1"])
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(recorder.history, ["1", "2", "completed"])
    }

    func testFailureIsNotDelayed() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.delay(.seconds(2), on: scheduler).record()
        input.send(1)
        input.sendFailed(.boom)
        scheduler.advance()
        XCTAssertEqual(recorder.history, ["failed(boom)"])
        scheduler.run()
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }

    func testProducerDelay() {
        let scheduler = TestScheduler()
        let recorder = SignalProducer<Int, Never>(value: 1).delay(.seconds(1), on: scheduler).record()
        XCTAssertEqual(recorder.history, [])
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(recorder.history, ["1", "completed"])
    }

    // MARK: - Peer cases: ReactiveSwift's SignalProducerLiftingSpec (producer forms)

    func testProducerDelaySendsEventsOnTheSchedulerAfterTheInterval() {
        TimeOperatorScenarios.assertDelaySendsEventsAfterTheInterval { scheduler, generator in
            SignalProducer(generator).delay(10, on: scheduler).record()
        }
    }

    func testProducerDelaySchedulesErrorsImmediately() {
        TimeOperatorScenarios.assertDelaySchedulesErrorsImmediately { scheduler, generator in
            SignalProducer(generator).delay(10, on: scheduler).record()
        }
    }

    func testDelayInterruptsAtOnceAndDiscardsOutstandingEvents() {
        checkInterruptsAtOnce { $0.delay(10, on: $1) }
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec (intervals in seconds, as the peer writes them)

    func testDelaySendsEventsOnTheSchedulerAfterTheInterval() {
        TimeOperatorScenarios.assertDelaySendsEventsAfterTheInterval { scheduler, generator in
            Signal(generator).delay(10, on: scheduler).record()
        }
    }

    func testDelaySchedulesErrorsImmediately() {
        TimeOperatorScenarios.assertDelaySchedulesErrorsImmediately { scheduler, generator in
            Signal(generator).delay(10, on: scheduler).record()
        }
    }

    // MARK: - Defect regressions: a disposed flatten left an inner run going; concat recursed

    func testDisposingALiftedTimeOperatorAfterTheSourceCompletedCancelsItsTimer() {
        let scheduler = TestScheduler()
        let recorder = Recorder<Int, Never>()
        let disposable = SignalProducer<Int, Never>(value: 1)
            .delay(1, on: scheduler)
            .start(recorder.observer)
        disposable.dispose()
        scheduler.run()
        XCTAssertEqual(recorder.history, ["interrupted"])
    }
}
