// MapTests: map and mapError on signals and producers, and ReactiveSwift's cases for it.

import Foundation
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

    // MARK: - Peer cases: ReactiveSwift's SignalProducerLiftingSpec (producer forms)

    func testProducerMapTransformsTheValues() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.producer.map { String($0 + 1) }.record()
        XCTAssertEqual(recorder.values.last, nil)
        input.send(0)
        XCTAssertEqual(recorder.values.last, "1")
        input.send(1)
        XCTAssertEqual(recorder.values.last, "2")
    }

    func testProducerMapErrorTransformsTheErrors() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let producerError = NSError(domain: "com.reactivecocoa.errordomain", code: 100, userInfo: nil)
        var error: NSError?
        signal.producer.mapError { _ in producerError }.startWithFailed { error = $0 }
        XCTAssertNil(error)
        input.sendFailed(.boom)
        XCTAssertEqual(error, producerError)
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec

    func testMapTransformsTheValues() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.map { String($0 + 1) }.record()
        XCTAssertEqual(recorder.values.last, nil)
        input.send(0)
        XCTAssertEqual(recorder.values.last, "1")
        input.send(1)
        XCTAssertEqual(recorder.values.last, "2")
    }

    func testMapSupportsKeyPaths() {
        let (signal, input) = Signal<String, Never>.pipe()
        let recorder = signal.map(\.count).record()
        input.send("foo")
        XCTAssertEqual(recorder.values.last, 3)
        input.send("foobar")
        XCTAssertEqual(recorder.values.last, 6)
    }

    func testMapErrorTransformsTheErrors() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let producerError = NSError(domain: "com.reactivecocoa.errordomain", code: 100, userInfo: nil)
        var error: NSError?
        signal.mapError { _ in producerError }.observeFailed { error = $0 }
        XCTAssertNil(error)
        input.sendFailed(.boom)
        XCTAssertEqual(error, producerError)
    }

    // MARK: - Peer cases: ReactiveSwift's PropertySpec

    func testMapTransformsTheCurrentValueAndAllLaterOnes() {
        let property = MutableProperty(1)
        let mapped = Property(property).map { $0 + 1 }
        XCTAssertEqual(mapped.value, 2)
        property.value = 2
        XCTAssertEqual(mapped.value, 3)
    }

    func testMapWorksWithKeyPaths() {
        let property = MutableProperty("foo")
        let mapped = Property(property).map(\.count)
        XCTAssertEqual(mapped.value, 3)
        property.value = "foobar"
        XCTAssertEqual(mapped.value, 6)
    }
}
