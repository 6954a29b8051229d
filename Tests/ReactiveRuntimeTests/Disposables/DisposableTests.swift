// DisposableTests: action, composite, serial and scoped disposables.

import ReactiveRuntime
import XCTest

final class DisposableTests: XCTestCase {
    func testActionDisposableRunsOnce() {
        let runs = Counter()
        let disposable = ActionDisposable { runs.increment() }
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(runs.value, 1)
        XCTAssertTrue(disposable.isDisposed)
    }

    func testCompositeDisposesEveryMemberOnce() {
        let runs = Counter()
        let composite = CompositeDisposable([ActionDisposable { runs.increment() }])
        composite += ActionDisposable { runs.increment() }
        composite.add { runs.increment() }
        composite.dispose()
        composite.dispose()
        XCTAssertEqual(runs.value, 3)
        XCTAssertTrue(composite.isDisposed)
    }

    func testAddingToADisposedCompositeDisposesAtOnce() {
        let composite = CompositeDisposable()
        composite.dispose()
        let late = ActionDisposable()
        composite += late
        XCTAssertTrue(late.isDisposed)
    }

    func testSerialDisposesTheReplacedOccupant() {
        let serial = SerialDisposable()
        let first = ActionDisposable()
        let second = ActionDisposable()
        serial.inner = first
        serial.inner = second
        XCTAssertTrue(first.isDisposed)
        XCTAssertFalse(second.isDisposed)
        serial.dispose()
        XCTAssertTrue(second.isDisposed)
        let third = ActionDisposable()
        serial.inner = third
        XCTAssertTrue(third.isDisposed)
        XCTAssertTrue(serial.isDisposed)
    }

    func testScopedDisposableDisposesOnDeinit() {
        let member = ActionDisposable()
        var bag: ScopedDisposable? = ScopedDisposable()
        bag! += member
        XCTAssertFalse(member.isDisposed)
        bag = nil
        XCTAssertTrue(member.isDisposed)
    }

    func testScopedDisposableEndsObservationsWithItsOwner() {
        let (signal, input) = Signal<Int, Never>.pipe()
        final class Owner {
            let bag = ScopedDisposable()
            var received: [Int] = []
        }
        var owner: Owner? = Owner()
        owner!.bag += signal.observeValues { [weak owner] in owner?.received.append($0) }
        input.send(1)
        XCTAssertEqual(owner?.received, [1])
        weak let weakOwner = owner
        owner = nil
        XCTAssertNil(weakOwner)
        input.send(2)
    }

    func testDisposingFromManyThreadsRunsTheActionOnce() {
        let runs = Counter()
        let disposable = ActionDisposable { runs.increment() }
        DispatchQueue.concurrentPerform(iterations: 16) { _ in disposable.dispose() }
        XCTAssertEqual(runs.value, 1)
    }

    // MARK: - Lifecycle: nothing leaks

    func testSubscriptionOwnedByItsObserverIsNoCycleOnceDisposed() {
        final class Screen {
            let bag = ScopedDisposable()
            var last = 0
            let counter: DeinitCounter
            init(counter: DeinitCounter) {
                self.counter = counter
                counter.didCreate()
            }
            deinit { counter.didDeinit() }
        }
        let counter = DeinitCounter()
        let (signal, input) = Signal<Int, Never>.pipe()
        do {
            let screen = Screen(counter: counter)
            screen.bag += signal.observeValues { [weak screen] in screen?.last = $0 }
            input.send(1)
        }
        XCTAssertEqual(counter.alive, 0)
        input.send(2)
    }
}
