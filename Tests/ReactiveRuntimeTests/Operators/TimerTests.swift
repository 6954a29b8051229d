// TimerTests: timer, interval and delayed single values in virtual time, and ReactiveSwift's cases for it.

import Foundation
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

    // MARK: - TimeInterval forms, usable at the iOS 13 / macOS 10.15 floor

    func testTimerSendsTheClockInSecondsEveryInterval() {
        let scheduler = TestScheduler()
        let recorder = Recorder<TimeInterval, Never>()
        let run = SignalProducer<TimeInterval, Never>.timer(interval: 1.5, on: scheduler).start(recorder.observer)
        scheduler.advance(by: 1)
        XCTAssertEqual(recorder.values, [])
        scheduler.advance(by: 2)
        XCTAssertEqual(recorder.values, [1.5, 3])
        run.dispose()
        scheduler.advance(by: 10)
        XCTAssertEqual(recorder.values, [1.5, 3])
    }

    func testIntervalCountsEveryPeriod() {
        let scheduler = TestScheduler()
        let recorder = SignalProducer<Int, Never>.interval(0.5, on: scheduler).take(first: 3).record()
        scheduler.advance(by: 1.25)
        XCTAssertEqual(recorder.values, [0, 1])
        scheduler.run()
        XCTAssertEqual(recorder.history, ["0", "1", "2", "completed"])
    }

    func testValueAfterADelayInSeconds() {
        let scheduler = TestScheduler()
        let recorder = SignalProducer<String, Never>(value: "ready", after: 2, on: scheduler).record()
        scheduler.advance(by: 1.999)
        XCTAssertEqual(recorder.history, [])
        scheduler.advance(by: 0.001)
        XCTAssertEqual(recorder.history, ["ready", "completed"])
    }

    // MARK: - Peer cases: ReactiveSwift's SignalProducerSpec

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
}
