// TakeScenarios: the take(first:) peer cases that the signal and producer specs share.

import ReactiveRuntime
import XCTest

/// ReactiveSwift's `SignalSpec` and `SignalProducerLiftingSpec` "take" cases over a source that
/// sends the numbers 1, 2, 4, 4, 5 when a test scheduler runs. Each takes `take`, which makes the
/// source from its generator (a `Signal` or a `SignalProducer`), applies `take(first:)` with the
/// count given, and records the result; the inputs and expected values are the peer's.
enum TakeScenarios {
    /// Makes the recorder of `take(first: count)` over the source `generator` makes.
    typealias Take = (_ count: Int, _ generator: @escaping (Signal<Int, Never>.Input) -> (any Disposable)?) ->
        Recorder<Int, Never>

    private static let numbers = [1, 2, 4, 4, 5]

    /// A generator that sends `numbers` when `scheduler` runs.
    private static func sendingNumbers(
        on scheduler: TestScheduler
    ) -> (Signal<Int, Never>.Input) -> (any Disposable)? {
        { input in scheduler.schedule { for number in numbers { input.send(number) } } }
    }

    /// The peer's take "should complete immediately after taking given number of values", shared
    /// by `SignalPeerSpecs` and `LiftedOperatorPeerSpecs`
    /// `testTakeCompletesRightAfterTheGivenNumberOfValues`: taking as many values as are sent.
    static func assertTakeCompletesRightAfterTheGivenNumberOfValues(
        _ take: Take, file: StaticString = #filePath, line: UInt = #line
    ) {
        let scheduler = TestScheduler()
        let recorder = take(numbers.count, sendingNumbers(on: scheduler))
        XCTAssertFalse(recorder.isCompleted, file: file, line: line)
        scheduler.run()
        XCTAssertTrue(recorder.isCompleted, file: file, line: line)
    }

    /// The peer's take "should interrupt when 0", shared by `SignalPeerSpecs` and
    /// `LiftedOperatorPeerSpecs` `testTakeInterruptsWhenZero`: taking no values.
    static func assertTakeInterruptsWhenZero(_ take: Take, file: StaticString = #filePath, line: UInt = #line) {
        let scheduler = TestScheduler()
        let recorder = take(0, sendingNumbers(on: scheduler))
        XCTAssertTrue(recorder.isInterrupted, file: file, line: line)
        scheduler.run()
        XCTAssertEqual(recorder.values, [], file: file, line: line)
    }
}
