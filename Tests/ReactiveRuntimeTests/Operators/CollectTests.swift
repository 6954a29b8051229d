// CollectTests: collect gathers values into arrays, and ReactiveSwift's cases for it.

import ReactiveRuntime
import XCTest

final class CollectTests: XCTestCase {
    func testCollectSendsEverythingOnCompletion() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.collect().record()
        for value in 1...3 { input.send(value) }
        input.sendCompleted()
        XCTAssertEqual(recorder.values, [[1, 2, 3]])
        XCTAssertTrue(recorder.isCompleted)
    }

    func testCollectCountSendsChunks() {
        let recorder = SignalProducer<Int, Never>(values: 1...5).collect(count: 2).record()
        XCTAssertEqual(recorder.values, [[1, 2], [3, 4], [5]])
        XCTAssertEqual(SignalProducer<Int, Never>.empty.collect().record().values, [[]])
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec, SignalProducerLiftingSpec and SignalProducerSpec

    /// A pipe collected by `collect()` (or `collect(count:)` with a count), as a signal or as a
    /// producer.
    private func collected<Failure: Error>(
        asProducer: Bool, count: Int? = nil, failure: Failure.Type
    ) -> (Recorder<[Int], Failure>, Signal<Int, Failure>.Input) {
        let (signal, input) = Signal<Int, Failure>.pipe()
        let recorder = Recorder<[Int], Failure>()
        if asProducer {
            let producer = count.map { signal.producer.collect(count: $0) } ?? signal.producer.collect()
            producer.start(recorder.observer)
        } else {
            (count.map { signal.collect(count: $0) } ?? signal.collect()).observe(recorder.observer)
        }
        return (recorder, input)
    }

    func testCollectCollectsAllValues() {
        for asProducer in [false, true] {
            let (recorder, input) = collected(asProducer: asProducer, failure: Never.self)
            for number in [1, 2, 3] { input.send(number) }
            XCTAssertEqual(recorder.values, [])
            input.sendCompleted()
            XCTAssertEqual(recorder.values, [[1, 2, 3]])
        }
    }

    func testCollectSendsAnEmptyArrayIfThereAreNoValues() {
        for asProducer in [false, true] {
            let (recorder, input) = collected(asProducer: asProducer, failure: Never.self)
            XCTAssertEqual(recorder.values, [])
            input.sendCompleted()
            XCTAssertEqual(recorder.values, [[]])
        }
    }

    func testCollectForwardsErrors() {
        for asProducer in [false, true] {
            let (recorder, input) = collected(asProducer: asProducer, failure: TestError.self)
            XCTAssertEqual(recorder.history, [])
            input.sendFailed(.boom)
            XCTAssertEqual(recorder.history, ["failed(boom)"])
        }
    }

    func testCollectCollectsAnExactCountOfValues() {
        for asProducer in [false, true] {
            let (recorder, input) = collected(asProducer: asProducer, count: 3, failure: Never.self)
            var expectation: [[Int]] = []
            for value in 1...7 {
                input.send(value)
                if value % 3 == 0 { expectation.append(Array((value - 2)...value)) }
                XCTAssertEqual(recorder.values, expectation)
            }
            input.sendCompleted()
            expectation.append([7])
            XCTAssertEqual(recorder.values, expectation)
        }
    }
}
