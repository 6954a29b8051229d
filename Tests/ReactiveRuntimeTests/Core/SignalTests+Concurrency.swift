// SignalTests+Concurrency: the signal's delivery under threads — observing, disposing and sending at once.

import Dispatch
import Foundation
import ReactiveRuntime
import XCTest

/// Observing, disposing and sending on several threads while a delivery is under way.
extension SignalTests {
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
        let stable = (0..<2).map { _ in CountingObserver() }
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

    // MARK: - Stress: many threads send while others observe and dispose

    /// An observer that counts each value it receives. Values are tickets taken by the senders
    /// in increasing order just before sending, so a value greater than the last ticket taken
    /// when `dispose()` returned was sent after the observer was disposed.
    final class CountingObserver: @unchecked Sendable {
        let lock = NSLock()
        var counts: [Int: Int] = [:]
        var sentAfterDispose = 0
        var lastTicketAtDispose: Int?

        func receive(_ value: Int) {
            lock.lock()
            defer { lock.unlock() }
            if let last = lastTicketAtDispose, value > last { sentAfterDispose += 1 }
            counts[value, default: 0] += 1
        }

        func didDispose(lastTicket: Int) {
            lock.lock()
            lastTicketAtDispose = lastTicket
            lock.unlock()
        }
    }

    /// 8 sender threads send distinct values; long-lived observers must see each exactly once.
    /// Meanwhile churn threads keep observing and disposing, and must never see a value twice
    /// nor a value sent after their `dispose()` returned. (A delivery already under way on
    /// another thread when `dispose()` is called may still finish: disposal does not wait.)
    func testConcurrentSendObserveDispose() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let senders = 8
        let perSender = 2_000
        let stable = (0..<4).map { _ in CountingObserver() }
        for observer in stable { signal.observeValues(observer.receive) }

        let churned = NSLockLikeBox<[CountingObserver]>([])
        let group = DispatchGroup()
        let done = LockedFlag()
        let tickets = Counter()
        for _ in 0..<2 {
            DispatchQueue.global().async(group: group) {
                while !done.isSet {
                    let observer = CountingObserver()
                    let observation = signal.observeValues(observer.receive)
                    for _ in 0..<10 { _ = observation.isDisposed }
                    observation.dispose()
                    observer.didDispose(lastTicket: tickets.value)
                    churned.mutate { $0.append(observer) }
                }
            }
        }
        DispatchQueue.concurrentPerform(iterations: senders) { _ in
            for _ in 0..<perSender { input.send(tickets.increment()) }
        }
        done.set()
        group.wait()

        let expected = Set(1...(senders * perSender))
        for observer in stable {
            XCTAssertEqual(Set(observer.counts.keys), expected)
            XCTAssertTrue(observer.counts.values.allSatisfy { $0 == 1 }, "a value was delivered twice")
        }
        let churnedObservers = churned.value
        XCTAssertGreaterThan(churnedObservers.count, 0)
        for observer in churnedObservers {
            XCTAssertTrue(observer.counts.values.allSatisfy { $0 == 1 })
            XCTAssertEqual(observer.sentAfterDispose, 0, "a value sent after dispose() returned was delivered")
        }
    }

    /// Sending, completing and observing race: every observer gets at most one terminal event
    /// and nothing after it.
    func testConcurrentTerminationKeepsTheGrammar() {
        for _ in 0..<50 {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorders = (0..<4).map { _ in signal.record() }
            DispatchQueue.concurrentPerform(iterations: 4) { index in
                if index == 0 {
                    input.sendCompleted()
                } else {
                    for value in 0..<50 { input.send(value) }
                    signal.observe { _ in }
                }
            }
            for recorder in recorders {
                let terminals = recorder.events.filter(\.isTerminal)
                XCTAssertEqual(terminals.count, 1)
            }
        }
    }

    /// Operators shared by several sending threads deliver each value once.
    func testConcurrentSendsThroughOperators() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let counter = CountingObserver()
        signal.map { $0 * 2 }.filter { _ in true }.scan(0) { _, value in value }.observeValues(counter.receive)
        DispatchQueue.concurrentPerform(iterations: 8) { sender in
            for index in 0..<1_000 { input.send(sender * 1_000 + index) }
        }
        XCTAssertEqual(counter.counts.count, 8_000)
        XCTAssertTrue(counter.counts.values.allSatisfy { $0 == 1 })
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
