// ConcurrentFlattenScenario: the peer's FlattenStrategy.concurrent case, inner producers started at once or later.

import ReactiveRuntime
import XCTest

/// ReactiveSwift's `FlattenSpec` "FlattenStrategy.concurrent" cases "should synchronously / should
/// asynchronously merge up to the stated limit, buffer any subsequent producers and dequeue them
/// in the submission order", shared by
/// `FlattenPeerSpecs.testConcurrentMergesUpToTheLimitAndDequeuesTheRestInOrder` (inner producers
/// started at once) and
/// `FlattenFormsPeerSpecs.testConcurrentStartedOnASchedulerMergesUpToTheLimitAndDequeuesTheRestInOrder`
/// (inner producers started on a test scheduler, which is run where the peer waits for its queue).
enum ConcurrentFlattenScenario {
    /// Sends 104 inner producers, each a pipe's producer sending its index, into a pipe flattened
    /// `.concurrent(limit: 4)`; checks that only the first 4 start and send, and that completing
    /// each running inner starts the next in order. `prepare` turns each inner producer into the
    /// one sent (e.g. `start(on:)` a scheduler); `settle` runs after the sends and after each
    /// completion (e.g. runs that scheduler).
    static func assertMergesUpToTheLimitAndDequeuesTheRestInOrder(
        prepare: (SignalProducer<UInt, Never>) -> SignalProducer<UInt, Never> = { $0 },
        settle: () -> Void = {},
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let limit: UInt = 4
        let extra: UInt = 100
        let (outer, outerInput) = Signal<SignalProducer<UInt, Never>, Never>.pipe()
        var values: [UInt] = []
        outer.flatten(.concurrent(limit: limit)).observeValues { values.append($0) }
        var started: [UInt] = []
        var inputs: [Signal<UInt, Never>.Input] = []
        for index in 0..<(limit + extra) {
            let (signal, input) = Signal<UInt, Never>.pipe()
            inputs.append(input)
            let producer = signal.producer.prefix(value: index).on(started: { started.append(index) })
            outerInput.send(prepare(producer))
        }
        settle()
        XCTAssertEqual(values, Array(0..<limit), file: file, line: line)
        XCTAssertEqual(started, Array(0..<limit), file: file, line: line)
        for index in 0..<extra {
            inputs[Int(index)].sendCompleted()
            settle()
            XCTAssertEqual(values, Array(0...(limit + index)), file: file, line: line)
            XCTAssertEqual(started, Array(0...(limit + index)), file: file, line: line)
        }
    }
}
