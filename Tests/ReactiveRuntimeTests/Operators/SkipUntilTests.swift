// SkipUntilTests: skip(until:) drops values until a trigger fires, and ReactiveSwift's cases for it.

import Foundation
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

    // MARK: - Peer cases: ReactiveSwift's SignalProducerLiftingSpec (producer forms)

    func testProducerSkipUntilSkipsValuesUntilTheTriggerFires() {
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

    func testProducerSkipUntilSkipsValuesUntilTheTriggerCompletes() {
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

    // MARK: - Peer cases: ReactiveSwift's SignalSpec

    private func checkSkipUntil(_ fire: (Signal<Void, Never>.Input) -> Void) {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (trigger, triggerInput) = Signal<Void, Never>.pipe()
        let recorder = signal.skip(until: trigger).record()
        input.send(1)
        input.send(2)
        XCTAssertEqual(recorder.values.last, nil)
        fire(triggerInput)
        input.send(0)
        XCTAssertEqual(recorder.values.last, 0)
    }

    func testSkipUntilSkipsValuesUntilTheTriggerFires() {
        checkSkipUntil { $0.send(()) }
    }

    func testSkipUntilSkipsValuesUntilTheTriggerCompletes() {
        checkSkipUntil { $0.sendCompleted() }
    }
}
