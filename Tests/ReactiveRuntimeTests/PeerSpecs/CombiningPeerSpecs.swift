// CombiningPeerSpecs: ReactiveSwift's cases for withLatest, combineLatest and zip, signal and producer forms.

import ReactiveRuntime
import XCTest

/// Cases of ReactiveSwift's `SignalSpec` ("withLatest(from: signal)", "combineLatestWith",
/// "zipWith", "combineLatest" tuple and sequence, "zip" tuple and sequence),
/// `SignalProducerLiftingSpec` ("withLatest(from: signal)", "withLatest(from: producer)",
/// "combineLatestWith", "zipWith") and `SignalProducerSpec` ("combineLatest", "zip"), rewritten
/// for this runtime: a producer pipe is a signal pipe's `producer`, and a producer's
/// `withLatest(from:)` a signal takes the signal's `producer`. The expected values are the peer's.
final class CombiningPeerSpecs: XCTestCase {
    // MARK: - Fixtures

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

    // MARK: - withLatest(from:)

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

    // MARK: - combineLatest(with:)

    /// Two pipes joined by `signalForm` (when `asProducer` is false) or by `producerForm` on their
    /// producers, recording each pair as `"\(left)\(separator)\(right)"`; the fixture the peer's
    /// `combineLatestWith` and `zipWith` cases share.
    private func pairOfPipes<Right>(
        _: Right.Type,
        asProducer: Bool,
        separator: String,
        signalForm: (Signal<Int, Never>, Signal<Right, Never>) -> Signal<(Int, Right), Never>,
        producerForm: (SignalProducer<Int, Never>, SignalProducer<Right, Never>) -> SignalProducer<(Int, Right), Never>
    ) -> (Recorder<String, Never>, Signal<Int, Never>.Input, Signal<Right, Never>.Input) {
        let (left, leftInput) = Signal<Int, Never>.pipe()
        let (right, rightInput) = Signal<Right, Never>.pipe()
        let recorder = Recorder<String, Never>()
        let record: (Event<(Int, Right), Never>) -> Void = { event in
            recorder.observer(event.map { "\($0.0)\(separator)\($0.1)" })
        }
        if asProducer {
            producerForm(left.producer, right.producer).start(record)
        } else {
            signalForm(left, right).observe(record)
        }
        return (recorder, leftInput, rightInput)
    }

    /// The peer's `combineLatestWith` fixture, as a signal or as a producer.
    private func combineLatestWith(
        asProducer: Bool
    ) -> (Recorder<String, Never>, Signal<Int, Never>.Input, Signal<Double, Never>.Input) {
        pairOfPipes(
            Double.self,
            asProducer: asProducer,
            separator: " ",
            signalForm: { $0.combineLatest(with: $1) },
            producerForm: { $0.combineLatest(with: $1) }
        )
    }

    func testCombineLatestWithForwardsTheLatestValuesOfBothInputs() {
        for asProducer in [false, true] {
            let (recorder, left, right) = combineLatestWith(asProducer: asProducer)
            left.send(1)
            XCTAssertEqual(recorder.values.last, nil)
            right.send(1.5)
            XCTAssertEqual(recorder.values.last, "1 1.5")
            left.send(2)
            XCTAssertEqual(recorder.values.last, "2 1.5")
        }
    }

    func testCombineLatestWithCompletesWhenBothInputsHaveCompleted() {
        for asProducer in [false, true] {
            let (recorder, left, right) = combineLatestWith(asProducer: asProducer)
            left.sendCompleted()
            XCTAssertFalse(recorder.isCompleted)
            right.sendCompleted()
            XCTAssertTrue(recorder.isCompleted)
        }
    }

    // MARK: - zip(with:)

    /// The peer's `zipWith` fixture, as a signal or as a producer.
    private func zipWith(
        asProducer: Bool
    ) -> (Recorder<String, Never>, Signal<Int, Never>.Input, Signal<String, Never>.Input) {
        pairOfPipes(
            String.self,
            asProducer: asProducer,
            separator: "",
            signalForm: { $0.zip(with: $1) },
            producerForm: { $0.zip(with: $1) }
        )
    }

    func testZipWithCombinesPairs() {
        for asProducer in [false, true] {
            let (recorder, left, right) = zipWith(asProducer: asProducer)
            left.send(1)
            left.send(2)
            XCTAssertEqual(recorder.values, [])
            right.send("foo")
            XCTAssertEqual(recorder.values, ["1foo"])
            left.send(3)
            right.send("bar")
            XCTAssertEqual(recorder.values, ["1foo", "2bar"])
            right.send("buzz")
            XCTAssertEqual(recorder.values, ["1foo", "2bar", "3buzz"])
            right.send("fuzz")
            XCTAssertEqual(recorder.values, ["1foo", "2bar", "3buzz"])
            left.send(4)
            XCTAssertEqual(recorder.values, ["1foo", "2bar", "3buzz", "4fuzz"])
        }
    }

    func testZipWithCompletesWhenTheShorterInputHasCompleted() {
        for asProducer in [false, true] {
            let (recorder, left, right) = zipWith(asProducer: asProducer)
            XCTAssertFalse(recorder.isCompleted)
            left.send(0)
            left.sendCompleted()
            XCTAssertFalse(recorder.isCompleted)
            XCTAssertEqual(recorder.values, [])
            right.send("foo")
            XCTAssertTrue(recorder.isCompleted)
            XCTAssertEqual(recorder.values, ["0foo"])
        }
    }

    func testZipWithSendsNoPairWhenBothInputsCompleteUnpaired() {
        let (recorder, left, right) = zipWith(asProducer: false)
        left.send(0)
        left.sendCompleted()
        XCTAssertFalse(recorder.isCompleted)
        XCTAssertEqual(recorder.values, [])
        right.sendCompleted()
        XCTAssertEqual(recorder.values, [])
    }

    func testZipWithDropsUnpairedValuesWhenBothInputsHaveCompleted() {
        let (recorder, left, right) = zipWith(asProducer: false)
        for value in 0...3 { left.send(value) }
        left.sendCompleted()
        XCTAssertFalse(recorder.isCompleted)
        XCTAssertEqual(recorder.values, [])
        right.send("foo")
        right.send("bar")
        right.sendCompleted()
        XCTAssertEqual(recorder.values, ["0foo", "1bar"])
    }

    // MARK: - Signal.combineLatest, Signal.zip of three

    /// Three pipes combined by `combine` (the tuple or the array form), recording each combined
    /// value as an array as the peer does.
    private func combineThree(
        _ combine: ([Signal<Int, Never>]) -> Signal<[Int], Never>
    ) -> (Recorder<[Int], Never>, [Signal<Int, Never>.Input]) {
        let pipes = (0..<3).map { _ in Signal<Int, Never>.pipe() }
        let recorder = combine(pipes.map(\.output)).record()
        return (recorder, pipes.map(\.input))
    }

    private var combineLatestForms: [([Signal<Int, Never>]) -> Signal<[Int], Never>] {
        [
            { signals in Signal.combineLatest(signals[0], signals[1], signals[2]).map { [$0.0, $0.1, $0.2] } },
            { signals in Signal.combineLatest(signals) },
        ]
    }

    private var zipForms: [([Signal<Int, Never>]) -> Signal<[Int], Never>] {
        [
            { signals in Signal.zip(signals[0], signals[1], signals[2]).map { [$0.0, $0.1, $0.2] } },
            { signals in Signal.zip(signals) },
        ]
    }

    func testCombineLatestOfThreeForwardsTheLatestValuesOfAllInputs() {
        for form in combineLatestForms {
            let (recorder, inputs) = combineThree(form)
            XCTAssertEqual(recorder.values.last, nil)
            inputs[0].send(0)
            inputs[1].send(1)
            inputs[2].send(2)
            XCTAssertEqual(recorder.values.last, [0, 1, 2])
            inputs[0].send(10)
            XCTAssertEqual(recorder.values.last, [10, 1, 2])
            withExtendedLifetime(inputs) {}  // released at their last use in optimized builds, they would interrupt
        }
    }

    func testCombineLatestOfThreeWaitsForEveryInput() {
        for form in combineLatestForms {
            let (recorder, inputs) = combineThree(form)
            inputs[0].send(0)
            XCTAssertEqual(recorder.values.last, nil)
            inputs[1].send(1)
            XCTAssertEqual(recorder.values.last, nil)
            inputs[2].send(2)
            XCTAssertEqual(recorder.values.last, [0, 1, 2])
            withExtendedLifetime(inputs) {}  // released at their last use in optimized builds, they would interrupt
        }
    }

    func testCombineLatestOfThreeCompletesWhenAllInputsHaveCompleted() {
        for form in combineLatestForms {
            let (recorder, inputs) = combineThree(form)
            inputs[0].sendCompleted()
            inputs[1].sendCompleted()
            XCTAssertFalse(recorder.isCompleted)
            inputs[2].sendCompleted()
            XCTAssertTrue(recorder.isCompleted)
        }
    }

    func testZipOfThreeCombinesOnlyFullSets() {
        for form in zipForms {
            let (recorder, inputs) = combineThree(form)
            inputs[0].send(0)
            XCTAssertEqual(recorder.values.last, nil)
            inputs[1].send(1)
            XCTAssertEqual(recorder.values.last, nil)
            inputs[2].send(2)
            XCTAssertEqual(recorder.values.last, [0, 1, 2])
            inputs[0].send(10)
            XCTAssertEqual(recorder.values.last, [0, 1, 2])
            inputs[0].send(20)
            XCTAssertEqual(recorder.values.last, [0, 1, 2])
            inputs[1].send(11)
            XCTAssertEqual(recorder.values.last, [0, 1, 2])
            inputs[2].send(12)
            XCTAssertEqual(recorder.values.last, [10, 11, 12])
            withExtendedLifetime(inputs) {}  // released at their last use in optimized builds, they would interrupt
        }
    }

    func testZipOfThreeCompletesWhenTheShorterInputHasCompleted() {
        for form in zipForms {
            let (recorder, inputs) = combineThree(form)
            inputs[1].send(1)
            inputs[2].send(2)
            inputs[1].sendCompleted()
            inputs[2].sendCompleted()
            XCTAssertFalse(recorder.isCompleted)
            inputs[0].send(0)
            XCTAssertTrue(recorder.isCompleted)
        }
    }

    // MARK: - SignalProducer.combineLatest, SignalProducer.zip of an array

    func testProducerCombineLatestCombinesTheEventsToOneArray() {
        let (a, inputA) = Signal<Int, Never>.pipe()
        let (b, inputB) = Signal<Int, Never>.pipe()
        let recorder = SignalProducer.combineLatest([a.producer, b.producer]).record()
        inputA.send(1)
        inputB.send(2)
        inputA.send(3)
        inputA.sendCompleted()
        inputB.sendCompleted()
        XCTAssertEqual(recorder.values, [[1, 2], [3, 2]])
    }

    /// A producer that records its id in `started` when a run starts, then sends the id and
    /// completes.
    private func startRecording(_ id: Int, in started: LockedInts) -> SignalProducer<Int, Never> {
        SignalProducer { input in
            started.append(id)
            input.send(id)
            input.sendCompleted()
            return nil
        }
    }

    func testProducerCombineLatestStartsTheProducersInOrder() {
        let started = LockedInts()
        let producers = [startRecording(1, in: started), startRecording(2, in: started)]
        let recorder = SignalProducer.combineLatest(producers).record()
        XCTAssertEqual(started.items, [1, 2])
        XCTAssertEqual(recorder.values, [[1, 2]])
    }

    func testProducerCombineLatestCopesWithHundredsOfProducers() {
        let scheduler = TestScheduler()
        let producers = (0..<700).map { _ in SignalProducer<Void, Never>(value: ()) }
        let recorder = SignalProducer.combineLatest(producers).start(on: scheduler).record()
        XCTAssertFalse(recorder.isCompleted)
        scheduler.run()
        XCTAssertTrue(recorder.isCompleted)
    }

    func testProducerZipZipsTheEventsToOneArray() {
        let a = SignalProducer<Int, Never>(values: [1, 2])
        let b = SignalProducer<Int, Never>(values: [3, 4])
        let recorder = SignalProducer.zip([a, b]).collect().record()
        XCTAssertEqual(recorder.values, [[[1, 3], [2, 4]]])
        XCTAssertTrue(recorder.isCompleted)
    }

    func testProducerZipStartsTheProducersInOrder() {
        let started = LockedInts()
        let producers = [startRecording(1, in: started), startRecording(2, in: started)]
        let recorder = SignalProducer.zip(producers).record()
        XCTAssertEqual(started.items, [1, 2])
        XCTAssertEqual(recorder.values, [[1, 2]])
    }

    func testProducerZipCopesWithHundredsOfProducers() {
        let scheduler = TestScheduler()
        let producers = (0..<1024).map { _ in SignalProducer<UInt, Never>(value: .max) }
        let recorder = SignalProducer.zip(producers).start(on: scheduler).record()
        XCTAssertEqual(recorder.values, [])
        XCTAssertFalse(recorder.isCompleted)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [Array(repeating: .max, count: 1024)])
        XCTAssertTrue(recorder.isCompleted)
    }
}

/// A list of integers appended to from any thread, read by the test.
final class LockedInts: @unchecked Sendable {
    private let lock = NSLockLike()
    private var stored: [Int] = []

    var items: [Int] { lock.withLock { stored } }

    func append(_ item: Int) { lock.withLock { stored.append(item) } }
}
