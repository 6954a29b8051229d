// DeprecatedEventTests: a deprecated requirement publishes its event, and only code that reads the
// event sees the deprecation.

import Foundation
import XCTest

final class DeprecatedEventTests: XCTestCase {
    /// `PlannerDelegate` (the warnings golden) has `run(legacy:)`, deprecated and renamed: its event
    /// `runLegacy` exists, generated code compiles with warnings as errors (the golden test checks
    /// that), and reading the event warns as the requirement itself would, unless the reader is
    /// deprecated too.
    func testReadingADeprecatedRequirementsEventWarnsOnlyItsReader() throws {
        let golden = Fixtures.goldens.appending(path: "warnings")
        let directory = try TemporaryDirectory.make("deprecated-event")
        defer { TemporaryDirectory.remove(directory) }
        func typecheck(_ use: String) throws -> String? {
            let file = directory.appending(path: "Use.swift")
            try use.write(to: file, atomically: true, encoding: .utf8)
            return try RuntimeModule.shared.typecheck([
                golden.appending(path: "input.swift"), golden.appending(path: "expected.swift"), file,
            ])
        }

        let output = try XCTUnwrap(
            try typecheck(
                """
                func observe(_ proxy: PlannerDelegateProxy) {
                    proxy.events.runLegacy.observeValues { _ in }
                }

                """), "reading a deprecated requirement's event typechecked without a warning")
        XCTAssertTrue(
            output.contains("Use.swift:2:18: error: 'runLegacy' is deprecated: renamed to 'run(plan:)'"), output)

        XCTAssertNil(
            try typecheck(
                """
                @available(*, deprecated, message: "reads a deprecated event")
                func observe(_ proxy: PlannerDelegateProxy) {
                    proxy.events.runLegacy.observeValues { _ in }
                    proxy.beforeEvents.retries.observeValues { _ in }
                }

                """))
    }
}
