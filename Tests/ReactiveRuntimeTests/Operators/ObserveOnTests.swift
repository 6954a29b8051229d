// ObserveOnTests: observe(on:) and start(on:) deliver through a scheduler, and ReactiveSwift's cases for it.

import Foundation
import ReactiveRuntime
import XCTest

final class ObserveOnTests: XCTestCase {
    func testObserveOnDeliversThroughTheScheduler() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.observe(on: scheduler).record()
        input.send(1)
        input.sendCompleted()
        XCTAssertEqual(recorder.history, [])
        scheduler.advance()
        XCTAssertEqual(recorder.history, ["1", "completed"])
    }

    func testObserveOnAQueueKeepsOrderAndRunsThere() {
        let scheduler = QueueScheduler(label: "observe-on")
        let (signal, input) = Signal<Int, Never>.pipe()
        let done = expectation(description: "completed")
        let recorder = Recorder<Int, Never>()
        signal.observe(on: scheduler).observe { event in
            dispatchPrecondition(condition: .onQueue(scheduler.queue))
            recorder.observer(event)
            if event.isTerminal { done.fulfill() }
        }
        for value in 0..<100 { input.send(value) }
        input.sendCompleted()
        wait(for: [done], timeout: 5)
        XCTAssertEqual(recorder.values, Array(0..<100))
    }

    func testStartOnRunsTheProducerOnTheScheduler() {
        let scheduler = TestScheduler()
        let recorder = SignalProducer<Int, Never>(value: 1).start(on: scheduler).record()
        XCTAssertEqual(recorder.history, [])
        scheduler.advance()
        XCTAssertEqual(recorder.history, ["1", "completed"])
    }

    func testProducerObserveOn() {
        let scheduler = TestScheduler()
        let recorder = SignalProducer<Int, Never>(values: [1, 2]).observe(on: scheduler).record()
        scheduler.run()
        XCTAssertEqual(recorder.history, ["1", "2", "completed"])
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec, SignalProducerLiftingSpec and SignalProducerSpec

    func testObserveOnSendsEventsOnTheScheduler() {
        for asProducer in [false, true] {
            let scheduler = TestScheduler()
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder =
                asProducer ? signal.producer.observe(on: scheduler).record() : signal.observe(on: scheduler).record()
            input.send(1)
            input.send(2)
            XCTAssertEqual(recorder.values, [])
            scheduler.run()
            XCTAssertEqual(recorder.values, [1, 2])
        }
    }

    func testObserveOnInterruptsAtOnceAndDiscardsOutstandingEvents() {
        let scheduler = TestScheduler()
        let recorder = Recorder<Int, Never>()
        let run = SignalProducer(values: 0..<128).observe(on: scheduler).start(recorder.observer)
        XCTAssertEqual(recorder.history, [])
        run.dispose()
        scheduler.run()
        XCTAssertEqual(recorder.history, ["interrupted"])
    }

    func testObserveOnCancelsTheUpstreamWorkAtOnceWhenDisposed() {
        ProducerCleanupScenario.assertCleanupDisposedWhenTheRunIsDisposed(Void.self) {
            $0.observe(on: TestScheduler())
        }
    }

    // MARK: - Peer cases: ReactiveSwift's SignalProducerSpec

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
