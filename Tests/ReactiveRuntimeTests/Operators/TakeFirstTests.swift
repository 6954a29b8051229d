// TakeFirstTests: take(first:) sends the first values, then completes, and ReactiveSwift's cases for it.

import Foundation
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

    // MARK: - Peer cases: ReactiveSwift's SignalProducerLiftingSpec (producer forms)

    func testTakeTakesInitialValues() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.take(first: 2).record()
        XCTAssertEqual(recorder.values.last, nil)
        XCTAssertFalse(recorder.isCompleted)
        input.send(1)
        XCTAssertEqual(recorder.values.last, 1)
        XCTAssertFalse(recorder.isCompleted)
        input.send(2)
        XCTAssertEqual(recorder.values.last, 2)
        XCTAssertTrue(recorder.isCompleted)
    }

    func testProducerTakeCompletesRightAfterTheGivenNumberOfValues() {
        TakeScenarios.assertTakeCompletesRightAfterTheGivenNumberOfValues {
            SignalProducer($1).take(first: $0).record()
        }
    }

    func testProducerTakeInterruptsWhenZero() {
        TakeScenarios.assertTakeInterruptsWhenZero { SignalProducer($1).take(first: $0).record() }
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec, SignalProducerLiftingSpec and SignalProducerSpec

    func testTakeOneDoesNotStartTheConcatenatedProducerOnceTheFirstSendsAValue() {
        let scheduler = TestScheduler()
        let first = SignalProducer<Int, Never> { input in
            input.send(1)
            input.sendCompleted()
            return nil
        }.start(on: scheduler)
        var started = false
        let second = SignalProducer<Int, Never> { input in
            started = true
            input.send(2)
            input.sendCompleted()
            return nil
        }
        let recorder = first.concat(second).take(first: 1).collect().record()
        scheduler.run()
        XCTAssertEqual(recorder.values.first, [1])
        XCTAssertFalse(started)
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec

    func testTakeSendsTheInitialValuesThenCompletes() {
        let (base, input) = Signal<Int, Never>.pipe()
        let recorder = base.take(first: 2).record()
        XCTAssertEqual(recorder.history, [])
        input.send(1)
        XCTAssertEqual(recorder.history, ["1"])
        input.send(2)
        XCTAssertEqual(recorder.history, ["1", "2", "completed"])
    }

    func testTakeCompletesRightAfterTheGivenNumberOfValues() {
        TakeScenarios.assertTakeCompletesRightAfterTheGivenNumberOfValues {
            Signal($1).take(first: $0).record()
        }
    }

    func testTakeInterruptsWhenZero() {
        TakeScenarios.assertTakeInterruptsWhenZero { Signal($1).take(first: $0).record() }
    }

    // MARK: - Defect regressions: a released input did not end its signal; a late observer was not interrupted

    func testTakeFirstZeroInterrupts() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = Recorder<Int, Never>()
        signal.take(first: 0).observe(recorder.observer)
        XCTAssertEqual(recorder.history, ["interrupted"])
        XCTAssertEqual(SignalProducer<Int, Never>(value: 1).take(first: 0).record().history, ["interrupted"])
        withExtendedLifetime(input) {}
    }
}
