// ImportDeclarationTests: an import read into its parts and written back.

import XCTest

@testable import ProxyGen

final class ImportDeclarationTests: XCTestCase {
    func testPartsAreReadAndTheTextWrittenBack() {
        let declaration = ImportDeclaration("@_spi(S) @testable public import struct Foundation.Date")
        XCTAssertEqual(declaration.attributes, ["@_spi(S)", "@testable"])
        XCTAssertEqual(declaration.access, .public)
        XCTAssertEqual(declaration.kind, "struct")
        XCTAssertEqual(declaration.path, "Foundation.Date")
        XCTAssertEqual(declaration.sortKey, "Foundation.Date")
        for text in [
            "import Foundation", "@preconcurrency import Dispatch", "internal import SwiftSyntax",
            "@_exported @_documentation(visibility: internal) import struct Hummingbird.Router",
        ] {
            XCTAssertEqual(ImportDeclaration(text).description, text)
        }
        XCTAssertEqual(ImportDeclaration("import Foundation"), ImportDeclaration(module: "Foundation"))
        XCTAssertTrue(ImportDeclaration("import Foundation").isPlain)
    }

    func testPublicAccessIsDroppedAndNarrowerDuplicatesLeftOut() {
        XCTAssertEqual(ImportDeclaration("public import X").withoutPublicAccess.description, "import X")
        XCTAssertEqual(ImportDeclaration("package import X").withoutPublicAccess.description, "import X")
        XCTAssertEqual(ImportDeclaration("private import X").withoutPublicAccess.description, "private import X")
        let kept = FileEmitter.withoutNarrowerDuplicates([
            ImportDeclaration("private import X"), ImportDeclaration("import X"),
            ImportDeclaration("@testable private import X"),
        ])
        XCTAssertEqual(Set(kept.map(\.description)), ["import X", "@testable private import X"])
    }
}
