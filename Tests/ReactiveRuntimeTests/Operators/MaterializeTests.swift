// MaterializeTests: materialize turns events into values; dematerialize turns them back.

import Foundation
import ReactiveRuntime
import XCTest

final class MaterializeTests: XCTestCase {
    func testMaterializeSendsEventsAsValues() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.materialize().record()
        input.send(1)
        input.sendFailed(.boom)
        XCTAssertEqual(recorder.values, [.value(1), .failed(.boom)])
        XCTAssertTrue(recorder.isCompleted)
    }

    func testDematerializeRestoresTheEvents() {
        let recorder = SignalProducer<Int, TestError>(values: [1, 2]).materialize().dematerialize().record()
        XCTAssertEqual(recorder.history, ["1", "2", "completed"])
        let failing = SignalProducer<Int, TestError>(error: .boom).materialize().dematerialize().record()
        XCTAssertEqual(failing.history, ["failed(boom)"])
    }

    // MARK: - Peer cases: ReactiveSwift's SignalProducerLiftingSpec (producer forms)

    func testProducerMaterializeReifiesEvents() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.producer.materialize().record()
        input.send(2)
        XCTAssertEqual(recorder.values.last?.value, 2)
        input.sendFailed(.boom)
        XCTAssertEqual(recorder.values.last?.error, .boom)
    }

    private func dematerializedPipe() -> (Recorder<Int, TestError>, Signal<Event<Int, TestError>, Never>.Input) {
        let (signal, input) = Signal<Event<Int, TestError>, Never>.pipe()
        return (signal.producer.dematerialize().record(), input)
    }

    func testProducerDematerializeSendsValuesForValueEvents() {
        let (recorder, input) = dematerializedPipe()
        XCTAssertEqual(recorder.values, [])
        input.send(.value(2))
        XCTAssertEqual(recorder.values, [2])
        input.send(.value(4))
        XCTAssertEqual(recorder.values, [2, 4])
    }

    func testProducerDematerializeFailsForFailedEvents() {
        let (recorder, input) = dematerializedPipe()
        XCTAssertEqual(recorder.history, [])
        input.send(.failed(.boom))
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }

    func testProducerDematerializeCompletesEarlyForCompletedEvents() {
        let (recorder, input) = dematerializedPipe()
        XCTAssertFalse(recorder.isCompleted)
        input.send(.completed)
        XCTAssertTrue(recorder.isCompleted)
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec

    func testMaterializeReifiesEvents() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.materialize().record()
        input.send(2)
        XCTAssertEqual(recorder.values.last?.value, 2)
        input.sendFailed(.boom)
        XCTAssertEqual(recorder.values.last?.error, .boom)
    }

    func testDematerializeSendsValuesForValueEvents() {
        let (signal, input) = Signal<Event<Int, TestError>, Never>.pipe()
        let recorder = signal.dematerialize().record()
        input.send(.value(2))
        XCTAssertEqual(recorder.values, [2])
        input.send(.value(4))
        XCTAssertEqual(recorder.values, [2, 4])
    }

    func testDematerializeFailsForFailedEvents() {
        let (signal, input) = Signal<Event<Int, TestError>, Never>.pipe()
        let recorder = signal.dematerialize().record()
        input.send(.failed(.boom))
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }

    func testDematerializeCompletesEarlyForCompletedEvents() {
        let (signal, input) = Signal<Event<Int, TestError>, Never>.pipe()
        let recorder = signal.dematerialize().record()
        input.send(.completed)
        XCTAssertEqual(recorder.history, ["completed"])
    }
}
