// AsyncSequenceTests: `for await` over signals and producers, and cancellation.

import ReactiveRuntime
import XCTest

final class AsyncSequenceTests: XCTestCase {
    func testForAwaitOverASignal() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        let values = signal.values
        input.send(1)
        input.send(2)
        input.sendCompleted()
        var received: [Int] = []
        for await value in values { received.append(value) }
        XCTAssertEqual(received, [1, 2])
    }

    func testForTryAwaitThrowsTheFailure() async {
        let producer = SignalProducer<Int, TestError> { input in
            input.send(1)
            input.sendFailed(.boom)
            return nil
        }
        var received: [Int] = []
        do {
            for try await value in producer.values { received.append(value) }
            XCTFail("expected a failure")
        } catch {
            XCTAssertEqual(error, .boom)
        }
        XCTAssertEqual(received, [1])
    }

    func testLeavingTheLoopDisposesTheSubscription() async {
        let disposed = LockedFlag()
        let producer = SignalProducer<Int, Never> { input in
            input.send(1)
            input.send(2)
            return ActionDisposable { disposed.set() }
        }
        for await value in producer.values where value == 1 { break }
        XCTAssertTrue(disposed.isSet)
    }

    func testCancellingTheTaskDisposesTheObservation() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        let cleaned = LockedFlag()
        let task = Task {
            for await _ in signal.on(disposed: { cleaned.set() }).values {}
        }
        input.send(1)
        task.cancel()
        await task.value
        XCTAssertTrue(cleaned.isSet)
    }
}
