// SignalPeerSpecs: ReactiveSwift's SignalSpec cases for pipes, empty, take and sample, in this package's spelling.

import ReactiveRuntime
import XCTest

/// Cases of ReactiveSwift's `SignalSpec` ("Signal.empty", "Signal.pipe", "take", "sampleOn"),
/// rewritten for this runtime; the expected values are the peer's.
final class SignalPeerSpecs: XCTestCase {
    // MARK: - Signal.empty

    func testEmptyInterruptsItsObserversWithoutAValue() {
        let recorder = Signal<Void, Never>.empty.record()
        XCTAssertEqual(recorder.history, ["interrupted"])
    }

    // MARK: - Signal.pipe

    func testPipeForwardsEventsToObservers() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.record()
        XCTAssertEqual(recorder.history, [])
        input.send(1)
        XCTAssertEqual(recorder.values, [1])
        input.send(2)
        XCTAssertEqual(recorder.values, [1, 2])
        XCTAssertFalse(recorder.isCompleted)
        input.sendCompleted()
        XCTAssertTrue(recorder.isCompleted)
    }

    func testPipeDisposesTheSuppliedDisposableWhenTheSignalTerminates() {
        let disposable = ActionDisposable()
        let (signal, input) = Signal<Void, Never>.pipe(disposable: disposable)
        withExtendedLifetime(signal) {
            XCTAssertFalse(disposable.isDisposed)
            input.sendCompleted()
            XCTAssertTrue(disposable.isDisposed)
        }
    }

    func testPipeSurvivesObserversComingAndGoing() {
        let (signal, input) = Signal<Int, Never>.pipe()
        withExtendedLifetime(input) {
            for _ in 0..<50 { signal.observe { _ in }.dispose() }
        }
        XCTAssertFalse(signal.hasObservers)
    }

    // MARK: - take

    func testTakeSendsTheInitialValuesThenCompletes() {
        let (base, input) = Signal<Int, Never>.pipe()
        let recorder = base.take(first: 2).record()
        XCTAssertEqual(recorder.history, [])
        input.send(1)
        XCTAssertEqual(recorder.history, ["1"])
        input.send(2)
        XCTAssertEqual(recorder.history, ["1", "2", "completed"])
    }

    func testTakeCompletesRightAfterTheGivenNumberOfValues() {
        TakeScenarios.assertTakeCompletesRightAfterTheGivenNumberOfValues {
            Signal($1).take(first: $0).record()
        }
    }

    func testTakeInterruptsWhenZero() {
        TakeScenarios.assertTakeInterruptsWhenZero { Signal($1).take(first: $0).record() }
    }

    // MARK: - sampleOn

    private func samplePipes() -> (Signal<Int, Never>, Signal<Int, Never>.Input, Signal<Void, Never>.Input) {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (sampler, samplerInput) = Signal<Void, Never>.pipe()
        return (signal.sample(on: sampler), input, samplerInput)
    }

    func testSampleForwardsTheLatestValueWhenTheSamplerFires() {
        let (sampled, input, sampler) = samplePipes()
        let recorder = sampled.record()
        input.send(1)
        input.send(2)
        sampler.send(())
        XCTAssertEqual(recorder.values, [2])
    }

    func testSampleDoesNothingIfTheSamplerFiresBeforeAValue() {
        let (sampled, input, sampler) = samplePipes()
        let recorder = sampled.record()
        sampler.send(())
        XCTAssertEqual(recorder.values, [])
        withExtendedLifetime(input) {}
    }

    func testSampleSendsTheLatestValueEachTimeTheSamplerFires() {
        let (sampled, input, sampler) = samplePipes()
        let recorder = sampled.record()
        input.send(1)
        sampler.send(())
        sampler.send(())
        XCTAssertEqual(recorder.values, [1, 1])
    }

    func testSampleCompletesWhenBothInputsHaveCompleted() {
        let (sampled, input, sampler) = samplePipes()
        let recorder = sampled.record()
        input.sendCompleted()
        XCTAssertFalse(recorder.isCompleted)
        sampler.sendCompleted()
        XCTAssertTrue(recorder.isCompleted)
    }
}
