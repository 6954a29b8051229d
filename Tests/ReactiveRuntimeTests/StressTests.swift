// StressTests: many threads send while others observe and dispose; nothing is lost or doubled.

import Foundation
import ReactiveRuntime
import XCTest

final class StressTests: XCTestCase {
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

/// A value shared across threads.
final class NSLockLikeBox<Value>: @unchecked Sendable {
    private let lock = NSLockLike()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func mutate(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
}
