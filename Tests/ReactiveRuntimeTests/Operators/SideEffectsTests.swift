// SideEffectsTests: on(...) runs actions without changing the events, and ReactiveSwift's cases for it.

import ReactiveRuntime
import XCTest

final class SideEffectsTests: XCTestCase {
    func testSignalSideEffectsRunInOrderAndForwardEvents() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        var log: [String] = []
        let recorder = signal.on(
            event: { _ in log.append("event") },
            value: { log.append("value \($0)") },
            failed: { log.append("failed \($0)") },
            terminated: { log.append("terminated") }
        ).record()
        input.send(1)
        input.sendFailed(.boom)
        XCTAssertEqual(log, ["event", "value 1", "event", "failed boom", "terminated"])
        XCTAssertEqual(recorder.history, ["1", "failed(boom)"])
    }

    func testProducerStartingStartedCompletedAndDisposed() {
        let log = Recorder<String, Never>()
        let recorder = SignalProducer<Int, Never>(values: [1])
            .on(
                starting: { log.observer(.value("starting")) },
                started: { log.observer(.value("started")) },
                completed: { log.observer(.value("completed")) },
                disposed: { log.observer(.value("disposed")) }
            )
            .record()
        XCTAssertEqual(recorder.history, ["1", "completed"])
        XCTAssertEqual(log.values, ["starting", "completed", "disposed", "started"])
    }

    func testInterruptedAndDisposedOnDispose() {
        var interrupted = false
        let disposed = LockedFlag()
        let run = SignalProducer<Int, Never>.never
            .on(interrupted: { interrupted = true }, disposed: { disposed.set() })
            .start()
        run.dispose()
        XCTAssertTrue(interrupted)
        XCTAssertTrue(disposed.isSet)
    }

    // MARK: - Peer cases: ReactiveSwift's SignalProducerSpec

    func testOnAttachesTheHandlersToEachRun() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        var (starting, started, event, value, completed, terminated) = (0, 0, 0, 0, 0, 0)
        let producer = signal.producer.on(
            starting: { starting += 1 }, started: { started += 1 }, event: { _ in event += 1 },
            value: { _ in value += 1 }, completed: { completed += 1 }, terminated: { terminated += 1 })
        producer.start()
        XCTAssertEqual(starting, 1)
        XCTAssertEqual(started, 1)
        producer.start()
        XCTAssertEqual(starting, 2)
        XCTAssertEqual(started, 2)
        input.send(1)
        XCTAssertEqual(event, 2)
        XCTAssertEqual(value, 2)
        input.sendCompleted()
        XCTAssertEqual(event, 4)
        XCTAssertEqual(completed, 2)
        XCTAssertEqual(terminated, 2)
    }

    func testOnAttachesAHandlerForDisposal() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        withExtendedLifetime(input) {
            let disposed = ActionDisposable()
            let run = signal.producer.on(disposed: { disposed.dispose() }).start()
            XCTAssertFalse(disposed.isDisposed)
            run.dispose()
            XCTAssertTrue(disposed.isDisposed)
        }
    }

    func testOnRunsTheStartedActionOfTheInnerProducerFirst() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        var numbers: [Int] = []
        signal.producer
            .on(started: { numbers.append(1) })
            .on(started: { numbers.append(2) })
            .on(started: { numbers.append(3) })
            .start()
        XCTAssertEqual(numbers, [1, 2, 3])
        withExtendedLifetime(input) {}
    }

    func testOnRunsTheStartingActionOfTheOuterProducerFirst() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        var numbers: [Int] = []
        signal.producer
            .on(starting: { numbers.append(1) })
            .on(starting: { numbers.append(2) })
            .on(starting: { numbers.append(3) })
            .start()
        XCTAssertEqual(numbers, [3, 2, 1])
        withExtendedLifetime(input) {}
    }
}
