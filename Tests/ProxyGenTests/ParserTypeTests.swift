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

    func testBadTypeIsReportedAtItsPosition() {
        let (_, diagnostics) = parseSource("protocol P {\n    func f(x: Int, y: ) \n}")
        XCTAssertEqual(diagnostics, ["2:23: expected a type, found ')'"])
    }
}
