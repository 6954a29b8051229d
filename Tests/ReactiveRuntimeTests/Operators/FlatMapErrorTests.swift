// FlatMapErrorTests: flatMapError replaces a failure with a recovery producer, and ReactiveSwift's cases for it.

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

    // MARK: - Peer cases: ReactiveSwift's SignalProducerSpec

    func testFlatMapErrorStartsTheHandlersProducerForAnError() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        var values: [Int] = []
        var errorsSeen: [TestError] = []
        var valuesWhenHandled: [Int]?
        let recorder = signal.producer
            .flatMapError { (error: TestError) -> SignalProducer<Int, TestError> in
                errorsSeen.append(error)
                valuesWhenHandled = values
                return SignalProducer(value: 2)
            }
            .on(value: { values.append($0) })
            .record()
        input.send(1)
        input.sendFailed(.boom)
        XCTAssertEqual(errorsSeen, [.boom])
        XCTAssertEqual(valuesWhenHandled, [1])
        XCTAssertEqual(recorder.values, [1, 2])
        XCTAssertTrue(recorder.isCompleted)
    }

    func testFlatMapErrorInterruptsTheReplacementOnDisposal() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let replacementCleanup = ActionDisposable()
        let recorder = Recorder<Int, TestError>()
        let run = signal.producer
            .flatMapError { _ in SignalProducer<Int, TestError> { _ in replacementCleanup } }
            .start(recorder.observer)
        input.sendFailed(.boom)
        run.dispose()
        XCTAssertTrue(recorder.isInterrupted)
        XCTAssertTrue(replacementCleanup.isDisposed)
    }
}
