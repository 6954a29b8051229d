// MarkerNearMissWarningTests: a protocol whose comment misspells the selection marker, or puts it
// in a plain comment, gets a warning at the spelling, and no proxy; the marker itself and prose
// that mentions the word are left alone.

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
        let rendered = result.diagnostics.map { $0.rendered(in: source) }
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

    func testAProtocolSelectedByNameIsNotWarned() {
        let source = SourceFile(path: "in.swift", text: "/// @proxyabel\nprotocol A: AnyObject { func a() }\n")
        let options = GeneratorOptions(selection: ProtocolSelection(names: ["A"]))
        let result = ProxyGenerator.generate([source], options: options)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.files.flatMap(\.proxyNames), ["AProxy"])
    }
}
