// FlatMapErrorTests: flatMapError replaces a failure with a recovery producer.

import ReactiveRuntime
import XCTest

final class FlatMapErrorTests: XCTestCase {
    func testSignalFailureIsReplacedByTheRecoveryEvents() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.flatMapError { error -> SignalProducer<Int, Never> in
            SignalProducer(values: error == .boom ? [-1, -2] : [])
        }.record()
        input.send(1)
        input.sendFailed(.boom)
        XCTAssertEqual(recorder.history, ["1", "-1", "-2", "completed"])
    }

    func testCompletionAndInterruptionPassUnchanged() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.flatMapError { _ in SignalProducer<Int, Never>(value: 0) }.record()
        input.sendInterrupted()
        XCTAssertEqual(recorder.history, ["interrupted"])
    }

    func testProducerRecoversWithAnotherErrorType() {
        let producer = SignalProducer<Int, TestError>(values: [1]).concat(error: .other)
        let recorder = producer.flatMapError { error in
            SignalProducer<Int, TestError>(error: error == .other ? .boom : .other)
        }.record()
        XCTAssertEqual(recorder.history, ["1", "failed(boom)"])
    }

    func testDisposingInterruptsTheRecoveryRun() {
        let stops = Counter()
        let recovery = SignalProducer<Int, Never> { _ in ActionDisposable { stops.increment() } }
        let run = SignalProducer<Int, TestError>(error: .boom).flatMapError { _ in recovery }.start()
        XCTAssertEqual(stops.value, 0)
        run.dispose()
        XCTAssertEqual(stops.value, 1)
    }
}
