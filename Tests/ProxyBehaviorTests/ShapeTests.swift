// ShapeTests: effects, overloads, generics, associated types, properties, subscripts,
// isolation, sendability, inheritance and `#if`, through generated proxies.

import Foundation
import ReactiveRuntime
import XCTest

final class Loader: LoaderDelegate {
    var settled = false
    func loader(_ loader: Widget, load id: Int) async throws -> String {
        await Task.yield()
        if id < 0 { throw WidgetError(code: id) }
        return "item \(id)"
    }
    func loader(_ loader: Widget, check id: Int) throws(WidgetError) {
        if id != 0 { throw WidgetError(code: id) }
    }
    func loader(_ loader: Widget, run body: () throws -> Void) rethrows { try body() }
    func loaderDidSettle(_ loader: Widget) async {
        await Task.yield()
        settled = true
    }
}

final class StringList: ListDelegate {
    var selected: [String] = []
    func list(didSelect item: String) { selected.append(item) }
    func list(titleFor item: String) -> String? { item.uppercased() }
}

final class Settings: SettingsDelegate {
    var name = "original"
    var volume = 0.5
    var values: [String: Int] = [:]
    subscript(key: String) -> Int? {
        get { values[key] }
        set { values[key] = newValue }
    }
}

final class Detail: DetailDelegate {
    var log: [String] = []
    func baseDidStart(_ sender: Widget) { log.append("start") }
    func detail(_ sender: Widget, didShow item: Int) { log.append("show \(item)") }
}

final class Notifier: NSObject, NotifierDelegate {
    var names: [String] = []
    func notifier(_ notifier: Widget, didPost name: String) { names.append(name) }
}

final class Connection: ConnectionDelegate {
    private let count = NSLock()
    nonisolated(unsafe) private var received = 0
    var total: Int { count.withLock { received } }
    func connection(_ connection: Widget, didReceive count: Int) { self.count.withLock { received += count } }
    func connectionShouldRetry(_ connection: Widget) -> Bool { true }
}

final class ShapeTests: XCTestCase {
    let widget = Widget(id: 7)

    func testAsyncThrowingRequirementsForwardResultsAndErrors() async throws {
        let original = Loader()
        let proxy = LoaderDelegateProxy(forwardingTo: original, loaderLoad: { _, _ in "responder" })
        var loaded: [Int] = []
        let disposable = proxy.events.loaderLoad.observeValues { loaded.append($0.id) }
        let value = try await proxy.loader(widget, load: 3)
        XCTAssertEqual(value, "item 3")
        do {
            _ = try await proxy.loader(widget, load: -1)
            XCTFail("the forwardee's error must propagate")
        } catch let error as WidgetError {
            XCTAssertEqual(error, WidgetError(code: -1))
        }
        XCTAssertEqual(loaded, [3], "a call that threw is not published")
        await proxy.loaderDidSettle(widget)
        XCTAssertTrue(original.settled, "the event for an async requirement comes after the awaited call")
        proxy.forwardee = nil
        let answer = try await proxy.loader(widget, load: 1)
        XCTAssertEqual(answer, "responder")
        disposable.dispose()
        withExtendedLifetime(original) {}
    }

    func testTypedThrowsAndRethrows() {
        let original = Loader()
        let proxy = LoaderDelegateProxy(forwardingTo: original, loaderLoad: { _, _ in "" })
        do throws(WidgetError) {
            try proxy.loader(widget, check: 2)
            XCTFail("expected a typed error")
        } catch {
            XCTAssertEqual(error.code, 2)  // `error` is statically a WidgetError
        }
        var ran = false
        proxy.loader(widget, run: { ran = true })  // rethrows: no `try` for a non-throwing body
        XCTAssertTrue(ran)
        withExtendedLifetime(original) {}
    }

    func testOverloadsGetDistinctNamesAndTheAnnotationWins() {
        let proxy = PlayerDelegateProxy()
        var log: [String] = []
        let disposables = [
            proxy.events.playerDidPlayInt.observeValues { log.append("int \($0.item)") },
            proxy.events.playerDidPlayString.observeValues { log.append("string \($0.item)") },
            proxy.events.stalled.observeValues { log.append("stalled \($0.time)") },
        ]
        proxy.player(widget, didPlay: 1)
        proxy.player(widget, didPlay: "one")
        proxy.player(widget, didStallAt: 1.5)
        XCTAssertEqual(log, ["int 1", "string one", "stalled 1.5"])
        disposables.forEach { $0.dispose() }
    }

    func testAssociatedTypesMakeAGenericTypedProxy() {
        let original = StringList()
        let proxy = ListDelegateProxy<StringList>(forwardingTo: original)
        var selected: [String] = []
        let disposable = proxy.events.listDidSelect.observeValues { (item: String) in selected.append(item) }
        proxy.list(didSelect: "a")
        XCTAssertEqual(proxy.list(titleFor: "b"), "B")
        XCTAssertEqual(original.selected, ["a"])
        XCTAssertEqual(selected, ["a"])
        disposable.dispose()
    }

    func testPropertiesAndSubscripts() {
        let original = Settings()
        let proxy = SettingsDelegateProxy(forwardingTo: original, name: { "fallback" }, volume: { 0 })
        var volumes: [Double] = []
        var keys: [String] = []
        let disposables = [
            proxy.events.volume.observeValues { volumes.append($0) },
            proxy.events.subscriptKey.observeValues { keys.append($0.key) },
        ]
        XCTAssertEqual(proxy.name, "original")
        proxy.volume = 0.8
        XCTAssertEqual(original.volume, 0.8)
        proxy["a"] = 1
        XCTAssertEqual(original.values, ["a": 1])
        XCTAssertEqual(proxy["a"], 1)
        XCTAssertEqual(volumes, [0.8])
        XCTAssertEqual(keys, ["a"])
        proxy.forwardee = nil
        XCTAssertEqual(proxy.name, "fallback")
        XCTAssertNil(proxy["a"])
        disposables.forEach { $0.dispose() }
        withExtendedLifetime(original) {}
    }

    @MainActor
    func testMainActorProxyWithANonisolatedRequirement() async {
        final class Screen: ScreenDelegate {
            var loads = 0
            func screenDidLoad(_ screen: Widget) { loads += 1 }
            nonisolated func screenIdentifier(_ screen: Widget) -> String? { "screen \(screen.id)" }
        }
        let original = Screen()
        let proxy = ScreenDelegateProxy(forwardingTo: original)
        proxy.screenDidLoad(widget)
        XCTAssertEqual(original.loads, 1)
        let widget = self.widget
        let identifier = await Task.detached { proxy.screenIdentifier(widget) }.value
        XCTAssertEqual(identifier, "screen 7")
    }

    func testSendableProxyIsSafeToShareAcrossThreads() {
        let original = Connection()
        let proxy = ConnectionDelegateProxy(forwardingTo: original, connectionShouldRetry: { _ in false })
        let events = NSLock()
        nonisolated(unsafe) var published = 0
        let disposable = proxy.events.connectionDidReceive.observeValues { event in
            events.withLock { published += event.count }
        }
        let widget = self.widget
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1000 { proxy.connection(widget, didReceive: 1) }
        }
        XCTAssertEqual(original.total, 8000)
        XCTAssertEqual(events.withLock { published }, 8000)
        XCTAssertTrue(proxy.connectionShouldRetry(widget))
        disposable.dispose()
    }

    func testInheritedRequirementsAreCovered() {
        let original = Detail()
        let proxy = DetailDelegateProxy(forwardingTo: original)
        var started = 0
        let disposable = proxy.events.baseDidStart.observeValues { _ in started += 1 }
        proxy.baseDidStart(widget)
        proxy.detail(widget, didShow: 2)
        XCTAssertEqual(original.log, ["start", "show 2"])
        XCTAssertEqual(started, 1)
        disposable.dispose()
    }

    func testNSObjectProtocolProxyIsAnNSObject() {
        let original = Notifier()
        let proxy = NotifierDelegateProxy(forwardingTo: original)
        XCTAssertTrue((proxy as AnyObject) is NSObject)
        proxy.notifier(widget, didPost: "hello")
        XCTAssertEqual(original.names, ["hello"])
        XCTAssertTrue(proxy.isEqual(proxy))
    }

    func testGenericRequirementsForwardAndCarryValuesAsAny() {
        final class Store: StoreDelegate {
            var saved: [String] = []
            func store<T: Sendable>(_ store: Widget, didSave value: T) { saved.append("\(value)") }
            func store<T>(_ store: Widget, fallbackFor key: String) -> T? { key as? T }
        }
        let original = Store()
        let proxy = StoreDelegateProxy(forwardingTo: original)
        var values: [String] = []
        let disposable = proxy.events.storeDidSave.observeValues { event in values.append("\(event.value)") }
        proxy.store(widget, didSave: 42)
        let fallback: String? = proxy.store(widget, fallbackFor: "key")
        XCTAssertEqual(fallback, "key")
        XCTAssertEqual(original.saved, ["42"])
        XCTAssertEqual(values, ["42"])
        disposable.dispose()
    }

    func testIfConfigRequirementsAreGeneratedUnderTheSameCondition() {
        final class Platform: PlatformDelegate {
            var started = false
            func platformDidStart(_ sender: Widget) { started = true }
        }
        let original = Platform()
        let proxy = PlatformDelegateProxy(forwardingTo: original)
        proxy.platformDidStart(widget)
        XCTAssertTrue(original.started)
    }
}
