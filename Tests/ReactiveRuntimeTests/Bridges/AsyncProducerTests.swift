// AsyncProducerTests: a producer of async work sends its result or its error, and interrupting a
// run cancels its task.

import Foundation
import ReactiveRuntime
import XCTest

final class AsyncProducerTests: XCTestCase {
    private struct Failure: Error, Equatable {}

    /// Waits for the run's end, recording its events.
    private func events<Value: Sendable>(of producer: SignalProducer<Value, any Error>) -> [String] {
        let done = expectation(description: "ended")
        let history = NSLockLikeBox<[String]>([])
        producer.start { event in
            switch event {
            case .value(let value): history.mutate { $0.append("\(value)") }
            case .failed(let error): history.mutate { $0.append("failed \(error is Failure)") }
            case .completed: history.mutate { $0.append("completed") }
            case .interrupted: history.mutate { $0.append("interrupted") }
            }
            if event.isTerminal { done.fulfill() }
        }
        wait(for: [done], timeout: 10)
        return history.value
    }

    func testARunSendsTheResultAndCompletes() {
        let producer = SignalProducer { () async throws -> Int in
            await Task.yield()
            return 42
        }
        XCTAssertEqual(events(of: producer), ["42", "completed"])
        // Every run is a new task.
        XCTAssertEqual(events(of: producer), ["42", "completed"])
    }

    func testAThrownErrorFailsTheRun() {
        let producer = SignalProducer { () async throws -> Int in throw Failure() }
        XCTAssertEqual(events(of: producer), ["failed true"])
    }

    func testANonThrowingOperationGivesAProducerThatCannotFail() {
        let done = expectation(description: "value")
        let producer: SignalProducer<String, Never> = SignalProducer { () async -> String in "ok" }
        producer.startWithValues { value in
            XCTAssertEqual(value, "ok")
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
    }

    func testInterruptingTheRunCancelsTheTask() {
        let started = expectation(description: "started")
        let cancelled = expectation(description: "cancelled")
        let received = LockedFlag()
        let producer = SignalProducer { () async throws -> Int in
            started.fulfill()
            do {
                try await Task.sleep(nanoseconds: 60_000_000_000)
            } catch {
                cancelled.fulfill()
                throw error
            }
            return 1
        }
        let run = producer.start { event in
            if case .value = event { received.set() }
        }
        wait(for: [started], timeout: 10)
        run.dispose()
        wait(for: [cancelled], timeout: 10)
        XCTAssertFalse(received.isSet)
    }
}
