// SideEffectsTests: on(...) runs actions without changing the events.

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
}
