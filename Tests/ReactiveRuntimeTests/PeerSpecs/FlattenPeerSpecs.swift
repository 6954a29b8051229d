// FlattenPeerSpecs: ReactiveSwift's FlattenSpec cases for disposal, merge, concat and concurrent flattening.

import ReactiveRuntime
import XCTest

/// Cases of ReactiveSwift's `FlattenSpec` (disposal of every strategy, "FlattenStrategy.concurrent",
/// "Signal.merge()", "SignalProducer.prefix()", "SignalProducer.concat()"), rewritten for this
/// runtime; the expected values are the peer's.
final class FlattenPeerSpecs: XCTestCase {
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

    func testPrefixEmitsTheInitialValueFirst() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.prefix(value: 0).record()
        input.send(1)
        input.send(2)
        input.send(3)
        XCTAssertEqual(recorder.values, [0, 1, 2, 3])
    }

    func testConcatEmitsTheFinalValueLast() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.concat(value: 4).record()
        input.send(1)
        input.send(2)
        input.send(3)
        input.sendCompleted()
        XCTAssertEqual(recorder.values, [1, 2, 3, 4])
    }

    func testConcatEmitsTheConcatenatedError() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.producer.concat(error: .boom).record()
        input.send(1)
        input.sendCompleted()
        XCTAssertEqual(recorder.history, ["1", "failed(boom)"])
    }

    func testConcatDoesNotEmitTheConcatenatedErrorForAFailedProducer() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.producer.concat(error: .boom).record()
        input.sendFailed(.other)
        XCTAssertEqual(recorder.history, ["failed(other)"])
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
}
