// FeedbackLoopTests: SignalProducer.system reduces the feedbacks' events one at a time, in order,
// without recursion, and its run's end interrupts the feedbacks' effects.

import Foundation
import ReactiveRuntime
import XCTest

final class FeedbackLoopTests: XCTestCase {
    private enum Event { case increment, reset }

    private static func reduce(_ count: Int, _ event: Event) -> Int {
        switch event {
        case .increment: count + 1
        case .reset: 0
        }
    }

    /// Increments at once (a synchronous effect) while the count is below `limit`.
    private static func counting(upTo limit: Int) -> Feedback<Int, Event> {
        Feedback(predicate: { $0 < limit }) { _ in SignalProducer(value: .increment) }
    }

    func testTheInitialStateThenEachReducedStateInOrder() {
        let recorder = SignalProducer.system(initial: 0, reduce: Self.reduce, feedbacks: [Self.counting(upTo: 3)])
            .record()
        XCTAssertEqual(recorder.values, [0, 1, 2, 3])
    }

    func testEventsSentDuringADeliveryAreReducedAfterItWithoutRecursion() {
        // A feedback that answers each state at once, 20,000 times in a row: were the answer
        // reduced and delivered inside the delivery of the state it answers, its observer would be
        // re-entered (and the stack would grow with every event).
        var depth = 0
        var deepest = 0
        let answering = Feedback<Int, Event> { states in
            Signal { input in
                states.observeValues { count in
                    depth += 1
                    deepest = max(deepest, depth)
                    if count < 20_000 { input.send(.increment) }
                    depth -= 1
                }
            }
        }
        let recorder = SignalProducer.system(initial: 0, reduce: Self.reduce, feedbacks: [answering]).record()
        XCTAssertEqual(recorder.values.count, 20_001)
        XCTAssertEqual(recorder.values.last, 20_000)
        XCTAssertEqual(deepest, 1)
    }

    func testEventsFromOtherThreadsAreReducedOneAtATime() {
        // Four feedbacks, each sending from a thread of its own at the same time.
        let pipes = (0..<4).map { _ in Signal<Event, Never>.pipe() }
        let done = expectation(description: "every increment reduced")
        let run = SignalProducer.system(
            initial: 0, reduce: Self.reduce, feedbacks: pipes.map { pipe in Feedback { _ in pipe.output } }
        )
        .startWithValues { count in if count == 4_000 { done.fulfill() } }
        DispatchQueue.concurrentPerform(iterations: pipes.count) { index in
            for _ in 0..<1_000 { pipes[index].input.send(.increment) }
        }
        wait(for: [done], timeout: 10)
        run.dispose()
    }

    func testSkippingRepeatedQueriesRunsEffectsOncePerNewQueryAndInterruptsTheOldOnes() {
        enum SearchEvent { case query(String), results(String) }
        struct State {
            var query: String?
            var results: [String] = []
        }
        let (queries, queriesInput) = Signal<String, Never>.pipe()
        let started = NSLockLikeBox<[String]>([])
        let interrupted = NSLockLikeBox<[String]>([])
        let (answers, answersInput) = Signal<String, Never>.pipe()
        let search = Feedback<State, SearchEvent>(skippingRepeated: \.query) { query in
            SignalProducer<SearchEvent, Never> { input in
                started.mutate { $0.append(query) }
                let answer = answers.filter { $0 == query }.observeValues { input.send(.results($0)) }
                return ActionDisposable {
                    answer.dispose()
                    interrupted.mutate { $0.append(query) }
                }
            }
        }
        let recorder = SignalProducer.system(
            initial: State(),
            reduce: { state, event in
                var state = state
                switch event {
                case .query(let query): state.query = query
                case .results(let results): state.results.append(results)
                }
                return state
            },
            feedbacks: [search, Feedback { _ in queries.map(SearchEvent.query) }]
        ).record()
        queriesInput.send("a")
        queriesInput.send("a")
        queriesInput.send("ab")
        answersInput.send("a")
        answersInput.send("ab")
        XCTAssertEqual(started.value, ["a", "ab"])
        XCTAssertEqual(interrupted.value, ["a"])
        XCTAssertEqual(recorder.values.last?.results, ["ab"])
    }

    func testInterruptingTheRunInterruptsTheFeedbacksEffects() {
        let interrupted = Counter()
        let feedback = Feedback<Int, Event>(predicate: { _ in true }) { _ in
            SignalProducer { _ in ActionDisposable { interrupted.increment() } }
        }
        let run = SignalProducer.system(initial: 0, reduce: Self.reduce, feedbacks: [feedback]).start()
        XCTAssertEqual(interrupted.value, 0)
        run.dispose()
        XCTAssertEqual(interrupted.value, 1)
    }
}
