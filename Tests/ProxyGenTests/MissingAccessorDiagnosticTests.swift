// MissingAccessorDiagnosticTests: an accessor that does not exist, called on `object.reactive`, is
// reported as missing, not as a binding target that cannot be called.

import Foundation
import XCTest

final class MissingAccessorDiagnosticTests: XCTestCase {
    func testACallOfAMissingAccessorIsReportedAsAMissingMember() throws {
        let directory = try TemporaryDirectory.make("missing-accessor")
        defer { TemporaryDirectory.remove(directory) }
        let file = directory.appending(path: "Use.swift")
        try """
        import ReactiveRuntime

        final class Table: ReactiveExtensionsProvider {
            var rowHeight = 44
        }

        func use(_ table: Table) {
            _ = table.reactive.modelSelected(Int.self)
            _ = table.reactive.rowHeight(1)
        }

        """.write(to: file, atomically: true, encoding: .utf8)
        let output = try XCTUnwrap(try RuntimeModule.shared.typecheck([file]), "the calls typechecked")
        XCTAssertTrue(
            output.contains(
                "Use.swift:8:24: error: value of type 'Reactive<Table>' has no dynamic member 'modelSelected'"),
            output)
        XCTAssertTrue(
            output.contains(
                "Use.swift:9:33: error: 'callAsFunction' is unavailable: a binding target takes no arguments: bind a source to it with '<~'"
            ), output)
        XCTAssertFalse(output.contains("cannot call value of non-function type"), output)
    }
}
