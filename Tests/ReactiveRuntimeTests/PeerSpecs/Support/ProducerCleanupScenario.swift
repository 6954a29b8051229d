// ProducerCleanupScenario: the peer case of a started run's cleanup disposed when the run ends.

import ReactiveRuntime
import XCTest

/// ReactiveSwift's `SignalProducerSpec` cases "should dispose of added disposables upon
/// completion / error / interruption" (under "init" and under "startWithSignal"), which
/// `SignalProducerPeerSpecs` (a producer of `Void`) and `ProducerStartPeerSpecs` (a producer of
/// `Int`) both port.
enum ProducerCleanupScenario {
    /// Starts a producer of `Value` whose closure returns a cleanup, checks the cleanup is not yet
    /// disposed, ends the run with `end`, and checks the cleanup is then disposed.
    static func assertCleanupDisposed<Value>(
        _: Value.Type,
        upon end: (Signal<Value, TestError>.Input) -> Void,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let cleanup = ActionDisposable()
        var input: Signal<Value, TestError>.Input?
        SignalProducer<Value, TestError> { incoming in
            input = incoming
            return cleanup
        }.start()
        XCTAssertFalse(cleanup.isDisposed, file: file, line: line)
        end(input!)
        XCTAssertTrue(cleanup.isDisposed, file: file, line: line)
    }
}
