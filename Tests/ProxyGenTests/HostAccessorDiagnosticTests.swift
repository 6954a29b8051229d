// HostAccessorDiagnosticTests: what the compiler tells a user who reads a delegate slot's accessor
// as a property when its protocol needs answers (the accessor is then a method that takes them).

import Foundation
import XCTest

final class HostAccessorDiagnosticTests: XCTestCase {
    /// `DownloadPolicy` (the host-accessors golden) has a requirement with a result and no default,
    /// so `download.reactive.policy` is a method. Read as a property, it must not resolve to the
    /// runtime's key-path binding target (`BindingTarget<(any DownloadPolicy)?>` has no member
    /// `downloadShouldRetryAfter`), but say why and what to write.
    func testAnEventReadOffAnAccessorThatNeedsAnswersNamesTheCauseAndTheCall() throws {
        let golden = Fixtures.goldens.appending(path: "host-accessors")
        let directory = try TemporaryDirectory.make("accessor")
        defer { TemporaryDirectory.remove(directory) }
        func typecheck(_ use: String) throws -> String? {
            let file = directory.appending(path: "Use.swift")
            try use.write(to: file, atomically: true, encoding: .utf8)
            return try RuntimeModule.shared.typecheck([
                golden.appending(path: "input.swift"), golden.appending(path: "expected.swift"), file,
            ])
        }

        let read = """
            func observe(_ download: Download) {
                _ = download.reactive.policy.downloadShouldRetryAfter
            }

            """
        let output = try XCTUnwrap(try typecheck(read), "reading the accessor as a property typechecked")
        XCTAssertTrue(
            output.contains(
                "Use.swift:2:27: error: 'policy' is unavailable: 'DownloadPolicy' has requirements that need an answer while there is no delegate; call 'reactive.policy(downloadShouldRetryAfter: …)' with those answers"
            ), output)
        XCTAssertFalse(output.contains("has no member"), output)

        // The call the message names typechecks, and so does the key-path binding target.
        XCTAssertNil(
            try typecheck(
                """
                import ReactiveRuntime

                func observe(_ download: Download) {
                    _ = download.reactive.policy(downloadShouldRetryAfter: { _, failures in failures < 3 })
                        .downloadShouldRetryAfter
                    let target: BindingTarget<(any DownloadPolicy)?> = download.reactive.policy
                    _ = target
                }

                """))
    }
}
