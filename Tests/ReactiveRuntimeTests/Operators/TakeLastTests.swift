// TakeLastTests: take(last:) keeps the last values until completion, and ReactiveSwift's cases for it.

import Foundation
import ReactiveRuntime
import XCTest

final class TakeLastTests: XCTestCase {
    func testSendsTheLastValuesOnCompletion() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.take(last: 2).record()
        for value in 1...5 { input.send(value) }
        XCTAssertEqual(recorder.history, [])
        input.sendCompleted()
        XCTAssertEqual(recorder.history, ["4", "5", "completed"])
    }

    func testFailureDropsTheKeptValues() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.take(last: 2).record()
        input.send(1)
        input.sendFailed(.boom)
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }

    func testProducerWithFewerValuesAndZero() {
        XCTAssertEqual(SignalProducer<Int, Never>(values: [1]).take(last: 3).record().history, ["1", "completed"])
        XCTAssertEqual(SignalProducer<Int, Never>(values: [1, 2]).take(last: 0).record().history, ["completed"])
    }

    // MARK: - Peer cases: ReactiveSwift's SignalProducerLiftingSpec (producer forms)

    private func lastThree() -> (Recorder<Int, TestError>, Signal<Int, TestError>.Input) {
        let (signal, input) = Signal<Int, TestError>.pipe()
        return (signal.producer.take(last: 3).record(), input)
    }

    func testTakeLastSendsTheLastNValuesUponCompletion() {
        let (recorder, input) = lastThree()
        for value in 1...4 { input.send(value) }
        XCTAssertEqual(recorder.values, [])
        input.sendCompleted()
        XCTAssertEqual(recorder.values, [2, 3, 4])
    }

    func testTakeLastSendsFewerValuesIfNotEnoughWereReceived() {
        let (recorder, input) = lastThree()
        input.send(1)
        input.send(2)
        input.sendCompleted()
        XCTAssertEqual(recorder.values, [1, 2])
    }

    func testTakeLastSendsNothingWhenItFails() {
        let (recorder, input) = lastThree()
        for value in 1...3 { input.send(value) }
        XCTAssertNil(recorder.terminal)
        input.sendFailed(.boom)
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec

    func testTakeLastSendsTheLastValuesUponCompletion() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.take(last: 3).record()
        for value in 1...4 { input.send(value) }
        XCTAssertEqual(recorder.values, [])
        input.sendCompleted()
        XCTAssertEqual(recorder.values, [2, 3, 4])
    }

    func testTakeLastSendsFewerValuesIfNotEnoughArrived() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.take(last: 3).record()
        input.send(1)
        input.send(2)
        input.sendCompleted()
        XCTAssertEqual(recorder.values, [1, 2])
    }

    func testTakeLastSendsNothingOnAnError() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.take(last: 3).record()
        for value in 1...3 { input.send(value) }
        XCTAssertNil(recorder.terminal)
        input.sendFailed(.boom)
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }
}
