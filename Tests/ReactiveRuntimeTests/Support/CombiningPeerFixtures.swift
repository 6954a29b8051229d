// CombiningPeerFixtures: the fixtures that the zip and combineLatest peer cases (ReactiveSwift's
// SignalSpec and SignalProducerSpec) share, one-stream pairs and many-stream forms.

import ReactiveRuntime
import XCTest

/// Fixtures of the peer cases of `zip` and `combineLatest`, signal and producer forms.
extension XCTestCase {
    typealias Combine<Failure: Error> = (Signal<Void, Failure>, Signal<Void, Failure>) -> Signal<
        (Void, Void), Failure
    >

    /// Combines two pipes, observes the result with `observe` given the first pipe's input, and
    /// sends one value on each pipe; returns how many combined values arrived.
    fileprivate func run<Failure: Error>(
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
    func checkDisposal(_ combine: Combine<Never>) {
        let received = run(combine) { combined, _, received in
            combined.take(first: 1).observeValues { _ in received.increment() }
        }
        XCTAssertEqual(received, 1)
    }

    /// The peer's "should not deadlock upon recursive … of the sources": the observer of the
    /// combined values ends the first source with `end`.
    func checkRecursiveEnd<Failure: Error>(
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

    /// Two pipes joined by `signalForm` (when `asProducer` is false) or by `producerForm` on their
    /// producers, recording each pair as `"\(left)\(separator)\(right)"`; the fixture the peer's
    /// `combineLatestWith` and `zipWith` cases share.
    func pairOfPipes<Right>(
        _: Right.Type,
        asProducer: Bool,
        separator: String,
        signalForm: (Signal<Int, Never>, Signal<Right, Never>) -> Signal<(Int, Right), Never>,
        producerForm: (SignalProducer<Int, Never>, SignalProducer<Right, Never>) -> SignalProducer<(Int, Right), Never>
    ) -> (Recorder<String, Never>, Signal<Int, Never>.Input, Signal<Right, Never>.Input) {
        let (left, leftInput) = Signal<Int, Never>.pipe()
        let (right, rightInput) = Signal<Right, Never>.pipe()
        let recorder = Recorder<String, Never>()
        let record: (Event<(Int, Right), Never>) -> Void = { event in
            recorder.observer(event.map { "\($0.0)\(separator)\($0.1)" })
        }
        if asProducer {
            producerForm(left.producer, right.producer).start(record)
        } else {
            signalForm(left, right).observe(record)
        }
        return (recorder, leftInput, rightInput)
    }

    /// The peer's `combineLatestWith` fixture, as a signal or as a producer.
    func combineLatestWith(
        asProducer: Bool
    ) -> (Recorder<String, Never>, Signal<Int, Never>.Input, Signal<Double, Never>.Input) {
        pairOfPipes(
            Double.self,
            asProducer: asProducer,
            separator: " ",
            signalForm: { $0.combineLatest(with: $1) },
            producerForm: { $0.combineLatest(with: $1) }
        )
    }

    /// The peer's `zipWith` fixture, as a signal or as a producer.
    func zipWith(
        asProducer: Bool
    ) -> (Recorder<String, Never>, Signal<Int, Never>.Input, Signal<String, Never>.Input) {
        pairOfPipes(
            String.self,
            asProducer: asProducer,
            separator: "",
            signalForm: { $0.zip(with: $1) },
            producerForm: { $0.zip(with: $1) }
        )
    }

    /// Three pipes combined by `combine` (the tuple or the array form), recording each combined
    /// value as an array as the peer does.
    func combineThree(
        _ combine: ([Signal<Int, Never>]) -> Signal<[Int], Never>
    ) -> (Recorder<[Int], Never>, [Signal<Int, Never>.Input]) {
        let pipes = (0..<3).map { _ in Signal<Int, Never>.pipe() }
        let recorder = combine(pipes.map(\.output)).record()
        return (recorder, pipes.map(\.input))
    }

    /// A producer that records its id in `started` when a run starts, then sends the id and
    /// completes.
    func startRecording(_ id: Int, in started: LockedInts) -> SignalProducer<Int, Never> {
        SignalProducer { input in
            started.append(id)
            input.send(id)
            input.sendCompleted()
            return nil
        }
    }
}

/// A list of integers appended to from any thread, read by the test.
final class LockedInts: @unchecked Sendable {
    private let lock = NSLockLike()
    private var stored: [Int] = []

    var items: [Int] { lock.withLock { stored } }

    func append(_ item: Int) { lock.withLock { stored.append(item) } }
}
