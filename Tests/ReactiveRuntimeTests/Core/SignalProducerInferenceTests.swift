// SignalProducerInferenceTests: producers of values infer `Never` where no failure type is named,
// and keep the one the context names.

import ReactiveRuntime
import XCTest

final class SignalProducerInferenceTests: XCTestCase {
    func testAValueOrValuesWithoutAFailureTypeCannotFail() {
        let one = SignalProducer(value: 1)
        let digits = SignalProducer(values: 0...2)
        let _: SignalProducer<Int, Never> = one
        let _: SignalProducer<Int, Never> = digits
        XCTAssertEqual(one.record().history, ["1", "completed"])
        XCTAssertEqual(digits.record().history, ["0", "1", "2", "completed"])
    }

    func testTheContextsFailureTypeIsKept() {
        let failing: SignalProducer<Int, TestError> = SignalProducer(value: 1)
        XCTAssertEqual(failing.concat(SignalProducer(error: .boom)).record().history, ["1", "failed(boom)"])
        // Joined with a stream that fails, a value's failure type is that stream's.
        let recovered = SignalProducer<Int, TestError>(error: .boom).flatMapError { _ in SignalProducer(value: 0) }
        XCTAssertEqual(recovered.record().history, ["0", "completed"])
    }

    func testAnAsyncClosureStillMakesAProducerOfItsResult() {
        let producer = SignalProducer { () async throws -> Int in 1 }
        let _: SignalProducer<Int, any Error> = producer
    }
}
