// MarkerNearMissWarningTests: a protocol whose comment misspells the selection marker, or puts it
// in a plain comment, gets a warning at the spelling, and no proxy; the marker itself and prose
// that mentions the word are left alone.

import Foundation
import ProxyGen
import XCTest

final class MarkerNearMissWarningTests: XCTestCase {
    func testNearMissesAreWarnedAtTheirLineAndColumn() {
        let text = """
            import Foundation

            /// Tells about downloads.
            /// @proxyabel
            protocol A: AnyObject { func a() }

            // @proxyable
            protocol B: AnyObject { func b() }

            /// @Proxyable
            protocol C: AnyObject { func c() }

            /// proxyable
            protocol D: AnyObject { func d() }

            /// A proxyable thing.
            protocol E: AnyObject { func e() }

            /// @proxyable
            protocol F: AnyObject { func f() }

            """
        let source = SourceFile(path: "in.swift", text: text)
        let result = ProxyGenerator.generate([source], options: GeneratorOptions())
        let rendered = result.diagnostics.map { $0.rendered() }
        XCTAssertEqual(
            rendered,
            [
                "in.swift:4:5: warning: '@proxyabel' is not the marker '@proxyable'; this protocol gets no proxy (write '/// @proxyable')",
                "in.swift:7:1: warning: '@proxyable' in a comment that is not a doc comment selects nothing; write it in a '///' comment",
                "in.swift:10:5: warning: '@Proxyable' is not the marker '@proxyable'; this protocol gets no proxy (write '/// @proxyable')",
                "in.swift:13:5: warning: 'proxyable' without '@' is not the marker; write '/// @proxyable' to generate this protocol's proxy",
            ])
        XCTAssertEqual(result.files.flatMap(\.proxyNames), ["FProxy"])
    }

    /// The generator's warning is printed by the run that generates; a build that does not run the
    /// generator (its inputs unchanged) compiles the generated file, whose `#warning` repeats it,
    /// with the typo's `path:line:column`. A file of an input without a near miss has none.
    func testTheGeneratedFileOfAnInputWithANearMissRepeatsItAsACompilerWarning() throws {
        let typoText = "import Foundation\n\n/// Ticks.\n/// @proxyabel\nprotocol Ticker: AnyObject { func tick() }\n"
        let markedText = "/// @proxyable\nprotocol Download: AnyObject { func done() }\n"
        let typo = SourceFile(path: "Sources/App/Ticker.swift", text: typoText)
        let marked = SourceFile(path: "Sources/App/Download.swift", text: markedText)
        var options = GeneratorOptions()
        options.layout = .filePerInput
        let result = ProxyGenerator.generate([typo, marked], options: options)
        let warning =
            "'@proxyabel' is not the marker '@proxyable'; this protocol gets no proxy (write '/// @proxyable')"
        let message = "Sources/App/Ticker.swift:4:5: \(warning)"
        XCTAssertEqual(
            result.diagnostics.map { $0.rendered() }, ["Sources/App/Ticker.swift:4:5: warning: \(warning)"])
        XCTAssertTrue(result.files[0].contents.contains("\n#warning(\"\(message)\")\n"), result.files[0].contents)
        XCTAssertFalse(result.files[1].contents.contains("#warning"), result.files[1].contents)

        // Compiled, the warning is the compiler's (an error here, with warnings as errors); the other
        // file compiles without one.
        let directory = try TemporaryDirectory.make("marker")
        defer { TemporaryDirectory.remove(directory) }
        var files: [URL] = []
        for (index, text) in [typoText, markedText].enumerated() {
            let input = directory.appending(path: "input\(index).swift")
            let output = directory.appending(path: "input\(index).proxies.swift")
            try text.write(to: input, atomically: true, encoding: .utf8)
            try result.files[index].contents.write(to: output, atomically: true, encoding: .utf8)
            files.append(output)
            XCTAssertEqual(
                try RuntimeModule.shared.typecheck([input, output]) == nil, index == 1,
                "file \(index) compiles without a warning only if it has no near miss")
        }
        let output = try XCTUnwrap(
            try RuntimeModule.shared.typecheck([directory.appending(path: "input0.swift"), files[0]]))
        XCTAssertTrue(output.contains("input0.proxies.swift:4:10: error: \(message)"), output)

        // All proxies in one file: it repeats every input's near misses.
        let single = ProxyGenerator.generate([typo, marked])
        XCTAssertTrue(single.files[0].contents.contains("#warning(\"\(message)\")"), single.files[0].contents)
    }

    func testAProtocolSelectedByNameIsNotWarned() {
        let source = SourceFile(path: "in.swift", text: "/// @proxyabel\nprotocol A: AnyObject { func a() }\n")
        let options = GeneratorOptions(selection: ProtocolSelection(names: ["A"]))
        let result = ProxyGenerator.generate([source], options: options)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.files.flatMap(\.proxyNames), ["AProxy"])
    }
}
