// ParserTypeTests: the type grammar, checked by parsing a parameter type and printing it back.

import XCTest

@testable import ProxyGen

final class ParserTypeTests: XCTestCase {
    /// The type of `func f(x: <type>)` as parsed, printed back.
    func type(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        parseProtocol("protocol P { func f(x: \(text)) }", file: file, line: line)?.members.first?.function?.parameters
            .first?
            .type.description
    }

    func testRoundTrips() {
        let types = [
            "Int", "Swift.Int", "Int?", "Int!", "[Int]", "[String: [Int]]", "[Int]?", "Int??",
            "(Int, String)", "(a: Int, b: String)", "()", "Void", "Result<Int, any Error>",
            "Array<Dictionary<String, Int>>",
            "Foo.Bar<T>.Baz", "Self", "Self.Element", "T.Type", "T.Protocol", "any P.Type", "(any P).Type",
            "some Collection<Int>",
            "any P & Q", "P & Q & AnyObject", "(Int) -> Void", "(Int, String) async throws -> Bool",
            "() throws(MyError) -> Int",
            "@escaping (Int) -> Void", "@escaping @Sendable (Int) async -> Void", "@MainActor @Sendable () -> Void",
            "@autoclosure () -> Bool", "((Int) -> Void)?", "(_ x: Int, y: Int) -> Int", "(Int...) -> Void",
            "@escaping (Result<[String: Any], Error>) -> ()", "InlineArray<4, Int>", "Vector<-1, Int>",
            "@convention(c) (Int32) -> Int32",
        ]
        for text in types {
            XCTAssertEqual(type(text), text, text)
        }
    }

    func testFunctionTypeReturningFunctionType() {
        XCTAssertEqual(type("(Int) -> (String) -> Void"), "(Int) -> (String) -> Void")
    }

    func testSpecifiersBeforeAttributes() {
        XCTAssertEqual(type("inout [Int]"), "inout [Int]")
        XCTAssertEqual(type("sending @escaping () -> Void"), "sending @escaping () -> Void")
    }

    func testPackExpansionInGenericArguments() {
        XCTAssertEqual(type("Tuple<repeat each T>"), "Tuple<repeat each T>")
    }

    /// Types written as one name are found by their bytes (``NamedTypeTable``): names of every
    /// length, names that differ only past their sixteenth byte, in their middle or in their last
    /// byte, and names near the end of the file (read byte by byte), each repeated and made optional.
    func testNamedTypesAreToldApartByEveryByte() {
        let names =
            (1...40).map { String(repeating: "A", count: $0) } + [
                "ABCDEFGHIJKLMNOPQ1", "ABCDEFGHIJKLMNOPQ2", "ABCDEFGHIJKLMNOP_x_QRSTUVWX",
                "ABCDEFGHIJKLMNOP_y_QRSTUVWX", "ABCDEFGH1", "ABCDEFGH2", "Été", "Ét", "`Type`", "Type",
            ]
        let types = names + names.map { $0 + "?" } + names
        for padding in ["", "\n" + String(repeating: "// padding\n", count: 4)] {
            let parameters = types.enumerated().map { "p\($0.offset): \($0.element)" }.joined(separator: ", ")
            let parsed = parseProtocol("protocol P { func f(\(parameters)) }" + padding)?.members.first?.function?
                .parameters.map(\.type.description)
            XCTAssertEqual(parsed, types)
        }
        // The second of each pair is read byte by byte, near the end of the file; the first is not.
        for name in ["ABCDEFGHIJKLMNOPQ1", "ABCDEFGH1", "Ab"] {
            let padding = String(repeating: " ", count: 16)
            let parsed = parseProtocol("protocol P { func f(x: \(name),\(padding)y: \(name)) }")?.members.first?
                .function?.parameters.map(\.type.description)
            XCTAssertEqual(parsed, [name, name])
        }
    }

    /// ``Parser/string(_:)`` gives what `String(decoding:as:)` gives, invalid UTF-8 repaired alike,
    /// at every length around a String's own room.
    func testStringsOfBytesAreDecodedAsStringDecodingDoes() {
        var samples: [[UInt8]] = [
            [], [0x61, 0xFF], [0xC3], [0xE2, 0x82], [0x61, 0xC3, 0xA9, 0x80], [0xF0, 0x9F, 0x90, 0xB6],
            [0xED, 0xA0, 0x80], [0xC0, 0xAF, 0x41], [0x80],
        ]
        for length in 1...20 {
            samples.append(Array(String(repeating: "a", count: length).utf8))
            samples.append(Array(String(repeating: "a", count: length - 1).utf8) + [0xFF])
            samples.append(Array(String(repeating: "é", count: length).utf8.prefix(length)))
        }
        for bytes in samples {
            let expected = String(decoding: bytes, as: UTF8.self)
            let string = bytes.withUnsafeBufferPointer { Parser.string($0) }
            XCTAssertEqual(Array(string.utf8), Array(expected.utf8), "\(bytes)")
            XCTAssertEqual(string, expected)
        }
    }

    func testBadTypeIsReportedAtItsPosition() {
        let (_, diagnostics) = parseSource("protocol P {\n    func f(x: Int, y: ) \n}")
        XCTAssertEqual(diagnostics, ["2:23: expected a type, found ')'"])
    }
}
