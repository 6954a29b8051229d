// FlatMapTests+ProducerSpec: ReactiveSwift's SignalProducerSpec cases for flattening producers of producers.

import ReactiveRuntime
import XCTest

extension FlatMapTests {
    // MARK: - Peer cases: ReactiveSwift's SignalProducerSpec ("flatten")

    private typealias Inner = SignalProducer<Int, TestError>

    private typealias Outer = SignalProducer<Inner, TestError>

    /// The peer's concat "sequencing" fixture: a concat run with a first inner pipe started.
    private struct Sequencing {
        let outer: Signal<SignalProducer<Int, Never>, Never>.Input
        let previous: Signal<Int, Never>.Input
        let subsequent: SignalProducer<Int, Never>
        let subsequentStarted: Counter
    }

    private func sequencing() -> Sequencing {
        let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
        let (previous, previousInput) = Signal<Int, Never>.pipe()
        let started = Counter()
        let subsequent = SignalProducer<Int, Never> { _ in
            started.increment()
            return nil
        }
        outer.producer.flatten(.concat).start()
        outerInput.send(previous.producer)
        return Sequencing(
            outer: outerInput, previous: previousInput, subsequent: subsequent, subsequentStarted: started)
    }

    func testConcatStartsTheNextInnerAtOnceIfThePreviousHasCompleted() {
        let fixture = sequencing()
        fixture.previous.sendCompleted()
        fixture.outer.send(fixture.subsequent)
        XCTAssertEqual(fixture.subsequentStarted.value, 1)
    }

    func testConcatStartsAQueuedInnerWhenThePreviousCompletes() {
        let fixture = sequencing()
        fixture.outer.send(fixture.subsequent)
        XCTAssertEqual(fixture.subsequentStarted.value, 0)
        fixture.previous.sendCompleted()
        XCTAssertEqual(fixture.subsequentStarted.value, 1)
    }

    func testConcatStartsAQueuedInnerWhenThePreviousCompletesAfterTheOuter() {
        let fixture = sequencing()
        fixture.outer.send(fixture.subsequent)
        XCTAssertEqual(fixture.subsequentStarted.value, 0)
        fixture.outer.sendCompleted()
        fixture.previous.sendCompleted()
        XCTAssertEqual(fixture.subsequentStarted.value, 1)
    }

    private var erroringStrategies: [FlattenStrategy] { [.concat, .merge, .latest, .race] }

    func testEveryStrategyForwardsAnErrorFromAnInnerProducer() {
        for strategy in erroringStrategies {
            let outer = Outer(value: Inner(error: .boom))
            XCTAssertEqual(outer.flatten(strategy).record().history, ["failed(boom)"], "\(strategy)")
        }
    }

    func testConcatAndMergeForwardAnErrorFromTheOuterProducer() {
        for strategy in [FlattenStrategy.concat, .merge] {
            let (outer, outerInput) = Signal<Inner, TestError>.pipe()
            let recorder = outer.producer.flatten(strategy).record()
            outerInput.sendFailed(.boom)
            XCTAssertEqual(recorder.history, ["failed(boom)"], "\(strategy)")
        }
    }

    func testLatestAndRaceForwardAnErrorFromTheOuterProducer() {
        for strategy in [FlattenStrategy.latest, .race] {
            XCTAssertEqual(Outer(error: .boom).flatten(strategy).record().history, ["failed(boom)"], "\(strategy)")
        }
    }

    /// The peer's concat "completion" fixture: a concat run of one inner pipe.
    private typealias ConcatFixture = (
        Recorder<Int, Never>, Signal<SignalProducer<Int, Never>, Never>.Input, Signal<Int, Never>.Input
    )

    private func concatOfOneInner() -> ConcatFixture {
        let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
        let (inner, innerInput) = Signal<Int, Never>.pipe()
        let recorder = outer.producer.flatten(.concat).record()
        outerInput.send(inner.producer)
        return (recorder, outerInput, innerInput)
    }

    func testConcatCompletesWhenTheInnerThenTheOuterComplete() {
        let (recorder, outer, inner) = concatOfOneInner()
        inner.sendCompleted()
        XCTAssertFalse(recorder.isCompleted)
        outer.sendCompleted()
        XCTAssertTrue(recorder.isCompleted)
    }

    func testConcatCompletesWhenTheOuterThenTheInnerComplete() {
        let (recorder, outer, inner) = concatOfOneInner()
        outer.sendCompleted()
        XCTAssertFalse(recorder.isCompleted)
        inner.sendCompleted()
        XCTAssertTrue(recorder.isCompleted)
    }

    /// The peer's merge "behavior" fixture: a merge of two inner pipes, the outer completed.
    private func mergeOfTwo() -> (Recorder<Int, Never>, Signal<Int, Never>.Input, Signal<Int, Never>.Input) {
        let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
        let (a, inputA) = Signal<Int, Never>.pipe()
        let (b, inputB) = Signal<Int, Never>.pipe()
        let recorder = outer.producer.flatten(.merge).record()
        outerInput.send(a.producer)
        outerInput.send(b.producer)
        outerInput.sendCompleted()
        return (recorder, inputA, inputB)
    }

    func testMergeForwardsValuesFromEveryInner() {
        let (recorder, a, b) = mergeOfTwo()
        a.send(0)
        a.send(1)
        b.send(100)
        a.send(2)
        b.send(101)
        XCTAssertEqual(recorder.values, [0, 1, 100, 2, 101])
    }

    func testMergeCompletesWhenEveryInnerHasCompleted() {
        let (recorder, a, b) = mergeOfTwo()
        a.sendCompleted()
        XCTAssertFalse(recorder.isCompleted)
        b.sendCompleted()
        XCTAssertTrue(recorder.isCompleted)
    }

    func testLatestForwardsValuesFromTheLatestInner() {
        let (outer, outerInput) = Signal<Inner, TestError>.pipe()
        let (firstInner, firstInput) = Signal<Int, TestError>.pipe()
        let (secondInner, secondInput) = Signal<Int, TestError>.pipe()
        let recorder = outer.producer.flatten(.latest).record()
        outerInput.send(Inner(value: 0))
        outerInput.send(firstInner.producer)
        firstInput.send(1)
        outerInput.send(secondInner.producer)
        secondInput.send(2)
        outerInput.sendCompleted()
        XCTAssertEqual(recorder.values, [0, 1, 2])
        XCTAssertNil(recorder.terminal)
        firstInput.send(3)
        firstInput.sendCompleted()
        secondInput.send(4)
        secondInput.sendCompleted()
        XCTAssertEqual(recorder.values, [0, 1, 2, 4])
        XCTAssertTrue(recorder.isCompleted)
    }

    func testLatestAndRaceCompleteWhenTheOuterAndTheInnerHaveCompleted() {
        for strategy in [FlattenStrategy.latest, .race] {
            XCTAssertTrue(Outer(value: .empty).flatten(strategy).record().isCompleted, "\(strategy)")
        }
    }

    func testLatestAndRaceCompleteWhenTheOuterCompletesWithoutAnInner() {
        for strategy in [FlattenStrategy.latest, .race] {
            XCTAssertTrue(Outer.empty.flatten(strategy).record().isCompleted, "\(strategy)")
        }
    }

    func testLatestAndRaceDoNotDeadlock() {
        for strategy in [FlattenStrategy.latest, .race] {
            let producer = SignalProducer<Int, Never>(value: 1).flatMap(strategy) { _ in SignalProducer(value: 10) }
            XCTAssertEqual(producer.take(first: 1).record().values.last, 10, "\(strategy)")
        }
    }

    func testRaceForwardsValuesFromTheFirstInnerToSend() {
        let (outer, outerInput) = Signal<Inner, TestError>.pipe()
        let (firstInner, firstInput) = Signal<Int, TestError>.pipe()
        let (secondInner, secondInput) = Signal<Int, TestError>.pipe()
        let recorder = outer.producer.flatten(.race).record()
        outerInput.send(firstInner.producer)
        outerInput.send(secondInner.producer)
        firstInput.send(1)
        secondInput.send(2)
        outerInput.sendCompleted()
        XCTAssertEqual(recorder.values, [1])
        XCTAssertNil(recorder.terminal)
        secondInput.send(3)
        secondInput.sendCompleted()
        XCTAssertEqual(recorder.values, [1])
        XCTAssertNil(recorder.terminal)
        firstInput.send(4)
        firstInput.sendCompleted()
        XCTAssertEqual(recorder.values, [1, 4])
        XCTAssertTrue(recorder.isCompleted)
    }

    func testRaceDoesNotCompleteWhileTheOnlyInnerHasNotSentAnEvent() {
        let recorder = Recorder<Int, TestError>()
        let run = Outer(value: .never).flatten(.race).start(recorder.observer)
        XCTAssertFalse(recorder.isCompleted)
        withExtendedLifetime(run) {}
    }

    private var droppingStrategies: [FlattenStrategy] { [.concat, .latest, .merge] }

    /// The peer's "interruption" fixture: a flatten of `strategy` over a pipe with one inner pipe.
    private func interruption(
        _ strategy: FlattenStrategy
    ) -> (Recorder<Void, Never>, Signal<SignalProducer<Void, Never>, Never>.Input, Signal<Void, Never>.Input) {
        let (outer, outerInput) = Signal<SignalProducer<Void, Never>, Never>.pipe()
        let (inner, innerInput) = Signal<Void, Never>.pipe()
        let recorder = outer.producer.flatten(strategy).record()
        outerInput.send(inner.producer)
        return (recorder, outerInput, innerInput)
    }

    func testConcatLatestAndMergeDropTheInterruptionOfAnInner() {
        for strategy in droppingStrategies {
            let (recorder, outer, inner) = interruption(strategy)
            inner.sendInterrupted()
            XCTAssertFalse(recorder.isInterrupted, "\(strategy)")
            XCTAssertFalse(recorder.isCompleted, "\(strategy)")
            outer.sendCompleted()
            XCTAssertTrue(recorder.isCompleted, "\(strategy)")
        }
    }

    func testConcatLatestAndMergeForwardTheInterruptionOfTheOuter() {
        for strategy in droppingStrategies {
            let (recorder, outer, inner) = interruption(strategy)
            outer.sendInterrupted()
            XCTAssertTrue(recorder.isInterrupted, "\(strategy)")
            withExtendedLifetime(inner) {}
        }
    }

    /// The peer's "disposal" fixture: a flatten of `strategy` over a pipe with one inner producer
    /// whose work is pending; `completeOuter` completes the outer before the run is disposed.
    private func checkDisposalCancelsInnerWork(_ strategy: FlattenStrategy, completeOuter: Bool) {
        let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
        let innerWork = ActionDisposable()
        let innerInterrupted = Counter()
        let innerDisposed = ActionDisposable()
        let inner = SignalProducer<Int, Never> { _ in innerWork }
            .on(interrupted: { innerInterrupted.increment() }, disposed: { innerDisposed.dispose() })
        let recorder = Recorder<Int, Never>()
        let run = outer.producer.flatten(strategy).start(recorder.observer)
        outerInput.send(inner)
        if completeOuter { outerInput.sendCompleted() }
        XCTAssertFalse(innerWork.isDisposed, "\(strategy)")
        XCTAssertFalse(recorder.isInterrupted, "\(strategy)")
        XCTAssertEqual(innerInterrupted.value, 0, "\(strategy)")
        XCTAssertFalse(innerDisposed.isDisposed, "\(strategy)")
        run.dispose()
        XCTAssertTrue(innerWork.isDisposed, "\(strategy)")
        XCTAssertTrue(recorder.isInterrupted, "\(strategy)")
        XCTAssertEqual(innerInterrupted.value, 1, "\(strategy)")
        XCTAssertTrue(innerDisposed.isDisposed, "\(strategy)")
    }

    func testConcatLatestAndMergeCancelInnerWorkWhenDisposedBeforeTheOuterCompletes() {
        for strategy in droppingStrategies {
            checkDisposalCancelsInnerWork(strategy, completeOuter: false)
        }
    }

    func testConcatLatestAndMergeCancelInnerWorkWhenDisposedAfterTheOuterCompletes() {
        for strategy in droppingStrategies {
            checkDisposalCancelsInnerWork(strategy, completeOuter: true)
        }
    }
}
