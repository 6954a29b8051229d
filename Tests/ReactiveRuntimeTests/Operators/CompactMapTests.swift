// CompactMapTests: compactMap drops the nil results, and ReactiveSwift's cases for it.

import Foundation
import ReactiveRuntime
import XCTest

final class CompactMapTests: XCTestCase {
    func testCompactMapSendsOnlyNonNilResults() {
        let (signal, input) = Signal<String, Never>.pipe()
        let recorder = signal.compactMap { Int($0) }.record()
        for text in ["1", "x", "3"] { input.send(text) }
        input.sendCompleted()
        XCTAssertEqual(recorder.history, ["1", "3", "completed"])
    }

    func testProducerCompactMap() {
        let recorder = SignalProducer<String, Never>(values: ["a", "2"]).compactMap { Int($0) }.record()
        XCTAssertEqual(recorder.history, ["2", "completed"])
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec

    func testCompactMapOmitsValuesThatTransformToNil() {
        let (signal, input) = Signal<String, Never>.pipe()
        let recorder = signal.compactMap(Int.init).record()
        XCTAssertEqual(recorder.values.last, nil)
        input.send("0")
        XCTAssertEqual(recorder.values.last, 0)
        input.send("1")
        XCTAssertEqual(recorder.values.last, 1)
        input.send("A")
        XCTAssertEqual(recorder.values.last, 1)
    }

    func testCompactMapSendsNothingAfterAnError() {
        let (signal, input) = Signal<String, TestError>.pipe()
        let recorder = signal.compactMap(Int.init).record()
        XCTAssertEqual(recorder.values.last, nil)
        input.send("0")
        XCTAssertEqual(recorder.values.last, 0)
        input.sendFailed(.boom)
        input.send("1")
        XCTAssertEqual(recorder.values.last, 0)
    }

    func testCompactMapSendsNothingAfterCompletion() {
        let (signal, input) = Signal<String, Never>.pipe()
        let recorder = signal.compactMap(Int.init).record()
        XCTAssertEqual(recorder.values.last, nil)
        input.send("0")
        XCTAssertEqual(recorder.values.last, 0)
        input.sendCompleted()
        input.send("1")
        XCTAssertEqual(recorder.values.last, 0)
    }

    func testCompactMapSendsCompleted() {
        let (signal, input) = Signal<String, Never>.pipe()
        let recorder = signal.compactMap(Int.init).record()
        input.sendCompleted()
        XCTAssertTrue(recorder.isCompleted)
    }

    func testCompactMapSendsTheFailure() {
        let (signal, input) = Signal<String, TestError>.pipe()
        let recorder = signal.compactMap(Int.init).record()
        input.sendFailed(.other)
        XCTAssertEqual(recorder.history, ["failed(other)"])
    }
}
