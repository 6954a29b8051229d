// ParserRecoveryTests: diagnostics at the right line and column, recovery at the next member, and
// skipping of code the parser does not need across every literal, comment and #if form.

import XCTest

@testable import ProxyGen

final class ParserRecoveryTests: XCTestCase {
    func testBadMemberIsReportedAndParsingResumesAtTheNextMember() throws {
        let (model, diagnostics) = parseSource(
            """
            protocol P {
                func good1()
                func bad(x Int)
                var missing: Int
                let constant: Int
                case nope
                func good2(a: [Int: String]) -> Bool
            }
            protocol Q { func q() }
            """)
        XCTAssertEqual(
            diagnostics,
            [
                "3:19: expected ':' after parameter name 'Int', found ')'",
                "5:5: expected '{ get }' or '{ get set }' after a property requirement, found 'let'",
                "5:5: protocols cannot require 'let' properties; use 'var name: Type { get }'",
                "6:5: expected a protocol requirement (func, var, subscript, init, associatedtype or typealias), found 'case'",
            ])
        let p = try XCTUnwrap(model.protocols.first)
        XCTAssertEqual(p.members.compactMap(\.function).map(\.name), ["good1", "good2"])
        XCTAssertTrue(p.hasParseErrors)
        XCTAssertEqual(model.protocols.map(\.name), ["P", "Q"])
        XCTAssertFalse(model.protocols[1].hasParseErrors)
    }

    func testBadHeaderIsReportedAndTheRestOfTheFileIsRead() {
        let (model, diagnostics) = parseSource("protocol A<1> {}\nprotocol B: {}\nprotocol C {}")
        XCTAssertEqual(
            diagnostics,
            ["1:12: expected a primary associated type name, found '1'", "2:13: expected a type, found '{'"])
        XCTAssertEqual(model.protocols.map(\.name), ["C"])
    }

    func testUnbalancedDelimitersAreReportedWhereTheyOpen() {
        XCTAssertEqual(parseSource("func f() {\n  let a = (1, 2\n}\n").diagnostics, ["2:11: '(' is never closed"])
        XCTAssertEqual(parseSource("struct S {\n  func f() {}\n").diagnostics, ["1:10: '{' is never closed"])
        XCTAssertEqual(
            parseSource("let a = 1\n  )\n").diagnostics, ["2:3: unexpected ')' without a matching opening delimiter"])
    }

    func testProtocolWithoutClosingBrace() {
        let (model, diagnostics) = parseSource("protocol P {\n    func f()\n")
        XCTAssertEqual(diagnostics, ["1:12: protocol 'P' has no closing '}' for the '{' here"])
        XCTAssertEqual(model.protocols.first?.members.count, 1)
    }

    func testStrayElseInProtocolBody() {
        let (_, diagnostics) = parseSource("protocol P {\n  #endif\n  func f()\n}")
        XCTAssertEqual(diagnostics, ["2:3: '#endif' without a matching '#if'"])
    }

    func testUnclosedIfConfigInProtocolBody() {
        let (model, diagnostics) = parseSource("protocol P {\n  #if X\n  func f()\n}")
        XCTAssertEqual(diagnostics, ["2:3: '#if' is never closed by '#endif'"])
        XCTAssertEqual(model.protocols.count, 1)
    }

    /// Every clause of an `#if` must be complete Swift; one that leaves a brace open is reported
    /// where the brace opens, and the file is read on as if the clause had been complete.
    func testIfConfigClauseWithUnbalancedBraces() {
        let (model, diagnostics) = parseSource(
            """
            #if os(Linux)
            extension Foo {
            #else
            extension Bar {
            #endif
                func f() {}
            }
            protocol After {}
            """)
        XCTAssertEqual(
            diagnostics,
            [
                "2:15: '{' is not closed before '#else'; each '#if' clause must be complete",
                "4:15: '{' is not closed before '#endif'; each '#if' clause must be complete",
                "7:1: unexpected '}' without a matching opening delimiter",
            ])
        XCTAssertEqual(model.protocols.map(\.name), ["After"])
    }

    func testBalancedIfConfigClausesInTypeBodies() {
        let (model, diagnostics) = parseSource(
            """
            struct S {
                #if DEBUG
                func f() { print("{") }
                #elseif os(Linux)
                func g() { let s = #"}"# }
                #else
                protocol NotHere {}
                #endif
                protocol Inner {}
            }
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(model.protocols.map(\.qualifiedName), ["S.NotHere", "S.Inner"])
    }

    func testSkippedCodeWithDelimitersInLiteralsAndComments() {
        let (model, diagnostics) = parseSource(
            """
            func body() {
                let a = "}"
                let b = #"\\("#
                let c = \"\"\"
                    } ) ]
                    \\(x.map { "\\($0) }" })
                    \"\"\"
                let d = #/[}{]+/#
                let e = /\\}/
                // }
                /* } /* { */ */
                let f = ##"#"}"##
                let g = "\\(#"}"#)"
            }
            protocol P { func f() }
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(model.protocols.map(\.name), ["P"])
    }

    func testExtensionMemberThatCannotBeReadDoesNotUnbalanceTheFile() {
        let (model, diagnostics) = parseSource(
            """
            extension P {
                func weird(_ x: @unknown Int, y: (Int) = (1)) {}
                var computed = { (a: Int) -> Int in a }()
                func ok() {}
            }
            protocol Q {}
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(model.protocols.map(\.name), ["Q"])
        XCTAssertEqual(model.extensions.first?.members.compactMap(\.function).map(\.name).last, "ok")
    }

    func testDiagnosticColumnsCountUTF8Bytes() {
        let (_, diagnostics) = parseSource("protocol P {\n  /* é */ func f(x: Int y: Int)\n}")
        XCTAssertEqual(diagnostics, ["2:26: expected ',' or ')' in parameter list, found 'y'"])
    }
}
