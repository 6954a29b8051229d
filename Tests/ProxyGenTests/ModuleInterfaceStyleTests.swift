// ModuleInterfaceStyleTests: proxies of protocols as swift-synthesize-interface prints imported
// Objective-C ones (no `@objc`, `optional` members, completion handlers with their `async` twins,
// availability on every member, overloads that Objective-C tells apart by parameter type).

import XCTest

@testable import ProxyGen

final class ModuleInterfaceStyleTests: XCTestCase, ModuleInterfaceGeneration {
    // MARK: - A declaration the parser cannot read

    /// In a module's interface, what the parser cannot read skips its protocol with a warning at
    /// its line; the rest of the interface is read (a user's own sources keep the error).
    func testAnUnreadableDeclarationInAModuleInterfaceSkipsOnlyItsProtocol() {
        let interface = """
            import Foundation

            @MainActor public protocol OddDelegate : NSObjectProtocol {
              optional func odd(_ n: Int)
              subscript<T>(n: T) -> T where T: Sendable { get } extra tokens here
            }
            @MainActor public protocol PlainDelegate : NSObjectProtocol {
              optional func plain(_ n: Int)
            }
            """
        var selection = ProtocolSelection(names: [], includesAll: true)
        selection.moduleInterfacePaths = ["UIKit.swiftinterface"]
        let swept = ProxyGenerator.generate(
            [SourceFile(path: "UIKit.swiftinterface", text: interface)], options: GeneratorOptions(selection: selection)
        )
        XCTAssertTrue(swept.diagnostics.allSatisfy { $0.severity != .error }, "\(swept.diagnostics)")
        XCTAssertTrue(
            swept.diagnostics.contains { $0.isInModuleInterface && $0.severity == .warning },
            "\(swept.diagnostics)")
        let output = swept.files.map(\.contents).joined()
        XCTAssertTrue(output.contains("class PlainDelegateProxy"), output)
        XCTAssertFalse(output.contains("class OddDelegateProxy"), output)

        let asked = ProxyGenerator.generate(
            [SourceFile(path: "UIKit.swiftinterface", text: interface)],
            options: GeneratorOptions(
                selection: {
                    var named = ProtocolSelection(names: ["OddDelegate"])
                    named.moduleInterfacePaths = ["UIKit.swiftinterface"]
                    return named
                }()))
        XCTAssertTrue(
            asked.diagnostics.contains { $0.severity == .error && $0.message.contains("'OddDelegate'") },
            "\(asked.diagnostics)")

        let userSource = ProxyGenerator.generate(
            [SourceFile(path: "Sources/App/Odd.swift", text: interface)],
            options: GeneratorOptions(selection: ProtocolSelection(names: [], includesAll: true)))
        XCTAssertTrue(userSource.diagnostics.contains { $0.severity == .error }, "\(userSource.diagnostics)")
    }

    /// A printed interface shows an SPI type alias of a protocol without its type (SwiftUI's
    /// `UIViewRepresentable.LayoutOptions`): the protocol is read, and skipped only for what a
    /// proxy cannot do; in a user's source, it stays an error (where the `=` is missing).
    func testAProtocolTypeAliasWithoutTypeIsReadInAPrintedInterfaceOnly() {
        let interface = """
            public protocol HostDelegate : AnyObject {
              func host(_ n: Int)
              typealias Context = Int
              @available(iOS 17.0, *)
              typealias LayoutOptions
            }
            """
        let (output, diagnostics) = generate(interface)
        XCTAssertEqual(diagnostics.map(\.message), [])
        XCTAssertTrue(output.contains("class HostDelegateProxy"), output)

        let userSource = ProxyGenerator.generate(
            [SourceFile(path: "Sources/App/Host.swift", text: interface)],
            options: GeneratorOptions(selection: ProtocolSelection(names: ["HostDelegate"])))
        let error = userSource.diagnostics.first { $0.severity == .error }
        XCTAssertEqual(error?.location?.line, 6, "\(userSource.diagnostics)")
        XCTAssertTrue(error?.message.contains("'=' in type alias 'LayoutOptions'") == true, "\(userSource.diagnostics)")
    }

    // MARK: - Objective-C protocols without @objc

    func testAProtocolWithOptionalMembersIsObjectiveCWithoutTheAttribute() {
        let (output, diagnostics) = generate(
            """
            @MainActor public protocol SplitDelegate {
              optional func split(_ s: Int, willShow: Bool)
            }
            public protocol PlainDelegate : AnyObject {
              func plain(_ s: Int)
            }
            """)
        XCTAssertEqual(diagnostics.map(\.message), [])
        XCTAssertTrue(
            output.contains(
                "public final class SplitDelegateProxy: ReactiveRuntime.MainActorOptionalAnsweringProxy, SplitDelegate {"
            ), output)
        XCTAssertTrue(
            output.contains("public override var answeringForwardee: AnyObject? { currentForwardee }"), output)
        XCTAssertTrue(output.contains("currentForwardee?.split?(s, willShow: willShow)"), output)
        XCTAssertTrue(output.contains("#selector(SplitDelegate.split(_:willShow:))"), output)
        // A protocol with neither optional members nor an Objective-C parent is Swift's.
        XCTAssertTrue(output.contains("public final class PlainDelegateProxy: PlainDelegate, "), output)
    }

    // MARK: - Availability

    func testMembersOlderThanTheProxyCarryNoAvailability() {
        let (output, diagnostics) = generate(
            """
            @MainActor public protocol ParentDelegate : NSObjectProtocol {
              @available(iOS 8.0, *)
              optional func parentDidMove(_ p: Int)
            }
            @available(iOS 15.0, *)
            @MainActor public protocol ChildDelegate : ParentDelegate {
              optional func childDidMove(_ c: Int)
            }
            """, names: ["ChildDelegate"])
        XCTAssertEqual(diagnostics.map(\.message), [])
        XCTAssertTrue(
            output.contains("@available(iOS 15.0, *)\n@MainActor\npublic final class ChildDelegateProxy"), output)
        XCTAssertTrue(output.contains("public func parentDidMove(_ p: Int) {"), output)
        XCTAssertFalse(output.contains("iOS 8.0"), output)
    }

    func testAMemberNewerThanItsProtocolIsCheckedInTheTableAndMarkedOnItsEvent() {
        let (output, diagnostics) = generate(
            """
            @MainActor public protocol NewerDelegate : NSObjectProtocol {
              @available(iOS 16.0, *)
              optional func newerDidMove(_ c: Int)
              optional func plain(_ c: Int)
            }
            """)
        XCTAssertEqual(diagnostics.map(\.message), [])
        let text = lines(output)
        XCTAssertTrue(
            text.contains(
                "if #available(iOS 16.0, *) { requirements.add(#selector(NewerDelegate.newerDidMove(_:)), .whileObserved(0)) }"
            ), output)
        XCTAssertTrue(
            text.contains("requirements.add(#selector(NewerDelegate.plain(_:)), .whileObserved(1))"), output)
        let event = text.firstIndex {
            $0.hasPrefix("@_alwaysEmitIntoClient public var newerDidMove: ReactiveRuntime.Signal<")
        }
        XCTAssertNotNil(event, output)
        if let event { XCTAssertEqual(text[event - 1], "@available(iOS 16.0, *)", output) }
        let plainEvent = text.firstIndex { $0.hasPrefix("public var plain: ReactiveRuntime.Signal<") }
        if let plainEvent { XCTAssertFalse(text[plainEvent - 1].hasPrefix("@available"), output) }
        XCTAssertFalse(output.contains("\n@available(iOS 16.0, *)\n@MainActor\npublic final class"), output)
    }

    func testAProtocolWhoseEveryRequirementIsNewerGivesItsProxyThatAvailability() {
        let (output, diagnostics) = generate(
            """
            @MainActor public protocol AllDelegate : NSObjectProtocol {
              @available(iOS 14.5, *)
              optional func allA(_ c: Int)
              @available(iOS 14.5, *)
              optional func allB(_ c: Int)
            }
            """)
        XCTAssertEqual(diagnostics.map(\.message), [])
        XCTAssertTrue(
            output.contains("@available(iOS 14.5, *)\n@MainActor\npublic final class AllDelegateProxy"), output)
        XCTAssertFalse(output.contains("#available"), "the class ensures it: no member checks again")
    }

    func testMembersOlderThanTheRuntimeFloorCarryNoAvailability() {
        let (output, diagnostics) = generate(
            """
            @MainActor public protocol OldDelegate : NSObjectProtocol {
              @available(iOS 6.0, *)
              optional func oldA(_ c: Int)
              @available(iOS 6.0, *)
              var oldValue: Int { get }
            }
            """)
        XCTAssertEqual(diagnostics.map(\.message), [])
        XCTAssertTrue(output.contains("public func oldA(_ c: Int) {"), output)
        XCTAssertFalse(output.contains("@available"), output)
        XCTAssertFalse(output.contains("#available"), output)
    }

    func testAnOptionalRequirementNamingANewerTypeIsLeftToTheForwardee() {
        let (output, diagnostics) = generate(
            """
            @available(iOS 16.0, *)
            public enum DialogResult { case a }
            @MainActor public protocol DialogDelegate : NSObjectProtocol {
              @available(iOS 13.0, *)
              optional func show(_ m: String, completionHandler: @escaping (DialogResult) -> Void)
              optional func dismiss(_ m: String)
            }
            """)
        XCTAssertEqual(diagnostics.map(\.message), [])
        XCTAssertTrue(
            output.contains(
                "public final class DialogDelegateProxy: ReactiveRuntime.MainActorOptionalAnsweringProxy, DialogDelegate {"
            ), output)
        XCTAssertFalse(output.contains("func show("), output)
        XCTAssertFalse(output.contains("DialogDelegate.show"), output)
        XCTAssertTrue(output.contains("public func dismiss(_ m: String) {"), output)
        XCTAssertTrue(output.contains("#selector(DialogDelegate.dismiss(_:))"), output)
    }

    // MARK: - Selectors and overloads

    func testAZeroArgumentOptionalMethodIsListedByItsBareName() {
        let (output, _) = generate(
            """
            @MainActor public protocol TickDelegate : NSObjectProtocol {
              optional func tick()
              optional func tock(_ n: Int)
            }
            """)
        XCTAssertTrue(
            lines(output).contains("requirements.add(#selector(TickDelegate.tick), .whileObserved(0))"),
            output)
        XCTAssertFalse(output.contains("#selector(TickDelegate.tick())"), output)
        XCTAssertTrue(output.contains("#selector(TickDelegate.tock(_:))"), output)
    }

    func testOverloadsTheForwardeeIsAskedForAreToldApartByTheirTypes() {
        let (output, diagnostics) = generate(
            """
            public protocol Annotation : NSObjectProtocol {}
            public protocol Overlay : Annotation {}
            open class AnnotationView {}
            open class OverlayView {}
            @MainActor public protocol MapDelegate : NSObjectProtocol {
              optional func view(_ m: Int, viewFor a: any Annotation) -> AnnotationView?
              optional func view(_ m: Int, viewFor o: any Overlay) -> OverlayView
            }
            """, names: ["MapDelegate"])
        XCTAssertEqual(diagnostics.map(\.message), [])
        XCTAssertTrue(
            output.contains(
                "(currentForwardee?.view(_:viewFor:) as ((Int, any Overlay) -> OverlayView)?)?(m, o)"),
            output)
        XCTAssertTrue(
            output.contains(
                "(currentForwardee?.view(_:viewFor:) as ((Int, any Annotation) -> AnnotationView?)?)?(m, a)"
            ), output)
        XCTAssertFalse(output.contains("forwardee : nil)?.view?("), "an overload is never called by its name alone")
    }
}
