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
