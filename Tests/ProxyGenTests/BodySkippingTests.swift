// BodySkippingTests: the lexer leaves out the tokens of bodies the parser only runs through, and
// the parse of a file is the same as with every token.

import XCTest

@testable import ProxyGen

final class BodySkippingTests: XCTestCase {
    /// The lexer's tokens and problems with and without skipping, and the parser's model and
    /// problems on each, compared; returns the skipping lexer's tokens.
    @discardableResult
    private func assertSameParse(
        _ source: String, file: StaticString = #filePath, line: UInt = #line
    ) -> [Token] {
        let bytes = Array(source.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            let every = Lexer.tokenize(buffer)
            let skipping = Lexer.tokenize(buffer, skippingBodies: true)
            XCTAssertEqual(skipping.problems, every.problems, "lexer problems", file: file, line: line)
            // Every token left is made as when every token is made (a skipped body's `}` included,
            // with the trivia before it).
            let byStart = Dictionary(every.tokens.map { ($0.start, $0) }, uniquingKeysWith: { first, _ in first })
            for var token in skipping.tokens {
                token.isSkippedBody = false
                XCTAssertEqual(byStart[token.start], token, "token at \(token.start)", file: file, line: line)
            }
            let full = Parser.parse(bytes: buffer, tokens: every.tokens, fileIndex: 0)
            let partial = Parser.parseIfComplete(bytes: buffer, tokens: skipping.tokens, fileIndex: 0)
            if partial.isComplete {
                XCTAssertEqual(partial.model, full.model, "model", file: file, line: line)
                XCTAssertEqual(partial.problems, full.problems, "parser problems", file: file, line: line)
            }
            // What `Parser.parse` gives, falling back to every token where needed.
            let (model, diagnostics) = Parser.parse(SourceFile(path: "t.swift", bytes: bytes))
            var expected = full.model
            expected.path = "t.swift"
            expected.docCommentsMayHoldAnnotations = Lexer.tokenize(buffer, skippingBodies: false).docCommentsHoldAt
            XCTAssertEqual(model, expected, "Parser.parse model", file: file, line: line)
            XCTAssertEqual(
                diagnostics.map(\.message), (every.problems + full.problems).map(\.message), "Parser.parse diagnostics",
                file: file, line: line)
            return skipping.tokens
        }
    }

    private func skippedBodies(_ tokens: [Token]) -> Int {
        tokens.filter { $0.isSkippedBody && $0.kind == .leftBrace }.count
    }

    func testFunctionAndClosureBodiesAreLeftOut() {
        let source = """
            import Foundation

            public protocol Delegate: AnyObject {
                func didLoad(_ value: Int)
                var name: String { get set }
            }

            extension Delegate {
                func didLoad(_ value: Int) { print("loaded \\(value)", [1, 2].map { $0 * 2 }) }
                var name: String { get { "x" } set {} }
            }

            final class Model {
                func run() -> Int {
                    let f = { (x: Int) -> Int in x + 1 }
                    return f(1) / 2 ... 3
                }
            }

            let table = [1: { 2 }]
            """
        let tokens = assertSameParse(source)
        // `didLoad`'s and `name`'s bodies, `run`'s, and the closure in the dictionary.
        XCTAssertEqual(skippedBodies(tokens), 4)
        let texts = tokens.map { String(decoding: Array(source.utf8)[Int($0.start)..<Int($0.end)], as: UTF8.self) }
        XCTAssertFalse(texts.contains("print"))
        XCTAssertFalse(texts.contains("in"))
        // The protocol's accessor block is read; the extension's is not.
        XCTAssertEqual(texts.filter { $0 == "get" }.count, 1)
        XCTAssertEqual(texts.filter { $0 == "set" }.count, 1)
    }

    func testBodiesThatNeedEveryTokenAreLexedWhole() {
        // `#if`, a `#` keyword, a possible regex literal, a closer that does not match, a
        // non-ASCII name and an unterminated body each keep the body's tokens.
        for body in [
            "#if os(Linux)\n x()\n #endif", "f(#line)", "let r = /a+/", "x = a/b", "( ]", "let café = 1",
            "a..//not a comment {",
        ] {
            let tokens = assertSameParse("func f() {\n\(body)\n}\nfunc g() { 1 }\n")
            XCTAssertLessThanOrEqual(skippedBodies(tokens), 1, body)
        }
        XCTAssertEqual(skippedBodies(assertSameParse("func f() {\n#if X\n#endif\n}\n")), 0)
        // Delimiters nested 32 deep in a body are followed; deeper, the body is lexed whole.
        let nested32 = String(repeating: "(", count: 32) + String(repeating: ")", count: 32)
        XCTAssertEqual(skippedBodies(assertSameParse("func f() { \(nested32) }\n")), 1)
        let nested33 = "[" + nested32 + "]"
        XCTAssertEqual(skippedBodies(assertSameParse("func f() { \(nested33) }\n")), 0)
    }

    func testLiteralsAndCommentsInSkippedBodies() {
        let tokens = assertSameParse(
            """
            func f() {
                let a = "}{ \\(g("(", { ")" }())) \\" "
                let b = #"}"# + ##"\\#(x)"##
                let c = \"\"\"
                    }
                    \"\"\"
                let d = `a}b` // }
                /* } /* { */ */ let e = #/}/#
                let f = a.../**/b ..< c
            }
            protocol P { func g() }
            """)
        XCTAssertEqual(skippedBodies(tokens), 1)
    }

    func testTheTriviaBeforeASkippedBodysBraceIsReadAsWithEveryToken() {
        for body in [
            "x()\n/// doc\n", "x() // note\n", "x() /* a */ /** doc */ ", "x()\n  /// one\n  /// two\n  // plain\n",
            "\n", "", "/// only\n",
        ] {
            let tokens = assertSameParse("func f() {\(body)}\nprotocol P {}\n")
            XCTAssertEqual(skippedBodies(tokens), 1, body)
        }
    }

    func testProblemsInSkippedBodiesAreReported() {
        let tokens = assertSameParse("func f() {\n let s = \"open\n let t = `x\n}\nprotocol P {}\n")
        XCTAssertEqual(skippedBodies(tokens), 1)
    }

    func testScansThatCrossASkippedBodyParseEveryToken() {
        // An attribute whose arguments hold a closure, a `#if` condition followed by a brace on its
        // line, a modifier with a closure in parentheses, an accessor block in an extension read as
        // a protocol's would be.
        for source in [
            "extension P {\n @Attr({ f() }) func g() {}\n}\n",
            "extension P {\n internal({ f() }) func g() {}\n}\n",
            "#if X { a }\nprotocol P {}\n#endif\n",
            "protocol P { var x: Int { get } }\nextension P { @objc var y: Int { 1 } }\n",
            "protocol P {\n func f() -> Int = { 1 }\n}\n",
            "extension P {\n func f() { } } }\n",
            "struct S { func f() { } }\nextension S: P where T == { } { func g() {} }\n",
        ] {
            assertSameParse(source)
        }
    }
}
