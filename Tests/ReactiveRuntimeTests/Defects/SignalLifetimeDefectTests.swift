// SignalLifetimeDefectTests: a released input ends its signal; a late observer is interrupted.

import ReactiveRuntime
import XCTest

final class SignalLifetimeDefectTests: XCTestCase {
    func testReleasingTheInputInterruptsASignalThatStillHasObservers() {
        let cleanup = ActionDisposable()
        var input: Signal<Int, Never>.Input?
        let signal: Signal<Int, Never> = {
            let (signal, pipeInput) = Signal<Int, Never>.pipe(disposable: cleanup)
            input = pipeInput
            return signal
        }()
        let recorder = signal.record()
        input?.send(1)
        input = nil
        XCTAssertEqual(recorder.history, ["1", "interrupted"])
        XCTAssertTrue(cleanup.isDisposed)
        XCTAssertTrue(signal.hasEnded)
    }

    func testCopiesOfTheInputKeepTheSignalGoingUntilTheLastIsReleased() {
        var first: Signal<Int, Never>.Input?
        var second: Signal<Int, Never>.Input?
        let signal: Signal<Int, Never> = {
            let (signal, input) = Signal<Int, Never>.pipe()
            first = input
            second = input
            return signal
        }()
        let recorder = signal.record()
        XCTAssertNotNil(first)
        first = nil
        XCTAssertEqual(recorder.history, [])
        second?.send(2)
        second = nil
        XCTAssertEqual(recorder.history, ["2", "interrupted"])
    }

    func testAnObserverAddedAfterTheEndIsInterrupted() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        input.sendCompleted()
        XCTAssertEqual(signal.record().history, ["interrupted"])
        let (failing, failingInput) = Signal<Int, TestError>.pipe()
        failingInput.sendFailed(.boom)
        XCTAssertEqual(failing.record().history, ["interrupted"])
    }

    func testTakeFirstZeroInterrupts() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = Recorder<Int, Never>()
        signal.take(first: 0).observe(recorder.observer)
        XCTAssertEqual(recorder.history, ["interrupted"])
        XCTAssertEqual(SignalProducer<Int, Never>(value: 1).take(first: 0).record().history, ["interrupted"])
        withExtendedLifetime(input) {}
    }

    func testEmptyIsAnEndedSignal() {
        XCTAssertTrue(Signal<Int, Never>.empty.hasEnded)
        XCTAssertEqual(Signal<Int, Never>.empty.record().history, ["interrupted"])
    }
}
