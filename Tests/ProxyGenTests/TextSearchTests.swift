// TextSearchTests: the generator's own word search finds what `_StringProcessing`'s
// `firstRange(of:)` finds (the generator cannot use that one: it needs macOS 13).

import XCTest

@testable import ProxyGen

final class TextSearchTests: XCTestCase {
    static let texts = [
        "", "@", "@event", "@event(", "/// @event(tapped)", "x @event( y @event(z)", "@even@event(",
        // A combining mark after the match makes its last character another character.
        "@event(\u{301}tapped)", "@event(\u{301} then @event(tapped)",
        // A prefix (U+0600) or a carriage return before the match.
        "\u{600}@event(a)", "\r@event(a)", "\r\n@event(a)",
        "héllo @proxyable", "@proxyableFoo", "e\u{301}@proxyable", "@proxyabl", "🙂@proxyable🙂",
        "iOS, deprecated: 13.0", "*, deprecated", "deprecate", "@_exported import Foo", "public import Bar",
    ]
    static let needles = ["@event(", "@proxyable", "deprecated", " import ", "@"]

    func testFindsWhatFirstRangeOfFinds() {
        for text in Self.texts {
            for needle in Self.needles {
                XCTAssertEqual(text.firstRange(ofASCII: needle), text.firstRange(of: needle), "\(needle) in \(text)")
                XCTAssertEqual(text.containsASCII(needle), text.firstRange(of: needle) != nil, "\(needle) in \(text)")
                let substring = text.dropFirst(text.isEmpty ? 0 : 1)
                XCTAssertEqual(
                    substring.firstRange(ofASCII: needle), substring.firstRange(of: needle),
                    "\(needle) in \(substring)")
            }
        }
    }

    func testMatchesOnlyWholeCharacters() {
        XCTAssertNil("@event(\u{301}tapped)".firstRange(ofASCII: "@event("))
        let text = "@event(\u{301} then @event(tapped)"
        let range = text.firstRange(ofASCII: "@event(")
        XCTAssertEqual(range.map { text[$0.upperBound...] }, "tapped)")
    }
}
