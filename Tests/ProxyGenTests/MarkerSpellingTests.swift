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

    /// How the resolver finds the comment to check: the lines above a declaration's first byte.
    func testTheCommentBeforeADeclarationIsFoundWithItsOffset() throws {
        let source = """
            import Foundation

            struct Other {}
            /// Receives progress.
            ///
            // @proxyable
            @MainActor
            public protocol DownloadDelegate: AnyObject {}
            """
        let bytes = Array(source.utf8)
        let declaration = try XCTUnwrap(source.utf8.indices(of: "@MainActor"))
        let (text, start) = try XCTUnwrap(leadingComment(in: bytes, before: declaration))
        XCTAssertEqual(text, "/// Receives progress.\n///\n// @proxyable\n")
        let miss = try XCTUnwrap(markerNearMiss(in: text))
        XCTAssertEqual(miss.reason, .notADocComment)
        let place = start + miss.offset
        XCTAssertEqual(String(decoding: bytes[place..<place + 13], as: UTF8.self), "// @proxyable")

        let blockSource = "let x = 1\n\n/**\n * @Proxyable\n */\nprotocol P {}\n"
        let block = Array(blockSource.utf8)
        let blockComment = try XCTUnwrap(
            leadingComment(in: block, before: try XCTUnwrap(blockSource.utf8.indices(of: "protocol"))))
        XCTAssertEqual(blockComment.text, "/**\n * @Proxyable\n */\n")
        XCTAssertEqual(markerNearMiss(in: blockComment.text)?.reason, .wrongCase)

        XCTAssertNil(leadingComment(in: Array("struct A {}\nprotocol P {}\n".utf8), before: 12))
        XCTAssertNil(leadingComment(in: Array("protocol P {}\n".utf8), before: 0))
    }
}

extension String.UTF8View {
    /// The offset of the first occurrence of `text`.
    fileprivate func indices(of text: String) -> Int? {
        let bytes = Array(self)
        let needle = Array(text.utf8)
        guard needle.count <= bytes.count else { return nil }
        return (0...(bytes.count - needle.count)).first { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
    }
}
