// PreparedGenerationTests: outputs rendered one at a time are the outputs of a whole run.

import ProxyGen
import XCTest

final class PreparedGenerationTests: XCTestCase {
    let inputs = [
        SourceFile(path: "B.swift", text: "protocol B: A { func b() }\n"),
        SourceFile(path: "Empty.swift", text: "struct S {}\n"),
        SourceFile(path: "A.swift", text: "import Foundation\nprotocol A: AnyObject { func a(_ d: Data) }\n"),
    ]

    func testFilesRenderedOnDemandAreThoseOfAWholeRunInInputOrder() {
        let options = GeneratorOptions(selection: ProtocolSelection(includesAll: true), layout: .filePerInput)
        let whole = ProxyGenerator.generate(inputs, options: options)
        let prepared = ProxyGenerator.prepare(inputs, options: options)
        XCTAssertEqual(prepared.fileCount, 3)
        XCTAssertEqual(prepared.diagnostics, whole.diagnostics)
        XCTAssertEqual(prepared.models.map(\.path), ["B.swift", "Empty.swift", "A.swift"])
        XCTAssertEqual(prepared.requirementNames, whole.requirementNames)
        // Rendered in reverse: no file depends on another having been rendered first.
        for index in (0..<3).reversed() {
            XCTAssertEqual(prepared.renderFile(at: index), whole.files[index])
            XCTAssertEqual(prepared.renderFile(at: index).inputPath, inputs[index].path)
            XCTAssertEqual(prepared.proxyNames(ofFile: index), whole.files[index].proxyNames)
        }
        XCTAssertEqual(prepared.proxyNames(ofFile: 0), ["BProxy"])
        XCTAssertEqual(prepared.proxyNames(ofFile: 1), [])
        XCTAssertTrue(whole.files[0].contents.contains("import Foundation"), "a parent's file contributes its imports")
    }

    func testRenderedBytesAreTheUTF8OfTheRenderedText() {
        let unicode = SourceFile(
            path: "Ünïcode.swift",
            text: "/// Café\nprotocol Ü: AnyObject {\n    /// Größe: naïve — 日本語 🙂\n    func größe(_ ß: Int)\n}\n")
        for layout in [GeneratorOptions.OutputLayout.filePerInput, .singleFile] {
            let options = GeneratorOptions(selection: ProtocolSelection(includesAll: true), layout: layout)
            let prepared = ProxyGenerator.prepare(inputs + [unicode], options: options)
            for index in 0..<prepared.fileCount {
                XCTAssertEqual(prepared.renderFileUTF8(at: index), Array(prepared.renderFile(at: index).contents.utf8))
                XCTAssertEqual(
                    prepared.withRenderedFileUTF8(at: index) { Array($0) }, prepared.renderFileUTF8(at: index))
            }
        }
        let text = ProxyGenerator.prepare(
            [unicode], options: GeneratorOptions(selection: ProtocolSelection(includesAll: true))
        )
        .renderFileUTF8(at: 0)
        XCTAssertTrue(
            String(decoding: text, as: UTF8.self).contains("Größe: naïve — 日本語 🙂"),
            String(decoding: text, as: UTF8.self))
    }

    func testASingleFileIsRenderedOnce() {
        let options = GeneratorOptions(selection: ProtocolSelection(includesAll: true))
        let prepared = ProxyGenerator.prepare(inputs, options: options)
        XCTAssertEqual(prepared.fileCount, 1)
        XCTAssertEqual(prepared.proxyNames(ofFile: 0), ["AProxy", "BProxy"])
        XCTAssertEqual(prepared.renderFile(at: 0), ProxyGenerator.generate(inputs, options: options).files[0])
    }

    func testReleasedDeclarationsKeepPathsAndImportsAndTheOutputsStayTheSame() {
        var options = GeneratorOptions(selection: ProtocolSelection(includesAll: true), layout: .filePerInput)
        let all = inputs + [SourceFile(path: "Broken.swift", text: "protocol C: AnyObject { func c(\n")]
        let whole = ProxyGenerator.generate(all, options: options)
        options.releasesDeclarations = true
        let prepared = ProxyGenerator.prepare(all, options: options)
        // Released inputs keep their paths and imports; their declarations live on in the proxies.
        XCTAssertEqual(prepared.models.map(\.protocols.count), [0, 0, 0, 0])
        XCTAssertEqual(prepared.models.map { $0.imports.map(\.description) }, [[], [], ["import Foundation"], []])
        XCTAssertEqual(prepared.diagnostics, whole.diagnostics)
        for index in 0..<4 { XCTAssertEqual(prepared.renderFile(at: index), whole.files[index]) }
    }

    func testACompositionSlotKeepsItsMembersRequirementsWhenDeclarationsAreReleased() {
        // The composition's proxy is resolved after its members' (as a protocol refining them):
        // their members were let go first, and it implemented none of their requirements.
        let slot = SourceFile(
            path: "Picker.swift",
            text: """
                public protocol PickingDelegate: AnyObject { func pickingDidFinish(_ item: Int) }
                public protocol NavigatingDelegate: AnyObject { func navigatingDidShow(_ page: Int) }
                public final class Picker {
                    public weak var delegate: (any PickingDelegate & NavigatingDelegate)?
                }
                """)
        var options = GeneratorOptions(selection: ProtocolSelection(includesAll: true))
        let whole = ProxyGenerator.generate([slot], options: options)
        options.releasesDeclarations = true
        let released = ProxyGenerator.prepare([slot], options: options).renderFile(at: 0)
        XCTAssertEqual(released, whole.files[0])
        let composition = released.contents.components(separatedBy: "class PickingDelegateAndNavigatingDelegateProxy")
        XCTAssertEqual(composition.count, 2, released.contents)
        for requirement in ["func pickingDidFinish(_ item: Int)", "func navigatingDidShow(_ page: Int)"] {
            XCTAssertTrue(composition.last?.contains(requirement) ?? false, released.contents)
        }
    }

    func testDiagnosticsCarryTheirLineAndColumnWithoutTheirInput() {
        let broken = SourceFile(path: "Broken.swift", text: "import Foundation\nprotocol C: AnyObject { func c(\n")
        let prepared = ProxyGenerator.prepare([broken], options: GeneratorOptions())
        XCTAssertEqual(
            prepared.diagnostics.map(\.location),
            [broken].flatMap { file in
                prepared.diagnostics.map { diagnostic in
                    let (line, column) = file.location(of: diagnostic.offset)
                    return Diagnostic.Location(line: line, column: column)
                }
            })
        XCTAssertEqual(prepared.diagnostics.first?.location?.line, 2)
    }
}
