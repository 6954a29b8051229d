// FlatMapTests: flatMap with the merge, concat and latest strategies.

import ReactiveRuntime
import XCTest

final class FlatMapTests: XCTestCase {
    /// Inner streams the tests drive by hand, one pipe per outer value.
    final class Inners: @unchecked Sendable {
        var inputs: [Signal<String, TestError>.Input] = []
        var started: [Int] = []
        var disposed: [Int] = []

        func producer(_ value: Int) -> SignalProducer<String, TestError> {
            SignalProducer { input in
                self.started.append(value)
                self.inputs.append(input)
                return ActionDisposable { [self] in self.disposed.append(value) }
            }
        }
    }

    func testMergeRunsInnersTogether() {
        let inners = Inners()
        let (outer, outerInput) = Signal<Int, TestError>.pipe()
        let recorder = outer.flatMap(.merge, inners.producer).record()
        outerInput.send(1)
        outerInput.send(2)
        inners.inputs[1].send("b")
        inners.inputs[0].send("a")
        outerInput.sendCompleted()
        inners.inputs[0].sendCompleted()
        XCTAssertEqual(recorder.history, ["b", "a"])
        inners.inputs[1].sendCompleted()
        XCTAssertEqual(recorder.history, ["b", "a", "completed"])
    }

    func testConcatRunsInnersOneAfterAnother() {
        let inners = Inners()
        let (outer, outerInput) = Signal<Int, TestError>.pipe()
        let recorder = outer.flatMap(.concat, inners.producer).record()
        outerInput.send(1)
        outerInput.send(2)
        XCTAssertEqual(inners.started, [1])
        inners.inputs[0].send("a")
        inners.inputs[0].sendCompleted()
        XCTAssertEqual(inners.started, [1, 2])
        inners.inputs[1].send("b")
        outerInput.sendCompleted()
        inners.inputs[1].sendCompleted()
        XCTAssertEqual(recorder.history, ["a", "b", "completed"])
    }

    func testLatestInterruptsThePreviousInner() {
        let inners = Inners()
        let (outer, outerInput) = Signal<Int, TestError>.pipe()
        let recorder = outer.flatMap(.latest, inners.producer).record()
        outerInput.send(1)
        inners.inputs[0].send("a")
        outerInput.send(2)
        XCTAssertEqual(inners.disposed, [1])
        inners.inputs[0].send("stale")
        inners.inputs[1].send("b")
        outerInput.sendCompleted()
        inners.inputs[1].sendCompleted()
        XCTAssertEqual(recorder.history, ["a", "b", "completed"])
    }

    func testInnerFailureFailsTheStream() {
        let inners = Inners()
        let (outer, outerInput) = Signal<Int, TestError>.pipe()
        let recorder = outer.flatMap(.merge, inners.producer).record()
        outerInput.send(1)
        inners.inputs[0].sendFailed(.boom)
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }

    func testDisposingTheObservationInterruptsEveryInner() {
        let inners = Inners()
        let (outer, outerInput) = Signal<Int, TestError>.pipe()
        let observation = outer.flatMap(.merge, inners.producer).observe { _ in }
        outerInput.send(1)
        outerInput.send(2)
        observation.dispose()
        XCTAssertEqual(inners.disposed.sorted(), [1, 2])
    }

    func testProducerFlattenConcatOfSynchronousProducers() {
        let producers = SignalProducer<SignalProducer<Int, Never>, Never>(values: [
            SignalProducer(values: [1, 2]), SignalProducer(values: [3]),
        ])
        XCTAssertEqual(producers.flatten(.concat).record().history, ["1", "2", "3", "completed"])
        XCTAssertEqual(
            SignalProducer<Int, Never>(values: [1, 2]).flatMap(.latest) { SignalProducer(value: $0 * 10) }.record()
                .history,
            ["10", "20", "completed"])
    }
}
