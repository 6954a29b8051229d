// SignalProducerTests: cold producers — a run per subscriber, cleanup, interruption.

import ReactiveRuntime
import XCTest

final class SignalProducerTests: XCTestCase {
    func testEachStartRunsTheClosureAgain() {
        let runs = Counter()
        let producer = SignalProducer<Int, Never> { input in
            let run = runs.increment()
            input.send(run)
            input.sendCompleted()
            return nil
        }
        XCTAssertEqual(producer.record().history, ["1", "completed"])
        XCTAssertEqual(producer.record().history, ["2", "completed"])
    }

    func testCleanupRunsWhenTheRunCompletes() {
        let cleaned = LockedFlag()
        let producer = SignalProducer<Int, Never> { input in
            input.sendCompleted()
            return ActionDisposable { cleaned.set() }
        }
        producer.start()
        XCTAssertTrue(cleaned.isSet)
    }

    func testDisposingARunInterruptsItAndRunsCleanup() {
        let cleaned = LockedFlag()
        var runInput: Signal<Int, Never>.Input?
        let producer = SignalProducer<Int, Never> { input in
            runInput = input
            return ActionDisposable { cleaned.set() }
        }
        let recorder = Recorder<Int, Never>()
        let run = producer.start(recorder.observer)
        runInput?.send(1)
        run.dispose()
        runInput?.send(2)
        XCTAssertEqual(recorder.history, ["1", "interrupted"])
        XCTAssertTrue(cleaned.isSet)
        XCTAssertTrue(run.isDisposed)
    }

    func testStartWithSignalAttachesObserversBeforeTheFirstEvent() {
        let recorder = Recorder<Int, Never>()
        SignalProducer<Int, Never>(values: [1, 2]).startWithSignal { signal, _ in
            signal.observe(recorder.observer)
        }
        XCTAssertEqual(recorder.history, ["1", "2", "completed"])
    }

    func testDisposingDuringSetupSkipsTheRun() {
        let didRun = LockedFlag()
        let producer = SignalProducer<Int, Never> { _ in
            didRun.set()
            return nil
        }
        let recorder = Recorder<Int, Never>()
        producer.startWithSignal { signal, interrupter in
            signal.observe(recorder.observer)
            interrupter.dispose()
        }
        XCTAssertFalse(didRun.isSet)
        XCTAssertEqual(recorder.history, ["interrupted"])
    }

    func testConvenienceProducers() {
        XCTAssertEqual(SignalProducer<Int, Never>(value: 7).record().history, ["7", "completed"])
        XCTAssertEqual(SignalProducer<Int, TestError>(error: .boom).record().history, ["failed(boom)"])
        XCTAssertEqual(SignalProducer<Int, Never>.empty.record().history, ["completed"])
        let never = Recorder<Int, Never>()
        let run = SignalProducer<Int, Never>.never.start(never.observer)
        XCTAssertEqual(never.history, [])
        run.dispose()
        XCTAssertEqual(never.history, ["interrupted"])
    }

    func testValuesStopsAnInfiniteSequenceWhenTheRunEnds() {
        let recorder = SignalProducer<Int, Never>(values: 1...).take(first: 3).record()
        XCTAssertEqual(recorder.history, ["1", "2", "3", "completed"])
    }

    func testStartWithValuesCompletedAndFailed() {
        var log: [String] = []
        SignalProducer<Int, Never>(values: [1, 2]).startWithValues { log.append("\($0)") }
        SignalProducer<Int, Never>.empty.startWithCompleted { log.append("completed") }
        SignalProducer<Int, TestError>(error: .boom).startWithFailed { log.append("failed \($0)") }
        XCTAssertEqual(log, ["1", "2", "completed", "failed boom"])
    }

    func testSignalProducerObservesTheHotSignalPerRun() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let producer = signal.producer
        input.send(1)
        let recorder = producer.record()
        input.send(2)
        input.sendCompleted()
        XCTAssertEqual(recorder.history, ["2", "completed"])
    }

    func testLiftAppliesASignalOperatorPerRun() {
        let producer = SignalProducer<Int, Never>(values: [1, 2, 3]).lift { $0.map { $0 + 1 } }
        XCTAssertEqual(producer.record().history, ["2", "3", "4", "completed"])
        XCTAssertEqual(producer.record().history, ["2", "3", "4", "completed"])
    }
}

/// A counter shared across threads.
final class Counter: @unchecked Sendable {
    private let lock = NSLockLike()
    private var count = 0
    var value: Int { lock.withLock { count } }
    @discardableResult
    func increment() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }
}
