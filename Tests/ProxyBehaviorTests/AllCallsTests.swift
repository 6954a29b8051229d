// AllCallsTests: `events.all` and `beforeEvents.all` send every call of a proxy, in order, as one
// value of its `Call` enum, and `reactive.calls.all` / `calls.before.all` those of an observing
// subclass; `for await` over them serves any number of loops, each ended alone.

import ReactiveRuntime
import XCTest

/// A transfer's progress, reported call by call: its payloads are `Sendable`, so is its `Call`.
///
/// @proxyable
public protocol TransferDelegate: AnyObject {
    func transferDidStart(id: Int)
    func transfer(id: Int, didProgress fraction: Double)
    func transferDidFinish(id: Int, bytes: Int) -> Bool
    func transferWasCancelled()
}

/// What a reducer keeps: the transfers under way and their progress, changed by one `switch`.
struct TransferState: Equatable {
    var progress: [Int: Double] = [:]
    var finishedBytes = 0
    var cancellations = 0

    mutating func reduce(_ call: TransferDelegateProxy.Call) {
        switch call {
        case .transferDidStartId(let id): progress[id] = 0
        case .transferIdDidProgress(let id, let fraction): progress[id] = fraction
        case .transferDidFinishIdBytes(let id, let bytes):
            progress[id] = nil
            finishedBytes += bytes
        case .transferWasCancelled: cancellations += 1
        }
    }
}

/// The calls as text, to compare sequences of them.
func describe(_ call: TransferDelegateProxy.Call) -> String {
    switch call {
    case .transferDidStartId(let id): "start \(id)"
    case .transferIdDidProgress(let id, let fraction): "progress \(id) \(fraction)"
    case .transferDidFinishIdBytes(let id, let bytes): "finish \(id) \(bytes)"
    case .transferWasCancelled: "cancelled"
    }
}

final class AllCallsTests: XCTestCase {
    func testAllSendsEveryCallInOrderBeforeAndAfterTheForwardee() {
        final class Original: TransferDelegate {
            var calls = 0
            func transferDidStart(id: Int) { calls += 1 }
            func transfer(id: Int, didProgress fraction: Double) { calls += 1 }
            func transferDidFinish(id: Int, bytes: Int) -> Bool {
                calls += 1
                return true
            }
            func transferWasCancelled() { calls += 1 }
        }
        let original = Original()
        let proxy = TransferDelegateProxy(forwardingTo: original, transferDidFinishIdBytes: { _, _ in false })
        var seen: [String] = []
        var state = TransferState()
        let disposables = [
            proxy.beforeEvents.all.observeValues { seen.append("before \(describe($0)), forwarded \(original.calls)") },
            proxy.events.all.observeValues { call in
                seen.append("after \(describe(call)), forwarded \(original.calls)")
                state.reduce(call)
            },
        ]
        proxy.transferDidStart(id: 7)
        proxy.transfer(id: 7, didProgress: 0.5)
        XCTAssertTrue(proxy.transferDidFinish(id: 7, bytes: 1_024))
        proxy.transferWasCancelled()
        XCTAssertEqual(
            seen,
            [
                "before start 7, forwarded 0", "after start 7, forwarded 1",
                "before progress 7 0.5, forwarded 1", "after progress 7 0.5, forwarded 2",
                "before finish 7 1024, forwarded 2", "after finish 7 1024, forwarded 3",
                "before cancelled, forwarded 3", "after cancelled, forwarded 4",
            ])
        XCTAssertEqual(state, TransferState(progress: [:], finishedBytes: 1_024, cancellations: 1))
        disposables.forEach { $0.dispose() }
    }

    func testAllCompletesWhenTheProxyGoesAway() {
        var proxy: TransferDelegateProxy? = TransferDelegateProxy(transferDidFinishIdBytes: { _, _ in true })
        var completed = false
        let disposable = proxy?.events.all.observeCompleted { completed = true }
        proxy = nil
        XCTAssertTrue(completed)
        disposable?.dispose()
    }

    func testTwoLoopsEachGetEveryCallAndCancellingOneLeavesTheOther() async {
        let proxy = TransferDelegateProxy(transferDidFinishIdBytes: { _, _ in true })
        let whole = proxy.events.all.values
        let half = proxy.events.all.values
        let (halfReachedThree, reached) = AsyncStream.makeStream(of: Void.self)
        let wholeLoop = Task {
            var received: [String] = []
            for await call in whole {
                received.append(describe(call))
                if received.count == 6 { break }
            }
            return received
        }
        let halfLoop = Task {
            var received: [String] = []
            for await call in half {
                received.append(describe(call))
                if received.count == 3 { reached.yield() }
            }
            return received
        }
        proxy.transferDidStart(id: 1)
        proxy.transfer(id: 1, didProgress: 0.25)
        proxy.transfer(id: 1, didProgress: 0.75)
        for await _ in halfReachedThree { break }
        halfLoop.cancel()
        let halfReceived = await halfLoop.value
        _ = proxy.transferDidFinish(id: 1, bytes: 10)
        proxy.transferDidStart(id: 2)
        proxy.transferWasCancelled()
        let wholeReceived = await wholeLoop.value
        XCTAssertEqual(
            wholeReceived,
            ["start 1", "progress 1 0.25", "progress 1 0.75", "finish 1 10", "start 2", "cancelled"])
        XCTAssertEqual(halfReceived, ["start 1", "progress 1 0.25", "progress 1 0.75"])
    }

    func testAnObservingSubclassSendsEveryCallBeforeAndAfterSuperWithItsResult() throws {
        let screen = ObservableScreen(title: "home")
        var seen: [String] = []
        let before = screen.reactive.calls.before.all.observeValues { call in
            switch call {
            case .viewWillAppear(let animated): seen.append("before appear \(animated)")
            case .loadUrlAttempts(let url, let attempts): seen.append("before load \(url.path) \(attempts)")
            case .adjust(let value): seen.append("before adjust \(value)")
            case .journal: break  // `super` writes its journal: a set of an observed property
            default: seen.append("before other")
            }
        }
        let after = screen.reactive.calls.all.observeValues { call in
            switch call {
            case .viewWillAppear(let animated): seen.append("after appear \(animated)")
            case .loadUrlAttempts(_, _, let result): seen.append("after load \(result.count) bytes")
            case .adjust(let value): seen.append("after adjust \(value)")
            case .journal: break
            default: seen.append("after other")
            }
        }
        screen.viewWillAppear(true)
        _ = try screen.load(url: URL(string: "https://example.com/a")!, attempts: 1)
        XCTAssertThrowsError(try screen.load(url: URL(string: "https://example.com/b")!, attempts: 0))
        var value = 1
        screen.adjust(&value)
        XCTAssertEqual(
            seen,
            [
                "before appear true", "after appear true",
                "before load /a 1", "after load 21 bytes",
                "before load /b 0",
                "before adjust 1", "after adjust 2",
            ])
        before.dispose()
        after.dispose()
    }
}
