// LiftedOperatorPeerSpecs: ReactiveSwift's SignalProducerLiftingSpec cases for the producer forms of the operators.

import Foundation
import ReactiveRuntime
import XCTest

/// Cases of ReactiveSwift's `SignalProducerLiftingSpec` ("map", "mapError", "filter",
/// "scan(_:_:)", "reduce(_:_:)", "skip", "skipRepeats", "skipWhile", "skipUntil", "take",
/// "takeUntil" with a trigger, "takeWhile", "delay", "throttle", "debounce", "sampleOn",
/// "materialize", "dematerialize", "takeLast", "timeoutWithError"), rewritten for this runtime:
/// a producer pipe is a signal pipe's `producer`, `take(while:)` is `prefix(while:)`, and a
/// producer's closure returns its cleanup. The expected values are the peer's.
final class LiftedOperatorPeerSpecs: XCTestCase {
    // MARK: - map, mapError, filter

    func testMapTransformsTheValues() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.map { String($0 + 1) }.record()
        XCTAssertEqual(recorder.values.last, nil)
        input.send(0)
        XCTAssertEqual(recorder.values.last, "1")
        input.send(1)
        XCTAssertEqual(recorder.values.last, "2")
    }

    func testMapErrorTransformsTheErrors() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let producerError = NSError(domain: "com.reactivecocoa.errordomain", code: 100, userInfo: nil)
        var error: NSError?
        signal.producer.mapError { _ in producerError }.startWithFailed { error = $0 }
        XCTAssertNil(error)
        input.sendFailed(.boom)
        XCTAssertEqual(error, producerError)
    }

    func testFilterOmitsValues() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.filter { $0 % 2 == 0 }.record()
        XCTAssertEqual(recorder.values.last, nil)
        input.send(0)
        XCTAssertEqual(recorder.values.last, 0)
        input.send(1)
        XCTAssertEqual(recorder.values.last, 0)
        input.send(2)
        XCTAssertEqual(recorder.values.last, 2)
    }

    // MARK: - scan, reduce

    func testScanIncrementallyAccumulatesAValue() {
        let (signal, input) = Signal<String, Never>.pipe()
        let recorder = signal.producer.scan("", +).record()
        XCTAssertEqual(recorder.values.last, nil)
        input.send("a")
        XCTAssertEqual(recorder.values.last, "a")
        input.send("bb")
        XCTAssertEqual(recorder.values.last, "abb")
    }

    func testReduceAccumulatesOneValue() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.reduce(1, +).record()
        XCTAssertEqual(recorder.values.last, nil)
        input.send(1)
        XCTAssertEqual(recorder.values.last, nil)
        input.send(2)
        XCTAssertEqual(recorder.values.last, nil)
        XCTAssertFalse(recorder.isCompleted)
        input.sendCompleted()
        XCTAssertTrue(recorder.isCompleted)
        XCTAssertEqual(recorder.values.last, 4)
    }

    func testReduceSendsTheInitialValueIfNoneAreReceived() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.reduce(1, +).record()
        XCTAssertEqual(recorder.values.last, nil)
        XCTAssertFalse(recorder.isCompleted)
        input.sendCompleted()
        XCTAssertEqual(recorder.values.last, 1)
        XCTAssertTrue(recorder.isCompleted)
    }

    // MARK: - skip, skipRepeats, skip(while:), skip(until:)

    func testSkipSkipsInitialValues() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.skip(first: 1).record()
        XCTAssertEqual(recorder.values.last, nil)
        input.send(1)
        XCTAssertEqual(recorder.values.last, nil)
        input.send(2)
        XCTAssertEqual(recorder.values.last, 2)
    }

    func testSkipZeroSkipsNothing() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.skip(first: 0).record()
        XCTAssertEqual(recorder.values.last, nil)
        input.send(1)
        XCTAssertEqual(recorder.values.last, 1)
        input.send(2)
        XCTAssertEqual(recorder.values.last, 2)
    }

    func testSkipRepeatsSkipsDuplicateEquatableValues() {
        let (signal, input) = Signal<Bool, Never>.pipe()
        let recorder = signal.producer.skipRepeats().record()
        XCTAssertEqual(recorder.values, [])
        input.send(true)
        XCTAssertEqual(recorder.values, [true])
        input.send(true)
        XCTAssertEqual(recorder.values, [true])
        input.send(false)
        XCTAssertEqual(recorder.values, [true, false])
        input.send(true)
        XCTAssertEqual(recorder.values, [true, false, true])
    }

    func testSkipRepeatsSkipsValuesByAPredicate() {
        let (signal, input) = Signal<String, Never>.pipe()
        let recorder = signal.producer.skipRepeats { $0.count == $1.count }.record()
        XCTAssertEqual(recorder.values, [])
        input.send("a")
        XCTAssertEqual(recorder.values, ["a"])
        input.send("b")
        XCTAssertEqual(recorder.values, ["a"])
        input.send("cc")
        XCTAssertEqual(recorder.values, ["a", "cc"])
        input.send("d")
        XCTAssertEqual(recorder.values, ["a", "cc", "d"])
    }

    private func skippingWhileBelowTwo() -> (Recorder<Int, Never>, Signal<Int, Never>.Input) {
        let (signal, input) = Signal<Int, Never>.pipe()
        return (signal.producer.skip { $0 < 2 }.record(), input)
    }

    func testSkipWhileSkipsWhileThePredicateHolds() {
        let (recorder, input) = skippingWhileBelowTwo()
        XCTAssertEqual(recorder.values.last, nil)
        input.send(1)
        XCTAssertEqual(recorder.values.last, nil)
        input.send(2)
        XCTAssertEqual(recorder.values.last, 2)
        input.send(0)
        XCTAssertEqual(recorder.values.last, 0)
    }

    func testSkipWhileSkipsNothingIfThePredicateStartsFalse() {
        let (recorder, input) = skippingWhileBelowTwo()
        XCTAssertEqual(recorder.values.last, nil)
        input.send(3)
        XCTAssertEqual(recorder.values.last, 3)
        input.send(1)
        XCTAssertEqual(recorder.values.last, 1)
    }

    /// A producer pipe, gated (`skip(until:)`) or cut (`take(until:)`) by a producer pipe trigger.
    private func triggered(
        _ operate: (SignalProducer<Int, Never>, SignalProducer<Void, Never>) -> SignalProducer<Int, Never>
    ) -> (Recorder<Int, Never>, Signal<Int, Never>.Input, Signal<Void, Never>.Input) {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (trigger, triggerInput) = Signal<Void, Never>.pipe()
        return (operate(signal.producer, trigger.producer).record(), input, triggerInput)
    }

    func testSkipUntilSkipsValuesUntilTheTriggerFires() {
        let (recorder, input, trigger) = triggered { $0.skip(until: $1) }
        XCTAssertEqual(recorder.values.last, nil)
        input.send(1)
        XCTAssertEqual(recorder.values.last, nil)
        input.send(2)
        XCTAssertEqual(recorder.values.last, nil)
        trigger.send(())
        input.send(0)
        XCTAssertEqual(recorder.values.last, 0)
    }

    func testSkipUntilSkipsValuesUntilTheTriggerCompletes() {
        let (recorder, input, trigger) = triggered { $0.skip(until: $1) }
        XCTAssertEqual(recorder.values.last, nil)
        input.send(1)
        XCTAssertEqual(recorder.values.last, nil)
        input.send(2)
        XCTAssertEqual(recorder.values.last, nil)
        trigger.sendCompleted()
        input.send(0)
        XCTAssertEqual(recorder.values.last, 0)
    }

    // MARK: - take(first:), take(until:), prefix(while:)

    func testTakeTakesInitialValues() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.take(first: 2).record()
        XCTAssertEqual(recorder.values.last, nil)
        XCTAssertFalse(recorder.isCompleted)
        input.send(1)
        XCTAssertEqual(recorder.values.last, 1)
        XCTAssertFalse(recorder.isCompleted)
        input.send(2)
        XCTAssertEqual(recorder.values.last, 2)
        XCTAssertTrue(recorder.isCompleted)
    }

    func testTakeCompletesRightAfterTheGivenNumberOfValues() {
        TakeScenarios.assertTakeCompletesRightAfterTheGivenNumberOfValues {
            SignalProducer($1).take(first: $0).record()
        }
    }

    func testTakeInterruptsWhenZero() {
        TakeScenarios.assertTakeInterruptsWhenZero { SignalProducer($1).take(first: $0).record() }
    }

    func testTakeUntilTakesValuesUntilTheTriggerFires() {
        let (recorder, input, trigger) = triggered { $0.take(until: $1) }
        XCTAssertEqual(recorder.values.last, nil)
        input.send(1)
        XCTAssertEqual(recorder.values.last, 1)
        input.send(2)
        XCTAssertEqual(recorder.values.last, 2)
        XCTAssertFalse(recorder.isCompleted)
        trigger.send(())
        XCTAssertTrue(recorder.isCompleted)
    }

    func testTakeUntilTakesValuesUntilTheTriggerCompletes() {
        let (recorder, input, trigger) = triggered { $0.take(until: $1) }
        XCTAssertEqual(recorder.values.last, nil)
        input.send(1)
        XCTAssertEqual(recorder.values.last, 1)
        input.send(2)
        XCTAssertEqual(recorder.values.last, 2)
        XCTAssertFalse(recorder.isCompleted)
        trigger.sendCompleted()
        XCTAssertTrue(recorder.isCompleted)
    }

    func testTakeUntilCompletesIfTheTriggerFiresAtOnce() {
        let (recorder, input, trigger) = triggered { $0.take(until: $1) }
        XCTAssertEqual(recorder.values.last, nil)
        XCTAssertFalse(recorder.isCompleted)
        trigger.send(())
        XCTAssertTrue(recorder.isCompleted)
        XCTAssertEqual(recorder.values.last, nil)
        withExtendedLifetime(input) {}
    }

    func testTakeWhileTakesWhileThePredicateHolds() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.prefix { $0 <= 4 }.record()
        for value in -1...4 {
            input.send(value)
            XCTAssertEqual(recorder.values.last, value)
            XCTAssertFalse(recorder.isCompleted)
        }
        input.send(5)
        XCTAssertEqual(recorder.values.last, 4)
        XCTAssertTrue(recorder.isCompleted)
    }

    func testTakeWhileCompletesIfThePredicateStartsFalse() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.prefix { $0 <= 4 }.record()
        input.send(5)
        XCTAssertEqual(recorder.values.last, nil)
        XCTAssertTrue(recorder.isCompleted)
    }

    // MARK: - delay, throttle, debounce

    /// The peer's `testAsyncASAPInterruption`: a run of 128 synchronous values through an
    /// asynchronous operator, disposed before the scheduler runs, is interrupted once and sends
    /// nothing else.
    private func checkInterruptsAtOnce(
        _ transform: (SignalProducer<Int, Never>, TestScheduler) -> SignalProducer<Int, Never>,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let scheduler = TestScheduler()
        let recorder = Recorder<Int, Never>()
        let run = transform(SignalProducer(values: 0..<128), scheduler).start(recorder.observer)
        XCTAssertEqual(recorder.history, [], file: file, line: line)
        run.dispose()
        scheduler.run()
        XCTAssertEqual(recorder.history, ["interrupted"], file: file, line: line)
    }

    func testDelaySendsEventsOnTheSchedulerAfterTheInterval() {
        TimeOperatorScenarios.assertDelaySendsEventsAfterTheInterval { scheduler, generator in
            SignalProducer(generator).delay(10, on: scheduler).record()
        }
    }

    func testDelaySchedulesErrorsImmediately() {
        TimeOperatorScenarios.assertDelaySchedulesErrorsImmediately { scheduler, generator in
            SignalProducer(generator).delay(10, on: scheduler).record()
        }
    }

    func testDelayInterruptsAtOnceAndDiscardsOutstandingEvents() {
        checkInterruptsAtOnce { $0.delay(10, on: $1) }
    }

    func testThrottleSendsValuesNoMoreOftenThanTheInterval() {
        TimeOperatorScenarios.assertThrottleScenario { $0.producer.throttle(1, on: $1).record() }
    }

    func testThrottleSchedulesCompletionImmediately() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.throttle(1, on: scheduler).record()
        input.send(0)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [0])
        input.send(1)
        input.sendCompleted()
        XCTAssertFalse(recorder.isCompleted)
        scheduler.run()
        XCTAssertEqual(recorder.values, [0])
        XCTAssertTrue(recorder.isCompleted)
    }

    func testThrottleInterruptsAtOnceAndDiscardsOutstandingEvents() {
        checkInterruptsAtOnce { $0.throttle(10, on: $1) }
    }

    func testDebounceInterruptsAtOnceAndDiscardsOutstandingEvents() {
        checkInterruptsAtOnce { $0.debounce(10, on: $1, discardWhenCompleted: true) }
    }

    func testDebounceKeepingTheLastValueInterruptsAtOnceAndDiscardsOutstandingEvents() {
        checkInterruptsAtOnce { $0.debounce(10, on: $1, discardWhenCompleted: false) }
    }

    // MARK: - sample(on:)

    private func sampledPipe() -> (Recorder<Int, Never>, Signal<Int, Never>.Input, Signal<Void, Never>.Input) {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (sampler, samplerInput) = Signal<Void, Never>.pipe()
        return (signal.producer.sample(on: sampler.producer).record(), input, samplerInput)
    }

    func testSampleForwardsTheLatestValueWhenTheSamplerFires() {
        let (recorder, input, sampler) = sampledPipe()
        input.send(1)
        input.send(2)
        sampler.send(())
        XCTAssertEqual(recorder.values, [2])
    }

    func testSampleDoesNothingIfTheSamplerFiresBeforeAValue() {
        let (recorder, input, sampler) = sampledPipe()
        sampler.send(())
        XCTAssertEqual(recorder.values, [])
        withExtendedLifetime(input) {}
    }

    func testSampleSendsTheLatestValueEachTimeTheSamplerFires() {
        let (recorder, input, sampler) = sampledPipe()
        input.send(1)
        sampler.send(())
        sampler.send(())
        XCTAssertEqual(recorder.values, [1, 1])
    }

    func testSampleCompletesWhenBothInputsHaveCompleted() {
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

    // MARK: - materialize, dematerialize

    func testMaterializeReifiesEvents() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.producer.materialize().record()
        input.send(2)
        XCTAssertEqual(recorder.values.last?.value, 2)
        input.sendFailed(.boom)
        XCTAssertEqual(recorder.values.last?.error, .boom)
    }

    private func dematerializedPipe() -> (Recorder<Int, TestError>, Signal<Event<Int, TestError>, Never>.Input) {
        let (signal, input) = Signal<Event<Int, TestError>, Never>.pipe()
        return (signal.producer.dematerialize().record(), input)
    }

    func testDematerializeSendsValuesForValueEvents() {
        let (recorder, input) = dematerializedPipe()
        XCTAssertEqual(recorder.values, [])
        input.send(.value(2))
        XCTAssertEqual(recorder.values, [2])
        input.send(.value(4))
        XCTAssertEqual(recorder.values, [2, 4])
    }

    func testDematerializeFailsForFailedEvents() {
        let (recorder, input) = dematerializedPipe()
        XCTAssertEqual(recorder.history, [])
        input.send(.failed(.boom))
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }

    func testDematerializeCompletesEarlyForCompletedEvents() {
        let (recorder, input) = dematerializedPipe()
        XCTAssertFalse(recorder.isCompleted)
        input.send(.completed)
        XCTAssertTrue(recorder.isCompleted)
    }

    // MARK: - take(last:)

    private func lastThree() -> (Recorder<Int, TestError>, Signal<Int, TestError>.Input) {
        let (signal, input) = Signal<Int, TestError>.pipe()
        return (signal.producer.take(last: 3).record(), input)
    }

    func testTakeLastSendsTheLastNValuesUponCompletion() {
        let (recorder, input) = lastThree()
        for value in 1...4 { input.send(value) }
        XCTAssertEqual(recorder.values, [])
        input.sendCompleted()
        XCTAssertEqual(recorder.values, [2, 3, 4])
    }

    func testTakeLastSendsFewerValuesIfNotEnoughWereReceived() {
        let (recorder, input) = lastThree()
        input.send(1)
        input.send(2)
        input.sendCompleted()
        XCTAssertEqual(recorder.values, [1, 2])
    }

    func testTakeLastSendsNothingWhenItFails() {
        let (recorder, input) = lastThree()
        for value in 1...3 { input.send(value) }
        XCTAssertNil(recorder.terminal)
        input.sendFailed(.boom)
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }

    // MARK: - timeout

    private func timingOut(
        endingAfter seconds: TimeInterval, on scheduler: TestScheduler
    ) -> Recorder<Int, TestError> {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.producer.timeout(after: 2, raising: .boom, on: scheduler).record()
        scheduler.schedule(after: seconds) { input.sendCompleted() }
        return recorder
    }

    func testTimeoutCompletesWithinTheInterval() {
        let scheduler = TestScheduler()
        let recorder = timingOut(endingAfter: 1, on: scheduler)
        XCTAssertNil(recorder.terminal)
        scheduler.run()
        XCTAssertEqual(recorder.history, ["completed"])
    }

    func testTimeoutFailsIfNotCompletedWithinTheInterval() {
        let scheduler = TestScheduler()
        let recorder = timingOut(endingAfter: 3, on: scheduler)
        XCTAssertNil(recorder.terminal)
        scheduler.run()
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }
}
