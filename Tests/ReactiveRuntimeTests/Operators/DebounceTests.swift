// DebounceTests: debounce in virtual time, and ReactiveSwift's cases for it.

import Foundation
import ReactiveRuntime
import XCTest

final class DebounceTests: XCTestCase {
    func testDebounceSendsOnlyAfterAQuietInterval() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.debounce(.seconds(1), on: scheduler).record()
        input.send(1)
        scheduler.advance(by: .milliseconds(500))
        input.send(2)
        scheduler.advance(by: .milliseconds(999))
        XCTAssertEqual(recorder.history, [])
        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(recorder.history, ["2"])
        input.send(3)
        scheduler.advance(by: .seconds(5))
        XCTAssertEqual(recorder.history, ["2", "3"])
    }

    func testCompletionDropsThePendingValueByDefault() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.debounce(.seconds(1), on: scheduler).record()
        input.send(1)
        input.sendCompleted()
        XCTAssertEqual(recorder.history, [])
        scheduler.advance()
        XCTAssertEqual(recorder.history, ["completed"])
        scheduler.run()
        XCTAssertEqual(recorder.history, ["completed"])
    }

    func testCompletionWaitsOutTheIntervalWhenNotDiscarding() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.debounce(1, on: scheduler, discardWhenCompleted: false).record()
        input.send(1)
        scheduler.advance(by: 0.25)
        input.sendCompleted()
        scheduler.advance(by: 0.5)
        XCTAssertEqual(recorder.history, [])
        scheduler.advance(by: 0.25)
        XCTAssertEqual(recorder.history, ["1", "completed"])
    }

    func testCompletionWithoutAPendingValueIsSentAtOnceWhenNotDiscarding() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.debounce(1, on: scheduler, discardWhenCompleted: false).record()
        input.send(1)
        scheduler.advance(by: 1)
        input.sendCompleted()
        scheduler.advance()
        XCTAssertEqual(recorder.history, ["1", "completed"])
    }

    func testFailureDropsThePendingValue() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.debounce(.seconds(1), on: scheduler).record()
        input.send(1)
        input.sendFailed(.boom)
        scheduler.run()
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }

    func testProducerDebounce() {
        let scheduler = TestScheduler()
        let recorder = SignalProducer<Int, Never>(values: [1, 2, 3]).debounce(.seconds(1), on: scheduler).record()
        scheduler.run()
        XCTAssertEqual(recorder.history, ["completed"])
        let kept = SignalProducer<Int, Never>(values: [1, 2, 3])
            .debounce(.seconds(1), on: scheduler, discardWhenCompleted: false)
            .record()
        scheduler.run()
        XCTAssertEqual(kept.history, ["3", "completed"])
    }

    // MARK: - TimeInterval forms, usable at the iOS 13 / macOS 10.15 floor

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

    // MARK: - Peer cases: ReactiveSwift's SignalProducerLiftingSpec (producer forms)

    func testDebounceInterruptsAtOnceAndDiscardsOutstandingEvents() {
        checkInterruptsAtOnce { $0.debounce(10, on: $1, discardWhenCompleted: true) }
    }

    func testDebounceKeepingTheLastValueInterruptsAtOnceAndDiscardsOutstandingEvents() {
        checkInterruptsAtOnce { $0.debounce(10, on: $1, discardWhenCompleted: false) }
    }

    // MARK: - Peer cases: ReactiveSwift's SignalProducerSpec

    /// A pipe's producer debounced by 0.1 seconds on a test scheduler.
    private func debounced(
        discardWhenCompleted: Bool
    ) -> (SignalProducer<Int, Never>, Signal<Int, Never>.Input, TestScheduler) {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let producer = signal.producer.debounce(0.1, on: scheduler, discardWhenCompleted: discardWhenCompleted)
        return (producer, input, scheduler)
    }

    /// The peer's "should send values on the given scheduler once the interval has passed since
    /// the last value was sent", completing before the last run of the scheduler when `completes`.
    private func checkDebounceSendsAfterTheInterval(discardWhenCompleted: Bool, completes: Bool, line: UInt = #line) {
        TimeOperatorScenarios.assertDebounceSendsOnceTheIntervalHasPassed(
            completes: completes,
            { $0.producer.debounce(0.1, on: $1, discardWhenCompleted: discardWhenCompleted).record() },
            line: line)
    }

    /// The peer's "starting the producer twice": two runs of one debounced producer see the same
    /// values.
    private func checkDebounceTwoRuns(discardWhenCompleted: Bool, expectedAtTheEnd: [Int]) {
        let (producer, input, scheduler) = debounced(discardWhenCompleted: discardWhenCompleted)
        let first = producer.record()
        let second = producer.record()
        XCTAssertEqual(first.values, [])
        XCTAssertEqual(second.values, [])
        input.send(1)
        input.send(2)
        scheduler.advance(by: 1.5)
        XCTAssertEqual(first.values, [2])
        XCTAssertEqual(second.values, [2])
        input.send(3)
        scheduler.advance(by: 1.5)
        XCTAssertEqual(first.values, [2, 3])
        XCTAssertEqual(second.values, [2, 3])
        input.send(4)
        input.sendCompleted()
        scheduler.run()
        XCTAssertEqual(first.values, expectedAtTheEnd)
        XCTAssertEqual(second.values, expectedAtTheEnd)
    }

    func testProducerDebounceSendsOnceTheIntervalHasPassedSinceTheLastValue() {
        checkDebounceSendsAfterTheInterval(discardWhenCompleted: true, completes: false)
    }

    func testDebounceSchedulesCompletionImmediately() {
        let recorder = TimeOperatorScenarios.assertDebounceDiscardingSchedulesCompletionImmediately {
            $0.producer.debounce(0.1, on: $1, discardWhenCompleted: true).record()
        }
        XCTAssertTrue(recorder.isCompleted)
    }

    func testDebounceDeliversTheSameValuesToTwoRuns() {
        checkDebounceTwoRuns(discardWhenCompleted: true, expectedAtTheEnd: [2, 3])
    }

    func testDebounceKeepingTheLastValueSendsOnceTheIntervalHasPassedSinceTheLastValue() {
        checkDebounceSendsAfterTheInterval(discardWhenCompleted: false, completes: true)
    }

    func testDebounceKeepingTheLastValueCompletesAfterSendingIt() {
        TimeOperatorScenarios.assertDebounceKeepingTheLastValueCompletesAfterSendingIt {
            $0.producer.debounce(0.1, on: $1, discardWhenCompleted: false).record()
        }
    }

    func testDebounceKeepingTheLastValueCompletesAtOnceWithoutAPendingValue() {
        TimeOperatorScenarios.assertDebounceKeepingTheLastValueCompletesAtOnceWithoutAPendingValue {
            $0.producer.debounce(0.1, on: $1, discardWhenCompleted: false).record()
        }
    }

    func testDebounceKeepingTheLastValueDeliversTheSameValuesToTwoRuns() {
        checkDebounceTwoRuns(discardWhenCompleted: false, expectedAtTheEnd: [2, 3, 4])
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec (intervals in seconds, as the peer writes them)

    private func checkQuietIntervals(discardWhenCompleted: Bool, line: UInt = #line) {
        TimeOperatorScenarios.assertDebounceSendsOnceTheIntervalHasPassed(
            completes: !discardWhenCompleted,
            { $0.debounce(1, on: $1, discardWhenCompleted: discardWhenCompleted).record() },
            line: line)
    }

    func testDebounceSendsOnceTheIntervalHasPassedSinceTheLastValue() {
        checkQuietIntervals(discardWhenCompleted: true)
    }

    func testDebounceDiscardingSchedulesCompletionImmediately() {
        TimeOperatorScenarios.assertDebounceDiscardingSchedulesCompletionImmediately {
            $0.debounce(1, on: $1, discardWhenCompleted: true).record()
        }
    }

    func testDebounceNotDiscardingSendsOnceTheIntervalHasPassedSinceTheLastValue() {
        checkQuietIntervals(discardWhenCompleted: false)
    }

    func testDebounceNotDiscardingSchedulesCompletionAfterTheLastValue() {
        TimeOperatorScenarios.assertDebounceKeepingTheLastValueCompletesAfterSendingIt {
            $0.debounce(1, on: $1, discardWhenCompleted: false).record()
        }
    }

    func testDebounceNotDiscardingCompletesImmediatelyWithoutAPendingValue() {
        TimeOperatorScenarios.assertDebounceKeepingTheLastValueCompletesAtOnceWithoutAPendingValue {
            $0.debounce(1, on: $1, discardWhenCompleted: false).record()
        }
    }
}
