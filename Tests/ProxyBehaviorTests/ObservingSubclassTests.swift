// ObservingSubclassTests: generated observing subclasses publish each call of an overridden
// method before and after `super` runs, with typed arguments and results, for a user's further
// subclass too.

import Foundation
@testable import ReactiveRuntime
import XCTest

final class ObservingSubclassTests: XCTestCase {
    func testTheBeforeEventPrecedesSuperAndTheAfterEventFollowsIt() {
        let screen = ObservableScreen(title: "home")
        let disposables = [
            screen.reactive.calls.before.viewWillAppear.observeValues { animated in
                screen.journal.append("before \(animated)")
            },
            screen.reactive.calls.viewWillAppear.observeValues { animated in
                screen.journal.append("after \(animated)")
            },
        ]
        screen.viewWillAppear(true)
        screen.viewWillAppear(false)
        XCTAssertEqual(
            screen.journal,
            [
                "before true", "super viewWillAppear true", "after true",
                "before false", "super viewWillAppear false", "after false",
            ])
        disposables.forEach { $0.dispose() }
    }

    func testASettablePropertysSetterIsObservedAsACallWithTheNewValue() {
        let screen = ObservableScreen(title: "home")
        let disposables = [
            screen.reactive.calls.before.subtitle.observeValues { screen.journal.append("before \($0)") },
            screen.reactive.calls.subtitle.observeValues { screen.journal.append("after \($0)") },
        ]
        screen.subtitle = "news"
        XCTAssertEqual(screen.subtitle, "news", "the getter reads super's")
        XCTAssertEqual(screen.journal, ["before news", "super subtitle news", "after news"])
        disposables.forEach { $0.dispose() }
    }

    func testAFurtherSubclassThatOverridesAgainAndCallsSuperIsObserved() {
        let profile = ProfileScreen(title: "profile")
        XCTAssertEqual(profile.title, "profile", "the superclass's initializer is inherited")
        let disposables = [
            profile.reactive.calls.before.viewWillAppear.observeValues { profile.journal.append("before \($0)") },
            profile.reactive.calls.viewWillAppear.observeValues { profile.journal.append("after \($0)") },
        ]
        profile.viewWillAppear(true)
        XCTAssertEqual(
            profile.journal,
            [
                "profile before super", "before true", "super viewWillAppear true", "after true",
                "profile after super",
            ])
        disposables.forEach { $0.dispose() }
    }

    func testTheAfterEventCarriesTheResultAndACallThatThrowsSendsOnlyTheBeforeEvent() throws {
        let screen = ObservableScreen(title: "home")
        let url = URL(string: "https://example.com/a")!
        var before: [Int] = []
        var after: [(url: URL, result: Data)] = []
        let disposables = [
            screen.reactive.calls.before.loadUrlAttempts.observeValues { before.append($0.attempts) },
            screen.reactive.calls.loadUrlAttempts.observeValues { after.append(($0.url, $0.result)) },
        ]
        let data = try screen.load(url: url, attempts: 2)
        XCTAssertEqual(data, Data("https://example.com/a".utf8))
        XCTAssertThrowsError(try screen.load(url: url, attempts: 0)) { error in
            XCTAssertEqual(error as? ScreenError, ScreenError(code: 0))
        }
        XCTAssertEqual(before, [2, 0])
        XCTAssertEqual(after.map(\.url), [url])
        XCTAssertEqual(after.map(\.result), [data])
        XCTAssertEqual(screen.journal, ["super load", "super load"])
        disposables.forEach { $0.dispose() }
    }

    func testAnAsyncMethodSendsBeforeItSuspendsAndAfterItReturns() async {
        let screen = ObservableScreen(title: "home")
        let disposables = [
            screen.reactive.calls.before.fetchId.observeValues { screen.journal.append("before \($0)") },
            screen.reactive.calls.fetchId.observeValues { screen.journal.append("after \($0.id) \($0.result)") },
        ]
        let item = await screen.fetch(id: 7)
        XCTAssertEqual(item, "item 7")
        XCTAssertEqual(screen.journal, ["before 7", "super fetch 7", "after 7 item 7"])
        disposables.forEach { $0.dispose() }
    }

    func testOverloadsInoutGenericsAndNonEscapingClosures() {
        let screen = ObservableScreen(title: "home")
        var log: [String] = []
        let disposables = [
            screen.reactive.calls.presentCompletion.observeValues { log.append("title \($0)") },
            screen.reactive.calls.presentInt.observeValues { log.append("count \($0)") },
            screen.reactive.calls.presentString.observeValues { log.append("string \($0)") },
            screen.reactive.calls.before.adjust.observeValues { log.append("adjust from \($0)") },
            screen.reactive.calls.adjust.observeValues { log.append("adjust to \($0)") },
            screen.reactive.calls.describe.observeValues { log.append("describe \($0.value) \($0.result)") },
        ]
        var ran = false
        screen.present("Hi") { ran = true }
        screen.present(3)
        screen.present("Ho")
        var value = 1
        screen.adjust(&value)
        XCTAssertEqual(screen.describe(5), "<5>")
        XCTAssertTrue(ran, "the non-escaping closure reaches super")
        XCTAssertEqual(value, 2)
        XCTAssertEqual(
            log, ["title Hi", "count 3", "string Ho", "adjust from 1", "adjust to 2", "describe 5 <5>"])
        disposables.forEach { $0.dispose() }
    }

    func testAnUnobservedObjectAllocatesNoStreamAndCompletesWhenReleased() {
        var screen: ObservableScreen? = ObservableScreen(title: "home")
        screen?.viewWillAppear(true)
        let streams = Mirror(reflecting: screen!).descendant(SubclassStreamsName.value) as? ProxyEventStreams
        XCTAssertNotNil(streams, "the subclass stores its streams")
        XCTAssertNil(streams?.storage.table, "no stream table while nobody observes")
        var completed = false
        _ = screen?.reactive.calls.viewWillAppear.observeCompleted { completed = true }
        XCTAssertNotNil(streams?.storage.table)
        screen = nil
        XCTAssertTrue(completed, "the streams complete when the object is released")
    }

    func testAnUnobservedCallOfAPlainClassTestsTheFlagThatReadingCallsSets() {
        let screen = ObservableScreen(title: "home")
        screen.viewWillAppear(true)
        XCTAssertEqual(Mirror(reflecting: screen).descendant(SubclassStreamsName.flag) as? Bool, false)
        let calls = screen.reactive.calls
        XCTAssertEqual(Mirror(reflecting: screen).descendant(SubclassStreamsName.flag) as? Bool, true)
        var seen: [Bool] = []
        let disposable = calls.viewWillAppear.observeValues { seen.append($0) }
        screen.viewWillAppear(false)
        XCTAssertEqual(seen, [false])
        disposable.dispose()
    }

    func testASendableClassIsObservedFromSeveralThreadsAtOnce() {
        let tally = ObservableSharedTally()
        XCTAssertNil(
            Mirror(reflecting: tally).descendant(SubclassStreamsName.flag),
            "a Sendable class's subclass has no plain flag")
        let before = LockedSum()
        let after = LockedSum()
        // Calls start before anyone observes, and go on while the streams are created.
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                for value in 1...500 { tally.add(value) }
            }
        }
        let disposables = [
            tally.reactive.calls.before.add.observeValues { before.add($0) },
            tally.reactive.calls.add.observeValues { after.add($0) },
        ]
        group.wait()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for value in 1...500 { tally.add(value) }
        }
        XCTAssertEqual(tally.total, 8 * 125_250)
        XCTAssertGreaterThanOrEqual(before.value, 4 * 125_250, "every call made once observed is seen")
        XCTAssertGreaterThanOrEqual(after.value, 4 * 125_250)
        disposables.forEach { $0.dispose() }
    }

    @MainActor
    func testAMainActorClassIsObservedOnItsActor() {
        let screen = ObservableMainScreen()
        var points: [Int] = []
        let disposable = screen.reactive.calls.tapAt.observeValues { points.append($0) }
        screen.tap(at: 4)
        XCTAssertEqual(points, [4])
        XCTAssertEqual(screen.taps, [4])
        disposable.dispose()
    }
}

/// The stored property's name, as the generator writes it.
private enum SubclassStreamsName {
    static let value = "proxyGenCallStreams"
    static let flag = "proxyGenCallsObserved"
}

/// A sum added to from several threads.
private final class LockedSum: @unchecked Sendable {
    private let lock = NSLock()
    private var sum = 0

    var value: Int { lock.withLock { sum } }

    func add(_ value: Int) {
        lock.withLock { sum += value }
    }
}
