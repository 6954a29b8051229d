// MapTests: map and mapError on signals and producers.

import ReactiveRuntime
import XCTest

final class MapTests: XCTestCase {
    func testMapTransformsValuesAndForwardsTheEnd() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.map { "#\($0)" }.record()
        input.send(1)
        input.send(2)
        input.sendFailed(.boom)
        XCTAssertEqual(recorder.history, ["#1", "#2", "failed(boom)"])
    }

    func testMapErrorTransformsTheFailure() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.mapError { _ in TestError.other }.record()
        input.send(1)
        input.sendFailed(.boom)
        XCTAssertEqual(recorder.history, ["1", "failed(other)"])
    }

    func testProducerMapRunsPerSubscriber() {
        let producer = SignalProducer<Int, Never>(values: [1, 2]).map { $0 * 10 }
        XCTAssertEqual(producer.record().history, ["10", "20", "completed"])
        XCTAssertEqual(producer.record().history, ["10", "20", "completed"])
        XCTAssertEqual(
            SignalProducer<Int, TestError>(error: .boom).mapError { _ in TestError.other }.record().history,
            ["failed(other)"])
    }
}
