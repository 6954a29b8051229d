// ProducerTimePeerSpecs: ReactiveSwift's SignalProducerSpec cases for debounce, timer and start(on:).

import ReactiveRuntime
import XCTest

/// Cases of ReactiveSwift's `SignalProducerSpec` ("debounce discarding the latest value when
/// terminated", "debounce without discarding the latest value when terminated", "timer",
/// "startOn"), rewritten for this runtime: `SignalProducer(signal)` is `signal.producer`, and a
/// timer sends the scheduler's time in seconds (``TimeScheduler/currentTime``) where the peer's
/// sends its date. The expected values are the peer's.
final class ProducerTimePeerSpecs: XCTestCase {
    // MARK: - debounce

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

    func testDebounceSendsOnceTheIntervalHasPassedSinceTheLastValue() {
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

    // MARK: - timer

    func testTimerSendsTheCurrentTimeAtTheInterval() {
        let scheduler = TestScheduler()
        let producer = SignalProducer.timer(interval: 1, on: scheduler)
        let start = scheduler.currentTime
        let ticks = [start + 1, start + 2, start + 3]
        let recorder = producer.record()
        scheduler.advance(by: 0.9)
        XCTAssertEqual(recorder.values, [])
        scheduler.advance(by: 1)
        XCTAssertEqual(recorder.values, Array(ticks[..<1]))
        scheduler.advance()
        XCTAssertEqual(recorder.values, Array(ticks[..<1]))
        scheduler.advance(by: 0.2)
        XCTAssertEqual(recorder.values, Array(ticks[..<2]))
        scheduler.advance(by: 1)
        XCTAssertEqual(recorder.values, ticks)
    }

    func testTimerEndsItsSignalWhenTheRunIsDisposed() {
        let scheduler = TestScheduler()
        let producer = SignalProducer.timer(interval: 1, on: scheduler)
        let disposed = ActionDisposable()
        let recorder = Recorder<TimeInterval, Never>()
        weak var weakSignal: Signal<TimeInterval, Never>?
        producer.startWithSignal { signal, interrupter in
            weakSignal = signal
            scheduler.schedule { interrupter.dispose() }
            signal.on(disposed: { disposed.dispose() }).observe(recorder.observer)
        }
        XCTAssertNil(weakSignal)
        XCTAssertFalse(disposed.isDisposed)
        XCTAssertFalse(recorder.isInterrupted)
        scheduler.run()
        XCTAssertNil(weakSignal)
        XCTAssertTrue(disposed.isDisposed)
        XCTAssertTrue(recorder.isInterrupted)
    }

    // MARK: - start(on:)

    func testStartOnRunsTheEffectsOnTheScheduler() {
        let scheduler = TestScheduler()
        var invoked = false
        let producer = SignalProducer<Int, Never> { _ in
            invoked = true
            return nil
        }
        producer.start(on: scheduler).start()
        XCTAssertFalse(invoked)
        scheduler.advance()
        XCTAssertTrue(invoked)
    }

    func testStartOnForwardsEventsOnTheirOwnScheduler() {
        let startScheduler = TestScheduler()
        let timerScheduler = TestScheduler()
        let producer = SignalProducer.timer(interval: 2, on: timerScheduler)
        let recorder = producer.start(on: startScheduler).record()
        startScheduler.advance(by: 2)
        XCTAssertEqual(recorder.values.last, nil)
        timerScheduler.advance(by: 1)
        XCTAssertEqual(recorder.values.last, nil)
        timerScheduler.advance(by: 1)
        XCTAssertEqual(recorder.values.last, timerScheduler.currentTime)
    }
}
