// WithLatestFromTests: withLatest(from:) pairs each value with the other's latest, and ReactiveSwift's cases for it.

import ReactiveRuntime
import XCTest

final class WithLatestFromTests: XCTestCase {
    func testWithLatestPairsWithTheOthersLatestValue() {
        let (taps, tapsInput) = Signal<Int, Never>.pipe()
        let (text, textInput) = Signal<String, Never>.pipe()
        let recorder = taps.withLatest(from: text).map { "\($0)\($1)" }.record()
        tapsInput.send(1)
        textInput.send("a")
        textInput.send("b")
        tapsInput.send(2)
        textInput.sendCompleted()
        tapsInput.send(3)
        tapsInput.sendCompleted()
        XCTAssertEqual(recorder.history, ["2b", "3b", "completed"])
    }

    func testProducerWithLatest() {
        let recorder = SignalProducer<Int, Never>(values: [1, 2])
            .withLatest(from: SignalProducer<String, Never>(value: "x"))
            .map { "\($0)\($1)" }
            .record()
        XCTAssertEqual(recorder.history, ["1x", "2x", "completed"])
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec, SignalProducerLiftingSpec and SignalProducerSpec

    /// A receiver and a samplee joined by `withLatest(from:)`, with the inputs of both.
    private struct WithLatest {
        let recorder: Recorder<String, Never>
        let receiver: Signal<Int, Never>.Input
        let samplee: Signal<String, Never>.Input
    }

    private enum WithLatestForm: CaseIterable {
        /// `Signal.withLatest(from: Signal)`.
        case signal
        /// A producer's `withLatest(from:)`: the peer's "from: signal" and "from: producer" blocks
        /// are both this form here, a producer pipe being a signal pipe's `producer`.
        case producer
    }

    /// Builds the peer's `withLatest` fixture in each of the forms, recording the pairs as the
    /// peer formats them (`1b`).
    private func withLatest(_ form: WithLatestForm) -> WithLatest {
        let (receiver, receiverInput) = Signal<Int, Never>.pipe()
        let (samplee, sampleeInput) = Signal<String, Never>.pipe()
        let recorder = Recorder<String, Never>()
        let record: (Event<(Int, String), Never>) -> Void = { event in
            recorder.observer(event.map { "\($0.0)\($0.1)" })
        }
        switch form {
        case .signal:
            receiver.withLatest(from: samplee).observe(record)
        case .producer:
            receiver.producer.withLatest(from: samplee.producer).start(record)
        }
        return WithLatest(recorder: recorder, receiver: receiverInput, samplee: sampleeInput)
    }

    func testWithLatestForwardsTheLatestValueWhenTheReceiverFires() {
        for form in WithLatestForm.allCases {
            let fixture = withLatest(form)
            fixture.samplee.send("a")
            fixture.samplee.send("b")
            fixture.receiver.send(1)
            XCTAssertEqual(fixture.recorder.values, ["1b"], "\(form)")
        }
    }

    func testWithLatestDoesNothingIfTheReceiverFiresBeforeTheSampleeSends() {
        for form in WithLatestForm.allCases {
            let fixture = withLatest(form)
            fixture.receiver.send(1)
            XCTAssertEqual(fixture.recorder.values, [], "\(form)")
            withExtendedLifetime(fixture.samplee) {}
        }
    }

    func testWithLatestPairsTheSampleeValueWithEachReceiverValue() {
        for form in WithLatestForm.allCases {
            let fixture = withLatest(form)
            fixture.samplee.send("a")
            fixture.receiver.send(1)
            fixture.receiver.send(2)
            XCTAssertEqual(fixture.recorder.values, ["1a", "2a"], "\(form)")
        }
    }

    func testWithLatestCompletesWhenTheReceiverCompletes() {
        for form in WithLatestForm.allCases {
            let fixture = withLatest(form)
            if form == .signal {
                fixture.samplee.sendCompleted()
                XCTAssertFalse(fixture.recorder.isCompleted, "\(form)")
            }
            fixture.receiver.sendCompleted()
            XCTAssertTrue(fixture.recorder.isCompleted, "\(form)")
            withExtendedLifetime(fixture.samplee) {}
        }
    }

    func testWithLatestIsNotAffectedByTheSampleeCompleting() {
        for form in WithLatestForm.allCases {
            let fixture = withLatest(form)
            fixture.samplee.sendCompleted()
            XCTAssertEqual(fixture.recorder.history, [], "\(form)")
            withExtendedLifetime(fixture.receiver) {}
        }
    }

    func testWithLatestIsNotAffectedByTheSampleeBeingInterrupted() {
        for form in WithLatestForm.allCases {
            let fixture = withLatest(form)
            fixture.samplee.sendInterrupted()
            XCTAssertEqual(fixture.recorder.history, [], "\(form)")
            withExtendedLifetime(fixture.receiver) {}
        }
    }
}
