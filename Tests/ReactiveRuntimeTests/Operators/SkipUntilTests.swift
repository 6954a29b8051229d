// SkipUntilTests: skip(until:) drops values until a trigger fires.

import ReactiveRuntime
import XCTest

final class SkipUntilTests: XCTestCase {
    func testDropsValuesUntilTheTriggerSends() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let (trigger, triggerInput) = Signal<Void, Never>.pipe()
        let recorder = signal.skip(until: trigger).record()
        input.send(1)
        triggerInput.send(())
        input.send(2)
        triggerInput.send(())
        input.sendFailed(.boom)
        XCTAssertEqual(recorder.history, ["2", "failed(boom)"])
    }

    func testAnInterruptedTriggerKeepsSkippingAndTerminalEventsPass() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (trigger, triggerInput) = Signal<Void, Never>.pipe()
        let recorder = signal.skip(until: trigger).record()
        triggerInput.sendInterrupted()
        input.send(1)
        input.sendCompleted()
        XCTAssertEqual(recorder.history, ["completed"])
    }

    func testProducerStartsTheTriggerFirst() {
        let scheduler = TestScheduler()
        let values = SignalProducer.interval(.seconds(1), on: scheduler)
        let trigger = SignalProducer<Void, Never>(value: (), after: .milliseconds(2_500), on: scheduler)
        let recorder = values.skip(until: trigger).take(first: 2).record()
        scheduler.run()
        XCTAssertEqual(recorder.history, ["2", "3", "completed"])
    }
}
