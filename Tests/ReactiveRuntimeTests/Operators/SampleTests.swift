// SampleTests: sample(on:) sends the latest value when the sampler fires, and ReactiveSwift's cases for it.

import Foundation
import ReactiveRuntime
import XCTest

final class SampleTests: XCTestCase {
    func testSampleSendsTheLatestValueEachTimeTheSamplerFires() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (sampler, samplerInput) = Signal<Void, Never>.pipe()
        let recorder = signal.sample(on: sampler).record()
        samplerInput.send(())
        input.send(1)
        input.send(2)
        samplerInput.send(())
        samplerInput.send(())
        input.send(3)
        samplerInput.send(())
        samplerInput.sendCompleted()
        XCTAssertEqual(recorder.history, ["2", "2", "3"], "not complete while the source goes on")
        input.sendCompleted()
        XCTAssertEqual(recorder.history, ["2", "2", "3", "completed"])
    }

    func testProducerSample() {
        let (sampler, samplerInput) = Signal<Void, Never>.pipe()
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.sample(on: sampler.producer).record()
        input.send(5)
        samplerInput.send(())
        XCTAssertEqual(recorder.history, ["5"])
    }

    // MARK: - Peer cases: ReactiveSwift's SignalProducerLiftingSpec (producer forms)

    private func sampledPipe() -> (Recorder<Int, Never>, Signal<Int, Never>.Input, Signal<Void, Never>.Input) {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (sampler, samplerInput) = Signal<Void, Never>.pipe()
        return (signal.producer.sample(on: sampler.producer).record(), input, samplerInput)
    }

    func testProducerSampleForwardsTheLatestValueWhenTheSamplerFires() {
        let (recorder, input, sampler) = sampledPipe()
        input.send(1)
        input.send(2)
        sampler.send(())
        XCTAssertEqual(recorder.values, [2])
    }

    func testProducerSampleDoesNothingIfTheSamplerFiresBeforeAValue() {
        let (recorder, input, sampler) = sampledPipe()
        sampler.send(())
        XCTAssertEqual(recorder.values, [])
        withExtendedLifetime(input) {}
    }

    func testProducerSampleSendsTheLatestValueEachTimeTheSamplerFires() {
        let (recorder, input, sampler) = sampledPipe()
        input.send(1)
        sampler.send(())
        sampler.send(())
        XCTAssertEqual(recorder.values, [1, 1])
    }

    func testProducerSampleCompletesWhenBothInputsHaveCompleted() {
        let (recorder, input, sampler) = sampledPipe()
        input.sendCompleted()
        XCTAssertFalse(recorder.isCompleted)
        sampler.sendCompleted()
        XCTAssertTrue(recorder.isCompleted)
    }

    func testSampleSendsAValueIfTheSamplerIsASynchronousProducer() {
        let producer = SignalProducer<Int, Never>(values: [1])
        let sampler = SignalProducer<Void, Never>(value: ())
        XCTAssertEqual(producer.sample(on: sampler).record().values.last, 1)
    }

    func testSampleFreesTheLatestValueWhenInterruptedAfterTheSourceCompletes() {
        let counter = DeinitCounter()
        let (signal, input) = Signal<Tracked, Never>.pipe()
        let (sampler, samplerInput) = Signal<Void, Never>.pipe()
        let run = signal.producer.sample(on: sampler.producer).start()
        input.send(Tracked(counter))
        input.sendCompleted()
        XCTAssertEqual(counter.deinitialized, 0)
        run.dispose()
        XCTAssertEqual(counter.deinitialized, 1)
        withExtendedLifetime(samplerInput) {}
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec

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

    func testSignalSampleSendsTheLatestValueEachTimeTheSamplerFires() {
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
