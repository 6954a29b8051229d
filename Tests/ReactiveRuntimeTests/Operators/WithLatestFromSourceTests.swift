// WithLatestFromSourceTests: a signal sampled with the latest value of a producer, a property or a
// control property (any binding source), its run started with the sampled signal.

import ReactiveRuntime
import XCTest

final class WithLatestFromSourceTests: XCTestCase {
    func testASignalSampledWithAProducerStartsItWithTheSampledSignal() {
        let (taps, tapsInput) = Signal<Void, Never>.pipe()
        let (texts, textsInput) = Signal<String, Never>.pipe()
        var starts = 0
        let text = SignalProducer(value: "initial").concat(texts.producer).on(started: { starts += 1 })
        // As ReactiveSwift's: the run starts with the signal made (a signal is hot).
        let recorder = taps.withLatest(from: text).map(\.1).record()
        XCTAssertEqual(starts, 1)
        tapsInput.send(())
        textsInput.send("typed")
        tapsInput.send(())
        tapsInput.sendCompleted()
        XCTAssertEqual(recorder.history, ["initial", "typed", "completed"])
    }

    func testASignalSampledWithAPropertyGetsItsCurrentValue() {
        let (taps, input) = Signal<Int, Never>.pipe()
        let document = MutableProperty("draft")
        let recorder = taps.withLatest(from: document).map { "\($0) \($1)" }.record()
        input.send(1)
        document.value = "final"
        input.send(2)
        XCTAssertEqual(recorder.values, ["1 draft", "2 final"])
    }
}
