// OperatorPeerSpecs: ReactiveSwift's SignalSpec cases for the one-stream operators, in this package's spelling.

import Foundation
import ReactiveRuntime
import XCTest

/// Cases of ReactiveSwift's `SignalSpec` ("map", "mapError", "filter", "compactMap", "skip",
/// "scan(_:_:)", "reduce(_:_:)", "skipRepeats", "takeLast", "timeoutWithError", "skipWhile",
/// "skipUntil", "takeUntil", "takeWhile", "materialize", "dematerialize"), rewritten for this runtime (`take(while:)` is
/// `prefix(while:)` here); the expected values are the peer's.
final class OperatorPeerSpecs: XCTestCase {
    func testMapTransformsTheValues() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.map { String($0 + 1) }.record()
        XCTAssertEqual(recorder.values.last, nil)
        input.send(0)
        XCTAssertEqual(recorder.values.last, "1")
        input.send(1)
        XCTAssertEqual(recorder.values.last, "2")
    }

    func testMapSupportsKeyPaths() {
        let (signal, input) = Signal<String, Never>.pipe()
        let recorder = signal.map(\.count).record()
        input.send("foo")
        XCTAssertEqual(recorder.values.last, 3)
        input.send("foobar")
        XCTAssertEqual(recorder.values.last, 6)
    }

    func testFilterOmitsValues() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.filter { $0 % 2 == 0 }.record()
        input.send(0)
        XCTAssertEqual(recorder.values.last, 0)
        input.send(1)
        XCTAssertEqual(recorder.values.last, 0)
        input.send(2)
        XCTAssertEqual(recorder.values.last, 2)
    }

    func testMapErrorTransformsTheErrors() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let producerError = NSError(domain: "com.reactivecocoa.errordomain", code: 100, userInfo: nil)
        var error: NSError?
        signal.mapError { _ in producerError }.observeFailed { error = $0 }
        XCTAssertNil(error)
        input.sendFailed(.boom)
        XCTAssertEqual(error, producerError)
    }

    // MARK: - compactMap

    func testCompactMapOmitsValuesThatTransformToNil() {
        let (signal, input) = Signal<String, Never>.pipe()
        let recorder = signal.compactMap(Int.init).record()
        XCTAssertEqual(recorder.values.last, nil)
        input.send("0")
        XCTAssertEqual(recorder.values.last, 0)
        input.send("1")
        XCTAssertEqual(recorder.values.last, 1)
        input.send("A")
        XCTAssertEqual(recorder.values.last, 1)
    }

    func testCompactMapSendsNothingAfterAnError() {
        let (signal, input) = Signal<String, TestError>.pipe()
        let recorder = signal.compactMap(Int.init).record()
        XCTAssertEqual(recorder.values.last, nil)
        input.send("0")
        XCTAssertEqual(recorder.values.last, 0)
        input.sendFailed(.boom)
        input.send("1")
        XCTAssertEqual(recorder.values.last, 0)
    }

    func testCompactMapSendsNothingAfterCompletion() {
        let (signal, input) = Signal<String, Never>.pipe()
        let recorder = signal.compactMap(Int.init).record()
        XCTAssertEqual(recorder.values.last, nil)
        input.send("0")
        XCTAssertEqual(recorder.values.last, 0)
        input.sendCompleted()
        input.send("1")
        XCTAssertEqual(recorder.values.last, 0)
    }

    func testCompactMapSendsCompleted() {
        let (signal, input) = Signal<String, Never>.pipe()
        let recorder = signal.compactMap(Int.init).record()
        input.sendCompleted()
        XCTAssertTrue(recorder.isCompleted)
    }

    func testCompactMapSendsTheFailure() {
        let (signal, input) = Signal<String, TestError>.pipe()
        let recorder = signal.compactMap(Int.init).record()
        input.sendFailed(.other)
        XCTAssertEqual(recorder.history, ["failed(other)"])
    }

    func testSkipSkipsInitialValues() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.skip(first: 1).record()
        input.send(1)
        XCTAssertEqual(recorder.values.last, nil)
        input.send(2)
        XCTAssertEqual(recorder.values.last, 2)
    }

    func testSkipZeroSkipsNothing() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.skip(first: 0).record()
        input.send(1)
        XCTAssertEqual(recorder.values.last, 1)
        input.send(2)
        XCTAssertEqual(recorder.values.last, 2)
    }

    func testScanIncrementallyAccumulatesAValue() {
        let (signal, input) = Signal<String, Never>.pipe()
        let recorder = signal.scan("", +).record()
        input.send("a")
        XCTAssertEqual(recorder.values.last, "a")
        input.send("bb")
        XCTAssertEqual(recorder.values.last, "abb")
    }

    func testReduceAccumulatesOneValue() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.reduce(1, +).record()
        input.send(1)
        input.send(2)
        XCTAssertEqual(recorder.values, [])
        XCTAssertFalse(recorder.isCompleted)
        input.sendCompleted()
        XCTAssertTrue(recorder.isCompleted)
        XCTAssertEqual(recorder.values, [4])
    }

    func testReduceSendsTheInitialValueIfNoneAreReceived() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.reduce(1, +).record()
        input.sendCompleted()
        XCTAssertEqual(recorder.history, ["1", "completed"])
    }

    func testSkipRepeatsSkipsDuplicateEquatableValues() {
        let (signal, input) = Signal<Bool, Never>.pipe()
        let recorder = signal.skipRepeats().record()
        input.send(true)
        XCTAssertEqual(recorder.values, [true])
        input.send(true)
        XCTAssertEqual(recorder.values, [true])
        input.send(false)
        XCTAssertEqual(recorder.values, [true, false])
        input.send(true)
        XCTAssertEqual(recorder.values, [true, false, true])
    }

    func testSkipRepeatsSkipsValuesByAPredicate() {
        let (signal, input) = Signal<String, Never>.pipe()
        let recorder = signal.skipRepeats { $0.count == $1.count }.record()
        input.send("a")
        XCTAssertEqual(recorder.values, ["a"])
        input.send("b")
        XCTAssertEqual(recorder.values, ["a"])
        input.send("cc")
        XCTAssertEqual(recorder.values, ["a", "cc"])
        input.send("d")
        XCTAssertEqual(recorder.values, ["a", "cc", "d"])
    }

    func testSkipRepeatsKeepsNoStrongReferenceToEarlierItems() {
        struct Item {
            let payload: Bool
            let disposable: ScopedDisposable
        }
        let released = LockedList()
        func item(_ payload: Bool) -> Item {
            Item(payload: payload, disposable: ScopedDisposable([ActionDisposable { released.append(payload) }]))
        }
        let (signal, input) = Signal<Item, Never>.pipe()
        signal.skipRepeats { $0.payload == $1.payload }.observeValues { _ in }
        input.send(item(true))
        XCTAssertEqual(released.items, [])
        input.send(item(false))
        XCTAssertEqual(released.items, [true])
        input.send(item(false))
        XCTAssertEqual(released.items, [true, false])
        input.send(item(true))
        XCTAssertEqual(released.items, [true, false, false])
        input.sendCompleted()
        XCTAssertEqual(released.items, [true, false, false, true])
    }

    func testTakeLastSendsTheLastValuesUponCompletion() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.take(last: 3).record()
        for value in 1...4 { input.send(value) }
        XCTAssertEqual(recorder.values, [])
        input.sendCompleted()
        XCTAssertEqual(recorder.values, [2, 3, 4])
    }

    func testTakeLastSendsFewerValuesIfNotEnoughArrived() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.take(last: 3).record()
        input.send(1)
        input.send(2)
        input.sendCompleted()
        XCTAssertEqual(recorder.values, [1, 2])
    }

    func testTakeLastSendsNothingOnAnError() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.take(last: 3).record()
        for value in 1...3 { input.send(value) }
        XCTAssertNil(recorder.terminal)
        input.sendFailed(.boom)
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }

    func testTimeoutCompletesWithinTheInterval() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.timeout(after: 2, raising: .boom, on: scheduler).record()
        scheduler.schedule(after: 1) { input.sendCompleted() }
        XCTAssertNil(recorder.terminal)
        scheduler.run()
        XCTAssertEqual(recorder.history, ["completed"])
    }

    func testTimeoutFailsIfNotCompletedBeforeTheInterval() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.timeout(after: 2, raising: .boom, on: scheduler).record()
        scheduler.schedule(after: 3) { input.sendCompleted() }
        XCTAssertNil(recorder.terminal)
        scheduler.run()
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }

    // MARK: - skipWhile, skipUntil, takeUntil, takeWhile

    func testSkipWhileSkipsWhileThePredicateHolds() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.skip { $0 < 2 }.record()
        input.send(1)
        XCTAssertEqual(recorder.values.last, nil)
        input.send(2)
        XCTAssertEqual(recorder.values.last, 2)
        input.send(0)
        XCTAssertEqual(recorder.values.last, 0)
    }

    func testSkipWhileSkipsNothingWhenThePredicateStartsFalse() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.skip { $0 < 2 }.record()
        input.send(3)
        XCTAssertEqual(recorder.values.last, 3)
        input.send(1)
        XCTAssertEqual(recorder.values.last, 1)
    }

    private func checkSkipUntil(_ fire: (Signal<Void, Never>.Input) -> Void) {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (trigger, triggerInput) = Signal<Void, Never>.pipe()
        let recorder = signal.skip(until: trigger).record()
        input.send(1)
        input.send(2)
        XCTAssertEqual(recorder.values.last, nil)
        fire(triggerInput)
        input.send(0)
        XCTAssertEqual(recorder.values.last, 0)
    }

    func testSkipUntilSkipsValuesUntilTheTriggerFires() {
        checkSkipUntil { $0.send(()) }
    }

    func testSkipUntilSkipsValuesUntilTheTriggerCompletes() {
        checkSkipUntil { $0.sendCompleted() }
    }

    private func checkTakeUntil(_ fire: (Signal<Void, Never>.Input) -> Void) {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (trigger, triggerInput) = Signal<Void, Never>.pipe()
        let recorder = signal.take(until: trigger).record()
        input.send(1)
        XCTAssertEqual(recorder.values.last, 1)
        input.send(2)
        XCTAssertEqual(recorder.values.last, 2)
        XCTAssertFalse(recorder.isCompleted)
        fire(triggerInput)
        XCTAssertTrue(recorder.isCompleted)
    }

    func testTakeUntilTakesValuesUntilTheTriggerFires() {
        checkTakeUntil { $0.send(()) }
    }

    func testTakeUntilTakesValuesUntilTheTriggerCompletes() {
        checkTakeUntil { $0.sendCompleted() }
    }

    func testTakeUntilCompletesIfTheTriggerFiresImmediately() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (trigger, triggerInput) = Signal<Void, Never>.pipe()
        let recorder = signal.take(until: trigger).record()
        triggerInput.send(())
        XCTAssertEqual(recorder.history, ["completed"])
        withExtendedLifetime(input) {}
    }

    func testTakeWhileTakesWhileThePredicateHolds() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.prefix { $0 <= 4 }.record()
        for value in -1...4 {
            input.send(value)
            XCTAssertEqual(recorder.values.last, value)
            XCTAssertFalse(recorder.isCompleted)
        }
        input.send(5)
        XCTAssertEqual(recorder.values.last, 4)
        XCTAssertTrue(recorder.isCompleted)
    }

    func testTakeWhileCompletesIfThePredicateStartsFalse() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.prefix { $0 <= 4 }.record()
        input.send(5)
        XCTAssertEqual(recorder.history, ["completed"])
    }

    // MARK: - materialize, dematerialize

    func testMaterializeReifiesEvents() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = signal.materialize().record()
        input.send(2)
        XCTAssertEqual(recorder.values.last?.value, 2)
        input.sendFailed(.boom)
        XCTAssertEqual(recorder.values.last?.error, .boom)
    }

    func testDematerializeSendsValuesForValueEvents() {
        let (signal, input) = Signal<Event<Int, TestError>, Never>.pipe()
        let recorder = signal.dematerialize().record()
        input.send(.value(2))
        XCTAssertEqual(recorder.values, [2])
        input.send(.value(4))
        XCTAssertEqual(recorder.values, [2, 4])
    }

    func testDematerializeFailsForFailedEvents() {
        let (signal, input) = Signal<Event<Int, TestError>, Never>.pipe()
        let recorder = signal.dematerialize().record()
        input.send(.failed(.boom))
        XCTAssertEqual(recorder.history, ["failed(boom)"])
    }

    func testDematerializeCompletesEarlyForCompletedEvents() {
        let (signal, input) = Signal<Event<Int, TestError>, Never>.pipe()
        let recorder = signal.dematerialize().record()
        input.send(.completed)
        XCTAssertEqual(recorder.history, ["completed"])
    }
}

/// A list appended to from deinitializers, read by the test.
final class LockedList: @unchecked Sendable {
    private let lock = NSLockLike()
    private var stored: [Bool] = []

    var items: [Bool] { lock.withLock { stored } }

    func append(_ item: Bool) { lock.withLock { stored.append(item) } }
}
