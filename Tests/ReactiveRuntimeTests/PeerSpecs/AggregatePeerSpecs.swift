// AggregatePeerSpecs: ReactiveSwift's SignalSpec cases for zip and combineLatest ended from within their own delivery.

import ReactiveRuntime
import XCTest

/// Cases of ReactiveSwift's `SignalSpec` ("AggregateBuilder": zip and combineLatest must not
/// deadlock when disposed, or when a source is ended from inside the delivery of a combined
/// value), rewritten for this runtime: `observeResult` is an observer of values and failures.
/// The peer's cases pass by returning; here they also check that the combined value arrived.
final class AggregatePeerSpecs: XCTestCase {
    private typealias Combine<Failure: Error> = (Signal<Void, Failure>, Signal<Void, Failure>) -> Signal<
        (Void, Void), Failure
    >

    private func zip<Failure: Error>(_ a: Signal<Void, Failure>, _ b: Signal<Void, Failure>) -> Signal<
        (Void, Void), Failure
    > {
        Signal.zip(a, b)
    }

    private func combineLatest<Failure: Error>(_ a: Signal<Void, Failure>, _ b: Signal<Void, Failure>) -> Signal<
        (Void, Void), Failure
    > {
        Signal.combineLatest(a, b)
    }

    /// Combines two pipes, observes the result with `observe` given the first pipe's input, and
    /// sends one value on each pipe; returns how many combined values arrived.
    private func run<Failure: Error>(
        _ combine: Combine<Failure>,
        observe: (Signal<(Void, Void), Failure>, Signal<Void, Failure>.Input, Counter) -> Void
    ) -> Int {
        let (a, inputA) = Signal<Void, Failure>.pipe()
        let (b, inputB) = Signal<Void, Failure>.pipe()
        let received = Counter()
        observe(combine(a, b), inputA, received)
        inputA.send(())
        inputB.send(())
        return received.value
    }

    /// The peer's "should not deadlock upon disposal": `take(first: 1)` ends the observation
    /// from inside the delivery of the first combined value.
    private func checkDisposal(_ combine: Combine<Never>) {
        let received = run(combine) { combined, _, received in
            combined.take(first: 1).observeValues { _ in received.increment() }
        }
        XCTAssertEqual(received, 1)
    }

    /// The peer's "should not deadlock upon recursive … of the sources": the observer of the
    /// combined values ends the first source with `end`.
    private func checkRecursiveEnd<Failure: Error>(
        _ combine: Combine<Failure>, _ end: @escaping (Signal<Void, Failure>.Input) -> Void
    ) {
        let received = run(combine) { combined, inputA, received in
            combined.observe { event in
                switch event {
                case .value:
                    received.increment()
                    end(inputA)
                case .failed:
                    end(inputA)
                case .completed, .interrupted:
                    break
                }
            }
        }
        XCTAssertEqual(received, 1)
    }

    func testZipDoesNotDeadlockUponDisposal() {
        checkDisposal(zip)
    }

    func testZipDoesNotDeadlockUponRecursiveCompletionOfTheSources() {
        checkRecursiveEnd(zip as Combine<Never>) { $0.sendCompleted() }
    }

    func testZipDoesNotDeadlockUponRecursiveInterruptionOfTheSources() {
        checkRecursiveEnd(zip as Combine<Never>) { $0.sendInterrupted() }
    }

    func testZipDoesNotDeadlockUponRecursiveFailureOfTheSources() {
        checkRecursiveEnd(zip as Combine<TestError>) { $0.sendFailed(.boom) }
    }

    func testCombineLatestDoesNotDeadlockUponDisposal() {
        checkDisposal(combineLatest)
    }

    func testCombineLatestDoesNotDeadlockUponRecursiveCompletionOfTheSources() {
        checkRecursiveEnd(combineLatest as Combine<Never>) { $0.sendCompleted() }
    }

    func testCombineLatestDoesNotDeadlockUponRecursiveInterruptionOfTheSources() {
        checkRecursiveEnd(combineLatest as Combine<Never>) { $0.sendInterrupted() }
    }

    func testCombineLatestDoesNotDeadlockUponRecursiveFailureOfTheSources() {
        checkRecursiveEnd(combineLatest as Combine<TestError>) { $0.sendFailed(.boom) }
    }
}
