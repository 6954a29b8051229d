// DebounceTests: debounce in virtual time.

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
}
