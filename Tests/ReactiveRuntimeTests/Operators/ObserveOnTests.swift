// ObserveOnTests: observe(on:) and start(on:) deliver through a scheduler.

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
}
