// OnMainActorTests: onMainActor runs main-actor actions around a run, at once on the main thread
// and queued there from another thread.

import Dispatch
import Foundation
import ReactiveRuntime
import XCTest

/// A main-actor object standing for a view that a run's actions touch.
@MainActor
private final class Spinner {
    var log: [String] = []
}

final class OnMainActorTests: XCTestCase {
    @MainActor
    func testOnTheMainThreadTheActionsRunAtOnceAroundTheRun() async {
        let spinner = Spinner()
        let (values, input) = Signal<Int, Never>.pipe()
        let producer = SignalProducer<Int, Never> { input in values.observe(input.send(event:)) }
            .onMainActor(
                starting: { spinner.log.append("starting") },
                started: { spinner.log.append("started") },
                terminated: { spinner.log.append("terminated") },
                disposed: { spinner.log.append("disposed") }
            )
        let recorder = Recorder<Int, Never>()
        producer.start(recorder.observer)
        XCTAssertEqual(spinner.log, ["starting", "started"])
        input.send(1)
        input.sendCompleted()
        XCTAssertEqual(spinner.log, ["starting", "started", "terminated", "disposed"])
        XCTAssertEqual(recorder.history, ["1", "completed"])
    }

    @MainActor
    func testAnInterruptedRunRunsTheEndActions() async {
        let spinner = Spinner()
        let run = SignalProducer<Int, Never>.never
            .onMainActor(started: { spinner.log.append("started") }, disposed: { spinner.log.append("disposed") })
            .start()
        XCTAssertEqual(spinner.log, ["started"])
        run.dispose()
        XCTAssertEqual(spinner.log, ["started", "disposed"])
    }

    @MainActor
    func testFromAnotherThreadTheActionsRunOnTheMainThreadInOrder() async {
        let spinner = Spinner()
        let disposed = expectation(description: "disposed")
        let producer = SignalProducer<Int, Never>(values: [1, 2])
            .onMainActor(
                starting: {
                    XCTAssertTrue(Thread.isMainThread)
                    spinner.log.append("starting")
                },
                terminated: { spinner.log.append("terminated") },
                disposed: {
                    spinner.log.append("disposed")
                    disposed.fulfill()
                }
            )
        let values = Recorder<Int, Never>()
        DispatchQueue.global().async {
            producer.start(values.observer)
        }
        await fulfillment(of: [disposed], timeout: 5)
        XCTAssertEqual(spinner.log, ["starting", "terminated", "disposed"])
        XCTAssertEqual(values.history, ["1", "2", "completed"])
    }
}
