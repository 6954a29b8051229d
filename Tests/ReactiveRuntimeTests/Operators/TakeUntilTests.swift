// TakeUntilTests: take(until:) completes when the trigger fires.

import ReactiveRuntime
import XCTest

final class TakeUntilTests: XCTestCase {
    func testTakeUntilCompletesWhenTheTriggerSends() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (trigger, triggerInput) = Signal<Void, Never>.pipe()
        let recorder = signal.take(until: trigger).record()
        input.send(1)
        triggerInput.send(())
        input.send(2)
        XCTAssertEqual(recorder.history, ["1", "completed"])
    }

    func testTakeUntilCompletesWhenTheTriggerCompletes() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (trigger, triggerInput) = Signal<Int, Never>.pipe()
        let recorder = signal.take(until: trigger).record()
        triggerInput.sendCompleted()
        input.send(1)
        XCTAssertEqual(recorder.history, ["completed"])
    }

    func testProducerTakeUntil() {
        let (trigger, triggerInput) = Signal<Void, Never>.pipe()
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.take(until: trigger.producer).record()
        input.send(1)
        triggerInput.send(())
        input.send(2)
        XCTAssertEqual(recorder.history, ["1", "completed"])
    }
}
