// MergeTests: merge interleaves several streams, and ReactiveSwift's cases for it.

import ReactiveRuntime
import XCTest

final class MergeTests: XCTestCase {
    func testMergeInterleavesAndCompletesWhenAllComplete() {
        let (a, aInput) = Signal<Int, TestError>.pipe()
        let (b, bInput) = Signal<Int, TestError>.pipe()
        let recorder = a.merge(with: b).record()
        aInput.send(1)
        bInput.send(2)
        aInput.sendCompleted()
        bInput.send(3)
        XCTAssertEqual(recorder.history, ["1", "2", "3"])
        bInput.sendCompleted()
        XCTAssertEqual(recorder.history, ["1", "2", "3", "completed"])
    }

    func testMergeFailsWithTheFirstFailure() {
        let (a, aInput) = Signal<Int, TestError>.pipe()
        let (b, bInput) = Signal<Int, TestError>.pipe()
        let recorder = Signal.merge([a, b]).record()
        bInput.sendFailed(.boom)
        aInput.send(1)
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }

    func testProducerMergeRunsAll() {
        let merged = SignalProducer<Int, Never>.merge([SignalProducer(values: [1, 2]), SignalProducer(value: 3)])
        XCTAssertEqual(merged.record().history, ["1", "2", "3", "completed"])
    }

    // MARK: - Peer cases: ReactiveSwift's FlattenSpec (forms of flatten, flatMap, merge, prefix, concat)

    /// Two or three pipes merged by `merge`, as signals or producers.
    private func merged(
        _ count: Int, _ merge: ([Signal<Int, Never>]) -> Recorder<Int, Never>
    ) -> (Recorder<Int, Never>, [Signal<Int, Never>.Input]) {
        let pipes = (0..<count).map { _ in Signal<Int, Never>.pipe() }
        return (merge(pipes.map(\.output)), pipes.map(\.input))
    }

    private var twoWayMerges: [([Signal<Int, Never>]) -> Recorder<Int, Never>] {
        [
            { $0[0].merge(with: $0[1]).record() },
            { $0[0].producer.merge(with: $0[1].producer).record() },
        ]
    }

    private let producerMergeOfThree: ([Signal<Int, Never>]) -> Recorder<Int, Never> = { signals in
        SignalProducer.merge(signals.map(\.producer)).record()
    }

    func testMergeWithSendsTheValuesOfBoth() {
        for merge in twoWayMerges {
            let (recorder, inputs) = merged(2, merge)
            XCTAssertEqual(recorder.values.last, nil)
            inputs[0].send(1)
            XCTAssertEqual(recorder.values.last, 1)
            inputs[1].send(2)
            XCTAssertEqual(recorder.values.last, 2)
            inputs[0].send(3)
            XCTAssertEqual(recorder.values.last, 3)
            withExtendedLifetime(inputs) {}  // released at their last use in optimized builds, they would interrupt
        }
    }

    func testMergeWithGoesOnWhenOneCompletes() {
        for merge in twoWayMerges {
            let (recorder, inputs) = merged(2, merge)
            XCTAssertEqual(recorder.values.last, nil)
            inputs[0].send(1)
            XCTAssertEqual(recorder.values.last, 1)
            inputs[0].sendCompleted()
            XCTAssertEqual(recorder.values.last, 1)
            inputs[1].send(2)
            XCTAssertEqual(recorder.values.last, 2)
        }
    }

    func testMergeWithCompletesWhenBothComplete() {
        for merge in twoWayMerges {
            let (recorder, inputs) = merged(2, merge)
            XCTAssertFalse(recorder.isCompleted)
            inputs[0].send(1)
            XCTAssertFalse(recorder.isCompleted)
            inputs[0].sendCompleted()
            XCTAssertFalse(recorder.isCompleted)
            inputs[1].sendCompleted()
            XCTAssertTrue(recorder.isCompleted)
        }
    }

    func testProducerMergeSendsTheValuesOfAll() {
        let (recorder, inputs) = merged(3, producerMergeOfThree)
        XCTAssertEqual(recorder.values.last, nil)
        inputs[0].send(1)
        XCTAssertEqual(recorder.values.last, 1)
        inputs[1].send(2)
        XCTAssertEqual(recorder.values.last, 2)
        inputs[2].send(3)
        XCTAssertEqual(recorder.values.last, 3)
        inputs[0].send(4)
        XCTAssertEqual(recorder.values.last, 4)
    }

    func testProducerMergeGoesOnWhenOneCompletes() {
        let (recorder, inputs) = merged(3, producerMergeOfThree)
        XCTAssertEqual(recorder.values.last, nil)
        inputs[0].send(1)
        XCTAssertEqual(recorder.values.last, 1)
        inputs[0].sendCompleted()
        XCTAssertEqual(recorder.values.last, 1)
        inputs[1].send(2)
        XCTAssertEqual(recorder.values.last, 2)
        inputs[2].send(3)
        XCTAssertEqual(recorder.values.last, 3)
    }

    func testProducerMergeCompletesWhenAllComplete() {
        let (recorder, inputs) = merged(3, producerMergeOfThree)
        XCTAssertFalse(recorder.isCompleted)
        inputs[0].send(1)
        XCTAssertFalse(recorder.isCompleted)
        inputs[0].sendCompleted()
        XCTAssertFalse(recorder.isCompleted)
        inputs[1].sendCompleted()
        XCTAssertFalse(recorder.isCompleted)
        inputs[2].sendCompleted()
        XCTAssertTrue(recorder.isCompleted)
    }

    // MARK: - Peer cases: ReactiveSwift's FlattenSpec

    func testMergeEmitsValuesFromAllSignalsAndCompletesWhenAllComplete() {
        let (a, aInput) = Signal<Int, Never>.pipe()
        let (b, bInput) = Signal<Int, Never>.pipe()
        let (c, cInput) = Signal<Int, Never>.pipe()
        let recorder = Signal.merge([a, b, c]).record()
        aInput.send(1)
        cInput.send(2)
        bInput.send(3)
        aInput.sendCompleted()
        aInput.send(4)
        bInput.send(5)
        XCTAssertEqual(recorder.values, [1, 2, 3, 5])
        XCTAssertFalse(recorder.isCompleted)
        bInput.sendCompleted()
        XCTAssertFalse(recorder.isCompleted)
        cInput.sendCompleted()
        XCTAssertTrue(recorder.isCompleted)
    }
}
