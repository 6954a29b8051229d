// SignalProducerPeerSpecs: ReactiveSwift's SignalProducerSpec cases for creating, starting and disposing runs.

import ReactiveRuntime
import XCTest

/// Cases of ReactiveSwift's `SignalProducerSpec` ("init", "init(value:)", "init(error:)",
/// "init(values:)", "SignalProducer.empty", "startWithSignal", "start", "lift"), rewritten for
/// this runtime (a producer's closure returns its cleanup instead of adding it to a lifetime);
/// the expected values are the peer's.
final class SignalProducerPeerSpecs: XCTestCase {
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
