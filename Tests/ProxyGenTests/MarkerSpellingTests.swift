// MarkerSpellingTests: the near misses of the `@proxyable` marker, found in the comment before a
// protocol, with what the warning says; and what is not one.

import XCTest

@testable import ProxyGen

final class MarkerSpellingTests: XCTestCase {
    func testMisspelledMarkerIsFoundAtItsOffset() throws {
        let comment = "/// Receives progress.\n///\n/// @proxyabel\n"
        let miss = try XCTUnwrap(markerNearMiss(in: comment))
        XCTAssertEqual(miss.reason, .misspelled)
        XCTAssertEqual(miss.written, "@proxyabel")
        XCTAssertEqual(miss.offset, Array(comment.utf8).firstIndex(of: UInt8(ascii: "@")))
        XCTAssertEqual(
            miss.message,
            "'@proxyabel' is not the marker '@proxyable'; this protocol gets no proxy (write '/// @proxyable')")
        XCTAssertEqual(markerNearMiss(in: "/// @proxyble")?.reason, .misspelled)
        XCTAssertEqual(markerNearMiss(in: "/// @proxyables")?.reason, .misspelled)
    }

    func testMarkerInAnotherCase() {
        XCTAssertEqual(
            markerNearMiss(in: "/// @Proxyable"), MarkerNearMiss(offset: 4, written: "@Proxyable", reason: .wrongCase))
        XCTAssertEqual(markerNearMiss(in: "/** @PROXYABLE */")?.reason, .wrongCase)
    }

    func testMarkerInACommentThatIsNotADocComment() throws {
        let miss = try XCTUnwrap(markerNearMiss(in: "/// A delegate.\n  // @proxyable\n"))
        XCTAssertEqual(miss.reason, .notADocComment)
        XCTAssertEqual(miss.offset, 18)
        XCTAssertEqual(miss.written, "// @proxyable")
        XCTAssertTrue(miss.message.contains("'///'"), miss.message)
        XCTAssertEqual(markerNearMiss(in: "/* @proxyable */")?.reason, .notADocComment)
        XCTAssertEqual(markerNearMiss(in: "//// @proxyable")?.reason, .notADocComment)
    }

    func testTheWordWithoutItsAtAloneOnALine() {
        XCTAssertEqual(markerNearMiss(in: "/// Downloads.\n/// proxyable\n")?.reason, .missingAt)
        XCTAssertEqual(markerNearMiss(in: "/// Downloads.\n/// proxyable\n")?.offset, 19)
    }

    func testTheMarkerAndProseAreNotNearMisses() {
        XCTAssertNil(markerNearMiss(in: "/// @proxyable"))
        XCTAssertNil(markerNearMiss(in: "/**\n * Receives progress.\n * @proxyable\n */"))
        // The marker in the doc comment wins over a plain comment that repeats it.
        XCTAssertNil(markerNearMiss(in: "// @proxyable\n/// @proxyable\n"))
        XCTAssertNil(markerNearMiss(in: "/// A proxyable protocol: its calls become events.\n"))
        XCTAssertNil(markerNearMiss(in: "/// @objc, @MainActor and @available stay.\n/// @event(finished)\n"))
        XCTAssertNil(markerNearMiss(in: "// proxyable\n"))
        XCTAssertNil(markerNearMiss(in: ""))
    }
}
