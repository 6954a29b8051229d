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
