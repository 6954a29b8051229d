// ModuleDelegateSlotTests: a configuration's module entries with `delegateSlots` and `optional`,
// as the ProxyGenApple product uses them: a compiled module read through the toolchain's
// swift-synthesize-interface gives the proxies and accessors of its classes' delegate slots, and a
// module this platform lacks is skipped.

import Foundation
import XCTest

@testable import ProxyGenCLI

final class ModuleDelegateSlotTests: CommandTestCase {
    override class var temporaryLabel: String { "slots" }

    func write(_ name: String, _ text: String) throws {
        try text.write(to: temporary.appending(path: name), atomically: true, encoding: .utf8)
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: temporary.appending(path: name), encoding: .utf8)
    }

    var path: String { temporary.path(percentEncoded: false) }

    /// A compiled module `Widgets` (built with swiftc into `modules/`): a class with three slots
    /// (weak, strong, and one whose protocol has a required answer), a subclass that narrows one,
    /// a generic class, and protocols that type no slot.
    func buildWidgetsModule() throws {
        try write(
            "Widgets.swift",
            """
            open class Table {
                public init() {}
                weak open var delegate: (any TableDelegate)?
                open var dataSource: (any TableDataSource)?
                public var rowCount: Int?
            }
            open class Grid: Table {
                weak open var gridDelegate: (any GridDelegate)?
            }
            open class Box<Value> {
                public init() {}
                weak open var delegate: (any BoxDelegate)?
            }
            public protocol TableDelegate: AnyObject {
                func tableDidSelect(_ table: Table, row: Int)
            }
            public protocol GridDelegate: TableDelegate {
                func gridDidScroll(_ grid: Grid)
            }
            public protocol TableDataSource: AnyObject {
                func numberOfRows(in table: Table) -> Int
            }
            public protocol BoxDelegate: AnyObject {
                func boxChanged()
            }
            public protocol Formatter: AnyObject {
                func format(_ value: Int) -> String
            }

            """)
        try FileManager.default.createDirectory(
            at: temporary.appending(path: "modules"), withIntermediateDirectories: true)
        let (status, output) = try Fixtures.run(
            "swiftc",
            [
                "-emit-module", "-parse-as-library", "-module-name", "Widgets", "-emit-module-path",
                "\(path)/modules/Widgets.swiftmodule", "\(path)/Widgets.swift",
            ])
        XCTAssertEqual(status, 0, output)
    }

    /// A module `Gadgets`, built on `Widgets`, whose class has a slot typed by Widgets' protocol.
    func buildGadgetsModule() throws {
        try write(
            "Gadgets.swift",
            """
            import Widgets

            open class Knob {
                public init() {}
                weak open var tableDelegate: (any TableDelegate)?
            }

            """)
        let (status, output) = try Fixtures.run(
            "swiftc",
            [
                "-emit-module", "-parse-as-library", "-module-name", "Gadgets", "-I", "\(path)/modules",
                "-emit-module-path", "\(path)/modules/Gadgets.swiftmodule", "\(path)/Gadgets.swift",
            ])
        XCTAssertEqual(status, 0, output)
    }

    func testDelegateSlotsOfAModuleGetProxiesAndAccessorsThatTypecheck() throws {
        try buildWidgetsModule()
        try buildGadgetsModule()
        try write("Exports.swift", "import ReactiveRuntime\n")
        try write(
            "proxygen.json",
            """
            {
              "accessLevel": "public",
              "modules": [
                { "module": "Widgets", "delegateSlots": true },
                { "module": "Gadgets", "delegateSlots": true },
                { "module": "NoSuchKit", "delegateSlots": true, "optional": true }
              ]
            }

            """)
        let (status, output) = try proxygen([
            "--config", "proxygen.json", "--output-dir", "out", "--module-search-path", "modules",
            "--module-cache-path", "cache", "Exports.swift",
        ])
        XCTAssertEqual(status, 0, output)
        XCTAssertEqual(output, "", "an optional module that is absent is skipped without a word")

        let widgets = try read("out/Widgets.swiftinterface.proxies.swift")
        let proxies = widgets.split(separator: "\n").filter { $0.hasPrefix("public final class ") }
            .map { $0.split(separator: " ")[3].prefix { $0 != ":" } }.sorted()
        // Formatter types no slot; BoxDelegate's only slot is in a generic class, which gets none.
        XCTAssertEqual(proxies, ["GridDelegateProxy", "TableDataSourceProxy", "TableDelegateProxy"])
        XCTAssertTrue(widgets.contains("extension ReactiveRuntime.Reactive where Base: Table {"), widgets)
        XCTAssertTrue(widgets.contains("extension ReactiveRuntime.Reactive where Base: Grid {"), widgets)
        XCTAssertTrue(widgets.contains("public func dataSource(\n"), "a required answer is a parameter")
        // A slot of another module's class typed by this module's protocol: the accessor is written
        // with the proxy, which imports the class's module.
        XCTAssertTrue(widgets.contains("extension ReactiveRuntime.Reactive where Base: Knob {"), widgets)
        XCTAssertTrue(widgets.contains("import Gadgets\n"), widgets)

        // The absent module's file is written (the build plugin declared it), with no proxies and
        // no import of a module that is not there.
        let absent = try read("out/NoSuchKit.swiftinterface.proxies.swift")
        XCTAssertTrue(absent.hasPrefix("// Generated by proxygen"), absent)
        XCTAssertFalse(absent.contains("import"), absent)

        // A user of the module, as an app using the product would write it.
        try write(
            "Usage.swift",
            """
            import Gadgets
            import ReactiveRuntime
            import Widgets

            func observe(_ knob: Knob) -> Disposable? {
                knob.reactive.tableDelegate.tableDidSelectRow.observeValues { _ in }
            }

            func observe(_ grid: Grid) -> Disposable? {
                let rows = grid.reactive.dataSource(numberOfRowsIn: { _ in 3 })
                _ = rows.numberOfRowsIn
                _ = grid.reactive.delegate.tableDidSelectRow.observeValues { print($0.row) }
                return grid.reactive.gridDelegate.gridDidScroll.observeValues { _ in }
            }

            """)
        let failure = try RuntimeModule.shared.typecheck(
            [
                temporary.appending(path: "out/Widgets.swiftinterface.proxies.swift"),
                temporary.appending(path: "Usage.swift"),
            ],
            arguments: ["-I", "\(path)/modules"])
        XCTAssertNil(failure)
    }

    func testTheListNamesTheSkippedModuleAndWhy() throws {
        try write("Exports.swift", "struct Nothing {}\n")
        try write("proxygen.json", #"{ "modules": [{ "module": "NoSuchKit", "optional": true }] }"#)
        let (status, output) = try proxygen(["--config", "proxygen.json", "--list", "Exports.swift"])
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(
            output.contains(
                "proxygen.json:1:27: note: optional module 'NoSuchKit' skipped: cannot read module 'NoSuchKit'"),
            output)
    }

    func testTheProtocolsOfASkippedModuleAreNotLookedFor() throws {
        try write("Exports.swift", "struct Nothing {}\n")
        try write(
            "proxygen.json",
            #"{ "modules": [{ "module": "NoSuchKit", "protocols": ["KitDelegate"], "optional": true }] }"#)
        let (status, output) = try proxygen(["--config", "proxygen.json", "--output-dir", "out", "Exports.swift"])
        XCTAssertEqual(status, 0, output)
        XCTAssertEqual(output, "")
        XCTAssertFalse(try read("out/NoSuchKit.swiftinterface.proxies.swift").contains("import"))
    }

    func testAModuleNamedOnTheCommandLineIsNeverSkipped() throws {
        try write("proxygen.json", #"{ "modules": [{ "module": "NoSuchKit", "optional": true }] }"#)
        let (status, output) = try proxygen(["--config", "proxygen.json", "--module", "NoSuchKit"])
        XCTAssertEqual(status, 1, output)
        XCTAssertTrue(output.contains("proxygen.json:1:27: error: cannot read module 'NoSuchKit'"), output)
    }

    func testTheNewKeysMustBeBooleans() throws {
        try write("proxygen.json", #"{ "modules": [{ "module": "UIKit", "optional": "yes" }] }"#)
        let optional = try proxygen(["--config", "proxygen.json"])
        XCTAssertEqual(optional.status, 1, optional.output)
        XCTAssertTrue(
            optional.output.contains("proxygen.json:1:48: error: 'modules[0].optional' must be true or false"),
            optional.output)

        try write("proxygen.json", #"{ "modules": [{ "module": "UIKit", "delegateSlot": true }] }"#)
        let misspelled = try proxygen(["--config", "proxygen.json"])
        XCTAssertEqual(misspelled.status, 1, misspelled.output)
        XCTAssertTrue(
            misspelled.output.contains("unknown key 'modules[0].delegateSlot' (did you mean 'delegateSlots'?)"),
            misspelled.output)
    }
}

/// The triple a module is read for follows the SDK: Xcode sets `SDKROOT` to the SDK of the
/// platform it builds for, which may not be the host's.
final class ModuleTripleTests: XCTestCase {
    func testAnSDKNamesItsPlatformsTriple() {
        let sdks = "/Applications/Xcode.app/Contents/Developer/Platforms"
        let cases: [(String, String?)] = [
            ("\(sdks)/iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk", "arm64-apple-ios13.0"),
            (
                "\(sdks)/iPhoneSimulator.platform/Developer/SDKs/iPhoneSimulator18.2.sdk",
                "x86_64-apple-ios13.0-simulator"
            ),
            ("\(sdks)/AppleTVOS.platform/Developer/SDKs/AppleTVOS.sdk", "arm64-apple-tvos13.0"),
            ("\(sdks)/WatchSimulator.platform/Developer/SDKs/WatchSimulator.sdk", "x86_64-apple-watchos6.0-simulator"),
            ("\(sdks)/XROS.platform/Developer/SDKs/XROS2.0.sdk/", "arm64-apple-xros1.0"),
            ("\(sdks)/MacOSX.platform/Developer/SDKs/MacOSX.sdk", nil),
            ("/opt/sysroot", nil),
        ]
        for (sdk, expected) in cases {
            XCTAssertEqual(ModuleInterface.triple(forSDK: sdk, host: "x86_64-apple-macosx15.0"), expected, sdk)
        }
    }
}
