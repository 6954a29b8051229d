// FlattenFormsPeerSpecs: ReactiveSwift's FlattenSpec cases for the forms of flatten, flatMap, merge, prefix and concat.

import ReactiveRuntime
import XCTest

/// Cases of ReactiveSwift's `FlattenSpec` ("Signal.flatten()", "SignalProducer.flatten()",
/// "Signal.flatMap()", "SignalProducer.flatMap()" with producers of the same failure type,
/// "Signal.merge(with:)", "SignalProducer.merge()", "SignalProducer.merge(with:)",
/// "SignalProducer.prefix()" and "SignalProducer.concat()" with a producer, and the
/// asynchronous "FlattenStrategy.concurrent" case), rewritten for this runtime: a producer pipe
/// is a signal pipe's `producer`, and a test scheduler runs what the peer runs on a queue. The
/// expected values are the peer's.
final class FlattenFormsPeerSpecs: XCTestCase {
    // MARK: - flatten, flatMap

    /// The peer's "works with … SignalProducer" cases of `flatten` for one failure type: an outer
    /// pipe of producers, flattened by `flatten`, brings an inner pipe's producer; the inner's
    /// value arrives.
    private func checkFlatten<Failure: Error>(
        _: Failure.Type,
        _ flatten: (Signal<SignalProducer<Int, Failure>, Failure>, @escaping (Int) -> Void) -> Void
    ) {
        let (inner, innerInput) = Signal<Int, Failure>.pipe()
        let (outer, outerInput) = Signal<SignalProducer<Int, Failure>, Failure>.pipe()
        var observed: Int?
        flatten(outer) { observed = $0 }
        outerInput.send(inner.producer)
        innerInput.send(4)
        XCTAssertEqual(observed, 4)
    }

    /// The same cases of `flatMap`: an outer pipe of numbers, each mapped to an inner pipe's
    /// producer by `flatMap`.
    private func checkFlatMap<Failure: Error>(
        _: Failure.Type,
        _ flatMap: (Signal<Int, Failure>, SignalProducer<Int, Failure>, @escaping (Int) -> Void) -> Void
    ) {
        let (inner, innerInput) = Signal<Int, Failure>.pipe()
        let (outer, outerInput) = Signal<Int, Failure>.pipe()
        var observed: Int?
        flatMap(outer, inner.producer) { observed = $0 }
        outerInput.send(4)
        innerInput.send(4)
        XCTAssertEqual(observed, 4)
    }

    private func signalFlatten<Failure: Error>(
        _ outer: Signal<SignalProducer<Int, Failure>, Failure>, _ action: @escaping (Int) -> Void
    ) {
        outer.flatten(.latest).observeValues(action)
    }

    private func producerFlatten<Failure: Error>(
        _ outer: Signal<SignalProducer<Int, Failure>, Failure>, _ action: @escaping (Int) -> Void
    ) {
        outer.producer.flatten(.latest).startWithValues(action)
    }

    private func signalFlatMap<Failure: Error>(
        _ outer: Signal<Int, Failure>, _ inner: SignalProducer<Int, Failure>, _ action: @escaping (Int) -> Void
    ) {
        outer.flatMap(.latest) { _ in inner }.observeValues(action)
    }

    private func producerFlatMap<Failure: Error>(
        _ outer: Signal<Int, Failure>, _ inner: SignalProducer<Int, Failure>, _ action: @escaping (Int) -> Void
    ) {
        outer.producer.flatMap(.latest) { _ in inner }.startWithValues(action)
    }

    func testSignalFlattenWorksWithTestErrorProducers() {
        checkFlatten(TestError.self, signalFlatten)
    }

    func testSignalFlattenWorksWithNeverProducers() {
        checkFlatten(Never.self, signalFlatten)
    }

    func testProducerFlattenWorksWithTestErrorProducers() {
        checkFlatten(TestError.self, producerFlatten)
    }

    func testProducerFlattenWorksWithNeverProducers() {
        checkFlatten(Never.self, producerFlatten)
    }

    func testSignalFlatMapWorksWithTestErrorProducers() {
        checkFlatMap(TestError.self, signalFlatMap)
    }

    func testSignalFlatMapWorksWithNeverProducers() {
        checkFlatMap(Never.self, signalFlatMap)
    }

    func testProducerFlatMapWorksWithTestErrorProducers() {
        checkFlatMap(TestError.self, producerFlatMap)
    }

    func testProducerFlatMapWorksWithNeverProducers() {
        checkFlatMap(Never.self, producerFlatMap)
    }

    // MARK: - merge

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

    // MARK: - prefix, concat with a producer

    func testPrefixWithAProducerSendsItsValueFirst() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.prefix(SignalProducer(value: 0)).record()
        XCTAssertEqual(recorder.values.last, 0)
        input.send(1)
        XCTAssertEqual(recorder.values.last, 1)
        input.send(2)
        XCTAssertEqual(recorder.values.last, 2)
        input.send(3)
        XCTAssertEqual(recorder.values.last, 3)
    }

    func testConcatWithAProducerSendsItsValueLast() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.concat(SignalProducer(value: 4)).record()
        input.send(1)
        XCTAssertEqual(recorder.values.last, 1)
        input.send(2)
        XCTAssertEqual(recorder.values.last, 2)
        input.send(3)
        XCTAssertEqual(recorder.values.last, 3)
        input.sendCompleted()
        XCTAssertEqual(recorder.values.last, 4)
    }

    // MARK: - concurrent, started on a scheduler

    func testConcurrentStartedOnASchedulerMergesUpToTheLimitAndDequeuesTheRestInOrder() {
        let scheduler = TestScheduler()
        ConcurrentFlattenScenario.assertMergesUpToTheLimitAndDequeuesTheRestInOrder(
            prepare: { $0.start(on: scheduler) },
            settle: { scheduler.run() }
        )
    }
}
