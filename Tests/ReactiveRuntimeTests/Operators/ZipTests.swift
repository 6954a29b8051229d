// ZipTests: zip pairs values by position.

import ReactiveRuntime
import XCTest

final class ZipTests: XCTestCase {
    func testZipPairsByPosition() {
        let (a, aInput) = Signal<Int, Never>.pipe()
        let (b, bInput) = Signal<String, Never>.pipe()
        let recorder = a.zip(with: b).map { "\($0)\($1)" }.record()
        aInput.send(1)
        aInput.send(2)
        bInput.send("x")
        bInput.send("y")
        bInput.send("z")
        XCTAssertEqual(recorder.history, ["1x", "2y"])
        aInput.sendCompleted()
        XCTAssertEqual(recorder.history, ["1x", "2y", "completed"], "z can never get a partner")
    }

    func testZipWaitsForBufferedValuesBeforeCompleting() {
        let (a, aInput) = Signal<Int, Never>.pipe()
        let (b, bInput) = Signal<Int, Never>.pipe()
        let recorder = a.zip(with: b).map { $0 + $1 }.record()
        aInput.send(1)
        aInput.sendCompleted()
        XCTAssertEqual(recorder.history, [])
        bInput.send(10)
        XCTAssertEqual(recorder.history, ["11", "completed"])
    }

    func testProducerZip() {
        let recorder = SignalProducer<Int, Never>(values: [1, 2])
            .zip(with: SignalProducer<String, Never>(values: ["a", "b", "c"]))
            .map { "\($0)\($1)" }
            .record()
        XCTAssertEqual(recorder.history, ["1a", "2b", "completed"])
    }

    func testProducerZipStartsThisRunBeforeOthers() {
        var started: [String] = []
        let a = SignalProducer<Int, Never> { input in
            started.append("a")
            input.send(1)
            input.sendCompleted()
            return nil
        }
        let b = SignalProducer<Int, Never> { input in
            started.append("b")
            input.send(2)
            input.sendCompleted()
            return nil
        }
        let recorder = a.zip(with: b).map { [$0, $1] }.record()
        XCTAssertEqual(started, ["a", "b"])
        XCTAssertEqual(recorder.history, ["[1, 2]", "completed"])
    }
}
