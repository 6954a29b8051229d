// SignalTests: the hot signal — delivery, the event grammar, observation and its disposal.

import ReactiveRuntime
import XCTest

final class SignalTests: XCTestCase {
    func testHasObserversFollowsObservingDisposingAndEnding() {
        let (signal, input) = Signal<Int, Never>.pipe()
        XCTAssertFalse(signal.hasObservers)
        let first = signal.observeValues { _ in }
        let second = signal.observeValues { _ in }
        XCTAssertTrue(signal.hasObservers)
        first.dispose()
        XCTAssertTrue(signal.hasObservers)
        second.dispose()
        XCTAssertFalse(signal.hasObservers)
        signal.observeValues { _ in }
        input.sendCompleted()
        XCTAssertFalse(signal.hasObservers, "an ended signal keeps no observers")
    }

    func testValuesReachEveryObserverInOrder() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let first = signal.record()
        let second = signal.record()
        input.send(1)
        input.send(2)
        input.sendCompleted()
        XCTAssertEqual(first.history, ["1", "2", "completed"])
        XCTAssertEqual(second.history, ["1", "2", "completed"])
    }

    func testObserverSeesOnlyValuesSentAfterItObserves() {
        let (signal, input) = Signal<Int, Never>.pipe()
        input.send(1)
        let recorder = signal.record()
        input.send(2)
        XCTAssertEqual(recorder.history, ["2"])
    }

    func testNothingIsDeliveredAfterATerminalEvent() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.record()
        input.send(1)
        input.sendFailed(.boom)
        input.send(2)
        input.sendCompleted()
        input.sendInterrupted()
        XCTAssertEqual(recorder.history, ["1", "failed(boom)"])
        XCTAssertTrue(signal.hasEnded)
        XCTAssertTrue(input.hasEnded)
    }

    func testObservingAnEndedSignalInterruptsTheObserverAtOnce() {
        let (signal, input) = Signal<Int, Never>.pipe()
        input.sendCompleted()
        let recorder = Recorder<Int, Never>()
        let disposable = signal.observe(recorder.observer)
        XCTAssertEqual(recorder.history, ["interrupted"])
        XCTAssertTrue(disposable.isDisposed)
    }

    func testDisposedObserverReceivesNothingMore() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = Recorder<Int, Never>()
        let disposable = signal.observe(recorder.observer)
        input.send(1)
        disposable.dispose()
        disposable.dispose()
        input.send(2)
        input.sendCompleted()
        XCTAssertEqual(recorder.history, ["1"])
        XCTAssertTrue(disposable.isDisposed)
    }

    func testObserveValuesCompletedFailedInterruptedAndEnded() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        var log: [String] = []
        signal.observeValues { log.append("value \($0)") }
        signal.observeCompleted { log.append("completed") }
        signal.observeFailed { log.append("failed \($0)") }
        signal.observeInterrupted { log.append("interrupted") }
        signal.observeEnded { log.append("ended") }
        input.send(1)
        input.sendFailed(.boom)
        XCTAssertEqual(log, ["value 1", "failed boom", "ended"])
    }

    func testGeneratorResourcesAreDisposedWhenTheSignalEnds() {
        let cleaned = LockedFlag()
        var generatorInput: Signal<Int, Never>.Input?
        let signal = Signal<Int, Never> { input in
            generatorInput = input
            return ActionDisposable { cleaned.set() }
        }
        let recorder = signal.record()
        generatorInput?.send(1)
        XCTAssertFalse(cleaned.isSet)
        generatorInput?.sendCompleted()
        XCTAssertTrue(cleaned.isSet)
        XCTAssertEqual(recorder.history, ["1", "completed"])
    }

    func testAbandonedSignalInterruptsItselfAndDisposesItsResources() {
        let cleaned = LockedFlag()
        var kept: Signal<Int, Never>.Input?
        var signal: Signal<Int, Never>? = Signal { input in
            kept = input
            return ActionDisposable { cleaned.set() }
        }
        let recorder = Recorder<Int, Never>()
        let observation = signal!.observe(recorder.observer)
        signal = nil
        kept?.send(1)
        XCTAssertFalse(cleaned.isSet, "an observer is still there")
        observation.dispose()
        XCTAssertTrue(cleaned.isSet)
        XCTAssertEqual(recorder.history, ["1"])
    }

    func testSignalNobodyCanSendToInterruptsItsObservers() {
        let cleaned = LockedFlag()
        var signal: Signal<Int, Never>? = Signal { _ in ActionDisposable { cleaned.set() } }
        let recorder = signal!.record()
        signal = nil
        XCTAssertEqual(recorder.history, ["interrupted"])
        XCTAssertTrue(cleaned.isSet)
    }

    func testSignalWithoutHandleKeepsDeliveringToItsObservers() {
        let (upstream, input) = Signal<Int, Never>.pipe()
        let recorder = Recorder<Int, Never>()
        upstream.map { $0 * 10 }.observe(recorder.observer)
        input.send(1)
        input.send(2)
        XCTAssertEqual(recorder.history, ["10", "20"])
    }

    // MARK: - Re-entrancy

    func testSendingFromInsideAnObserverDeliversNested() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var log: [Int] = []
        signal.observeValues { value in
            log.append(value)
            if value < 3 { input.send(value + 1) }
        }
        input.send(1)
        XCTAssertEqual(log, [1, 2, 3])
    }

    func testCompletingFromInsideAnObserverStopsLaterObserversGettingTheValueAfterTheEnd() {
        let (signal, input) = Signal<Int, Never>.pipe()
        signal.observeValues { _ in input.sendCompleted() }
        let recorder = signal.record()
        input.send(1)
        XCTAssertEqual(recorder.history, ["completed"])
    }

    func testObserverMayDisposeItselfDuringDelivery() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var values: [Int] = []
        var disposable: (any Disposable)?
        disposable = signal.observeValues { value in
            values.append(value)
            disposable?.dispose()
        }
        input.send(1)
        input.send(2)
        XCTAssertEqual(values, [1])
    }

    func testObserverMayDisposeAnotherObserverDuringDelivery() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var second: (any Disposable)?
        signal.observeValues { _ in second?.dispose() }
        let recorder = Recorder<Int, Never>()
        second = signal.observe(recorder.observer)
        input.send(1)
        XCTAssertEqual(recorder.history, [], "disposed before its turn in the same delivery")
    }

    func testObserverMayObserveDuringDelivery() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let late = Recorder<Int, Never>()
        var didObserve = false
        signal.observeValues { _ in
            if !didObserve {
                didObserve = true
                signal.observe(late.observer)
            }
        }
        input.send(1)
        input.send(2)
        XCTAssertEqual(late.history, ["2"])
    }

    func testEventMapAndMapError() {
        XCTAssertEqual(Event<Int, TestError>.value(2).map { $0 * 2 }, .value(4))
        XCTAssertEqual(Event<Int, TestError>.completed.map { $0 * 2 }, .completed)
        XCTAssertEqual(Event<Int, TestError>.failed(.boom).mapError { _ in TestError.other }, .failed(.other))
        XCTAssertEqual(Event<Int, TestError>.value(1).value, 1)
        XCTAssertEqual(Event<Int, TestError>.failed(.boom).error, .boom)
        XCTAssertTrue(Event<Int, TestError>.interrupted.isTerminal)
    }
}

/// A flag set from any thread.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLockLike()
    private var flag = false
    var isSet: Bool { lock.withLock { flag } }
    func set() { lock.withLock { flag = true } }
}
