// ObservableValuesTests: a property of an @Observable object as a stream, in virtual time.

import Observation
import ReactiveRuntime
import XCTest

@Observable
final class Player: @unchecked Sendable {
    var volume = 5
    var title = "intro"
    @ObservationIgnored let counter: DeinitCounter?

    init(counter: DeinitCounter? = nil) {
        self.counter = counter
        counter?.didCreate()
    }

    deinit { counter?.didDeinit() }
}

final class ObservableValuesTests: XCTestCase {
    func testSendsTheCurrentValueThenEachChange() {
        let scheduler = TestScheduler()
        let player = Player()
        let recorder = SignalProducer.observing(player, \.volume, on: scheduler).record()
        XCTAssertEqual(recorder.history, ["5"])
        player.volume = 6
        XCTAssertEqual(recorder.history, ["5"], "the new value is read on the scheduler")
        scheduler.advance()
        XCTAssertEqual(recorder.history, ["5", "6"])
        player.volume = 7
        scheduler.advance()
        XCTAssertEqual(recorder.history, ["5", "6", "7"])
    }

    func testChangesBeforeTheSchedulerRunsAreSentAsTheLatest() {
        let scheduler = TestScheduler()
        let player = Player()
        let recorder = SignalProducer.observing(player, \.volume, on: scheduler).record()
        player.volume = 1
        player.volume = 2
        player.volume = 3
        scheduler.advance()
        XCTAssertEqual(recorder.history, ["5", "3"])
    }

    func testOtherPropertiesDoNotSend() {
        let scheduler = TestScheduler()
        let player = Player()
        let recorder = SignalProducer.observing(player, \.volume, on: scheduler).record()
        player.title = "chorus"
        scheduler.run()
        XCTAssertEqual(recorder.history, ["5"])
    }

    func testCompletesWhenTheObjectGoesAwayWithoutAnotherChange() {
        let scheduler = TestScheduler()
        let counter = DeinitCounter()
        var player: Player? = Player(counter: counter)
        let recorder = SignalProducer.observing(player!, \.volume, on: scheduler).record()
        player = nil
        XCTAssertEqual(counter.alive, 0, "the stream does not keep the object alive")
        scheduler.run()
        XCTAssertEqual(recorder.history, ["5", "completed"])
    }

    func testDisposingStopsReadingAndReleasesTheRun() {
        let scheduler = TestScheduler()
        let player = Player()
        let recorder = Recorder<Int, Never>()
        let run = SignalProducer.observing(player, \.volume, on: scheduler).start(recorder.observer)
        player.volume = 1
        run.dispose()
        scheduler.run()
        player.volume = 2
        scheduler.run()
        XCTAssertEqual(recorder.history, ["5", "interrupted"])
    }
}
