// TakeFirstTests: take(first:) sends the first values, then completes.

import ReactiveRuntime
import XCTest

final class TakeFirstTests: XCTestCase {
    func testTakeFirstCompletesAfterCountValues() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.take(first: 2).record()
        for value in 1...4 { input.send(value) }
        XCTAssertEqual(recorder.history, ["1", "2", "completed"])
    }

    func testTakeFirstZeroInterruptsAtOnce() {
        let (signal, input) = Signal<Int, Never>.pipe()
        XCTAssertEqual(signal.take(first: 0).record().history, ["interrupted"])
        withExtendedLifetime(input) {}
    }

    func testTakeFirstUnsubscribesFromItsSource() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let cleaned = LockedFlag()
        // Nobody else holds the source, so once take(first:) lets go of it, it ends.
        let recorder = Signal<Int, Never> { inner in
            let observation = signal.observe(inner.send(event:))
            return CompositeDisposable([observation, ActionDisposable { cleaned.set() }])
        }
        .take(first: 1).record()
        input.send(1)
        XCTAssertEqual(recorder.history, ["1", "completed"])
        XCTAssertTrue(cleaned.isSet)
    }

    func testProducerTakeFirstStopsAnInfiniteRun() {
        XCTAssertEqual(
            SignalProducer<Int, Never>(values: 1...).take(first: 2).record().history, ["1", "2", "completed"])
    }
}
