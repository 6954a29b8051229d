// SkipRepeatsTests: skipRepeats drops consecutive duplicates, and ReactiveSwift's cases for it.

import Foundation
import ReactiveRuntime
import XCTest

final class SkipRepeatsTests: XCTestCase {
    func testSkipRepeatsDropsConsecutiveEqualValues() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.skipRepeats().record()
        for value in [1, 1, 2, 2, 1] { input.send(value) }
        XCTAssertEqual(recorder.history, ["1", "2", "1"])
    }

    func testSkipRepeatsWithAnEquivalence() {
        let (signal, input) = Signal<String, Never>.pipe()
        let recorder = signal.skipRepeats { $0.lowercased() == $1.lowercased() }.record()
        for value in ["a", "A", "b"] { input.send(value) }
        XCTAssertEqual(recorder.history, ["a", "b"])
    }

    func testProducerSkipRepeats() {
        XCTAssertEqual(
            SignalProducer<Int, Never>(values: [3, 3, 3, 4]).skipRepeats().record().history, ["3", "4", "completed"])
    }

    // MARK: - Peer cases: ReactiveSwift's SignalProducerLiftingSpec (producer forms)

    func testProducerSkipRepeatsSkipsDuplicateEquatableValues() {
        let (signal, input) = Signal<Bool, Never>.pipe()
        let recorder = signal.producer.skipRepeats().record()
        XCTAssertEqual(recorder.values, [])
        input.send(true)
        XCTAssertEqual(recorder.values, [true])
        input.send(true)
        XCTAssertEqual(recorder.values, [true])
        input.send(false)
        XCTAssertEqual(recorder.values, [true, false])
        input.send(true)
        XCTAssertEqual(recorder.values, [true, false, true])
    }

    func testProducerSkipRepeatsSkipsValuesByAPredicate() {
        let (signal, input) = Signal<String, Never>.pipe()
        let recorder = signal.producer.skipRepeats { $0.count == $1.count }.record()
        XCTAssertEqual(recorder.values, [])
        input.send("a")
        XCTAssertEqual(recorder.values, ["a"])
        input.send("b")
        XCTAssertEqual(recorder.values, ["a"])
        input.send("cc")
        XCTAssertEqual(recorder.values, ["a", "cc"])
        input.send("d")
        XCTAssertEqual(recorder.values, ["a", "cc", "d"])
    }

    // MARK: - Peer cases: ReactiveSwift's SignalSpec

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
}

/// A list appended to from deinitializers, read by the test.
final class LockedList: @unchecked Sendable {
    private let lock = NSLockLike()
    private var stored: [Bool] = []

    var items: [Bool] { lock.withLock { stored } }

    func append(_ item: Bool) { lock.withLock { stored.append(item) } }
}
