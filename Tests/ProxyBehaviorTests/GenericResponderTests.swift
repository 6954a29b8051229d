// GenericResponderTests: generic requirements answered while there is no forwardee by the typed
// responder the proxy's initializer takes (`DecoderDelegateProxyGenericResponder`), then by the
// forwardee once there is one.

import Foundation
import ReactiveRuntime
import XCTest

/// Answers as a user's fallback would: decodes JSON, reads a fixed text.
final class JSONFallback: DecoderDelegateProxyGenericResponder {
    var asked: [String] = []
    func decoder<T: Decodable>(_ decoder: Widget, value type: T.Type, from text: String) throws -> T {
        asked.append("value \(text)")
        return try JSONDecoder().decode(T.self, from: Data(text.utf8))
    }
    func decoder<R>(_ decoder: Widget, reading body: (String) throws -> R) rethrows -> R {
        asked.append("reading")
        return try body("fallback")
    }
}

final class Decoding: DecoderDelegate {
    func decoder<T: Decodable>(_ decoder: Widget, value type: T.Type, from text: String) throws -> T {
        try JSONDecoder().decode([T].self, from: Data("[\(text)]".utf8))[0]
    }
    func decoder<R>(_ decoder: Widget, reading body: (String) throws -> R) rethrows -> R { try body("forwardee") }
    func decoder(_ decoder: Widget, count text: String) -> Int { text.count }
}

final class GenericResponderTests: XCTestCase {
    let widget = Widget(id: 1)

    func testGenericRequirementsAreAnsweredByTheTypedResponderUntilThereIsAForwardee() throws {
        let fallback = JSONFallback()
        let proxy = DecoderDelegateProxy(decoderCount: { _, text in text.count * 10 }, genericRequirements: fallback)
        var texts: [String] = []
        let disposable = proxy.events.decoderValueFrom.observeValues { event in texts.append(event.text) }

        // Each call is typed by the caller: the responder decodes the type asked for.
        let number: Int = try proxy.decoder(widget, value: Int.self, from: "42")
        let words: [String] = try proxy.decoder(widget, value: [String].self, from: #"["a","b"]"#)
        let length = proxy.decoder(widget) { text in text.count }
        XCTAssertEqual(number, 42)
        XCTAssertEqual(words, ["a", "b"])
        XCTAssertEqual(length, 8)
        XCTAssertThrowsError(try proxy.decoder(widget, value: Int.self, from: "not a number"))
        XCTAssertEqual(fallback.asked, ["value 42", #"value ["a","b"]"#, "reading", "value not a number"])
        XCTAssertEqual(proxy.decoder(widget, count: "abc"), 30)

        // With a forwardee, it answers instead.
        let original = Decoding()
        proxy.forwardee = original
        let forwarded: Int = try proxy.decoder(widget, value: Int.self, from: "7")
        XCTAssertEqual(forwarded, 7)
        XCTAssertEqual(proxy.decoder(widget) { $0 }, "forwardee")
        XCTAssertEqual(fallback.asked.count, 4)
        // A call that throws sends no after-event.
        XCTAssertEqual(texts, ["42", #"["a","b"]"#, "7"])
        disposable.dispose()
    }
}

/// A shelf of words by number: answers generic requirements naming `Item` and `Key` with the
/// collection type the caller asks for.
final class WordShelf: ShelfDelegateProxyGenericResponder {
    var words: [Int: [String]] = [1: ["one", "uno"], 2: ["two"]]
    var asked: [String] = []
    func shelf<C: RangeReplaceableCollection>(_ item: String, at key: Int, collectedAs type: C.Type) -> C
    where C.Element == String {
        asked.append("\(item) at \(key)")
        return C(words[key] ?? []) + [item]
    }
    func shelf<R>(itemsAt key: Int, _ body: ([String]) throws -> R) rethrows -> R {
        asked.append("items at \(key)")
        return try body(words[key] ?? [])
    }
}

final class Shelf: ShelfDelegate {
    func shelf<C: RangeReplaceableCollection>(_ item: String, at key: Int, collectedAs type: C.Type) -> C
    where C.Element == String { C(["forwardee", item]) }
    func shelf<R>(itemsAt key: Int, _ body: ([String]) throws -> R) rethrows -> R { try body(["forwardee"]) }
}

final class AssociatedTypeGenericResponderTests: XCTestCase {
    func testGenericRequirementsNamingAssociatedTypesAreAnsweredByTheTypedResponder() throws {
        let shelf = WordShelf()
        let proxy = ShelfDelegateProxy<Shelf>(genericRequirements: shelf)
        var keys: [Int] = []
        let disposable = proxy.events.shelfItemsAt.observeValues { key in keys.append(key) }

        // The responder is asked with the proxy's `Item` and `Key`, and answers the type asked for.
        let array = proxy.shelf("eins", at: 1, collectedAs: [String].self)
        let contiguous = proxy.shelf("zwei", at: 2, collectedAs: ContiguousArray<String>.self)
        let joined = proxy.shelf(itemsAt: 1) { $0.joined(separator: "+") }
        XCTAssertEqual(array, ["one", "uno", "eins"])
        XCTAssertEqual(contiguous, ["two", "zwei"])
        XCTAssertEqual(joined, "one+uno")
        XCTAssertThrowsError(try proxy.shelf(itemsAt: 2) { _ in throw CocoaError(.featureUnsupported) })
        XCTAssertEqual(shelf.asked, ["eins at 1", "zwei at 2", "items at 1", "items at 2"])

        // Once there is a forwardee, it answers instead.
        let original = Shelf()
        proxy.forwardee = original
        XCTAssertEqual(proxy.shelf("one", at: 1, collectedAs: [String].self), ["forwardee", "one"])
        XCTAssertEqual(proxy.shelf(itemsAt: 3) { $0 }, ["forwardee"])
        XCTAssertEqual(shelf.asked.count, 4)
        // The call that threw sent no after-event.
        XCTAssertEqual(keys, [1, 3])
        disposable.dispose()
    }
}
