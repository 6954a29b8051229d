// ProducerStartPeerSpecs: ReactiveSwift's SignalProducerSpec cases for producers of signals, starting runs and lift.

import ReactiveRuntime
import XCTest

/// Cases of ReactiveSwift's `SignalProducerSpec` ("init(signal:)", "trailing closure",
/// "startWithSignal", "start", "lift" over unary and binary operators and over binary operators
/// with a signal), rewritten for this runtime: `SignalProducer(signal)` is `signal.producer`, a
/// producer's closure returns its cleanup and asks its input whether the run has ended, a
/// binary lift is `lift(_:_:)` with both signals at once (its left-associative form is the same
/// lift with the producers swapped), and a never-ending signal is a pipe whose input is kept.
/// The expected values are the peer's.
final class ProducerStartPeerSpecs: XCTestCase {
    // MARK: - init(signal:)

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

    // MARK: - trailing closure, start

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

    // MARK: - startWithSignal

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

    // MARK: - lift over unary operators

    func testLiftMissesNoEvents() {
        let producer = SignalProducer<Int, Never>(values: [1, 2, 3, 4]).lift { $0.map { $0 * $0 } }
        XCTAssertEqual(producer.collect().record().history, ["[1, 4, 9, 16]", "completed"])
    }

    // MARK: - lift over binary operators

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

    // MARK: - lift over binary operators with a signal

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
}
