// AmbTests: amb follows whichever stream sends first.

import ReactiveRuntime
import XCTest

final class AmbTests: XCTestCase {
    func testFollowsTheFirstSignalToSend() {
        let (a, aInput) = Signal<Int, TestError>.pipe()
        let (b, bInput) = Signal<Int, TestError>.pipe()
        let recorder = a.amb(with: b).record()
        bInput.send(10)
        aInput.send(1)
        bInput.send(11)
        aInput.sendFailed(.boom)
        bInput.sendCompleted()
        XCTAssertEqual(recorder.history, ["10", "11", "completed"])
    }

    func testATerminalEventCanWin() {
        let (a, aInput) = Signal<Int, TestError>.pipe()
        let (b, bInput) = Signal<Int, TestError>.pipe()
        let recorder = Signal.amb([a, b]).record()
        aInput.sendFailed(.boom)
        bInput.send(1)
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }

    func testProducerInterruptsTheLosers() {
        let scheduler = TestScheduler()
        let stops = Counter()
        let slow = SignalProducer<String, Never> { input in
            CompositeDisposable([
                scheduler.schedule(after: .seconds(5)) { input.send("slow") },
                ActionDisposable { stops.increment() },
            ])
        }
        let fast = SignalProducer<String, Never>(value: "fast", after: .seconds(1), on: scheduler)
        let recorder = slow.amb(with: fast).record()
        scheduler.run()
        XCTAssertEqual(recorder.history, ["fast", "completed"])
        XCTAssertEqual(stops.value, 1, "the slow run was interrupted when the fast one won")
    }

    func testASynchronousWinnerStopsTheRestFromStarting() {
        let starts = Counter()
        let counted = SignalProducer<Int, Never> { input in
            starts.increment()
            return nil
        }
        let recorder = SignalProducer.amb([SignalProducer(value: 1), counted]).record()
        XCTAssertEqual(recorder.history, ["1", "completed"])
        XCTAssertEqual(starts.value, 0)
    }

    func testNoStreamsCompletes() {
        XCTAssertEqual(SignalProducer<Int, Never>.amb([]).record().history, ["completed"])
        // The signal ended as it was made: an observer is interrupted, as by any ended signal.
        XCTAssertEqual(Signal<Int, Never>.amb([]).record().history, ["interrupted"])
    }
}
