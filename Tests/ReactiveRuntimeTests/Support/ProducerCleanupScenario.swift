// ProducerCleanupScenario: the peer cases of a started run's cleanup disposed when the run ends.

import ReactiveRuntime
import XCTest

/// ReactiveSwift's producer cases in which a producer's cleanup is disposed once its run ends,
/// which several peer specs port with different value types.
enum ProducerCleanupScenario {
    /// The peer's "should dispose of added disposables upon completion / error / interruption"
    /// (under "init" and under "startWithSignal"), ported by `SignalProducerPeerSpecs` (a producer
    /// of `Void`) and `ProducerStartPeerSpecs` (a producer of `Int`): starts a producer whose
    /// closure returns a cleanup, checks the cleanup is not yet disposed, ends the run with `end`,
    /// and checks the cleanup is then disposed.
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

    /// A run disposed through the handle `startWithSignal` gives disposes the cleanup the
    /// producer's closure returned, at once: the peer's startWithSignal "should dispose of added
    /// disposables if disposed" (`ProducerStartPeerSpecs.testStartWithSignalDisposesTheCleanupIfDisposed`,
    /// `transform` the identity) and observe(on:) cancelling the upstream work at once
    /// (`ProducerOperatorPeerSpecs.testObserveOnCancelsTheUpstreamWorkAtOnceWhenDisposed`, `transform`
    /// an `observe(on:)` a test scheduler that is never run).
    static func assertCleanupDisposedWhenTheRunIsDisposed<Value>(
        _: Value.Type,
        through transform: (SignalProducer<Value, Never>) -> SignalProducer<Value, Never> = { $0 },
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let cleanup = ActionDisposable()
        var interrupter: (any Disposable)?
        transform(SignalProducer<Value, Never> { _ in cleanup }).startWithSignal { signal, handle in
            signal.observe { _ in }
            interrupter = handle
        }
        XCTAssertFalse(cleanup.isDisposed, file: file, line: line)
        interrupter?.dispose()
        XCTAssertTrue(cleanup.isDisposed, file: file, line: line)
    }
}
