// PromoteErrorTests: promoteError / setFailureType let a never-failing stream join failing ones.

import ReactiveRuntime
import XCTest

final class PromoteErrorTests: XCTestCase {
    func testSignalIsRetypedAndForwardsEverything() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (failing, failingInput) = Signal<Int, TestError>.pipe()
        let recorder = signal.promoteError(TestError.self).merge(with: failing).record()
        input.send(1)
        failingInput.sendFailed(.boom)
        XCTAssertEqual(recorder.history, ["1", "failed(boom)"])
    }

    func testProducerSetFailureTypeThenConcatWithAFailingProducer() {
        let producer = SignalProducer<Int, Never>(value: 1).setFailureType(to: TestError.self)
            .concat(SignalProducer(error: .other))
        XCTAssertEqual(producer.record().history, ["1", "failed(other)"])
    }

    func testMapErrorTransformsTheFailure() {
        let producer = SignalProducer<Int, TestError>(error: .boom).mapError { _ in TestError.other }
        XCTAssertEqual(producer.record().history, ["failed(other)"])
    }
}
