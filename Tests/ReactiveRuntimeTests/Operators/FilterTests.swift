// FilterTests: filter keeps the values that pass, and ReactiveSwift's cases for it.

import Foundation
import ReactiveRuntime
import XCTest

final class FilterTests: XCTestCase {
    func testFilterKeepsPassingValues() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.filter { $0.isMultiple(of: 2) }.record()
        for value in 1...5 { input.send(value) }
        input.sendFailed(.boom)
        XCTAssertEqual(recorder.history, ["2", "4", "failed(boom)"])
    }

    func testProducerFilter() {
        XCTAssertEqual(
            SignalProducer<Int, Never>(values: 1...6).filter { $0 > 4 }.record().history, ["5", "6", "completed"])
    }

    // MARK: - Peer cases: ReactiveSwift's SignalProducerLiftingSpec (producer forms)

    func testProducerFilterOmitsValues() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.filter { $0 % 2 == 0 }.record()
        XCTAssertEqual(recorder.values.last, nil)
        input.send(0)
        XCTAssertEqual(recorder.values.last, 0)
        input.send(1)
        XCTAssertEqual(recorder.values.last, 0)
        input.send(2)
        XCTAssertEqual(recorder.values.last, 2)
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec

    func testFilterOmitsValues() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.filter { $0 % 2 == 0 }.record()
        input.send(0)
        XCTAssertEqual(recorder.values.last, 0)
        input.send(1)
        XCTAssertEqual(recorder.values.last, 0)
        input.send(2)
        XCTAssertEqual(recorder.values.last, 2)
    }
}
