// LiftedOperatorPeerFixtures: the fixtures that the producer-form peer cases (ReactiveSwift's
// SignalProducerLiftingSpec) of several operators share.

import ReactiveRuntime
import XCTest

/// Fixtures of the peer cases of the producer forms of the operators.
extension XCTestCase {
    /// A producer pipe, gated (`skip(until:)`) or cut (`take(until:)`) by a producer pipe trigger.
    func triggered(
        _ operate: (SignalProducer<Int, Never>, SignalProducer<Void, Never>) -> SignalProducer<Int, Never>
    ) -> (Recorder<Int, Never>, Signal<Int, Never>.Input, Signal<Void, Never>.Input) {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (trigger, triggerInput) = Signal<Void, Never>.pipe()
        return (operate(signal.producer, trigger.producer).record(), input, triggerInput)
    }

    /// The peer's `testAsyncASAPInterruption`: a run of 128 synchronous values through an
    /// asynchronous operator, disposed before the scheduler runs, is interrupted once and sends
    /// nothing else.
    func checkInterruptsAtOnce(
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
}
