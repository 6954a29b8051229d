// SignalTests: the hot signal — delivery, the event grammar, observation and its disposal, its creation and lifetime.

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

    // MARK: - Lifecycle: nothing leaks

    func testObserverClosureIsReleasedWhenDisposed() {
        let counter = DeinitCounter()
        let (signal, input) = Signal<Int, Never>.pipe()
        do {
            let tracked = Tracked(counter)
            let observation = signal.observeValues { tracked.number = $0 }
            input.send(1)
            observation.dispose()
        }
        XCTAssertEqual(counter.alive, 0)
    }

    func testObserverClosureIsReleasedWhenTheSignalEnds() {
        let counter = DeinitCounter()
        let (signal, input) = Signal<Int, Never>.pipe()
        do {
            let tracked = Tracked(counter)
            signal.observeValues { tracked.number = $0 }
        }
        XCTAssertEqual(counter.alive, 1)
        input.sendCompleted()
        XCTAssertEqual(counter.alive, 0)
    }

    func testOperatorChainIsReleasedWhenItsObserverGoes() {
        let counter = DeinitCounter()
        let (signal, input) = Signal<Int, Never>.pipe()
        weak var derived: Signal<Int, Never>?
        do {
            let tracked = Tracked(counter)
            let chain = signal.map { $0 + tracked.number }.filter { _ in true }.skipRepeats()
            derived = chain
            let observation = chain.observeValues { _ in }
            input.send(1)
            observation.dispose()
        }
        XCTAssertNil(derived)
        XCTAssertEqual(counter.alive, 0, "the upstream dropped the chain's observer")
    }

    func testSignalsOfAProxyCompleteWhenItGoes() {
        /// What ProxyGen generates, in miniature: events built by `pipe()`, completed in deinit.
        final class MiniProxy {
            struct Events: Sendable {
                let tick: Signal<Int, Never>
                fileprivate let tickInput: Signal<Int, Never>.Input
                init() { (tick, tickInput) = Signal<Int, Never>.pipe() }
                func complete() { tickInput.sendCompleted() }
            }
            let events = Events()
            deinit { events.complete() }
            func tick(_ value: Int) { events.tickInput.send(value) }
        }
        var proxy: MiniProxy? = MiniProxy()
        let recorder = proxy!.events.tick.record()
        proxy?.tick(1)
        proxy = nil
        XCTAssertEqual(recorder.history, ["1", "completed"])
    }

    func testRecoveryTimeAndCombiningOperatorsReleaseEverythingWhenDisposed() {
        let counter = DeinitCounter()
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let (trigger, triggerInput) = Signal<Void, Never>.pipe()
        do {
            let tracked = Tracked(counter)
            let chain = Signal.amb([signal.map { $0 + tracked.number }, signal])
                .skip(until: trigger)
                .timeout(after: .seconds(5), raising: .other, on: scheduler)
                .flatMapError { _ in SignalProducer<Int, Never>(value: tracked.number) }
                .take(last: 2)
            let combined = Signal.combineLatest([chain, Signal<Int, Never>.never(tracked)])
            let observation = combined.observeValues { tracked.number = $0[0] }
            triggerInput.send(())
            input.send(1)
            observation.dispose()
        }
        scheduler.run()
        XCTAssertEqual(counter.alive, 0)
        XCTAssertTrue(scheduler.isIdle, "disposing cancelled the timeout")
    }

    // MARK: - Defect regressions: a released input did not end its signal; a late observer was not interrupted

    func testReleasingTheInputInterruptsASignalThatStillHasObservers() {
        let cleanup = ActionDisposable()
        var input: Signal<Int, Never>.Input?
        let signal: Signal<Int, Never> = {
            let (signal, pipeInput) = Signal<Int, Never>.pipe(disposable: cleanup)
            input = pipeInput
            return signal
        }()
        let recorder = signal.record()
        input?.send(1)
        input = nil
        XCTAssertEqual(recorder.history, ["1", "interrupted"])
        XCTAssertTrue(cleanup.isDisposed)
        XCTAssertTrue(signal.hasEnded)
    }

    func testCopiesOfTheInputKeepTheSignalGoingUntilTheLastIsReleased() {
        var first: Signal<Int, Never>.Input?
        var second: Signal<Int, Never>.Input?
        let signal: Signal<Int, Never> = {
            let (signal, input) = Signal<Int, Never>.pipe()
            first = input
            second = input
            return signal
        }()
        let recorder = signal.record()
        XCTAssertNotNil(first)
        first = nil
        XCTAssertEqual(recorder.history, [])
        second?.send(2)
        second = nil
        XCTAssertEqual(recorder.history, ["2", "interrupted"])
    }

    func testAnObserverAddedAfterTheEndIsInterrupted() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        input.sendCompleted()
        XCTAssertEqual(signal.record().history, ["interrupted"])
        let (failing, failingInput) = Signal<Int, TestError>.pipe()
        failingInput.sendFailed(.boom)
        XCTAssertEqual(failing.record().history, ["interrupted"])
    }

    func testEmptyIsAnEndedSignal() {
        XCTAssertTrue(Signal<Int, Never>.empty.hasEnded)
        XCTAssertEqual(Signal<Int, Never>.empty.record().history, ["interrupted"])
    }
}

extension Signal where Failure == Never {
    /// A signal that never sends, whose generator keeps `object` until the signal is gone.
    fileprivate static func never(_ object: AnyObject) -> Signal {
        let box = UncheckedBox(object)
        return Signal { _ in ActionDisposable { _ = box } }
    }
}

/// Carries an object into a `@Sendable` closure in a test.
private final class UncheckedBox: @unchecked Sendable {
    let object: AnyObject
    init(_ object: AnyObject) { self.object = object }
}
