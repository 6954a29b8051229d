// FlatMapTests: flatMap with the merge, concat and latest strategies, and ReactiveSwift's cases for it.

import ReactiveRuntime
import XCTest

final class FlatMapTests: XCTestCase {
    /// Inner streams the tests drive by hand, one pipe per outer value.
    final class Inners: @unchecked Sendable {
        var inputs: [Signal<String, TestError>.Input] = []
        var started: [Int] = []
        var disposed: [Int] = []

        func producer(_ value: Int) -> SignalProducer<String, TestError> {
            SignalProducer { input in
                self.started.append(value)
                self.inputs.append(input)
                return ActionDisposable { [self] in self.disposed.append(value) }
            }
        }
    }

    func testMergeRunsInnersTogether() {
        let inners = Inners()
        let (outer, outerInput) = Signal<Int, TestError>.pipe()
        let recorder = outer.flatMap(.merge, inners.producer).record()
        outerInput.send(1)
        outerInput.send(2)
        inners.inputs[1].send("b")
        inners.inputs[0].send("a")
        outerInput.sendCompleted()
        inners.inputs[0].sendCompleted()
        XCTAssertEqual(recorder.history, ["b", "a"])
        inners.inputs[1].sendCompleted()
        XCTAssertEqual(recorder.history, ["b", "a", "completed"])
    }

    func testConcatRunsInnersOneAfterAnother() {
        let inners = Inners()
        let (outer, outerInput) = Signal<Int, TestError>.pipe()
        let recorder = outer.flatMap(.concat, inners.producer).record()
        outerInput.send(1)
        outerInput.send(2)
        XCTAssertEqual(inners.started, [1])
        inners.inputs[0].send("a")
        inners.inputs[0].sendCompleted()
        XCTAssertEqual(inners.started, [1, 2])
        inners.inputs[1].send("b")
        outerInput.sendCompleted()
        inners.inputs[1].sendCompleted()
        XCTAssertEqual(recorder.history, ["a", "b", "completed"])
    }

    func testLatestInterruptsThePreviousInner() {
        let inners = Inners()
        let (outer, outerInput) = Signal<Int, TestError>.pipe()
        let recorder = outer.flatMap(.latest, inners.producer).record()
        outerInput.send(1)
        inners.inputs[0].send("a")
        outerInput.send(2)
        XCTAssertEqual(inners.disposed, [1])
        inners.inputs[0].send("stale")
        inners.inputs[1].send("b")
        outerInput.sendCompleted()
        inners.inputs[1].sendCompleted()
        XCTAssertEqual(recorder.history, ["a", "b", "completed"])
    }

    func testInnerFailureFailsTheStream() {
        let inners = Inners()
        let (outer, outerInput) = Signal<Int, TestError>.pipe()
        let recorder = outer.flatMap(.merge, inners.producer).record()
        outerInput.send(1)
        inners.inputs[0].sendFailed(.boom)
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }

    func testDisposingTheObservationInterruptsEveryInner() {
        let inners = Inners()
        let (outer, outerInput) = Signal<Int, TestError>.pipe()
        let observation = outer.flatMap(.merge, inners.producer).observe { _ in }
        outerInput.send(1)
        outerInput.send(2)
        observation.dispose()
        XCTAssertEqual(inners.disposed.sorted(), [1, 2])
    }

    func testProducerFlattenConcatOfSynchronousProducers() {
        let producers = SignalProducer<SignalProducer<Int, Never>, Never>(values: [
            SignalProducer(values: [1, 2]), SignalProducer(values: [3]),
        ])
        XCTAssertEqual(producers.flatten(.concat).record().history, ["1", "2", "3", "completed"])
        XCTAssertEqual(
            SignalProducer<Int, Never>(values: [1, 2]).flatMap(.latest) { SignalProducer(value: $0 * 10) }.record()
                .history,
            ["10", "20", "completed"])
    }

    // MARK: - Peer cases: ReactiveSwift's FlattenSpec (forms of flatten, flatMap, merge, prefix, concat)

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

    func testConcurrentStartedOnASchedulerMergesUpToTheLimitAndDequeuesTheRestInOrder() {
        let scheduler = TestScheduler()
        ConcurrentFlattenScenario.assertMergesUpToTheLimitAndDequeuesTheRestInOrder(
            prepare: { $0.start(on: scheduler) },
            settle: { scheduler.run() }
        )
    }

    // MARK: - Peer cases: ReactiveSwift's FlattenSpec

    private let strategies: [FlattenStrategy] = [.merge, .concat, .latest, .race, .concurrent(limit: 2)]

    /// A flatten of `strategy` over a pipe of producers, with one inner producer started that
    /// reports when its run ends; returns the outer input and whether the inner run was disposed.
    private func flattening(
        _ strategy: FlattenStrategy
    ) -> (input: Signal<SignalProducer<Int, TestError>, TestError>.Input, disposed: LockedFlag, run: any Disposable) {
        let (outer, input) = Signal<SignalProducer<Int, TestError>, TestError>.pipe()
        let run = outer.flatten(strategy).observe { _ in }
        let disposed = LockedFlag()
        input.send(SignalProducer { _ in ActionDisposable { disposed.set() } })
        return (input, disposed, run)
    }

    func testEveryStrategyDisposesInnerRunsWhenTheOuterSignalIsInterrupted() {
        for strategy in strategies {
            let (input, disposed, run) = flattening(strategy)
            input.sendInterrupted()
            XCTAssertTrue(disposed.isSet, "\(strategy)")
            run.dispose()
        }
    }

    func testEveryStrategyDisposesInnerRunsWhenTheOuterSignalFails() {
        for strategy in strategies {
            let (input, disposed, run) = flattening(strategy)
            input.sendFailed(.boom)
            XCTAssertTrue(disposed.isSet, "\(strategy)")
            run.dispose()
        }
    }

    func testNoStrategyDisposesInnerRunsWhenTheOuterSignalCompletes() {
        for strategy in strategies {
            let (input, disposed, run) = flattening(strategy)
            input.sendCompleted()
            XCTAssertFalse(disposed.isSet, "\(strategy)")
            run.dispose()
        }
    }

    func testEveryStrategyDisposesTheOriginalSignalWhenTheResultIsInterrupted() {
        for strategy in strategies {
            let disposed = LockedFlag()
            var input: Signal<SignalProducer<Int, Never>, Never>.Input?
            let run: any Disposable = {
                let (outer, pipeInput) = Signal<SignalProducer<Int, Never>, Never>.pipe(
                    disposable: ActionDisposable { disposed.set() })
                input = pipeInput
                return outer.flatten(strategy).observeInterrupted {}
            }()
            run.dispose()
            XCTAssertTrue(disposed.isSet, "\(strategy)")
            XCTAssertNotNil(input)
        }
    }

    func testConcurrentMergesUpToTheLimitAndDequeuesTheRestInOrder() {
        ConcurrentFlattenScenario.assertMergesUpToTheLimitAndDequeuesTheRestInOrder()
    }

    func testRaceForwardsOnlyTheFirstInnerToSendAndInterruptsTheOthers() {
        let (first, firstInput) = Signal<Int, Never>.pipe()
        let (second, secondInput) = Signal<Int, Never>.pipe()
        let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
        let recorder = outer.flatten(.race).record()
        outerInput.send(first.producer)
        outerInput.send(second.producer)
        secondInput.send(2)
        firstInput.send(1)
        secondInput.send(3)
        XCTAssertEqual(recorder.values, [2, 3])
        XCTAssertFalse(first.hasObservers, "the loser is interrupted")
        outerInput.sendCompleted()
        secondInput.sendCompleted()
        XCTAssertTrue(recorder.isCompleted)
    }

    // MARK: - Defect regressions: a disposed flatten left an inner run going; concat recursed

    func testDisposingAFlattenAfterItsOuterCompletedStopsTheInnerRunOfEveryStrategy() {
        for strategy in strategies {
            let counter = RunCounter()
            let inner = counter.endless(of: Int.self)
            let disposable = SignalProducer<SignalProducer<Int, Never>, Never>(value: inner)
                .flatten(strategy)
                .start()
            XCTAssertEqual(counter.active, 1, "\(strategy): the inner run starts")
            disposable.dispose()
            XCTAssertEqual(counter.active, 0, "\(strategy): disposing leaves no inner run going")
        }
    }

    func testDisposingAFlatMapWhileTheOuterIsGoingStopsEveryRun() {
        for strategy in strategies {
            let counter = RunCounter()
            let (outer, input) = Signal<Int, Never>.pipe()
            let disposable = outer.producer.flatMap(strategy) { _ in counter.endless(of: Int.self) }.start()
            input.send(1)
            input.send(2)
            XCTAssertGreaterThan(counter.active, 0, "\(strategy)")
            disposable.dispose()
            XCTAssertEqual(counter.active, 0, "\(strategy): disposing leaves no inner run going")
            withExtendedLifetime(input) {}
        }
    }

    func testTenThousandInnerProducersThatCompleteAtOnceDoNotOverflowTheStackInFlattenConcat() {
        let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
        let (gate, gateInput) = Signal<Int, Never>.pipe()
        let recorder = outer.flatten(.concat).record()
        outerInput.send(gate.producer.take(first: 1))
        for value in 1..<10_000 { outerInput.send(SignalProducer(value: value)) }
        outerInput.sendCompleted()
        gateInput.send(0)
        XCTAssertEqual(recorder.values, Array(0..<10_000))
        XCTAssertTrue(recorder.isCompleted)
    }

    func testMergeTreatsTheInterruptionOfAnInnerRunAsItsEnd() {
        let (first, firstInput) = Signal<Int, Never>.pipe()
        let (second, secondInput) = Signal<Int, Never>.pipe()
        let recorder = SignalProducer<SignalProducer<Int, Never>, Never>(values: [first.producer, second.producer])
            .flatten(.merge)
            .record()
        firstInput.send(1)
        firstInput.sendInterrupted()
        secondInput.send(2)
        XCTAssertEqual(recorder.history, ["1", "2"])
        secondInput.sendCompleted()
        XCTAssertEqual(recorder.history, ["1", "2", "completed"])
    }
}

/// Counts the runs of a producer that are going: started and neither ended nor disposed.
final class RunCounter: @unchecked Sendable {
    private let lock = NSLockLike()
    private var running = 0
    private var started = 0

    var active: Int { lock.withLock { running } }
    var starts: Int { lock.withLock { started } }

    /// A producer that never ends by itself and counts itself going until disposed.
    func endless<Value>(of type: Value.Type = Value.self) -> SignalProducer<Value, Never> {
        SignalProducer { _ in
            self.lock.withLock {
                self.running += 1
                self.started += 1
            }
            return ActionDisposable { self.lock.withLock { self.running -= 1 } }
        }
    }
}
