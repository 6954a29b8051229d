// ProducerEffectPeerSpecs: ReactiveSwift's SignalProducerSpec cases for on, flatMapError and take(during:).

import ReactiveRuntime
import XCTest

/// Cases of ReactiveSwift's `SignalProducerSpec` ("on", "flatMapError", "take(during:)"),
/// rewritten for this runtime: a producer pipe is a signal pipe's `producer`, and a producer's
/// closure returns its cleanup instead of observing its lifetime. The expected values are the
/// peer's.
final class ProducerEffectPeerSpecs: XCTestCase {
    // MARK: - on

    func testOnAttachesTheHandlersToEachRun() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        var (starting, started, event, value, completed, terminated) = (0, 0, 0, 0, 0, 0)
        let producer = signal.producer.on(
            starting: { starting += 1 }, started: { started += 1 }, event: { _ in event += 1 },
            value: { _ in value += 1 }, completed: { completed += 1 }, terminated: { terminated += 1 })
        producer.start()
        XCTAssertEqual(starting, 1)
        XCTAssertEqual(started, 1)
        producer.start()
        XCTAssertEqual(starting, 2)
        XCTAssertEqual(started, 2)
        input.send(1)
        XCTAssertEqual(event, 2)
        XCTAssertEqual(value, 2)
        input.sendCompleted()
        XCTAssertEqual(event, 4)
        XCTAssertEqual(completed, 2)
        XCTAssertEqual(terminated, 2)
    }

    func testOnAttachesAHandlerForDisposal() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        withExtendedLifetime(input) {
            let disposed = ActionDisposable()
            let run = signal.producer.on(disposed: { disposed.dispose() }).start()
            XCTAssertFalse(disposed.isDisposed)
            run.dispose()
            XCTAssertTrue(disposed.isDisposed)
        }
    }

    func testOnRunsTheStartedActionOfTheInnerProducerFirst() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        var numbers: [Int] = []
        signal.producer
            .on(started: { numbers.append(1) })
            .on(started: { numbers.append(2) })
            .on(started: { numbers.append(3) })
            .start()
        XCTAssertEqual(numbers, [1, 2, 3])
        withExtendedLifetime(input) {}
    }

    func testOnRunsTheStartingActionOfTheOuterProducerFirst() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        var numbers: [Int] = []
        signal.producer
            .on(starting: { numbers.append(1) })
            .on(starting: { numbers.append(2) })
            .on(starting: { numbers.append(3) })
            .start()
        XCTAssertEqual(numbers, [3, 2, 1])
        withExtendedLifetime(input) {}
    }

    // MARK: - flatMapError

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

    // MARK: - take(during:)

    func testTakeDuringCompletesASignalWhenTheLifetimeEnds() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var object: Label? = Label()
        let recorder = signal.take(during: object!.lifetime).record()
        input.send(1)
        input.send(2)
        object = nil
        input.send(3)
        XCTAssertEqual(recorder.values, [1, 2])
    }

    func testTakeDuringCompletesAProducerRunWhenTheLifetimeEnds() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var object: Label? = Label()
        let recorder = signal.producer.take(during: object!.lifetime).record()
        input.send(1)
        input.send(2)
        object = nil
        input.send(3)
        XCTAssertEqual(recorder.values, [1, 2])
    }
}
