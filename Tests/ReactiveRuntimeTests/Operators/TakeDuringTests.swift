// TakeDuringTests: take(during:) ends the stream with a lifetime, and ReactiveSwift's cases for it.

import ReactiveRuntime
import XCTest

final class TakeDuringTests: XCTestCase {
    func testTakeDuringCompletesWhenTheLifetimeEnds() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var owner: Label? = Label()
        let recorder = signal.take(during: owner!.lifetime).record()
        input.send(1)
        owner = nil
        input.send(2)
        XCTAssertEqual(recorder.history, ["1", "completed"])
    }

    func testTakeDuringAnEndedLifetimeCompletesAtOnce() {
        // A signal that ended as it was made interrupts its observers, like any ended signal; a
        // producer's run reports the completion.
        let (signal, input) = Signal<Int, Never>.pipe()
        XCTAssertEqual(signal.take(during: .empty).record().history, ["interrupted"])
        withExtendedLifetime(input) {}
        XCTAssertEqual(SignalProducer<Int, Never>(values: 1...).take(during: .empty).record().history, ["completed"])
    }

    // MARK: - Peer cases: ReactiveSwift's SignalProducerSpec

    func testTakeDuringCompletesASignalWhenTheLifetimeEnds() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var object: Label? = Label()
        let recorder = signal.take(during: object!.lifetime).record()
        input.send(1)
        input.send(2)
        object = nil
        input.send(3)
        XCTAssertEqual(recorder.values, [1, 2])
    }

    func testTakeDuringCompletesAProducerRunWhenTheLifetimeEnds() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var object: Label? = Label()
        let recorder = signal.producer.take(during: object!.lifetime).record()
        input.send(1)
        input.send(2)
        object = nil
        input.send(3)
        XCTAssertEqual(recorder.values, [1, 2])
    }
}
