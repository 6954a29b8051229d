// ActionTests: Action runs one unit of work at a time and publishes its state.

import ReactiveRuntime
import XCTest

final class ActionTests: XCTestCase {
    /// Work whose runs the test ends by hand: each start keeps its input.
    final class Work: @unchecked Sendable {
        private let lock = NSLockLike()
        private var inputs: [Signal<String, TestError>.Input] = []
        var started: Int { lock.withLock { inputs.count } }
        var last: Signal<String, TestError>.Input { lock.withLock { inputs.last! } }

        func run(_ value: Int) -> SignalProducer<String, TestError> {
            SignalProducer { input in
                self.lock.withLock { self.inputs.append(input) }
                input.send("started \(value)")
                return nil
            }
        }
    }

    func testRunPublishesValuesAndExecutingState() {
        let work = Work()
        let action = Action(execute: work.run)
        let executing = action.isExecuting.producer.record()
        let values = action.values.record()
        let run = action.apply(1).record()
        XCTAssertTrue(action.isExecuting.value)
        XCTAssertFalse(action.isEnabled.value, "disabled while executing")
        work.last.send("done")
        work.last.sendCompleted()
        XCTAssertEqual(run.history, ["started 1", "done", "completed"])
        XCTAssertEqual(values.history, ["started 1", "done"])
        XCTAssertEqual(executing.values, [false, true, false])
        XCTAssertTrue(action.isEnabled.value)
    }

    func testRefusesToStartWhileExecuting() {
        let work = Work()
        let action = Action(execute: work.run)
        action.apply(1).start()
        let refused = action.apply(2).record()
        XCTAssertEqual(refused.events, [.failed(.disabled)])
        XCTAssertEqual(work.started, 1)
        work.last.sendCompleted()
        action.apply(3).start()
        XCTAssertEqual(work.started, 2, "free again once the run ended")
    }

    func testRefusesToStartWhileDisabledAndFollowsTheCondition() {
        let work = Work()
        let isValid = MutableProperty(false)
        let action = Action(enabledIf: Property(isValid), execute: work.run)
        let enabled = action.isEnabled.producer.record()
        XCTAssertEqual(action.apply(1).record().events, [.failed(.disabled)])
        XCTAssertEqual(work.started, 0)
        isValid.value = true
        action.apply(2).start()
        XCTAssertEqual(work.started, 1)
        XCTAssertEqual(enabled.values, [false, true, false])
    }

    func testFailuresGoToErrorsAndFailTheRun() {
        let work = Work()
        let action = Action(execute: work.run)
        let errors = action.errors.record()
        let run = action.apply(1).record()
        work.last.sendFailed(.boom)
        XCTAssertEqual(errors.values, [.boom])
        XCTAssertEqual(run.events.last, .failed(.producerFailed(.boom)))
        XCTAssertFalse(action.isExecuting.value)
    }

    func testDisposingTheRunInterruptsTheWorkAndFreesTheAction() {
        let work = Work()
        let action = Action(execute: work.run)
        let events = action.events.record()
        let run = action.apply(1).start()
        run.dispose()
        XCTAssertFalse(action.isExecuting.value)
        XCTAssertTrue(work.last.hasEnded)
        XCTAssertEqual(events.values.last, .interrupted)
        XCTAssertEqual(action.completed.record().history, [])
    }

    func testCompletedSendsOncePerSuccessfulRun() {
        let action = Action { (value: Int) in SignalProducer<Int, Never>(value: value * 2) }
        let completed = Recorder<Void, Never>()
        action.completed.observe(completed.observer)
        XCTAssertEqual(action.apply(2).record().history, ["4", "completed"])
        XCTAssertEqual(action.apply(3).record().history, ["6", "completed"])
        XCTAssertEqual(completed.values.count, 2)
    }

    func testOnlyOneOfManyConcurrentStartsRuns() {
        let work = Work()
        let action = Action(execute: work.run)
        let refusals = Counter()
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            action.apply(index).startWithFailed { _ in refusals.increment() }
        }
        XCTAssertEqual(work.started, 1)
        XCTAssertEqual(refusals.value, 15)
    }

    func testStreamsCompleteAndTheWorkIsReleasedWhenTheActionGoes() {
        let counter = DeinitCounter()
        var action: Action<Int, Int, Never>? = nil
        do {
            let tracked = Tracked(counter)
            action = Action { value in SignalProducer(value: value + tracked.number) }
        }
        let values = action!.values.record()
        let executing = action!.isExecuting.signal.record()
        action!.apply(1).start()
        action = nil
        XCTAssertEqual(values.history, ["1", "completed"])
        XCTAssertEqual(executing.history.last, "completed")
        XCTAssertEqual(counter.alive, 0)
    }
}
