// SignalTests+PeerSpecs: ReactiveSwift's SignalSpec cases for creating, piping and observing a signal.

import ReactiveRuntime
import XCTest

extension SignalTests {
    // MARK: - Peer cases: ReactiveSwift's SignalSpec ("init", "observe", "trailing closure")

    func testRunsTheGeneratorAtOnce() {
        var didRunGenerator = false
        _ = Signal<AnyObject, Never> { _ in
            didRunGenerator = true
            return nil
        }
        XCTAssertTrue(didRunGenerator)
    }

    func testForwardsEventsToObservers() {
        let scheduler = TestScheduler()
        let numbers = [1, 2, 5]
        let signal = Signal<Int, Never> { input in
            scheduler.schedule {
                for number in numbers { input.send(number) }
                input.sendCompleted()
            }
        }
        let recorder = signal.record()
        XCTAssertFalse(recorder.isCompleted)
        XCTAssertEqual(recorder.values, [])
        scheduler.run()
        XCTAssertTrue(recorder.isCompleted)
        XCTAssertEqual(recorder.values, numbers)
    }

    /// The peer's "should dispose of returned disposable upon …": `end` is sent through the
    /// scheduler; the generator's cleanup is disposed once it has been observed.
    private func checkCleanupDisposed(
        upon end: @escaping @Sendable (Signal<AnyObject, TestError>.Input) -> Void,
        seen isSeen: (Recorder<AnyObject, TestError>) -> Bool
    ) {
        let scheduler = TestScheduler()
        let cleanup = ActionDisposable()
        let signal = Signal<AnyObject, TestError> { input in
            scheduler.schedule { end(input) }
            return cleanup
        }
        let recorder = signal.record()
        XCTAssertFalse(isSeen(recorder))
        XCTAssertFalse(cleanup.isDisposed)
        scheduler.run()
        XCTAssertTrue(isSeen(recorder))
        XCTAssertTrue(cleanup.isDisposed)
    }

    func testDisposesTheCleanupUponError() {
        checkCleanupDisposed(upon: { $0.sendFailed(.boom) }, seen: { $0.terminal?.error == .boom })
    }

    func testDisposesTheCleanupUponCompletion() {
        checkCleanupDisposed(upon: { $0.sendCompleted() }, seen: \.isCompleted)
    }

    func testDisposesTheCleanupUponInterruption() {
        checkCleanupDisposed(upon: { $0.sendInterrupted() }, seen: \.isInterrupted)
    }

    /// The peer's "should dispose of the returned disposable if the signal has … in the
    /// generator": a signal that ends while its generator runs disposes the cleanup the
    /// generator then returns.
    private func checkCleanupDisposedWhenEndedInTheGenerator(_ end: (Signal<AnyObject, TestError>.Input) -> Void) {
        let cleanup = ActionDisposable()
        let signal = Signal<AnyObject, TestError> { input in
            end(input)
            XCTAssertFalse(cleanup.isDisposed)
            return cleanup
        }
        withExtendedLifetime(signal) {
            XCTAssertTrue(cleanup.isDisposed)
        }
    }

    func testDisposesTheCleanupIfInterruptedInTheGenerator() {
        checkCleanupDisposedWhenEndedInTheGenerator { $0.sendInterrupted() }
    }

    func testDisposesTheCleanupIfCompletedInTheGenerator() {
        checkCleanupDisposedWhenEndedInTheGenerator { $0.sendCompleted() }
    }

    func testDisposesTheCleanupIfFailedInTheGenerator() {
        checkCleanupDisposedWhenEndedInTheGenerator { $0.sendFailed(.boom) }
    }

    func testStopsForwardingEventsOnceEnded() {
        let scheduler = TestScheduler()
        let cleanup = ActionDisposable()
        let signal = Signal<Int, Never> { input in
            scheduler.schedule {
                for number in [1, 2] { input.send(number) }
                input.sendCompleted()
                input.send(4)
            }
            return cleanup
        }
        let recorder = signal.record()
        XCTAssertFalse(cleanup.isDisposed)
        XCTAssertEqual(recorder.values, [])
        scheduler.run()
        XCTAssertTrue(cleanup.isDisposed)
        XCTAssertEqual(recorder.values, [1, 2])
    }

    func testObservingRunsNoSideEffects() {
        var runCount = 0
        let signal = Signal<Void, Never> { _ in
            runCount += 1
            return nil
        }
        XCTAssertEqual(runCount, 1)
        signal.observe { _ in }
        XCTAssertEqual(runCount, 1)
    }

    /// The peer's "should release observer after …": an observer's captures are released when
    /// the signal ends with `end`.
    private func checkObserverReleased(upon end: (Signal<Int, Never>.Input) -> Void) {
        weak var text: Tracked?
        let (signal, input) = Signal<Int, Never>.pipe()
        do {
            let inner = Tracked(DeinitCounter())
            signal.observeValues { inner.text += "\($0)" }
            text = inner
        }
        input.send(1)
        XCTAssertEqual(text?.text, "1")
        input.send(2)
        XCTAssertEqual(text?.text, "12")
        end(input)
        XCTAssertNil(text)
    }

    func testReleasesTheObserverAfterCompletion() {
        checkObserverReleased { $0.sendCompleted() }
    }

    func testReleasesTheObserverAfterInterruption() {
        checkObserverReleased { $0.sendInterrupted() }
    }

    func testObserveValuesReceivesValues() {
        var values: [Int] = []
        let (signal, input) = Signal<Int, Never>.pipe()
        signal.observeValues { values.append($0) }
        input.send(1)
        XCTAssertEqual(values, [1])
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec

    func testEmptyInterruptsItsObserversWithoutAValue() {
        let recorder = Signal<Void, Never>.empty.record()
        XCTAssertEqual(recorder.history, ["interrupted"])
    }

    func testPipeForwardsEventsToObservers() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.record()
        XCTAssertEqual(recorder.history, [])
        input.send(1)
        XCTAssertEqual(recorder.values, [1])
        input.send(2)
        XCTAssertEqual(recorder.values, [1, 2])
        XCTAssertFalse(recorder.isCompleted)
        input.sendCompleted()
        XCTAssertTrue(recorder.isCompleted)
    }

    func testPipeDisposesTheSuppliedDisposableWhenTheSignalTerminates() {
        let disposable = ActionDisposable()
        let (signal, input) = Signal<Void, Never>.pipe(disposable: disposable)
        withExtendedLifetime(signal) {
            XCTAssertFalse(disposable.isDisposed)
            input.sendCompleted()
            XCTAssertTrue(disposable.isDisposed)
        }
    }

    func testPipeSurvivesObserversComingAndGoing() {
        let (signal, input) = Signal<Int, Never>.pipe()
        withExtendedLifetime(input) {
            for _ in 0..<50 { signal.observe { _ in }.dispose() }
        }
        XCTAssertFalse(signal.hasObservers)
    }
}
