// GoldenTrapTests: no golden's generated code can trap: `preconditionFailure` and `fatalError`
// appear only in the bodies of members marked `@available(*, unavailable)`, which no caller reaches.

import Foundation
import ProxyGen
import XCTest

final class GoldenTrapTests: XCTestCase {
    func testGeneratedCodeTrapsOnlyInUnavailableMembers() throws {
        let cases = try GoldenTests.cases()
        XCTAssertFalse(cases.isEmpty)
        for testCase in cases {
            let (output, _) = try GoldenTests.generate(testCase)
            for line in Self.trapsOutsideUnavailableMembers(in: output) {
                XCTFail("\(testCase.name): a trap outside an unavailable member: \(line)")
            }
        }
    }

    func testATrapInAnAvailableMemberIsFound() {
        let code = """
            @available(*, unavailable, message: "use the other")
            var old: Int {
                Swift.fatalError("unavailable")
            }

            /// Answers.
            @MainActor
            func answer() -> Int {
                guard let answer = responder() as? Int else {
                    Swift.preconditionFailure("wrong type")
                }
                return answer
            }
            """
        XCTAssertEqual(
            Self.trapsOutsideUnavailableMembers(in: code).map { $0.trimmingCharacters(in: .whitespaces) },
            [#"Swift.preconditionFailure("wrong type")"#])
    }

    /// The lines of `code` that call `preconditionFailure` or `fatalError` in a member whose
    /// attributes do not include `@available(*, unavailable`. A member is the nearest line above
    /// that declares one (`var`, `func`, `init`, `subscript`) and ends in `{`; its attributes and
    /// documentation are the `@` and `///` lines right above it.
    static func trapsOutsideUnavailableMembers(in code: String) -> [String] {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let declarations = ["var ", "func ", "init(", "init<", "subscript"]
        var traps: [String] = []
        for (index, line) in lines.enumerated()
        where line.contains("preconditionFailure(") || line.contains("fatalError(") {
            var declaration = index - 1
            while declaration >= 0 {
                let text = lines[declaration]
                if text.hasSuffix("{") && declarations.contains(where: { text.contains($0) }) { break }
                declaration -= 1
            }
            var attribute = declaration - 1
            var unavailable = false
            while attribute >= 0 {
                let text = lines[attribute].trimmingCharacters(in: .whitespaces)
                guard text.hasPrefix("@") || text.hasPrefix("///") else { break }
                if text.hasPrefix("@available(*, unavailable") { unavailable = true }
                attribute -= 1
            }
            if !unavailable { traps.append(line) }
        }
        return traps
    }
}
