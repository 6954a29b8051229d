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

    // MARK: - Peer cases: ReactiveSwift's SignalSpec, SignalProducerLiftingSpec and SignalProducerSpec

    /// The peer's `replayLazily` fixture: a producer pipe replayed up to two values.
    private func replayedPipe() -> (SignalProducer<Int, TestError>, Signal<Int, TestError>.Input) {
        let (signal, input) = Signal<Int, TestError>.pipe()
        return (signal.producer.replayLazily(upTo: 2), input)
    }

    func testReplayLazilySendsNewValues() {
        let (replayed, input) = replayedPipe()
        let recorder = replayed.record()
        XCTAssertEqual(recorder.values.last, nil)
        input.send(1)
        XCTAssertEqual(recorder.values.last, 1)
        input.send(2)
        XCTAssertEqual(recorder.values.last, 2)
    }

    func testReplayLazilySendsErrors() {
        let (replayed, input) = replayedPipe()
        let recorder = replayed.record()
        XCTAssertEqual(recorder.history, [])
        input.sendFailed(.boom)
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }

    func testReplayLazilySendsTheLastValueToALaterRun() {
        let (replayed, input) = replayedPipe()
        let first = replayed.start()
        input.send(1)
        first.dispose()
        XCTAssertEqual(replayed.record().values.last, 1)
    }

    func testReplayLazilySendsAnEarlierFailureToALaterRun() {
        let (replayed, input) = replayedPipe()
        let first = replayed.start()
        input.sendFailed(.boom)
        first.dispose()
        XCTAssertEqual(replayed.record().events.last?.error, .boom)
    }

    func testReplayLazilySendsTheLastNValuesToALaterRun() {
        let (replayed, input) = replayedPipe()
        let first = replayed.start()
        for value in 1...4 { input.send(value) }
        first.dispose()
        let second = Recorder<Int, TestError>()
        let secondRun = replayed.start(second.observer)
        XCTAssertEqual(second.values, [3, 4])
        input.send(5)
        XCTAssertEqual(second.values, [3, 4, 5])
        secondRun.dispose()
        XCTAssertEqual(replayed.record().values, [4, 5])
    }

    func testReplayLazilyStartsLazily() {
        var started = false
        let producer = SignalProducer<Int, Never>(value: 0).on(started: { started = true })
        XCTAssertFalse(started)
        let replayed = producer.replayLazily(upTo: 1)
        XCTAssertFalse(started)
        replayed.start()
        XCTAssertTrue(started)
    }

    /// The peer's two `replayLazily` cases in which two runs of a replayed producer start the
    /// underlying producer once: `base` that never ends (`testReplayLazilySharesOneRun`) and `base`
    /// that completes at once (`testReplayLazilyDoesNotStartAgainOnceFinished`).
    private func assertReplayLazilyStartsOnce(
        _ base: SignalProducer<Int, Never>, file: StaticString = #filePath, line: UInt = #line
    ) {
        var startedTimes = 0
        let producer = base.on(started: { startedTimes += 1 })
        XCTAssertEqual(startedTimes, 0, file: file, line: line)
        let replayed = producer.replayLazily(upTo: 1)
        XCTAssertEqual(startedTimes, 0, file: file, line: line)
        replayed.start()
        XCTAssertEqual(startedTimes, 1, file: file, line: line)
        replayed.start()
        XCTAssertEqual(startedTimes, 1, file: file, line: line)
    }

    func testReplayLazilySharesOneRun() {
        assertReplayLazilyStartsOnce(.never)
    }

    func testReplayLazilyDoesNotStartAgainForEachRun() {
        var startedTimes = 0
        let replayed = SignalProducer<Int, Never>(value: 0).on(started: { startedTimes += 1 }).replayLazily(upTo: 1)
        XCTAssertEqual(startedTimes, 0)
        replayed.start().dispose()
        XCTAssertEqual(startedTimes, 1)
        replayed.start().dispose()
        XCTAssertEqual(startedTimes, 1)
    }

    func testReplayLazilyDoesNotStartAgainOnceFinished() {
        assertReplayLazilyStartsOnce(.empty)
    }

    func testReplayLazilyKeepsTheSharedRunWhileTheReplayedProducerLives() {
        let disposed = ActionDisposable()
        let replayed = SignalProducer<Int, Never>.never.on(disposed: { disposed.dispose() }).replayLazily(upTo: 1)
        XCTAssertFalse(disposed.isDisposed)
        let run = replayed.start()
        XCTAssertFalse(disposed.isDisposed)
        run.dispose()
        XCTAssertFalse(disposed.isDisposed)
        withExtendedLifetime(replayed) {}
    }

    func testReplayLazilyKeepsTheSharedRunWhileItHasRuns() {
        let disposed = ActionDisposable()
        var replayed: SignalProducer<Int, Never>? =
            SignalProducer<Int, Never>.never.on(disposed: { disposed.dispose() }).replayLazily(upTo: 1)
        XCTAssertFalse(disposed.isDisposed)
        let first = replayed?.start()
        let second = replayed?.start()
        XCTAssertFalse(disposed.isDisposed)
        replayed = nil
        XCTAssertFalse(disposed.isDisposed)
        first?.dispose()
        XCTAssertFalse(disposed.isDisposed)
        second?.dispose()
        XCTAssertTrue(disposed.isDisposed)
    }

    func testReplayLazilyDisposesTheSharedRunWhenTheReplayedProducerIsReleased() {
        let disposed = ActionDisposable()
        var replayed: SignalProducer<Int, Never>? =
            SignalProducer<Int, Never>.never.on(disposed: { disposed.dispose() }).replayLazily(upTo: 1)
        XCTAssertFalse(disposed.isDisposed)
        let run = replayed?.start()
        XCTAssertFalse(disposed.isDisposed)
        run?.dispose()
        XCTAssertFalse(disposed.isDisposed)
        replayed = nil
        XCTAssertTrue(disposed.isDisposed)
    }

    func testReplayLazilyDoesNotLeakBufferedValues() {
        let counter = DeinitCounter()
        var producer: SignalProducer<Tracked, Never>? = SignalProducer(value: Tracked(counter))
        XCTAssertEqual(counter.deinitialized, 0)
        var replayed: SignalProducer<Tracked, Never>? = producer?.replayLazily(upTo: 1)
        replayed?.start().dispose()
        withExtendedLifetime(producer) { XCTAssertEqual(counter.deinitialized, 0) }
        producer = nil
        withExtendedLifetime(replayed) { XCTAssertEqual(counter.deinitialized, 0) }
        replayed = nil
        XCTAssertEqual(counter.deinitialized, 1)
    }
}
