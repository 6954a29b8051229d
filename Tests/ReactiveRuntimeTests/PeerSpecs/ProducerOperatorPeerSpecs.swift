// ProducerOperatorPeerSpecs: ReactiveSwift's cases for collect, observe(on:), retry and replayLazily.

import ReactiveRuntime
import XCTest

/// Cases of ReactiveSwift's `SignalSpec` ("collect", "observeOn"), `SignalProducerLiftingSpec`
/// ("collect", "observeOn") and `SignalProducerSpec` ("observeOn", "take", "retry",
/// "replayLazily"), rewritten for this runtime: a producer pipe is a signal pipe's `producer`, a
/// producer's closure returns its cleanup instead of adding it to a lifetime, `single()` and
/// `first()` are read from the recorded history, and a test scheduler stands in for a queue.
/// The expected values are the peer's.
final class ProducerOperatorPeerSpecs: XCTestCase {
    // MARK: - collect

    /// A pipe collected by `collect()` (or `collect(count:)` with a count), as a signal or as a
    /// producer.
    private func collected<Failure: Error>(
        asProducer: Bool, count: Int? = nil, failure: Failure.Type
    ) -> (Recorder<[Int], Failure>, Signal<Int, Failure>.Input) {
        let (signal, input) = Signal<Int, Failure>.pipe()
        let recorder = Recorder<[Int], Failure>()
        if asProducer {
            let producer = count.map { signal.producer.collect(count: $0) } ?? signal.producer.collect()
            producer.start(recorder.observer)
        } else {
            (count.map { signal.collect(count: $0) } ?? signal.collect()).observe(recorder.observer)
        }
        return (recorder, input)
    }

    func testCollectCollectsAllValues() {
        for asProducer in [false, true] {
            let (recorder, input) = collected(asProducer: asProducer, failure: Never.self)
            for number in [1, 2, 3] { input.send(number) }
            XCTAssertEqual(recorder.values, [])
            input.sendCompleted()
            XCTAssertEqual(recorder.values, [[1, 2, 3]])
        }
    }

    func testCollectSendsAnEmptyArrayIfThereAreNoValues() {
        for asProducer in [false, true] {
            let (recorder, input) = collected(asProducer: asProducer, failure: Never.self)
            XCTAssertEqual(recorder.values, [])
            input.sendCompleted()
            XCTAssertEqual(recorder.values, [[]])
        }
    }

    func testCollectForwardsErrors() {
        for asProducer in [false, true] {
            let (recorder, input) = collected(asProducer: asProducer, failure: TestError.self)
            XCTAssertEqual(recorder.history, [])
            input.sendFailed(.boom)
            XCTAssertEqual(recorder.history, ["failed(boom)"])
        }
    }

    func testCollectCollectsAnExactCountOfValues() {
        for asProducer in [false, true] {
            let (recorder, input) = collected(asProducer: asProducer, count: 3, failure: Never.self)
            var expectation: [[Int]] = []
            for value in 1...7 {
                input.send(value)
                if value % 3 == 0 { expectation.append(Array((value - 2)...value)) }
                XCTAssertEqual(recorder.values, expectation)
            }
            input.sendCompleted()
            expectation.append([7])
            XCTAssertEqual(recorder.values, expectation)
        }
    }

    // MARK: - observe(on:)

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

    // MARK: - take(first:) over concat

    func testTakeOneDoesNotStartTheConcatenatedProducerOnceTheFirstSendsAValue() {
        let scheduler = TestScheduler()
        let first = SignalProducer<Int, Never> { input in
            input.send(1)
            input.sendCompleted()
            return nil
        }.start(on: scheduler)
        var started = false
        let second = SignalProducer<Int, Never> { input in
            started = true
            input.send(2)
            input.sendCompleted()
            return nil
        }
        let recorder = first.concat(second).take(first: 1).collect().record()
        scheduler.run()
        XCTAssertEqual(recorder.values.first, [1])
        XCTAssertFalse(started)
    }

    // MARK: - retry

    /// The peer's `attemptWithResults`: each run takes the next result; a value is sent and the
    /// run completes, an error fails the run.
    private func attempts(_ results: [Result<Int, PeerError>]) -> SignalProducer<Int, PeerError> {
        let next = Counter()
        return SignalProducer { input in
            let index = next.increment() - 1
            precondition(index < results.count, "operation started too many times")
            switch results[index] {
            case .success(let value):
                input.send(value)
                input.sendCompleted()
            case .failure(let error):
                input.sendFailed(error)
            }
            return nil
        }
    }

    func testRetryStartsTheProducerAgainUponError() {
        let producer = attempts([.failure(.error1), .failure(.error2), .success(1)]).retry(upTo: 2)
        XCTAssertEqual(producer.record().history, ["1", "completed"])
    }

    func testRetryForwardsTheErrorAfterTheLastRetry() {
        let producer = attempts([.failure(.default), .failure(.error1), .failure(.error2)]).retry(upTo: 2)
        XCTAssertEqual(producer.record().history, ["failed(error2)"])
    }

    func testRetryDoesNotRetryUponCompletion() {
        let producer = attempts([.success(1), .success(2), .success(3)]).retry(upTo: 2)
        XCTAssertEqual(producer.record().history, ["1", "completed"])
    }

    func testRetryWithAnIntervalSendsValuesAtTheInterval() {
        let scheduler = TestScheduler()
        let count = Counter()
        let original = SignalProducer<Int, PeerError> { input in
            if count.value < 2 {
                scheduler.schedule { input.send(count.value) }
                scheduler.schedule { input.sendFailed(.default) }
            } else {
                scheduler.schedule { input.sendCompleted() }
            }
            count.increment()
            return nil
        }
        let recorder = original.retry(upTo: .max, interval: 1, on: scheduler).record()
        XCTAssertEqual(count.value, 1)
        XCTAssertEqual(recorder.values, [])
        scheduler.advance()
        XCTAssertEqual(count.value, 1)
        XCTAssertEqual(recorder.values, [1])
        XCTAssertFalse(recorder.isCompleted)
        scheduler.advance(by: 1)
        XCTAssertEqual(count.value, 2)
        XCTAssertEqual(recorder.values, [1, 2])
        XCTAssertFalse(recorder.isCompleted)
        scheduler.advance(by: 1)
        XCTAssertEqual(count.value, 3)
        XCTAssertEqual(recorder.values, [1, 2])
        XCTAssertTrue(recorder.isCompleted)
    }

    func testRetryWithAnIntervalSendsNothingAfterTheLimit() {
        let scheduler = TestScheduler()
        let count = Counter()
        let original = SignalProducer<Int, PeerError> { input in
            scheduler.schedule { input.send(count.value) }
            scheduler.schedule { input.sendFailed(.default) }
            count.increment()
            return nil
        }
        let recorder = original.retry(upTo: 2, interval: 1, on: scheduler).record()
        var errors: [PeerError] { recorder.events.compactMap(\.error) }
        scheduler.advance()
        XCTAssertEqual(count.value, 1)
        XCTAssertEqual(recorder.values, [1])
        XCTAssertEqual(errors, [])
        scheduler.advance(by: 1)
        XCTAssertEqual(count.value, 2)
        XCTAssertEqual(recorder.values, [1, 2])
        XCTAssertEqual(errors, [])
        scheduler.advance(by: 1)
        XCTAssertEqual(count.value, 3)
        XCTAssertEqual(recorder.values, [1, 2, 3])
        XCTAssertEqual(errors, [.default])
        scheduler.advance(by: 1)
        XCTAssertEqual(count.value, 3)
        XCTAssertEqual(recorder.values, [1, 2, 3])
        XCTAssertEqual(errors, [.default])
    }

    func testRetryWithAnIntervalKeepsOneCounterPerRun() {
        let scheduler = TestScheduler()
        let failuresReceived = Counter()
        let original = SignalProducer<Int, PeerError> { input in
            scheduler.schedule { input.sendFailed(.default) }
        }
        let retryDelay: TimeInterval = 1
        let retriable = original.retry(upTo: 1, interval: retryDelay, on: scheduler)
            .on(failed: { _ in failuresReceived.increment() })
        retriable.start()
        scheduler.advance()
        XCTAssertEqual(failuresReceived.value, 0)
        scheduler.advance(by: retryDelay)
        XCTAssertEqual(failuresReceived.value, 1)
        retriable.start()
        scheduler.advance()
        XCTAssertEqual(failuresReceived.value, 1)
        scheduler.advance(by: retryDelay)
        XCTAssertEqual(failuresReceived.value, 2)
    }

    // MARK: - replayLazily

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

/// The peer's test errors, for the cases that tell several apart.
enum PeerError: Error, Equatable, CustomStringConvertible {
    case `default`
    case error1
    case error2

    var description: String {
        switch self {
        case .default: return "default"
        case .error1: return "error1"
        case .error2: return "error2"
        }
    }
}
