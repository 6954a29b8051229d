// TakeUntilTests: take(until:) completes when the trigger fires, and ReactiveSwift's cases for it.

import Foundation
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

    // MARK: - Peer cases: ReactiveSwift's SignalProducerLiftingSpec (producer forms)

    func testProducerTakeUntilTakesValuesUntilTheTriggerFires() {
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

    func testProducerTakeUntilTakesValuesUntilTheTriggerCompletes() {
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

    // MARK: - Peer cases: ReactiveSwift's SignalSpec

    private func checkTakeUntil(_ fire: (Signal<Void, Never>.Input) -> Void) {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (trigger, triggerInput) = Signal<Void, Never>.pipe()
        let recorder = signal.take(until: trigger).record()
        input.send(1)
        XCTAssertEqual(recorder.values.last, 1)
        input.send(2)
        XCTAssertEqual(recorder.values.last, 2)
        XCTAssertFalse(recorder.isCompleted)
        fire(triggerInput)
        XCTAssertTrue(recorder.isCompleted)
    }

    func testTakeUntilTakesValuesUntilTheTriggerFires() {
        checkTakeUntil { $0.send(()) }
    }

    func testTakeUntilTakesValuesUntilTheTriggerCompletes() {
        checkTakeUntil { $0.sendCompleted() }
    }

    func testTakeUntilCompletesIfTheTriggerFiresImmediately() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (trigger, triggerInput) = Signal<Void, Never>.pipe()
        let recorder = signal.take(until: trigger).record()
        triggerInput.send(())
        XCTAssertEqual(recorder.history, ["completed"])
        withExtendedLifetime(input) {}
    }
}
