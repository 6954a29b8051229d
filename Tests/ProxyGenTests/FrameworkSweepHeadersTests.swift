// FrameworkSweepHeadersTests: what the SDK's headers tell of the classes a framework only
// forward-declares, in cases the frameworks configured alone met (Foundation, CoreData): a class
// defined in a header not named after it is imported from its framework, under its Swift name;
// one no framework defines cannot be named, so the requirements that name it are left out (an
// optional one, to the forwardee) or skip their protocol (a required one). A fake SDK and a fake
// swift-synthesize-interface that prints the interface written here.

import Foundation
import XCTest

@testable import ProxyGenCLI

final class FrameworkSweepHeadersTests: TemporaryDirectoryTestCase {
    override class var temporaryLabel: String { "sweep-headers" }

    /// As iOS's Foundation and CoreData print them: `NSPortMessage` is only forward-declared
    /// (macOS defines it), `NSDiffableDataSourceSnapshot` is UIKit's, in `UIDiffableDataSource.h`,
    /// and Swift's `NSDiffableDataSourceSnapshotReference`.
    static let interface = """
        import Foundation

        public protocol NSPortDelegate : NSObjectProtocol {
            optional func handle(_ message: NSPortMessage)
            optional func portDidBecomeInvalid(_ port: Int)
        }
        public protocol NSPortRequiredDelegate : NSObjectProtocol {
            func handle(_ message: NSPortMessage)
        }
        public protocol NSFetchedResultsControllerDelegate : NSObjectProtocol {
            optional func controller(_ controller: Int, didChangeContentWith snapshot: NSDiffableDataSourceSnapshot)
        }
        """

    func write(_ path: String, _ text: String) throws {
        let url = temporary.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func proxygen(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let frameworks = "iPhoneOS.sdk/System/Library/Frameworks"
        try write(
            "\(frameworks)/Ports.framework/Headers/NSPort.h",
            "@class NSPortMessage, NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>;\n")
        // A category is not a definition; a longer name is another class.
        try write(
            "\(frameworks)/Ports.framework/Headers/NSPortExtras.h",
            "@interface NSPortMessage (Extras)\n@end\n@interface NSPortMessageQueue : NSObject\n@end\n")
        try write(
            "\(frameworks)/UIKit.framework/Headers/UIDiffableDataSource.h",
            "@interface NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> : NSObject\n@end\n")
        try write(
            "\(frameworks)/UIKit.framework/Headers/UIKit.apinotes",
            "Name: UIKit\nClasses:\n- Name: NSDiffableDataSourceSnapshot\n  SwiftName: NSDiffableDataSourceSnapshotReference\n"
        )
        try write("Ports.interface.swift", Self.interface)
        let script = temporary.appending(path: "synthesize.sh")
        try """
        #!/bin/sh
        while [ $# -gt 0 ]; do
            if [ "$1" = "-o" ]; then output="$2"; fi
            if [ "$1" = "-module-name" ]; then module="$2"; fi
            shift
        done
        [ -f '\(temporary.path(percentEncoded: false))/'"$module".interface.swift ] || exit 1
        cp '\(temporary.path(percentEncoded: false))/'"$module".interface.swift "$output"

        """.write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return try InProcessCommand.run(
            [
                "--module", "Ports", "--sdk", temporary.appending(path: "iPhoneOS.sdk").path(percentEncoded: false),
                "--swift-synthesize-interface", script.path(percentEncoded: false), "--target", "arm64-apple-ios13.0",
                "--no-interface-cache",
            ] + arguments, in: temporary)
    }

    func testAClassDefinedInAHeaderNotNamedAfterItIsImportedFromItsFramework() throws {
        let (status, output) = try proxygen(["--protocol", "NSFetchedResultsControllerDelegate"])
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(output.contains("\nimport UIKit\n"), output)
        XCTAssertTrue(
            output.contains(
                "public func controller(_ controller: Int, didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference) {"
            ), output)
        XCTAssertFalse(output.contains("NSDiffableDataSourceSnapshot)"), output)
    }

    func testAnOptionalRequirementNamingAClassNoFrameworkDefinesIsLeftToTheForwardee() throws {
        let (status, output) = try proxygen(["--protocol", "NSPortDelegate"])
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(output.contains("public func portDidBecomeInvalid(_ port: Int) {"), output)
        XCTAssertFalse(output.contains("NSPortMessage"), output)
    }

    func testARequiredRequirementNamingAClassNoFrameworkDefinesSkipsItsProtocol() throws {
        let (status, output) = try proxygen(["--all-protocols", "--list"])
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(
            output.contains(
                "skipped NSPortRequiredDelegate (Ports.swiftinterface:8): requirement 'handle(_:)' names 'NSPortMessage', a class the SDK's headers only forward-declare and none of its frameworks defines; Swift cannot name it, so no proxy can implement the requirement"
            ), output)
        XCTAssertTrue(output.contains("NSPortDelegateProxy (NSPortDelegate, Ports.swiftinterface:3)"), output)
    }

    func testUnderscoredRequirementsOfASwiftFrameworksOwnInterfaceHideTheProtocol() {
        // As SwiftUI's and Charts' textual interfaces declare them: the printed interface shows
        // `ListStyle` and `AxisMark` with no requirement, and a proxy that implements none does not conform.
        let interface = """
            @available(iOS 13.0, *)
            public protocol ListStyle {
              static func _makeView<SelectionValue>(value: SwiftUI._GraphValue<Self>, inputs: SwiftUI._ViewInputs) -> SwiftUI._ViewOutputs where SelectionValue : Swift.Hashable
            }
            @preconcurrency public protocol AxisMark {
              @_spi(Private) var label: Swift.String { get }
              func _layoutAxisMark(_ inputs: Charts._AxisMarkLayoutInputs)
            }
            public protocol Plain {
              func make() -> Swift.Int
            }
            extension Plain {
              public func _helper() {}
            }
            """
        let found = SDKHeaders.underscoredRequirements(in: interface)
        XCTAssertEqual(found.map(\.name), ["ListStyle", "AxisMark"])
        XCTAssertEqual(found.map(\.requirement), ["_makeView", "_layoutAxisMark"])
    }
}
