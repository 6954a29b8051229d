// OptionalAnswersTests: how a proxy answers `responds(to:)` for its protocol's optional
// requirements from its table (`OptionalAnswers`), with string selectors as on Linux, and the
// observation changes of its event streams that tell it to check its answers again.

import ReactiveRuntime
import XCTest

/// A proxy's table of optional requirements, as generated code declares it.
private enum TickTable: OptionalRequirementTable {
    static func optionalRequirements() -> [OptionalRequirement<String>] {
        [
            OptionalRequirement("tick:", .whileObserved(1)),
            OptionalRequirement("height:", .whileResponding(0)),
            OptionalRequirement("title", .always),
        ]
    }
}

final class OptionalAnswersTests: XCTestCase {
    let never: (OptionalRequirement<String>) -> Bool = { _ in false }
    let always: (OptionalRequirement<String>) -> Bool = { _ in true }

    func testNeverIsTheForwardeesAnswer() {
        let answers = OptionalAnswers([OptionalRequirement("forward:", .never)])
        let streams = ProxyEventStreams(count: 1)
        XCTAssertEqual(answers.answer(to: "forward:", forwardeeResponds: never, streams: streams), false)
        XCTAssertEqual(answers.answer(to: "forward:", forwardeeResponds: always, streams: streams), true)
        XCTAssertEqual(
            answers.answer(to: "forward:", forwardeeResponds: never, streams: streams, isResponding: { _ in true }),
            false, "no responder answers a requirement the proxy only forwards")
    }

    func testAlwaysIsYesWithoutAForwardee() {
        let answers = OptionalAnswers([OptionalRequirement("title", .always)])
        let streams = ProxyEventStreams(count: 1)
        var asked = 0
        let answer = answers.answer(
            to: "title",
            forwardeeResponds: { _ in
                asked += 1
                return false
            }, streams: streams)
        XCTAssertEqual(answer, true)
        XCTAssertEqual(asked, 0, "the forwardee need not be asked")
    }

    func testWhileObservedIsYesOnlyWhileEitherStreamOfItsIndexIsObserved() {
        let answers = OptionalAnswers([OptionalRequirement("tick:", .whileObserved(1))])
        let streams = ProxyEventStreams(count: 2)
        func answer() -> Bool? { answers.answer(to: "tick:", forwardeeResponds: never, streams: streams) }
        XCTAssertEqual(answer(), false)

        let other: Signal<Int, Never> = streams.signal(0)
        let observingOther = other.observeValues { _ in }
        XCTAssertEqual(answer(), false, "another requirement's stream is observed")

        let after: Signal<Int, Never> = streams.signal(1)
        XCTAssertEqual(answer(), false, "created, not observed")
        let observingAfter = after.observeValues { _ in }
        XCTAssertEqual(answer(), true)
        observingAfter.dispose()
        XCTAssertEqual(answer(), false)

        let before: Signal<Int, Never> = streams.signal(1, BeforeCall.self)
        let observingBefore = before.observeValues { _ in }
        XCTAssertEqual(answer(), true, "the event before the call counts too")
        observingBefore.dispose()
        XCTAssertEqual(answer(), false)

        XCTAssertEqual(
            answers.answer(to: "tick:", forwardeeResponds: always, streams: streams), true,
            "the forwardee's yes counts while nobody observes")
        observingOther.dispose()
    }

    func testWhileRespondingAsksForItsResponder() {
        let answers = OptionalAnswers([
            OptionalRequirement("first:", .whileResponding(0)), OptionalRequirement("second:", .whileResponding(1)),
        ])
        let streams = ProxyEventStreams(count: 1)
        var set: Set<Int> = [1]
        func answer(_ selector: String) -> Bool? {
            answers.answer(to: selector, forwardeeResponds: never, streams: streams, isResponding: { set.contains($0) })
        }
        XCTAssertEqual(answer("first:"), false)
        XCTAssertEqual(answer("second:"), true)
        set = [0]
        XCTAssertEqual(answer("first:"), true)
        XCTAssertEqual(answer("second:"), false)
        XCTAssertEqual(
            answers.answer(to: "first:", forwardeeResponds: never, streams: streams), false,
            "without a responder check, no responder is set")
        XCTAssertEqual(answers.answer(to: "second:", forwardeeResponds: always, streams: streams), true)
    }

    func testASelectorOutsideTheTableHasNoAnswer() {
        let answers = OptionalAnswers([OptionalRequirement("title", .always)])
        let streams = ProxyEventStreams(count: 1)
        var asked = 0
        let forwardee: (OptionalRequirement<String>) -> Bool = { _ in
            asked += 1
            return true
        }
        XCTAssertNil(answers.answer(to: "other:", forwardeeResponds: forwardee, streams: streams))
        XCTAssertNil(answers.answer(to: nil, forwardeeResponds: forwardee, streams: streams))
        XCTAssertEqual(asked, 0)
    }

    func testAnswersAreInDeclarationOrder() {
        let answers = OptionalAnswers(of: TickTable.self)
        XCTAssertEqual(answers.requirements.map(\.selector), ["tick:", "height:", "title"])
        XCTAssertEqual(answers.requirements.map(\.answer), [.whileObserved(1), .whileResponding(0), .always])
        let streams = ProxyEventStreams(count: 2)
        XCTAssertEqual(answers.answers(forwardeeResponds: never, streams: streams), [false, false, true])
        XCTAssertEqual(
            answers.answers(forwardeeResponds: never, streams: streams, isResponding: { $0 == 0 }),
            [false, true, true])
        let observing = (streams.signal(1) as Signal<Int, Never>).observeValues { _ in }
        XCTAssertEqual(answers.answers(forwardeeResponds: never, streams: streams), [true, false, true])
        observing.dispose()
        XCTAssertEqual(
            answers.answers(forwardeeResponds: { $0.selector == "height:" }, streams: streams), [false, true, true])
        XCTAssertEqual(answers.answer(to: "height:", forwardeeResponds: never, streams: streams), false)
    }

    func testTheForwardeeIsAskedWithTheRequirementsRoute() {
        let answers = OptionalAnswers([
            OptionalRequirement("scrolled:", .whileObserved(0), route: 2), OptionalRequirement("selected:", .never),
        ])
        XCTAssertEqual(answers.requirements.map(\.route), [2, 0], "the forwardee's route unless said")
        let streams = ProxyEventStreams(count: 1)
        var routes: [Int] = []
        let viaParent: (OptionalRequirement<String>) -> Bool = { requirement in
            routes.append(requirement.route)
            return requirement.route == 2
        }
        XCTAssertEqual(answers.answer(to: "scrolled:", forwardeeResponds: viaParent, streams: streams), true)
        XCTAssertEqual(answers.answer(to: "selected:", forwardeeResponds: viaParent, streams: streams), false)
        XCTAssertEqual(routes, [2, 0])
        XCTAssertEqual(answers.answers(forwardeeResponds: viaParent, streams: streams), [true, false])
    }

    func testASelectorListedTwiceKeepsItsFirstEntry() {
        let answers = OptionalAnswers([
            OptionalRequirement("dup:", .always), OptionalRequirement("dup:", .never),
            OptionalRequirement("twice:", .never), OptionalRequirement("twice:", .always),
        ])
        let streams = ProxyEventStreams(count: 1)
        XCTAssertEqual(answers.answer(to: "dup:", forwardeeResponds: never, streams: streams), true)
        XCTAssertEqual(answers.answer(to: "twice:", forwardeeResponds: never, streams: streams), false)
    }

    // MARK: - Observation changes

    func testObservationChangesOfStreamsCreatedBeforeAndAfterTheHandlerAreReported() {
        let streams = ProxyEventStreams(count: 3)
        let early: Signal<Int, Never> = streams.signal(0)
        var changes = 0
        streams.onObservationChange { changes += 1 }
        XCTAssertEqual(changes, 0)

        let first = early.observeValues { _ in }
        XCTAssertEqual(changes, 1, "the stream that existed gained its first observer")
        let second = early.observeValues { _ in }
        XCTAssertEqual(changes, 1, "a second observer changes nothing")
        first.dispose()
        XCTAssertEqual(changes, 1)
        second.dispose()
        XCTAssertEqual(changes, 2, "it lost its last observer")

        let late: Signal<String, Never> = streams.signal(2)
        XCTAssertEqual(changes, 2, "creating a stream is no observation")
        let observingLate = late.observeValues { _ in }
        XCTAssertEqual(changes, 3, "a stream created after the handler was set")
        observingLate.dispose()
        XCTAssertEqual(changes, 4)

        let before: Signal<String, Never> = streams.signal(1, BeforeCall.self)
        let observingBefore = before.observeValues { _ in }
        XCTAssertEqual(changes, 5, "an event before the call too")
        observingBefore.dispose()
        XCTAssertEqual(changes, 6)
    }

    func testALaterHandlerReplacesTheEarlierOne() {
        let streams = ProxyEventStreams(count: 2)
        let existing: Signal<Int, Never> = streams.signal(0)
        var first = 0
        var second = 0
        streams.onObservationChange { first += 1 }
        streams.onObservationChange { second += 1 }
        existing.observeValues { _ in }.dispose()
        (streams.signal(1) as Signal<Int, Never>).observeValues { _ in }.dispose()
        XCTAssertEqual(first, 0)
        XCTAssertEqual(second, 4)
    }

    func testAnswersFollowObservationAsTheHandlerIsTold() {
        // What a generated proxy does: on each change, it reads its answers again.
        let answers = OptionalAnswers(of: TickTable.self)
        let streams = ProxyEventStreams(count: 2)
        let forwardee = never
        var seen: [[Bool]] = []
        streams.onObservationChange { seen.append(answers.answers(forwardeeResponds: forwardee, streams: streams)) }
        let observing = (streams.signal(1, BeforeCall.self) as Signal<Int, Never>).observeValues { _ in }
        observing.dispose()
        XCTAssertEqual(seen, [[true, false, true], [false, false, true]])
    }
}
