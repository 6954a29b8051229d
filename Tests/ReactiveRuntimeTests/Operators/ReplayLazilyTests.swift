// ReplayLazilyTests: replayLazily(upTo:) — one run, started lazily, replayed, never restarted.

import ReactiveRuntime
import XCTest

final class ReplayLazilyTests: XCTestCase {
    func testStartsWithTheFirstRunAndReplaysTheLastValuesToLateRuns() {
        let source = ShareTests.Source()
        let replayed = source.producer.replayLazily(upTo: 2)
        XCTAssertEqual(source.starts.value, 0)
        let first = replayed.record()
        source.input.send(1)
        source.input.send(2)
        source.input.send(3)
        let late = replayed.record()
        XCTAssertEqual(late.history, ["2", "3"])
        source.input.send(4)
        XCTAssertEqual(first.history, ["1", "2", "3", "4"])
        XCTAssertEqual(late.history, ["2", "3", "4"])
        XCTAssertEqual(source.starts.value, 1)
    }

    func testKeepsRunningWhenItsRunsLeave() {
        let source = ShareTests.Source()
        let replayed = source.producer.replayLazily(upTo: 1)
        replayed.start().dispose()
        XCTAssertEqual(source.stops.value, 0, "runs leaving do not stop the shared run")
        source.input.send(7)
        XCTAssertEqual(replayed.record().history, ["7"])
        XCTAssertEqual(source.starts.value, 1)
    }

    func testAfterTheEndLateRunsGetTheKeptValuesAndTheTerminalEvent() {
        let starts = Counter()
        let replayed = SignalProducer<Int, TestError> { input in
            starts.increment()
            input.send(1)
            input.send(2)
            input.sendFailed(.boom)
            return nil
        }.replayLazily(upTo: 1)
        XCTAssertEqual(replayed.record().history, ["1", "2", "failed(boom)"])
        XCTAssertEqual(replayed.record().history, ["2", "failed(boom)"])
        XCTAssertEqual(starts.value, 1, "never started again")
    }

    func testIsInterruptedWhenTheProducerAndEveryRunAreGone() {
        let source = ShareTests.Source()
        var replayed: SignalProducer<Int, TestError>? = source.producer.replayLazily(upTo: 1)
        var run: (any Disposable)? = replayed!.start()
        source.input.send(1)
        replayed = nil
        XCTAssertEqual(source.stops.value, 0, "a run still holds the shared run")
        run?.dispose()
        run = nil
        XCTAssertEqual(source.stops.value, 1)
    }

    func testZeroCapacityReplaysOnlyTheTerminalEvent() {
        let replayed = SignalProducer<Int, Never>(values: [1, 2]).replayLazily(upTo: 0)
        XCTAssertEqual(replayed.record().history, ["1", "2", "completed"])
        XCTAssertEqual(replayed.record().history, ["completed"])
    }
}
