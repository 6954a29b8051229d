// DelayTests: delay in virtual time.

import ReactiveRuntime
import XCTest

final class DelayTests: XCTestCase {
    func testDelayShiftsValuesAndCompletion() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.delay(.seconds(2), on: scheduler).record()
        input.send(1)
        scheduler.advance(by: .seconds(1))
        input.send(2)
        input.sendCompleted()
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(recorder.history, ["1"])
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(recorder.history, ["1", "2", "completed"])
    }

    func testFailureIsNotDelayed() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.delay(.seconds(2), on: scheduler).record()
        input.send(1)
        input.sendFailed(.boom)
        scheduler.advance()
        XCTAssertEqual(recorder.history, ["failed(boom)"])
        scheduler.run()
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }

    func testProducerDelay() {
        let scheduler = TestScheduler()
        let recorder = SignalProducer<Int, Never>(value: 1).delay(.seconds(1), on: scheduler).record()
        XCTAssertEqual(recorder.history, [])
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(recorder.history, ["1", "completed"])
    }
}
