// ZipAritiesTests: zip of two to six streams of different types, as tuples, without the
// parameter-pack form (which needs macOS 14 / iOS 17).

import ReactiveRuntime
import XCTest

final class ZipAritiesTests: XCTestCase {
    func testThreeSignalsArePairedByPositionAndCompleteWhenOneRunsOut() {
        let (ids, idsInput) = Signal<Int, Never>.pipe()
        let (titles, titlesInput) = Signal<String, Never>.pipe()
        let (flags, flagsInput) = Signal<Bool, Never>.pipe()
        let recorder = Signal.zip(ids, titles, flags).map { "\($0)\($1)\($2)" }.record()
        idsInput.send(1)
        idsInput.send(2)
        titlesInput.send("a")
        XCTAssertEqual(recorder.values, [])
        flagsInput.send(true)
        titlesInput.send("b")
        flagsInput.send(false)
        XCTAssertEqual(recorder.values, ["1atrue", "2bfalse"])
        // Every value of `titles` is paired: its end ends the zip.
        titlesInput.sendCompleted()
        XCTAssertEqual(recorder.history.last, "completed")
        withExtendedLifetime((idsInput, flagsInput)) {}
    }

    func testTwoSignalsZipAsThePairForm() {
        let (a, aInput) = Signal<Int, Never>.pipe()
        let (b, bInput) = Signal<String, Never>.pipe()
        let recorder = Signal.zip(a, b).map { "\($0)\($1)" }.record()
        aInput.send(1)
        bInput.send("x")
        bInput.send("y")
        aInput.send(2)
        XCTAssertEqual(recorder.values, ["1x", "2y"])
    }

    func testSixProducersOfDifferentTypesZipByPosition() {
        let recorder = SignalProducer.zip(
            SignalProducer<Int, Never>(values: [1, 2, 3]), SignalProducer<String, Never>(values: ["a", "b"]),
            SignalProducer<Bool, Never>(values: [true, false]), SignalProducer<Double, Never>(values: [0.5, 1.5]),
            SignalProducer<Character, Never>(values: ["x", "y"]), SignalProducer<[Int], Never>(values: [[], [0]])
        ).map { "\($0)\($1)\($2)\($3)\($4)\($5)" }.record()
        XCTAssertEqual(recorder.history, ["1atrue0.5x[]", "2bfalse1.5y[0]", "completed"])
    }

    func testAFailureOfAnyProducerFailsTheZip() {
        let recorder = SignalProducer.zip(
            SignalProducer<Int, TestError>(values: [1, 2]), SignalProducer<String, TestError>(error: .boom),
            SignalProducer<Bool, TestError>(value: true)
        ).map { "\($0)\($1)\($2)" }.record()
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }
}
