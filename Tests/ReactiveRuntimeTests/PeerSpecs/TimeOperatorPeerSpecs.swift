// TimeOperatorPeerSpecs: ReactiveSwift's SignalSpec cases for delay, throttle and debounce, with TimeInterval forms.

import ReactiveRuntime
import XCTest

/// Cases of ReactiveSwift's `SignalSpec` ("delay", "throttle", "debounce discarding the latest
/// value when terminated", "debounce without discarding the latest value when terminated"),
/// rewritten for this runtime, with the intervals in seconds as the peer writes them; the
/// expected values are the peer's.
final class TimeOperatorPeerSpecs: XCTestCase {
    // MARK: - delay

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

    // MARK: - throttle

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

    // MARK: - debounce

    private func debounced(
        discardWhenCompleted: Bool
    ) -> (TestScheduler, Signal<Int, Never>, Signal<Int, Never>.Input) {
        let scheduler = TestScheduler()
        let (base, input) = Signal<Int, Never>.pipe()
        return (scheduler, base.debounce(1, on: scheduler, discardWhenCompleted: discardWhenCompleted), input)
    }

    private func checkQuietIntervals(discardWhenCompleted: Bool) {
        let (scheduler, signal, input) = debounced(discardWhenCompleted: discardWhenCompleted)
        let recorder = signal.record()
        input.send(0)
        XCTAssertEqual(recorder.values, [])
        scheduler.advance()
        XCTAssertEqual(recorder.values, [])
        input.send(1)
        input.send(2)
        XCTAssertEqual(recorder.values, [])
        scheduler.advance(by: 1.5)
        XCTAssertEqual(recorder.values, [2])
        scheduler.advance(by: 3)
        XCTAssertEqual(recorder.values, [2])
        input.send(3)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [2])
        input.send(4)
        input.send(5)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [2])
        if !discardWhenCompleted { input.sendCompleted() }
        scheduler.run()
        XCTAssertEqual(recorder.values, [2, 5])
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
