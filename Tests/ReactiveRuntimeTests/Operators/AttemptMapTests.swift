// AttemptMapTests: attemptMap transforms values with a function that can fail, and ReactiveSwift's
// cases for it.

import ReactiveRuntime
import XCTest

final class AttemptMapTests: XCTestCase {
    private struct ParseError: Error, Equatable { let text: String }

    private static func parse(_ text: String) throws -> Int {
        guard let number = Int(text) else { throw ParseError(text: text) }
        return number
    }

    func testAResultFailureFailsTheSignalAndStopsIt() {
        let (texts, input) = Signal<String, TestError>.pipe()
        let recorder = texts.attemptMap { text in Int(text).map { .success($0) } ?? .failure(.boom) }.record()
        input.send("1")
        input.send("x")
        input.send("2")
        XCTAssertEqual(recorder.history, ["1", "failed(boom)"])
    }

    func testAThrownErrorFailsASignalThatCouldNotFail() {
        let (texts, input) = Signal<String, Never>.pipe()
        var failure: (any Error)?
        var values: [Int] = []
        texts.attemptMap(Self.parse).observe { event in
            switch event {
            case .value(let value): values.append(value)
            case .failed(let error): failure = error
            default: break
            }
        }
        input.send("4")
        input.send("four")
        input.send("5")
        XCTAssertEqual(values, [4])
        XCTAssertEqual(failure as? ParseError, ParseError(text: "four"))
    }

    func testAProducerOfAnyErrorRethrowsTheTransformsError() {
        var failure: (any Error)?
        var values: [Int] = []
        SignalProducer<String, any Error>(values: ["1", "2", "x", "3"])
            .attemptMap(Self.parse)
            .on(value: { values.append($0) }, failed: { failure = $0 })
            .start()
        XCTAssertEqual(values, [1, 2])
        XCTAssertEqual(failure as? ParseError, ParseError(text: "x"))
    }

    func testEveryValueIsMappedWhenNothingFails() {
        let recorder = SignalProducer<String, Never>(values: ["1", "22"]).attemptMap(Self.parse).record()
        XCTAssertEqual(recorder.history, ["1", "22", "completed"])
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec and SignalProducerSpec ("attemptMap")

    func testPeerForwardsMappedValuesOnSuccess() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.attemptMap { .success($0 % 2 == 0) }.record()
        input.send(1)
        input.send(2)
        input.sendCompleted()
        XCTAssertEqual(recorder.history, ["false", "true", "completed"])
    }

    func testPeerSendsTheErrorOnFailure() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.attemptMap { _ -> Result<Bool, TestError> in .failure(.boom) }.record()
        input.send(42)
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }
}
