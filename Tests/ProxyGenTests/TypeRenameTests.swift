// TypeRenameTests: types an input spells by another name (an SDK class its owner's API notes
// rename) are read under their Swift names, given to the engine as a table, not by rewriting text.

import ProxyGen
import XCTest

final class TypeRenameTests: XCTestCase {
    let interface = """
        public protocol ShareDelegate: AnyObject {
            func accept(_ m: CKShareMetadata, _ x: CKShareMetadataX, _ y: _CKShareMetadata) -> [CKShareMetadata]?
            func collect(_ all: [CKShareMetadata?], by key: Swift.Dictionary<String, CKShareMetadata>)
            func member(_ m: Other.CKShareMetadata, _ n: CKShareMetadata.Nested)
        }
        """

    func options(renaming path: String) -> GeneratorOptions {
        var options = GeneratorOptions(selection: ProtocolSelection(includesAll: true))
        options.generatesHostAccessors = false
        options.typeRenamesByInput = [path: ["CKShareMetadata": "CKShare.Metadata"]]
        return options
    }

    func testARenamedTypeIsWrittenUnderItsSwiftNameWhereverItIsATypesFirstComponent() throws {
        let input = SourceFile(path: "UIKit.swiftinterface", text: interface)
        let result = ProxyGenerator.generate([input], options: options(renaming: "UIKit.swiftinterface"))
        XCTAssertEqual(result.diagnostics.map { $0.rendered() }, [])
        let output = try XCTUnwrap(result.files.first).contents
        XCTAssertTrue(
            output.contains(
                "func accept(_ m: CKShare.Metadata, _ x: CKShareMetadataX, _ y: _CKShareMetadata) -> [CKShare.Metadata]?"
            ),
            output)
        XCTAssertTrue(
            output.contains(
                "func collect(_ all: [CKShare.Metadata?], by key: Swift.Dictionary<String, CKShare.Metadata>)"),
            output)
        // A member of another type keeps its name; a member of the renamed type follows it.
        XCTAssertTrue(output.contains("func member(_ m: Other.CKShareMetadata, _ n: CKShare.Metadata.Nested)"), output)
        // Nowhere else either: not in the events' payloads.
        for spelling in [": CKShareMetadata,", ": CKShareMetadata)", "[CKShareMetadata", ", CKShareMetadata>"] {
            XCTAssertFalse(output.contains(spelling), spelling)
        }
    }

    func testRenamesHoldWhereAnObservedClassesAncestorsAreReadAgain() throws {
        // Observing `Screen` reads the input again for `Frame`, its superclass: with the renames.
        let text =
            interface + """

                open class Screen: Frame { open func show(_ m: CKShareMetadata) {} }
                open class Frame { open func hide(_ m: CKShareMetadata) {} }
                """
        var options = options(renaming: "UIKit.swiftinterface")
        options.selection.classNames = ["Screen"]
        let result = ProxyGenerator.generate([SourceFile(path: "UIKit.swiftinterface", text: text)], options: options)
        let output = result.files.map(\.contents).joined()
        XCTAssertTrue(output.contains("func accept(_ m: CKShare.Metadata, _ x: CKShareMetadataX"), output)
        XCTAssertTrue(output.contains("func hide(_ m: CKShare.Metadata)"), output)
        XCTAssertFalse(output.contains("_ m: CKShareMetadata"), output)
    }

    func testOnlyTheInputTheTableNamesIsRenamed() throws {
        let input = SourceFile(path: "App.swift", text: interface)
        let result = ProxyGenerator.generate([input], options: options(renaming: "UIKit.swiftinterface"))
        let output = try XCTUnwrap(result.files.first).contents
        XCTAssertTrue(output.contains("func accept(_ m: CKShareMetadata, _ x: CKShareMetadataX"), output)
        XCTAssertFalse(output.contains("CKShare.Metadata"), output)
    }

    func testTheParserReadsARenamedTypeAsItsSwiftNameWithItsGenericArguments() throws {
        let file = SourceFile(path: "M.swiftinterface", text: "protocol P { func f(_ a: Box<Int>, _ b: Box) }\n")
        let (model, diagnostics) = Parser.parse(file, typeRenames: ["Box": "Outer.Box"])
        XCTAssertEqual(diagnostics.count, 0)
        guard case .function(let function) = try XCTUnwrap(model.protocols.first?.members.first) else {
            return XCTFail("no function read")
        }
        XCTAssertEqual(function.parameters.map(\.type.description), ["Outer.Box<Int>", "Outer.Box"])
        XCTAssertEqual(
            function.parameters[0].type,
            .named([.init(name: "Outer"), .init(name: "Box", genericArguments: [.named([.init(name: "Int")])])]))
    }
}
