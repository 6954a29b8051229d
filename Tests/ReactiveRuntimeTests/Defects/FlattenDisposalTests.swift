// FlattenDisposalTests: a disposed flatten leaves no inner run going, and concat does not recurse.

import ReactiveRuntime
import XCTest

/// Counts the runs of a producer that are going: started and neither ended nor disposed.
final class RunCounter: @unchecked Sendable {
    private let lock = NSLockLike()
    private var running = 0
    private var started = 0

    var active: Int { lock.withLock { running } }
    var starts: Int { lock.withLock { started } }

    /// A producer that never ends by itself and counts itself going until disposed.
    func endless<Value>(of type: Value.Type = Value.self) -> SignalProducer<Value, Never> {
        SignalProducer { _ in
            self.lock.withLock {
                self.running += 1
                self.started += 1
            }
            return ActionDisposable { self.lock.withLock { self.running -= 1 } }
        }
    }
}

final class FlattenDisposalTests: XCTestCase {
    private let strategies: [FlattenStrategy] = [.merge, .concat, .latest, .race, .concurrent(limit: 2)]

    func testDisposingAFlattenAfterItsOuterCompletedStopsTheInnerRunOfEveryStrategy() {
        for strategy in strategies {
            let counter = RunCounter()
            let inner = counter.endless(of: Int.self)
            let disposable = SignalProducer<SignalProducer<Int, Never>, Never>(value: inner)
                .flatten(strategy)
                .start()
            XCTAssertEqual(counter.active, 1, "\(strategy): the inner run starts")
            disposable.dispose()
            XCTAssertEqual(counter.active, 0, "\(strategy): disposing leaves no inner run going")
        }
    }

    func testDisposingAFlatMapWhileTheOuterIsGoingStopsEveryRun() {
        for strategy in strategies {
            let counter = RunCounter()
            let (outer, input) = Signal<Int, Never>.pipe()
            let disposable = outer.producer.flatMap(strategy) { _ in counter.endless(of: Int.self) }.start()
            input.send(1)
            input.send(2)
            XCTAssertGreaterThan(counter.active, 0, "\(strategy)")
            disposable.dispose()
            XCTAssertEqual(counter.active, 0, "\(strategy): disposing leaves no inner run going")
            withExtendedLifetime(input) {}
        }
    }

    func testDisposingALiftedTimeOperatorAfterTheSourceCompletedCancelsItsTimer() {
        let scheduler = TestScheduler()
        let recorder = Recorder<Int, Never>()
        let disposable = SignalProducer<Int, Never>(value: 1)
            .delay(1, on: scheduler)
            .start(recorder.observer)
        disposable.dispose()
        scheduler.run()
        XCTAssertEqual(recorder.history, ["interrupted"])
    }

    func testTenThousandInnerProducersThatCompleteAtOnceDoNotOverflowTheStackInConcat() {
        // The first inner run waits, so that every other producer queues behind it and each
        // starts when the previous one completes.
        let (gate, gateInput) = Signal<Int, Never>.pipe()
        let count = 10_000
        var producers = [gate.producer.take(first: 1)]
        producers += (1..<count).map { SignalProducer<Int, Never>(value: $0) }
        let recorder = SignalProducer.concat(producers).record()
        gateInput.send(0)
        XCTAssertEqual(recorder.values.count, count)
        XCTAssertEqual(recorder.values.last, count - 1)
        XCTAssertTrue(recorder.isCompleted)
    }

    func testTenThousandInnerProducersThatCompleteAtOnceDoNotOverflowTheStackInFlattenConcat() {
        let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
        let (gate, gateInput) = Signal<Int, Never>.pipe()
        let recorder = outer.flatten(.concat).record()
        outerInput.send(gate.producer.take(first: 1))
        for value in 1..<10_000 { outerInput.send(SignalProducer(value: value)) }
        outerInput.sendCompleted()
        gateInput.send(0)
        XCTAssertEqual(recorder.values, Array(0..<10_000))
        XCTAssertTrue(recorder.isCompleted)
    }

    func testMergeTreatsTheInterruptionOfAnInnerRunAsItsEnd() {
        let (first, firstInput) = Signal<Int, Never>.pipe()
        let (second, secondInput) = Signal<Int, Never>.pipe()
        let recorder = SignalProducer<SignalProducer<Int, Never>, Never>(values: [first.producer, second.producer])
            .flatten(.merge)
            .record()
        firstInput.send(1)
        firstInput.sendInterrupted()
        secondInput.send(2)
        XCTAssertEqual(recorder.history, ["1", "2"])
        secondInput.sendCompleted()
        XCTAssertEqual(recorder.history, ["1", "2", "completed"])
    }
}
