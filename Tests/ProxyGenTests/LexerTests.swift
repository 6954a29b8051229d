// LexerTests: token kinds and ranges for every literal, comment, identifier and directive form.

import ProxyGen
import XCTest

final class LexerTests: XCTestCase {
    /// The tokens of `source` as `kind text` strings, end of file left out.
    func lex(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        let tokens = Lexer.tokenize(bytes).tokens
        XCTAssertEqual(tokens.last?.kind, .endOfFile)
        return tokens.dropLast().map { "\($0.kind) \(String(decoding: bytes[$0.range], as: UTF8.self))" }
    }

    /// The lexer's problems for `source` as `line:column: message`.
    func problems(_ source: String) -> [String] {
        let file = SourceFile(path: "t.swift", text: source)
        return Lexer.tokenize(file.bytes).problems.map {
            let (line, column) = file.location(of: $0.offset)
            return "\(line):\(column): \($0.message)"
        }
    }

    // MARK: - Identifiers

    func testIdentifiersIncludingUnicodeBackticksAndDollar() {
        XCTAssertEqual(
            lex("café π_2 `default` `class` $0 $value _x"),
            [
                "identifier café", "identifier π_2", "backtickIdentifier `default`", "backtickIdentifier `class`",
                "dollarIdentifier $0", "dollarIdentifier $value", "identifier _x",
            ])
    }

    func testUnicodeOperatorCharactersAreNotIdentifierCharacters() {
        // Emoji and other non-ASCII letters are identifier characters.
        XCTAssertEqual(lex("let 🐶 = 1"), ["identifier let", "identifier 🐶", "equal =", "integerLiteral 1"])
    }

    func testUnterminatedBacktickIsReportedAtItsPosition() {
        XCTAssertEqual(problems("let a = 1\n  `abc\n"), ["2:3: unterminated backtick identifier"])
    }

    // MARK: - Numbers

    func testIntegerAndFloatForms() {
        XCTAssertEqual(
            lex("0 1_000 0x1F 0xFF_FF 0b1010 0o17 1.5 1e10 1.5e-3 0x1p4 0x1.8p-2 1_0.0_1"),
            [
                "integerLiteral 0", "integerLiteral 1_000", "integerLiteral 0x1F", "integerLiteral 0xFF_FF",
                "integerLiteral 0b1010", "integerLiteral 0o17", "floatLiteral 1.5", "floatLiteral 1e10",
                "floatLiteral 1.5e-3", "floatLiteral 0x1p4", "floatLiteral 0x1.8p-2", "floatLiteral 1_0.0_1",
            ])
    }

    func testTupleIndexAfterPeriodIsNotAFloat() {
        XCTAssertEqual(lex("t.0.1"), ["identifier t", "period .", "integerLiteral 0", "period .", "integerLiteral 1"])
    }

    func testMethodOnIntegerLiteral() {
        XCTAssertEqual(lex("1.description"), ["integerLiteral 1", "period .", "identifier description"])
    }

    // MARK: - Strings

    func testSingleLineStringWithEscapes() {
        XCTAssertEqual(lex(#""a\"b}" x"#), [#"stringLiteral "a\"b}""#, "identifier x"])
    }

    func testInterpolationWithNestedParenthesesAndStrings() {
        let source = #""a \(f(")", (1 + 2), "\(x)")) b" }"#
        XCTAssertEqual(lex(source), [#"stringLiteral "a \(f(")", (1 + 2), "\(x)")) b""#, "rightBrace }"])
    }

    func testMultiLineString() {
        let source = "let s = \"\"\"\n  a \" b \"\" c } {\n  \\(x)\n  \"\"\"\n}"
        XCTAssertEqual(
            lex(source).dropFirst(3).map { String($0.prefix(19)) }, ["stringLiteral \"\"\"\n ", "rightBrace }"])
    }

    func testRawStringsWithAnyNumberOfHashes() {
        XCTAssertEqual(lex(##"#"a "quoted" \n"#"##), [##"stringLiteral #"a "quoted" \n"#"##])
        XCTAssertEqual(lex(###"##"a "# still"##"###), [###"stringLiteral ##"a "# still"##"###])
        XCTAssertEqual(lex(##"#"x \#(y) z"#"##), [##"stringLiteral #"x \#(y) z"#"##])
    }

    func testRawInterpolationHoldingAClosingParenthesisString() {
        XCTAssertEqual(lex(##"#"\#(f(")"))"# }"##), [##"stringLiteral #"\#(f(")"))"#"##, "rightBrace }"])
    }

    func testRawStringHoldingOneQuoteIsSingleLine() {
        // `#"""#` is the one-character string `"`, not the start of a multi-line string.
        XCTAssertEqual(
            lex(##"if c == #"""# { x }"##),
            [
                "identifier if", "identifier c", "operator ==", ##"stringLiteral #"""#"##, "leftBrace {",
                "identifier x",
                "rightBrace }",
            ])
    }

    func testMultiLineRawString() {
        let source = "#\"\"\"\n\"\"\" is not the end\n\"\"\"#\n}"
        XCTAssertEqual(lex(source).last, "rightBrace }")
        XCTAssertEqual(lex(source).count, 2)
    }

    func testUnterminatedStringsAreReportedAtTheirStart() {
        XCTAssertEqual(problems("let a = 1\nlet b = \"abc\nlet c = 2"), ["2:9: unterminated string literal"])
        XCTAssertEqual(problems("x\n  \"\"\"\nabc\n"), ["2:3: unterminated multi-line string literal"])
        XCTAssertEqual(problems("  #\"abc\"\n"), ["1:3: unterminated string literal"])
    }

    // MARK: - Comments

    func testNestedBlockComments() {
        XCTAssertEqual(lex("a /* x /* y */ } */ b"), ["identifier a", "identifier b"])
    }

    func testLongCommentsEndAtEveryLineBreakForm() {
        // Comments are scanned eight bytes at a time; line breaks at every offset of a word.
        for padding in 0..<17 {
            let filler = String(repeating: "x", count: padding)
            XCTAssertEqual(lex("a // \(filler)\rb"), ["identifier a", "identifier b"], "\\r after \(padding)")
            XCTAssertEqual(lex("a // \(filler)\r\nb"), ["identifier a", "identifier b"], "\\r\\n after \(padding)")
            XCTAssertEqual(
                lex("a /* \(filler)/* \(filler)*/\(filler) */b"), ["identifier a", "identifier b"],
                "nested after \(padding)")
            XCTAssertEqual(lex("a // \(filler)"), ["identifier a"], "end of input after \(padding)")
            // Other control bytes (a tab, a vertical tab, a form feed) do not end a comment.
            XCTAssertEqual(
                lex("a // \(filler)\t\u{0B}\u{0C}x\(filler)\nb"), ["identifier a", "identifier b"],
                "tab after \(padding)")
        }
    }

    func testUnterminatedCommentIsReportedAtItsStart() {
        XCTAssertEqual(problems("a\n /* x /* y */"), ["2:2: unterminated '/*' comment"])
    }

    func testLineCommentHidesDelimiters() {
        XCTAssertEqual(lex("a // } ) \"\nb"), ["identifier a", "identifier b"])
    }

    func testDocCommentsAttachToTheNextToken() {
        let source = "/// One\n/// Two\nfunc f()\n/** Block */ var x\n// plain\nlet y\n//// four slashes\nlet z"
        let bytes = Array(source.utf8)
        let tokens = Lexer.tokenize(bytes).tokens
        let docs = tokens.filter(\.hasDoc).map {
            (
                String(decoding: bytes[$0.range], as: UTF8.self),
                String(decoding: bytes[Int($0.docStart)..<Int($0.docEnd)], as: UTF8.self)
            )
        }
        XCTAssertEqual(docs.map(\.0), ["func", "var"])
        XCTAssertEqual(docs.map(\.1), ["/// One\n/// Two", "/** Block */"])
    }

    // MARK: - Regular expressions

    func testExtendedRegexLiteral() {
        XCTAssertEqual(
            lex("let r = #/a}/(b)/#"), ["identifier let", "identifier r", "equal =", "regexLiteral #/a}/(b)/#"])
    }

    func testBareRegexWhereAnExpressionStarts() {
        XCTAssertEqual(
            lex("let r = /a{2}\\//"), ["identifier let", "identifier r", "equal =", "regexLiteral /a{2}\\//"])
        XCTAssertEqual(
            lex("x = a / b / c"),
            ["identifier x", "equal =", "identifier a", "operator /", "identifier b", "operator /", "identifier c"])
    }

    func testUnterminatedExtendedRegexIsReported() {
        XCTAssertEqual(problems("\n  #/abc\n"), ["2:3: unterminated regex literal"])
    }

    // MARK: - Operators and punctuation

    func testOperatorsAndPunctuation() {
        XCTAssertEqual(
            lex("a -> b ... c ..< d <*> e == f ?? g &+ h!"),
            [
                "identifier a", "arrow ->", "identifier b", "ellipsis ...", "identifier c", "operator ..<",
                "identifier d",
                "leftAngle <", "operator *>", "identifier e", "operator ==", "identifier f", "question ?", "question ?",
                "identifier g", "ampersand &", "operator +", "identifier h", "exclamation !",
            ])
    }

    func testOneBytePunctuationWhateverFollows() {
        let kinds = [
            "(": "leftParen", ")": "rightParen", "{": "leftBrace", "}": "rightBrace", "[": "leftBracket",
            "]": "rightBracket", ",": "comma", ":": "colon", ";": "semicolon", "@": "at", "\\": "backslash",
            "<": "leftAngle", ">": "rightAngle", "?": "question", "!": "exclamation", "&": "ampersand",
        ]
        for (punctuation, kind) in kinds {
            for next in ["=", "<", ">", "&", "?", "!", ".", "a", "_", "1", "é", " "] {
                XCTAssertEqual(lex(punctuation + next + "x").first, "\(kind) \(punctuation)", punctuation + next)
            }
        }
        // A name starts with a letter or `_`, ASCII or not, and runs to the first other byte.
        XCTAssertEqual(
            lex("_a1 Zz9_ é1 a+b"),
            ["identifier _a1", "identifier Zz9_", "identifier é1", "identifier a", "operator +", "identifier b"])
    }

    func testAngleBracketsAreSingleTokens() {
        XCTAssertEqual(
            lex("A<B<C>>"),
            [
                "identifier A", "leftAngle <", "identifier B", "leftAngle <", "identifier C", "rightAngle >",
                "rightAngle >",
            ])
    }

    func testOperatorStopsAtComment() {
        XCTAssertEqual(lex("a +/* c */b"), ["identifier a", "operator +", "identifier b"])
    }

    // MARK: - Directives and attributes

    func testPoundDirectivesWithArbitraryConditions() {
        XCTAssertEqual(
            lex("#if os(Linux) && !DEBUG || compiler(>=5.9)\n#elseif canImport(X)\n#else\n#warning(\"w\")\n#endif")
                .filter {
                    $0.hasPrefix("poundKeyword")
                },
            [
                "poundKeyword #if", "poundKeyword #elseif", "poundKeyword #else", "poundKeyword #warning",
                "poundKeyword #endif",
            ])
    }

    func testAttributeArgumentsHoldingBraces() {
        XCTAssertEqual(
            lex(#"@available(*, deprecated, message: "}") func"#),
            [
                "at @", "identifier available", "leftParen (", "operator *", "comma ,", "identifier deprecated",
                "comma ,",
                "identifier message", "colon :", #"stringLiteral "}""#, "rightParen )", "identifier func",
            ])
    }

    func testLineStartFlag() {
        let tokens = Lexer.tokenize(Array("a b\n c".utf8)).tokens
        XCTAssertEqual(tokens.map(\.isAtLineStart), [true, false, true, true])
    }

    func testNoInputCrashesOrHangs() {
        for source in [
            "", "#", "##", "`", "\"", "#\"", "/*", "#/", "0x", "1e", "\\", "\u{0}", "$", "\"\\(", "\"\"\"\n\\(",
        ] {
            XCTAssertEqual(Lexer.tokenize(Array(source.utf8)).tokens.last?.kind, .endOfFile, source)
        }
    }
}
