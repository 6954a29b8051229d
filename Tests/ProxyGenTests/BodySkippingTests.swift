// BodySkippingTests: the file scan runs through function, closure and accessor bodies by their
// delimiters; nothing in them is read as a declaration, and what follows them is read.

import XCTest

@testable import ProxyGen

final class BodySkippingTests: XCTestCase {
    private func parse(_ source: String) -> (model: FileModel, messages: [String]) {
        let (model, diagnostics) = Parser.parse(SourceFile(path: "t.swift", text: source))
        return (model, diagnostics.map(\.message))
    }

    func testFunctionAndClosureBodiesAreRunThrough() {
        let (model, messages) = parse(
            """
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
            protocol After {}
            """)
        XCTAssertEqual(messages, [])
        XCTAssertEqual(model.protocols.map(\.name), ["Delegate", "After"])
        XCTAssertEqual(model.extensions.first?.members.count, 2)
    }

    func testBodiesHoldingDirectivesRegexesAndOddClosers() {
        for body in [
            "#if os(Linux)\n x()\n #endif", "f(#line)", "let r = /a+/", "x = a/b", "let café = 1",
            "a..//not a comment {\n}",
        ] {
            let (model, messages) = parse("func f() {\n\(body)\n}\nprotocol P {}\n")
            XCTAssertEqual(messages, [], body)
            XCTAssertEqual(model.protocols.map(\.name), ["P"], body)
        }
        let (_, messages) = parse("func f() {\n( ]\n}\nprotocol P {}\n")
        XCTAssertFalse(messages.isEmpty)
    }

    func testLiteralsAndCommentsInBodies() {
        let (model, messages) = parse(
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
        XCTAssertEqual(messages, [])
        XCTAssertEqual(model.protocols.first?.members.count, 1)
    }

    func testProblemsInBodiesAreReported() {
        let (_, messages) = parse("func f() {\n let s = \"open\n let t = `x\n}\nprotocol P {}\n")
        XCTAssertEqual(messages.count, 2)
    }

    func testAttributeArgumentsHoldingClosures() {
        for source in [
            "extension P {\n @Attr({ f() }) func g() {}\n}\n",
            "extension P {\n internal({ f() }) func g() {}\n}\n",
        ] {
            let (model, _) = parse(source)
            XCTAssertEqual(model.extensions.first?.members.count, 1, source)
        }
    }
}
