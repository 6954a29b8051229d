// ConcatTests: concat runs producers one after another, and ReactiveSwift's cases for it.

import ReactiveRuntime
import XCTest

final class ConcatTests: XCTestCase {
    func testConcatRunsTheNextProducerAfterCompletion() {
        let first = SignalProducer<Int, Never>(values: [1, 2])
        let second = SignalProducer<Int, Never>(values: [3])
        XCTAssertEqual(first.concat(second).record().history, ["1", "2", "3", "completed"])
    }

    func testConcatDoesNotStartTheNextProducerAfterAFailure() {
        let started = LockedFlag()
        let second = SignalProducer<Int, TestError> { input in
            started.set()
            input.sendCompleted()
            return nil
        }
        let recorder = SignalProducer<Int, TestError>(error: .boom).concat(second).record()
        XCTAssertEqual(recorder.history, ["failed(boom)"])
        XCTAssertFalse(started.isSet)
    }

    func testConcatOfMany() {
        let producers = (1...3).map { SignalProducer<Int, Never>(value: $0) }
        XCTAssertEqual(SignalProducer.concat(producers).record().history, ["1", "2", "3", "completed"])
    }

    func testConcatValueAndErrorAfterCompletion() {
        let appended = SignalProducer<Int, TestError>(values: [1, 2]).concat(value: 3)
        XCTAssertEqual(appended.record().history, ["1", "2", "3", "completed"])
        let failing = SignalProducer<Int, TestError>(value: 1).concat(error: .boom)
        XCTAssertEqual(failing.record().history, ["1", "failed(boom)"])
    }

    // MARK: - Peer cases: ReactiveSwift's FlattenSpec (forms of flatten, flatMap, merge, prefix, concat)

    func testConcatWithAProducerSendsItsValueLast() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.concat(SignalProducer(value: 4)).record()
        input.send(1)
        XCTAssertEqual(recorder.values.last, 1)
        input.send(2)
        XCTAssertEqual(recorder.values.last, 2)
        input.send(3)
        XCTAssertEqual(recorder.values.last, 3)
        input.sendCompleted()
        XCTAssertEqual(recorder.values.last, 4)
    }

    // MARK: - Peer cases: ReactiveSwift's FlattenSpec

    func testConcatEmitsTheFinalValueLast() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.concat(value: 4).record()
        input.send(1)
        input.send(2)
        input.send(3)
        input.sendCompleted()
        XCTAssertEqual(recorder.values, [1, 2, 3, 4])
    }

    func testConcatEmitsTheConcatenatedError() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.producer.concat(error: .boom).record()
        input.send(1)
        input.sendCompleted()
        XCTAssertEqual(recorder.history, ["1", "failed(boom)"])
    }

    func testConcatDoesNotEmitTheConcatenatedErrorForAFailedProducer() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.producer.concat(error: .boom).record()
        input.sendFailed(.other)
        XCTAssertEqual(recorder.history, ["failed(other)"])
    }

    // MARK: - Peer cases: ReactiveSwift's SignalProducerSpec ("flatten")

    func testConcatDoesNotOverflowTheStackWhenInnersCompleteAtOnce() {
        let depth = 10_000
        let (first, firstInput) = Signal<Void, Never>.pipe()
        let (outer, outerInput) = Signal<SignalProducer<Void, Never>, Never>.pipe()
        var count = 0
        outer.producer.flatten(.concat).startWithValues { _ in count += 1 }
        outerInput.send(first.producer)
        for _ in 0..<depth { outerInput.send(SignalProducer(value: ())) }
        firstInput.sendCompleted()
        XCTAssertEqual(count, depth)
    }

    // MARK: - Defect regressions: a disposed flatten left an inner run going; concat recursed

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
}
