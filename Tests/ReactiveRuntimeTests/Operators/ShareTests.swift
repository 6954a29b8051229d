// ShareTests: share(replay:) — one upstream run while observed, restarted after, replay to late runs.

import ReactiveRuntime
import XCTest

final class ShareTests: XCTestCase {
    /// A producer counting its starts and interruptions, sending through inputs kept for the test.
    final class Source: @unchecked Sendable {
        let starts = Counter()
        let stops = Counter()
        private let lock = NSLockLike()
        private var inputs: [Signal<Int, TestError>.Input] = []
        var input: Signal<Int, TestError>.Input { lock.withLock { inputs.last! } }

        var producer: SignalProducer<Int, TestError> {
            SignalProducer { input in
                self.starts.increment()
                self.lock.withLock { self.inputs.append(input) }
                return ActionDisposable { self.stops.increment() }
            }
        }
    }

    func testStartsOnceForManyRunsAndReplaysToLateRuns() {
        let source = Source()
        let shared = source.producer.share(replay: 2)
        XCTAssertEqual(source.starts.value, 0, "nothing starts before the first run")
        let first = shared.record()
        XCTAssertEqual(source.starts.value, 1)
        source.input.send(1)
        source.input.send(2)
        source.input.send(3)
        let late = shared.record()
        source.input.send(4)
        XCTAssertEqual(source.starts.value, 1, "the second run joins the first")
        XCTAssertEqual(first.history, ["1", "2", "3", "4"])
        XCTAssertEqual(late.history, ["2", "3", "4"], "a late run gets the last two values first")
        source.input.sendCompleted()
        XCTAssertEqual(first.history.last, "completed")
        XCTAssertEqual(late.history.last, "completed")
    }

    func testWithoutReplayLateRunsGetOnlyLaterValues() {
        let source = Source()
        let shared = source.producer.share()
        let first = shared.record()
        source.input.send(1)
        let late = shared.record()
        source.input.send(2)
        XCTAssertEqual(first.history, ["1", "2"])
        XCTAssertEqual(late.history, ["2"])
    }

    func testStopsWhenTheLastRunLeavesAndRestartsAfresh() {
        let source = Source()
        let shared = source.producer.share(replay: 1)
        let a = shared.start()
        let b = shared.start()
        source.input.send(1)
        a.dispose()
        XCTAssertEqual(source.stops.value, 0, "one run is still there")
        b.dispose()
        XCTAssertEqual(source.stops.value, 1, "the last run leaving interrupts the upstream run")
        let again = shared.record()
        XCTAssertEqual(source.starts.value, 2, "the next start starts a new upstream run")
        XCTAssertEqual(again.history, [], "nothing is kept from the previous upstream run")
        source.input.send(2)
        XCTAssertEqual(again.history, ["2"])
    }

    func testAfterTheUpstreamRunEndsTheNextStartRestartsIt() {
        let source = Source()
        let shared = source.producer.share(replay: 1)
        let first = shared.record()
        source.input.send(1)
        source.input.sendFailed(.boom)
        XCTAssertEqual(first.history, ["1", "failed(boom)"])
        let second = shared.record()
        XCTAssertEqual(source.starts.value, 2)
        source.input.send(5)
        XCTAssertEqual(second.history, ["5"])
    }

    func testSynchronousProducerIsSharedWithTheRunThatStartedIt() {
        let starts = Counter()
        let shared = SignalProducer<Int, Never> { input in
            starts.increment()
            input.send(1)
            input.send(2)
            input.sendCompleted()
            return nil
        }.share(replay: 1)
        XCTAssertEqual(shared.record().history, ["1", "2", "completed"])
        XCTAssertEqual(shared.record().history, ["1", "2", "completed"], "a finished run is started again")
        XCTAssertEqual(starts.value, 2)
    }

    func testObserverMayStartTheSharedProducerFromADelivery() {
        let source = Source()
        let shared = source.producer.share(replay: 1)
        let nested = Recorder<Int, TestError>()
        shared.startWithValues { value in
            if value == 1 { shared.start(nested.observer) }
        }
        source.input.send(1)
        source.input.send(2)
        XCTAssertEqual(nested.history, ["1", "2"])
        XCTAssertEqual(source.starts.value, 1)
    }

    func testEventsStayInOrderForRunsJoiningFromOtherThreads() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let shared = signal.producer.share(replay: 1)
        let keep = shared.start()
        let recorders = (0..<8).map { _ in Recorder<Int, Never>() }
        DispatchQueue.concurrentPerform(iterations: 9) { index in
            if index == 8 {
                for value in 1...2_000 { input.send(value) }
            } else {
                shared.start(recorders[index].observer)
            }
        }
        for recorder in recorders {
            let values = recorder.values
            XCTAssertEqual(values, values.sorted(), "no value out of order or twice")
            if let first = values.first {
                XCTAssertEqual(values, Array(first...2_000), "none missed after the first")
            }
        }
        keep.dispose()
    }

    func testSharedRunIsReleasedWhenEveryRunAndTheProducerAreGone() {
        let counter = DeinitCounter()
        let source = Source()
        do {
            let tracked = Tracked(counter)
            let shared = source.producer.map { $0 + tracked.number }.share(replay: 3)
            let run = shared.start()
            source.input.send(1)
            run.dispose()
        }
        XCTAssertEqual(counter.alive, 0)
        XCTAssertEqual(source.stops.value, 1)
    }
}
