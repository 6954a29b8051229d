// TimerTests: timer, interval and delayed single values in virtual time.

import ReactiveRuntime
import XCTest

final class TimerTests: XCTestCase {
    func testTimerSendsTheTimeEveryInterval() {
        let scheduler = TestScheduler()
        scheduler.advance(by: .seconds(10))
        let recorder = SignalProducer.timer(interval: .seconds(1), on: scheduler).record()
        scheduler.advance(by: .milliseconds(2_500))
        XCTAssertEqual(recorder.values, [.seconds(11), .seconds(12)])
    }

    func testIntervalCountsAndStopsWhenDisposed() {
        let scheduler = TestScheduler()
        let recorder = Recorder<Int, Never>()
        let run = SignalProducer.interval(.seconds(5), on: scheduler).start(recorder.observer)
        scheduler.advance(by: .seconds(15))
        run.dispose()
        scheduler.advance(by: .seconds(15))
        XCTAssertEqual(recorder.history, ["0", "1", "2", "interrupted"])
        XCTAssertTrue(scheduler.isIdle)
    }

    func testIntervalWithTakeCompletes() {
        let scheduler = TestScheduler()
        let recorder = SignalProducer.interval(.seconds(1), on: scheduler).take(first: 3).record()
        scheduler.run()
        XCTAssertEqual(recorder.history, ["0", "1", "2", "completed"])
        XCTAssertTrue(scheduler.isIdle, "completing downstream stops the timer")
    }

    func testEachRunHasItsOwnClock() {
        let scheduler = TestScheduler()
        let interval = SignalProducer.interval(.seconds(2), on: scheduler)
        let first = interval.record()
        scheduler.advance(by: .seconds(1))
        let second = interval.record()
        scheduler.advance(by: .seconds(4))
        XCTAssertEqual(first.values, [0, 1])
        XCTAssertEqual(second.values, [0, 1])
    }

    func testValueAfterADelay() {
        let scheduler = TestScheduler()
        let recorder = SignalProducer<String, Never>(value: "hi", after: .seconds(3), on: scheduler).record()
        scheduler.advance(by: .seconds(2))
        XCTAssertEqual(recorder.history, [])
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(recorder.history, ["hi", "completed"])
    }

    func testTimerRunIsReleasedWhenDisposed() {
        let counter = DeinitCounter()
        let scheduler = TestScheduler()
        do {
            let tracked = Tracked(counter)
            let run = SignalProducer.interval(.seconds(1), on: scheduler).startWithValues { tracked.number = $0 }
            scheduler.advance(by: .seconds(2))
            run.dispose()
        }
        scheduler.run()
        XCTAssertEqual(counter.alive, 0)
    }
}
