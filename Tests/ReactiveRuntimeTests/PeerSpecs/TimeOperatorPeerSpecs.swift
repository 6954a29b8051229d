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
        let scheduler = TestScheduler()
        let signal = Signal<Int, Never> { input in
            let first = scheduler.schedule { input.send(1) }
            let second = scheduler.schedule(after: 5) {
                input.send(2)
                input.sendCompleted()
            }
            return CompositeDisposable([first, second])
        }
        let recorder = signal.delay(10, on: scheduler).record()
        scheduler.advance(by: 4)
        XCTAssertEqual(recorder.values, [])
        scheduler.advance(by: 10)
        XCTAssertEqual(recorder.values, [1])
        XCTAssertFalse(recorder.isCompleted)
        scheduler.advance(by: 10)
        XCTAssertEqual(recorder.values, [1, 2])
        XCTAssertTrue(recorder.isCompleted)
    }

    func testDelaySchedulesErrorsImmediately() {
        let scheduler = TestScheduler()
        let signal = Signal<Int, TestError> { input in
            scheduler.schedule { input.sendFailed(.boom) }
        }
        let recorder = signal.delay(10, on: scheduler).record()
        scheduler.advance()
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }

    // MARK: - throttle

    func testThrottleSendsValuesNoSoonerThanTheInterval() {
        let scheduler = TestScheduler()
        let (base, input) = Signal<Int, Never>.pipe()
        let recorder = base.throttle(1, on: scheduler).record()
        XCTAssertEqual(recorder.values, [])
        input.send(0)
        XCTAssertEqual(recorder.values, [])
        scheduler.advance()
        XCTAssertEqual(recorder.values, [0])
        input.send(1)
        input.send(2)
        XCTAssertEqual(recorder.values, [0])
        scheduler.advance(by: 1.5)
        XCTAssertEqual(recorder.values, [0, 2])
        scheduler.advance(by: 3)
        XCTAssertEqual(recorder.values, [0, 2])
        input.send(3)
        XCTAssertEqual(recorder.values, [0, 2])
        scheduler.advance()
        XCTAssertEqual(recorder.values, [0, 2, 3])
        input.send(4)
        input.send(5)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [0, 2, 3])
        scheduler.rewind(by: 2)
        XCTAssertEqual(recorder.values, [0, 2, 3])
        input.send(6)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [0, 2, 3, 6])
        input.send(7)
        input.send(8)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [0, 2, 3, 6])
        scheduler.run()
        XCTAssertEqual(recorder.values, [0, 2, 3, 6, 8])
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
        let (scheduler, signal, input) = debounced(discardWhenCompleted: true)
        let recorder = signal.record()
        input.send(0)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [])
        input.send(1)
        input.sendCompleted()
        XCTAssertFalse(recorder.isCompleted)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [])
        XCTAssertTrue(recorder.isCompleted)
        scheduler.run()
        XCTAssertEqual(recorder.values, [])
    }

    func testDebounceNotDiscardingSendsOnceTheIntervalHasPassedSinceTheLastValue() {
        checkQuietIntervals(discardWhenCompleted: false)
    }

    func testDebounceNotDiscardingSchedulesCompletionAfterTheLastValue() {
        let (scheduler, signal, input) = debounced(discardWhenCompleted: false)
        let recorder = signal.record()
        input.send(0)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [])
        input.send(1)
        scheduler.advance()
        input.sendCompleted()
        XCTAssertFalse(recorder.isCompleted)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [])
        XCTAssertFalse(recorder.isCompleted)
        scheduler.run()
        XCTAssertEqual(recorder.values, [1])
        XCTAssertTrue(recorder.isCompleted)
    }

    func testDebounceNotDiscardingCompletesImmediatelyWithoutAPendingValue() {
        let (scheduler, signal, input) = debounced(discardWhenCompleted: false)
        let recorder = signal.record()
        input.sendCompleted()
        XCTAssertFalse(recorder.isCompleted)
        scheduler.advance()
        XCTAssertTrue(recorder.isCompleted)
    }
}
