// SampleTests: sample(on:) sends the latest value when the sampler fires.

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
}
