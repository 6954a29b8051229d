// ByteScanTests: the word-at-a-time searches of ByteScan answer what a byte-by-byte search
// answers, at every offset and length around a word, on the bytes where their tricks could slip
// (0x0D/0x0E, 0x7F/0x80, 0xFF, the byte searched for and its neighbours).

import XCTest

@testable import ProxyGen

final class ByteScanTests: XCTestCase {
    /// Buffers of 0 to 40 bytes of a filler, with one or two special bytes placed at every offset.
    static func cases() -> [[UInt8]] {
        let specials: [UInt8] = [0x00, 0x09, 0x0A, 0x0D, 0x0E, 0x3F, 0x40, 0x41, 0x7F, 0x80, 0xC3, 0xFF]
        var cases: [[UInt8]] = []
        for length in 0...40 {
            for filler in [UInt8(ascii: "a"), 0x7F] {
                let plain = [UInt8](repeating: filler, count: length)
                cases.append(plain)
                for special in specials {
                    for offset in 0..<length {
                        var bytes = plain
                        bytes[offset] = special
                        cases.append(bytes)
                        if offset + 9 < length {
                            bytes[offset + 9] = UInt8(ascii: "@")
                            cases.append(bytes)
                        }
                    }
                }
            }
        }
        return cases
    }

    func testAnswersWhatAByteByByteSearchAnswers() {
        for bytes in Self.cases() {
            bytes.withUnsafeBufferPointer { buffer in
                XCTAssertEqual(ByteScan.isASCII(buffer), bytes.allSatisfy { $0 < 0x80 }, "\(bytes)")
                for start in Set([0, 1, 7, 8, 9, bytes.count / 2, bytes.count]) where start <= bytes.count {
                    for end in [start, (start + bytes.count) / 2, bytes.count] where end >= start {
                        let expected = bytes[start..<end].firstIndex(of: UInt8(ascii: "@")) ?? end
                        XCTAssertEqual(
                            ByteScan.firstIndex(of: UInt8(ascii: "@"), in: buffer, from: start, to: end), expected,
                            "@ in \(bytes)[\(start)..<\(end)]")
                    }
                    // Every byte before the answer is at least the limit, and the answer is at the
                    // first such byte or within the word of eight that holds it.
                    let found = ByteScan.firstIndexBelow(0x0E, in: buffer, from: start)
                    let first = bytes[start...].firstIndex { $0 < 0x0E } ?? bytes.count
                    XCTAssertTrue(bytes[start..<found].allSatisfy { $0 >= 0x0E }, "below 0x0E in \(bytes) from \(start)")
                    XCTAssertTrue(found <= first && first - found < 8 || first == bytes.count, "\(bytes) from \(start)")
                }
            }
        }
    }

    func testContainsByteAnswersWhatContainsAnswers() {
        for text in ["", "@", "abc", "a@b", String(repeating: "x", count: 17) + "@", "héllo@", "🙂🙂🙂🙂"] {
            for byte in [UInt8(ascii: "@"), UInt8(ascii: "x"), 0xF0, 0x00] {
                XCTAssertEqual(text.utf8.containsByte(byte), text.utf8.contains(byte), "\(byte) in \(text)")
            }
        }
    }
}
