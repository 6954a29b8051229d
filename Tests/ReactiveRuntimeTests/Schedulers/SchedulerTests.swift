// SchedulerTests: immediate, queue, main and virtual-time schedulers.

import Foundation
import ReactiveRuntime
import XCTest

final class SchedulerTests: XCTestCase {
    func testImmediateSchedulerRunsAtOnce() {
        let ran = LockedFlag()
        let disposable = ImmediateScheduler.shared.schedule { ran.set() }
        XCTAssertTrue(ran.isSet)
        XCTAssertTrue(disposable.isDisposed)
    }

    func testQueueSchedulerRunsInOrderOnItsQueue() {
        let scheduler = QueueScheduler(label: "test")
        let log = Recorder<Int, Never>()
        let done = expectation(description: "ran")
        for index in 0..<100 {
            scheduler.schedule {
                dispatchPrecondition(condition: .onQueue(scheduler.queue))
                log.observer(.value(index))
                if index == 99 { done.fulfill() }
            }
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.values, Array(0..<100))
    }

    func testQueueSchedulerDelayAndCancellation() {
        let scheduler = QueueScheduler(label: "test")
        let cancelled = LockedFlag()
        let done = expectation(description: "delayed")
        let start = scheduler.now
        scheduler.schedule(after: .milliseconds(20)) {
            XCTAssertGreaterThanOrEqual(scheduler.now - start, .milliseconds(20))
            done.fulfill()
        }
        scheduler.schedule(after: .milliseconds(10)) { cancelled.set() }.dispose()
        wait(for: [done], timeout: 5)
        XCTAssertFalse(cancelled.isSet)
    }

    func testMainSchedulerRunsOnTheMainThread() {
        let done = expectation(description: "main")
        DispatchQueue.global().async {
            MainScheduler.shared.schedule {
                XCTAssertTrue(Thread.isMainThread)
                done.fulfill()
            }
        }
        wait(for: [done], timeout: 5)
        let ranInline = LockedFlag()
        MainScheduler.shared.schedule { ranInline.set() }
        XCTAssertTrue(ranInline.isSet, "from the main thread with nothing queued it runs at once")
    }

    func testTestSchedulerRunsActionsInTimeOrder() {
        let scheduler = TestScheduler()
        let log = Recorder<String, Never>()
        scheduler.schedule(after: .seconds(2)) { log.observer(.value("b")) }
        scheduler.schedule(after: .seconds(1)) { log.observer(.value("a")) }
        scheduler.schedule(after: .seconds(2)) { log.observer(.value("c")) }
        let cancelled = scheduler.schedule(after: .seconds(1)) { log.observer(.value("x")) }
        cancelled.dispose()
        scheduler.advance(by: .milliseconds(999))
        XCTAssertEqual(log.values, [])
        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(log.values, ["a"])
        XCTAssertEqual(scheduler.now, .seconds(1))
        scheduler.run()
        XCTAssertEqual(log.values, ["a", "b", "c"])
        XCTAssertEqual(scheduler.now, .seconds(2))
        XCTAssertTrue(scheduler.isIdle)
    }

    func testTestSchedulerRunsActionsScheduledWhileAdvancing() {
        let scheduler = TestScheduler()
        let log = Recorder<Duration, Never>()
        scheduler.schedule(after: .seconds(1)) {
            log.observer(.value(scheduler.now))
            scheduler.schedule(after: .seconds(1)) { log.observer(.value(scheduler.now)) }
        }
        scheduler.advance(by: .seconds(5))
        XCTAssertEqual(log.values, [.seconds(1), .seconds(2)])
        XCTAssertEqual(scheduler.now, .seconds(5))
    }

    // MARK: - Lifecycle: nothing leaks

    func testSchedulerDoesNotKeepADisposedStreamAlive() {
        let counter = DeinitCounter()
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        do {
            let tracked = Tracked(counter)
            let observation = signal.delay(.seconds(1), on: scheduler)
                .debounce(.seconds(1), on: scheduler)
                .observeValues { tracked.number = $0 }
            input.send(1)
            observation.dispose()
        }
        scheduler.run()
        XCTAssertEqual(counter.alive, 0)
        XCTAssertTrue(scheduler.isIdle)
    }

    // MARK: - TimeInterval forms, usable at the iOS 13 / macOS 10.15 floor

    func testTestSchedulerClockInSecondsAndRewind() {
        let scheduler = TestScheduler()
        scheduler.advance(by: 2.5)
        XCTAssertEqual(scheduler.currentTime, 2.5)
        XCTAssertEqual(scheduler.uptimeNanoseconds, 2_500_000_000)
        scheduler.rewind(by: 1)
        XCTAssertEqual(scheduler.currentTime, 1.5)
        scheduler.rewind(by: .milliseconds(500))
        XCTAssertEqual(scheduler.now, .seconds(1))
    }
}
