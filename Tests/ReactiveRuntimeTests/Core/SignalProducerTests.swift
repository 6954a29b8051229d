// SignalProducerTests: cold producers — a run per subscriber, cleanup, interruption, start and lift.

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

    // MARK: - Lifecycle: nothing leaks

    func testStartedProducerReleasesEverythingWhenItCompletes() {
        let counter = DeinitCounter()
        do {
            let tracked = Tracked(counter)
            SignalProducer<Int, Never>(values: [1, 2])
                .map { $0 + tracked.number }
                .flatMap(.concat) { SignalProducer(value: $0) }
                .on(value: { tracked.number = $0 })
                .start()
        }
        XCTAssertEqual(counter.alive, 0)
    }

    // MARK: - Peer cases: ReactiveSwift's SignalProducerSpec ("init(signal:)", "startWithSignal", "start", "lift")

    func testAProducerOfASignalSendsItsValuesThenCompletes() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.producer.record()
        XCTAssertEqual(recorder.history, [])
        input.send(1)
        XCTAssertEqual(recorder.values, [1])
        input.send(2)
        input.send(3)
        XCTAssertEqual(recorder.values, [1, 2, 3])
        input.sendCompleted()
        XCTAssertTrue(recorder.isCompleted)
    }

    func testAProducerOfASignalSendsItsError() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.producer.record()
        XCTAssertNil(recorder.terminal)
        input.sendFailed(.boom)
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }

    func testStartWithValuesReceivesAValue() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var values: [Int] = []
        signal.producer.startWithValues { values.append($0) }
        input.send(1)
        XCTAssertEqual(values, [1])
    }

    func testStartWithValuesReceivesTheValuesOfTheRun() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var values: [Int] = []
        signal.producer.startWithValues { values.append($0) }
        input.send(1)
        input.send(2)
        input.send(3)
        input.sendCompleted()
        XCTAssertEqual(values, [1, 2, 3])
    }

    func testStartReleasesTheObserverWhenTheRunIsDisposed() {
        weak var retainedByObserver: Tracked?
        var run: (any Disposable)?
        do {
            let object = Tracked(DeinitCounter())
            retainedByObserver = object
            run = SignalProducer<Int, Never>.never.startWithValues { _ in _ = object }
        }
        XCTAssertNotNil(retainedByObserver)
        run?.dispose()
        XCTAssertNil(retainedByObserver)
    }

    func testStartWithSignalSendsInterruptedIfDisposed() {
        var interrupter: (any Disposable)?
        let recorder = Recorder<Int, Never>()
        SignalProducer<Int, Never>(value: 42).start(on: TestScheduler()).startWithSignal { signal, handle in
            signal.observe(recorder.observer)
            interrupter = handle
        }
        XCTAssertFalse(recorder.isInterrupted)
        interrupter?.dispose()
        XCTAssertTrue(recorder.isInterrupted)
    }

    func testStartWithSignalDisposesTheCleanupIfDisposed() {
        ProducerCleanupScenario.assertCleanupDisposedWhenTheRunIsDisposed(Int.self)
    }

    func testStartWithSignalDisposesTheCleanupOfARunNobodyKeepsOrObserves() {
        let cleanup = ActionDisposable()
        let disposed = ActionDisposable()
        var started = false
        SignalProducer<Int, TestError> { _ in cleanup }
            .on(started: { started = true }, disposed: { disposed.dispose() })
            .startWithSignal { _, _ in }
        XCTAssertTrue(started)
        XCTAssertTrue(disposed.isDisposed)
        XCTAssertTrue(cleanup.isDisposed)
    }

    func testStartWithSignalReleasesTheSignalsObserversIfDisposed() {
        weak var retainedByObserver: Tracked?
        var interrupter: (any Disposable)?
        SignalProducer<Int, Never>.never.startWithSignal { signal, handle in
            let object = Tracked(DeinitCounter())
            retainedByObserver = object
            signal.observeValues { _ in _ = object.text }
            interrupter = handle
        }
        XCTAssertNotNil(retainedByObserver)
        interrupter?.dispose()
        XCTAssertNil(retainedByObserver)
    }

    func testStartWithSignalDisposesTheCleanupUponCompletion() {
        ProducerCleanupScenario.assertCleanupDisposed(Int.self) { $0.sendCompleted() }
    }

    func testStartWithSignalDisposesTheCleanupUponError() {
        ProducerCleanupScenario.assertCleanupDisposed(Int.self) { $0.sendFailed(.boom) }
    }

    func testStartWithSignalEndsTheUpstreamWhenTheDownstreamEnds() {
        var iterationCount = 0
        let loop = SignalProducer<Int, Never> { input in
            for value in 0..<100 where !input.hasEnded {
                input.send(value)
                iterationCount += 1
            }
            input.sendCompleted()
            return nil
        }
        let disposed = ActionDisposable()
        var results: [Int] = []
        loop.lift { $0.take(first: 5) }
            .on(disposed: { disposed.dispose() })
            .startWithValues { results.append($0) }
        XCTAssertTrue(disposed.isDisposed)
        XCTAssertEqual(iterationCount, 5)
        XCTAssertEqual(results, [0, 1, 2, 3, 4])
    }

    func testLiftMissesNoEvents() {
        let producer = SignalProducer<Int, Never>(values: [1, 2, 3, 4]).lift { $0.map { $0 * $0 } }
        XCTAssertEqual(producer.collect().record().history, ["[1, 4, 9, 16]", "completed"])
    }

    func testBinaryLiftInvokesTheTransformationOncePerStart() {
        let base = SignalProducer<Int, Never>(values: [1, 2])
        let other = SignalProducer<Int, Never>(values: [3, 4])
        var counter = 0
        let producer = base.lift(other) { signal, otherSignal -> Signal<(Int, Int), Never> in
            counter += 1
            return signal.zip(with: otherSignal)
        }
        XCTAssertEqual(counter, 0)
        producer.start()
        XCTAssertEqual(counter, 1)
        producer.start()
        XCTAssertEqual(counter, 2)
    }

    func testBinaryLiftMissesNoEvents() {
        let base = SignalProducer<Int, Never>(values: [1, 2, 3])
        let other = SignalProducer<Int, Never>(values: [4, 5, 6])
        let producer = base.lift(other) { $0.zip(with: $1).map { $0 + $1 } }
        XCTAssertEqual(producer.collect().record().history, ["[5, 7, 9]", "completed"])
    }

    /// The peer's "[left/right associative] should interrupt all intermediate signals when the
    /// upstream is terminated": a binary lift of two empty producers into a signal that never
    /// ends; disposing the run interrupts it and disposes that signal.
    private func checkBinaryLiftInterruptsIntermediateSignals(leftAssociative: Bool) {
        let (never, neverInput) = Signal<Int, Never>.pipe()
        let neverDisposed = ActionDisposable()
        let transform: (Signal<Int, Never>, Signal<Int, Never>) -> Signal<Int, Never> = { _, _ in
            never.on(disposed: { neverDisposed.dispose() })
        }
        let base = SignalProducer<Int, Never>.empty
        let other = SignalProducer<Int, Never>.empty
        let lifted = leftAssociative ? other.lift(base) { transform($1, $0) } : base.lift(other, transform)
        let recorder = Recorder<Int, Never>()
        let run = lifted.start(recorder.observer)
        XCTAssertEqual(recorder.history, [])
        XCTAssertFalse(neverDisposed.isDisposed)
        run.dispose()
        XCTAssertEqual(recorder.history, ["interrupted"])
        XCTAssertTrue(neverDisposed.isDisposed)
        withExtendedLifetime(neverInput) {}
    }

    func testLeftAssociativeBinaryLiftInterruptsIntermediateSignals() {
        checkBinaryLiftInterruptsIntermediateSignals(leftAssociative: true)
    }

    func testRightAssociativeBinaryLiftInterruptsIntermediateSignals() {
        checkBinaryLiftInterruptsIntermediateSignals(leftAssociative: false)
    }

    func testBinaryLiftWithASignalInvokesTheTransformationOncePerStart() {
        let base = SignalProducer<Int, Never>(values: [1, 2])
        let (otherSignal, otherInput) = Signal<Int, Never>.pipe()
        var counter = 0
        let producer = base.lift(otherSignal.producer) { signal, other -> Signal<(Int, Int), Never> in
            counter += 1
            return signal.zip(with: other)
        }
        XCTAssertEqual(counter, 0)
        producer.start()
        otherInput.send(1)
        XCTAssertEqual(counter, 1)
        producer.start()
        otherInput.send(2)
        XCTAssertEqual(counter, 2)
    }

    func testBinaryLiftWithASignalMissesNoEvents() {
        let base = SignalProducer<Int, Never>(values: [1, 2, 3])
        let (otherSignal, otherInput) = Signal<Int, Never>.pipe()
        let recorder = base.lift(otherSignal.producer) { $0.zip(with: $1).map { $0 + $1 } }.record()
        otherInput.send(4)
        XCTAssertEqual(recorder.values, [5])
        otherInput.send(5)
        XCTAssertEqual(recorder.values, [5, 7])
        otherInput.send(6)
        XCTAssertEqual(recorder.values, [5, 7, 9])
        XCTAssertTrue(recorder.isCompleted)
    }

    // MARK: - Peer cases: ReactiveSwift's SignalProducerSpec

    func testRunsTheHandlerOncePerStart() {
        var calls = 0
        let producer = SignalProducer<String, TestError> { _ in
            calls += 1
            return nil
        }
        producer.start()
        producer.start()
        XCTAssertEqual(calls, 2)
    }

    func testReleasesSignalObserversWhenTheRunIsDisposed() {
        weak var retainedByObserver: Tracked?
        var disposable: (any Disposable)?
        let producer = SignalProducer<Int, Never> { input in ActionDisposable { input.send(0) } }
        producer.startWithSignal { signal, interrupter in
            disposable = interrupter
            let object = Tracked(DeinitCounter())
            retainedByObserver = object
            signal.observeValues { _ in _ = object }
        }
        XCTAssertNotNil(retainedByObserver)
        disposable?.dispose()
        XCTAssertNil(retainedByObserver)
    }

    func testDisposesItsCleanupUponCompletion() {
        ProducerCleanupScenario.assertCleanupDisposed(Void.self) { $0.sendCompleted() }
    }

    func testDisposesItsCleanupUponError() {
        ProducerCleanupScenario.assertCleanupDisposed(Void.self) { $0.sendFailed(.boom) }
    }

    func testDisposesItsCleanupUponInterruption() {
        ProducerCleanupScenario.assertCleanupDisposed(Void.self) { $0.sendInterrupted() }
    }

    func testDisposesItsCleanupUponDisposalOfTheRun() {
        let cleanup = ActionDisposable()
        let run = SignalProducer<Void, TestError> { _ in cleanup }.start()
        XCTAssertFalse(cleanup.isDisposed)
        run.dispose()
        XCTAssertTrue(cleanup.isDisposed)
    }

    func testValueSendsTheValueThenCompletes() {
        XCTAssertEqual(SignalProducer<Int, TestError>(value: 1).record().history, ["1", "completed"])
    }

    func testErrorSendsTheErrorAtOnce() {
        XCTAssertEqual(SignalProducer<Int, TestError>(error: .boom).record().history, ["failed(boom)"])
    }

    func testValuesSendsTheSequenceThenCompletes() {
        XCTAssertEqual(SignalProducer<Int, Never>(values: [1, 2, 3]).record().history, ["1", "2", "3", "completed"])
    }

    func testEmptyCompletesAtOnce() {
        XCTAssertEqual(SignalProducer<Int, Never>.empty.record().history, ["completed"])
    }

    func testNeverSendsNothingWhileItsRunIsKept() {
        let recorder = Recorder<Int, Never>()
        let run = SignalProducer<Int, Never>.never.start(recorder.observer)
        XCTAssertEqual(recorder.history, [])
        withExtendedLifetime(run) {}
    }

    func testStartWithSignalRunsTheSetupBeforeAnyEffectOrEvent() {
        var started = false
        var value: Int?
        SignalProducer<Int, Never> { input in
            started = true
            input.send(42)
            return nil
        }.startWithSignal { signal, _ in
            XCTAssertFalse(started)
            signal.observeValues { value = $0 }
        }
        XCTAssertTrue(started)
        XCTAssertEqual(value, 42)
    }

    func testStartWithSignalSendsInterruptedIfDisposedAndDoesNotRunEffectsDisposedBeforeTheSetupReturns() {
        var started = false
        let recorder = Recorder<Int, Never>()
        SignalProducer<Int, Never> { _ in
            started = true
            return nil
        }.startWithSignal { signal, interrupter in
            signal.observe(recorder.observer)
            interrupter.dispose()
        }
        XCTAssertFalse(started)
        XCTAssertEqual(recorder.history, ["interrupted"])
    }

    func testStartBeginsSendingAtOnceAndSendsInterruptedIfDisposed() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = Recorder<Int, Never>()
        let run = signal.producer.start(recorder.observer)
        input.send(1)
        XCTAssertEqual(recorder.history, ["1"])
        run.dispose()
        XCTAssertEqual(recorder.history, ["1", "interrupted"])
    }

    func testLiftInvokesTheTransformationOncePerStartedSignal() {
        var count = 0
        let producer = SignalProducer<Int, Never>(values: [1, 2]).lift { signal -> Signal<Int, Never> in
            count += 1
            return signal
        }
        XCTAssertEqual(count, 0)
        producer.start()
        XCTAssertEqual(count, 1)
        producer.start()
        XCTAssertEqual(count, 2)
    }

    func testLiftInterruptsEveryIntermediateSignalWhenTheUpstreamIsTerminated() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var interrupted = 0
        signal.producer
            .on(interrupted: { interrupted += 1 })
            .map { $0 }
            .on(interrupted: { interrupted += 1 })
            .filter { _ in true }
            .on(interrupted: { interrupted += 1 })
            .start()
        input.sendInterrupted()
        XCTAssertEqual(interrupted, 3)
    }
}
