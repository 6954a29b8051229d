// TimeOperatorScenarios: the throttle and debounce peer cases that the signal and producer specs share.

import ReactiveRuntime
import XCTest

/// Scenarios of ReactiveSwift's `SignalSpec`, `SignalProducerSpec` and `SignalProducerLiftingSpec`
/// time-operator cases that run the same on a signal and on its producer form. Each takes
/// `makeRecorder`, which applies the operator under test (with the interval the calling spec
/// uses) on a test scheduler and records the result; the inputs and expected values are the peer's.
enum TimeOperatorScenarios {
    /// Makes the recorder of the operator under test from a pipe's signal and a test scheduler.
    typealias MakeRecorder = (Signal<Int, Never>, TestScheduler) -> Recorder<Int, Never>

    /// Makes the recorder of the operator under test from a test scheduler and a generator, made
    /// into a `Signal` or a `SignalProducer` by the calling spec.
    typealias MakeGeneratedRecorder<Failure: Error> = (
        TestScheduler, @escaping (Signal<Int, Failure>.Input) -> (any Disposable)?
    ) -> Recorder<Int, Failure>

    /// A test scheduler, a pipe's input, and the recorder `makeRecorder` makes from the pipe's
    /// signal on that scheduler.
    private static func recordedPipe(
        _ makeRecorder: MakeRecorder
    ) -> (TestScheduler, Signal<Int, Never>.Input, Recorder<Int, Never>) {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        return (scheduler, input, makeRecorder(signal, scheduler))
    }

    /// The peer's delay "should send events on the given scheduler after the interval", shared by
    /// `TimeOperatorPeerSpecs.testDelaySendsEventsOnTheSchedulerAfterTheInterval` (`Signal.delay`)
    /// and `LiftedOperatorPeerSpecs.testDelaySendsEventsOnTheSchedulerAfterTheInterval`
    /// (`SignalProducer.delay`), both delaying by 10 seconds.
    static func assertDelaySendsEventsAfterTheInterval(
        _ makeRecorder: MakeGeneratedRecorder<Never>, file: StaticString = #filePath, line: UInt = #line
    ) {
        let scheduler = TestScheduler()
        let recorder = makeRecorder(scheduler) { input in
            let first = scheduler.schedule { input.send(1) }
            let second = scheduler.schedule(after: 5) {
                input.send(2)
                input.sendCompleted()
            }
            return CompositeDisposable([first, second])
        }
        scheduler.advance(by: 4)
        XCTAssertEqual(recorder.values, [], file: file, line: line)
        scheduler.advance(by: 10)
        XCTAssertEqual(recorder.values, [1], file: file, line: line)
        XCTAssertFalse(recorder.isCompleted, file: file, line: line)
        scheduler.advance(by: 10)
        XCTAssertEqual(recorder.values, [1, 2], file: file, line: line)
        XCTAssertTrue(recorder.isCompleted, file: file, line: line)
    }

    /// The peer's delay "should schedule errors immediately", shared by
    /// `TimeOperatorPeerSpecs.testDelaySchedulesErrorsImmediately` (`Signal.delay`) and
    /// `LiftedOperatorPeerSpecs.testDelaySchedulesErrorsImmediately` (`SignalProducer.delay`).
    static func assertDelaySchedulesErrorsImmediately(
        _ makeRecorder: MakeGeneratedRecorder<TestError>, file: StaticString = #filePath, line: UInt = #line
    ) {
        let scheduler = TestScheduler()
        let recorder = makeRecorder(scheduler) { input in
            scheduler.schedule { input.sendFailed(.boom) }
        }
        scheduler.advance()
        XCTAssertEqual(recorder.history, ["failed(boom)"], file: file, line: line)
    }

    /// The peer's throttle "should send values on the given scheduler at no less than the
    /// interval", shared by `TimeOperatorPeerSpecs.testThrottleSendsValuesNoSoonerThanTheInterval`
    /// (`Signal.throttle`) and `LiftedOperatorPeerSpecs.testThrottleSendsValuesNoMoreOftenThanTheInterval`
    /// (`SignalProducer.throttle`), both throttling by 1 second.
    static func assertThrottleScenario(
        _ makeRecorder: MakeRecorder, file: StaticString = #filePath, line: UInt = #line
    ) {
        let (scheduler, input, recorder) = recordedPipe(makeRecorder)
        XCTAssertEqual(recorder.values, [], file: file, line: line)
        input.send(0)
        XCTAssertEqual(recorder.values, [], file: file, line: line)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [0], file: file, line: line)
        input.send(1)
        input.send(2)
        XCTAssertEqual(recorder.values, [0], file: file, line: line)
        scheduler.advance(by: 1.5)
        XCTAssertEqual(recorder.values, [0, 2], file: file, line: line)
        scheduler.advance(by: 3)
        XCTAssertEqual(recorder.values, [0, 2], file: file, line: line)
        input.send(3)
        XCTAssertEqual(recorder.values, [0, 2], file: file, line: line)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [0, 2, 3], file: file, line: line)
        input.send(4)
        input.send(5)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [0, 2, 3], file: file, line: line)
        scheduler.rewind(by: 2)
        XCTAssertEqual(recorder.values, [0, 2, 3], file: file, line: line)
        input.send(6)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [0, 2, 3, 6], file: file, line: line)
        input.send(7)
        input.send(8)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [0, 2, 3, 6], file: file, line: line)
        scheduler.run()
        XCTAssertEqual(recorder.values, [0, 2, 3, 6, 8], file: file, line: line)
    }

    /// The peer's debounce discarding the latest value "should schedule completion immediately",
    /// shared by `TimeOperatorPeerSpecs.testDebounceDiscardingSchedulesCompletionImmediately`
    /// (`Signal.debounce`) and `ProducerTimePeerSpecs.testDebounceSchedulesCompletionImmediately`
    /// (`SignalProducer.debounce`, which checks the returned recorder once more after the run).
    @discardableResult
    static func assertDebounceDiscardingSchedulesCompletionImmediately(
        _ makeRecorder: MakeRecorder, file: StaticString = #filePath, line: UInt = #line
    ) -> Recorder<Int, Never> {
        let (scheduler, input, recorder) = recordedPipe(makeRecorder)
        input.send(0)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [], file: file, line: line)
        input.send(1)
        input.sendCompleted()
        XCTAssertFalse(recorder.isCompleted, file: file, line: line)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [], file: file, line: line)
        XCTAssertTrue(recorder.isCompleted, file: file, line: line)
        scheduler.run()
        XCTAssertEqual(recorder.values, [], file: file, line: line)
        return recorder
    }

    /// The peer's debounce without discarding the latest value "should schedule completion after
    /// sending the last value", shared by
    /// `TimeOperatorPeerSpecs.testDebounceNotDiscardingSchedulesCompletionAfterTheLastValue` (`Signal.debounce`)
    /// and `ProducerTimePeerSpecs.testDebounceKeepingTheLastValueCompletesAfterSendingIt`
    /// (`SignalProducer.debounce`).
    static func assertDebounceKeepingTheLastValueCompletesAfterSendingIt(
        _ makeRecorder: MakeRecorder, file: StaticString = #filePath, line: UInt = #line
    ) {
        let (scheduler, input, recorder) = recordedPipe(makeRecorder)
        input.send(0)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [], file: file, line: line)
        input.send(1)
        scheduler.advance()
        input.sendCompleted()
        XCTAssertFalse(recorder.isCompleted, file: file, line: line)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [], file: file, line: line)
        XCTAssertFalse(recorder.isCompleted, file: file, line: line)
        scheduler.run()
        XCTAssertEqual(recorder.values, [1], file: file, line: line)
        XCTAssertTrue(recorder.isCompleted, file: file, line: line)
    }

    /// The peer's debounce without discarding the latest value "should schedule completion
    /// immediately if there is no pending value", shared by
    /// `TimeOperatorPeerSpecs.testDebounceNotDiscardingCompletesImmediatelyWithoutAPendingValue`
    /// (`Signal.debounce`) and
    /// `ProducerTimePeerSpecs.testDebounceKeepingTheLastValueCompletesAtOnceWithoutAPendingValue`
    /// (`SignalProducer.debounce`).
    static func assertDebounceKeepingTheLastValueCompletesAtOnceWithoutAPendingValue(
        _ makeRecorder: MakeRecorder, file: StaticString = #filePath, line: UInt = #line
    ) {
        let (scheduler, input, recorder) = recordedPipe(makeRecorder)
        input.sendCompleted()
        XCTAssertFalse(recorder.isCompleted, file: file, line: line)
        scheduler.advance()
        XCTAssertTrue(recorder.isCompleted, file: file, line: line)
    }

    /// The peer's debounce "should send values on the given scheduler once the interval has passed
    /// since the last value was sent" (both with and without discarding the latest value when
    /// terminated), shared by `TimeOperatorPeerSpecs` (`Signal.debounce`, 1 second) and
    /// `ProducerTimePeerSpecs` (`SignalProducer.debounce`, 0.1 seconds); the source completes
    /// before the scheduler's last run when `completes`.
    static func assertDebounceSendsOnceTheIntervalHasPassed(
        completes: Bool, _ makeRecorder: MakeRecorder, file: StaticString = #filePath, line: UInt = #line
    ) {
        let (scheduler, input, recorder) = recordedPipe(makeRecorder)
        XCTAssertEqual(recorder.values, [], file: file, line: line)
        input.send(0)
        XCTAssertEqual(recorder.values, [], file: file, line: line)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [], file: file, line: line)
        input.send(1)
        input.send(2)
        XCTAssertEqual(recorder.values, [], file: file, line: line)
        scheduler.advance(by: 1.5)
        XCTAssertEqual(recorder.values, [2], file: file, line: line)
        scheduler.advance(by: 3)
        XCTAssertEqual(recorder.values, [2], file: file, line: line)
        input.send(3)
        XCTAssertEqual(recorder.values, [2], file: file, line: line)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [2], file: file, line: line)
        input.send(4)
        input.send(5)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [2], file: file, line: line)
        if completes { input.sendCompleted() }
        scheduler.run()
        XCTAssertEqual(recorder.values, [2, 5], file: file, line: line)
    }
}
