// SignalDeliveryConcurrencyTests: observing and disposing on one thread while a delivery is under
// way on another, and the release of the observer lists that delivery reads without a lock.

import Dispatch
import Foundation
import ReactiveRuntime
import XCTest

final class SignalDeliveryConcurrencyTests: XCTestCase {
    /// A delivery that has started keeps calling the observers of the list it started with; an
    /// observer disposed on another thread meanwhile is skipped once `dispose()` has returned,
    /// and its closure is released when that delivery ends, not before.
    func testDisposingOnAnotherThreadDuringDeliverySkipsTheObserverAndReleasesItAfterwards() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let entered = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let first = Recorder<Int, Never>()
        signal.observeValues { value in
            first.observer(.value(value))
            if value == 1 {
                entered.signal()
                proceed.wait()
            }
        }
        let counter = DeinitCounter()
        let second = Recorder<Int, Never>()
        let secondObservation: any Disposable = {
            let tracked = Tracked(counter)
            return signal.observeValues { value in
                withExtendedLifetime(tracked) { second.observer(.value(value)) }
            }
        }()
        XCTAssertEqual(counter.alive, 1)

        let sender = DispatchGroup()
        DispatchQueue.global().async(group: sender) { input.send(1) }
        entered.wait()
        // The delivery of 1 is inside the first observer, with the second one still to call.
        secondObservation.dispose()
        XCTAssertEqual(counter.alive, 1, "the list being delivered still holds the disposed observer")
        proceed.signal()
        sender.wait()

        XCTAssertEqual(second.history, [], "disposed before the delivery reached it")
        XCTAssertEqual(counter.alive, 0, "released when the delivery that could still read it ended")
        input.send(2)
        XCTAssertEqual(first.history, ["1", "2"])
        XCTAssertEqual(second.history, [])
    }

    /// With no delivery under way, disposing releases the observer at once.
    func testDisposingWithoutDeliveryReleasesTheObserverAtOnce() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let counter = DeinitCounter()
        let observations: [any Disposable] = (0..<3).map { _ in
            let tracked = Tracked(counter)
            return signal.observeValues { _ in withExtendedLifetime(tracked) {} }
        }
        input.send(1)
        XCTAssertEqual(counter.alive, 3)
        observations[1].dispose()
        XCTAssertEqual(counter.alive, 2)
        observations[0].dispose()
        observations[2].dispose()
        XCTAssertEqual(counter.alive, 0)
        XCTAssertFalse(signal.hasObservers)
    }

    /// An observer added on another thread while a delivery is under way does not receive the
    /// value being delivered, and receives the next one.
    func testObservingOnAnotherThreadDuringDeliveryStartsWithTheNextValue() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let entered = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        signal.observeValues { value in
            if value == 1 {
                entered.signal()
                proceed.wait()
            }
        }
        let sender = DispatchGroup()
        DispatchQueue.global().async(group: sender) { input.send(1) }
        entered.wait()
        let late = signal.record()
        proceed.signal()
        sender.wait()
        input.send(2)
        XCTAssertEqual(late.history, ["2"])
    }

    /// A signal completed on another thread while a delivery is under way: every observer gets
    /// the terminal event once, and the value still being delivered reaches no observer that
    /// has already received the terminal event.
    func testCompletingOnAnotherThreadDuringDelivery() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let entered = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        signal.observeValues { value in
            if value == 1 {
                entered.signal()
                proceed.wait()
            }
        }
        let later = signal.record()
        let sender = DispatchGroup()
        DispatchQueue.global().async(group: sender) { input.send(1) }
        entered.wait()
        input.sendCompleted()
        proceed.signal()
        sender.wait()
        XCTAssertEqual(later.history, ["completed"])
        XCTAssertFalse(signal.hasObservers)
    }

    /// Many threads send while others observe and dispose: once every sender has finished,
    /// every observer that was disposed has been released (no observer list is kept for ever),
    /// and no observer received a value twice.
    func testObserversDisposedDuringConcurrentDeliveriesAreAllReleased() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let counter = DeinitCounter()
        let stable = (0..<2).map { _ in StressTests.CountingObserver() }
        for observer in stable { signal.observeValues(observer.receive) }
        let done = LockedFlag()
        let churn = DispatchGroup()
        for _ in 0..<2 {
            DispatchQueue.global().async(group: churn) {
                // At least once: in a release build the sends may all be over before this starts.
                repeat {
                    let tracked = Tracked(counter)
                    let observation = signal.observeValues { _ in withExtendedLifetime(tracked) {} }
                    observation.dispose()
                } while !done.isSet
            }
        }
        let tickets = Counter()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<2_000 { input.send(tickets.increment()) }
        }
        done.set()
        churn.wait()
        // Whatever waited for a delivery to end is released by the next change of observers.
        signal.observeValues { _ in }.dispose()
        XCTAssertGreaterThan(counter.deinitialized, 0)
        XCTAssertEqual(counter.alive, 0)
        for observer in stable {
            XCTAssertEqual(observer.counts.count, 8_000)
            XCTAssertTrue(observer.counts.values.allSatisfy { $0 == 1 })
        }
    }

    /// An observer that disposes itself and sends again from inside a delivery, on several
    /// threads at once: nested deliveries and disposals leave no observer behind.
    func testReentrantSendAndDisposeOnSeveralThreads() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let counter = DeinitCounter()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for round in 0..<200 {
                let tracked = Tracked(counter)
                let observation = LockedSlot()
                observation.set(
                    signal.observeValues { value in
                        withExtendedLifetime(tracked) {}
                        if value % 2 == 0 {
                            observation.take()?.dispose()
                            input.send(value + 1)
                        }
                    })
                input.send((thread * 1_000 + round) * 2)
                observation.take()?.dispose()
            }
        }
        signal.observeValues { _ in }.dispose()
        XCTAssertEqual(counter.alive, 0)
        XCTAssertFalse(signal.hasObservers)
    }
}

/// A disposable kept under a lock, taken once.
final class LockedSlot: @unchecked Sendable {
    private let lock = NSLockLike()
    private var disposable: (any Disposable)?

    func set(_ disposable: any Disposable) { lock.withLock { self.disposable = disposable } }
    func take() -> (any Disposable)? {
        lock.withLock {
            defer { disposable = nil }
            return disposable
        }
    }
}
