// FrameworkSweepResolverTests: what the resolver makes of protocols of the SDK's frameworks as
// their interfaces print them, in cases that every framework configured alone met (each typechecked
// wrong before: an Objective-C selector conflict, a warning in Swift 6).

import XCTest

@testable import ProxyGen

final class FrameworkSweepResolverTests: XCTestCase, ModuleInterfaceGeneration {
    func testAnAsyncTwinWhoseNameDropsAsynchronouslyOrGetIsTheCompletionHandlerForm() {
        // As AVFoundation's AVAsynchronousKeyValueLoading (one selector,
        // `loadValuesAsynchronouslyForKeys:completionHandler:`, imported twice) and Matter's
        // `getDeviceControllerWithFabricId:completion:`.
        let (output, diagnostics) = generate(
            """
            public protocol AVLoader : NSObjectProtocol {
              func loadValuesAsynchronously(forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)?)
              func loadValues(forKeys keys: [String]) async
              func getDeviceController(withFabricId fabricId: Int, completion: @escaping (Int) -> Void)
              func deviceController(withFabricId fabricId: Int) async -> Int
            }
            """, names: ["AVLoader"])
        XCTAssertEqual(diagnostics.map(\.message), [])
        let functions = lines(output).filter { $0.hasPrefix("@_optimize(size) public func ") }
        XCTAssertEqual(
            functions,
            [
                "@_optimize(size) public func loadValuesAsynchronously(forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)?) {",
                "@_optimize(size) public func getDeviceController(withFabricId fabricId: Int, completion: @escaping (Int) -> Void) {",
            ], output)
    }

    func testARequirementNamingADeprecatedTypeIsDeprecatedAsTheTypeIs() {
        // As AddressBookUI prints them: the protocol and its method are not deprecated, the class
        // they name is (since iOS 9, below any deployment target ReactiveRuntime allows), so every
        // use of it in generated code warned.
        let (output, diagnostics) = generate(
            """
            @available(iOS, introduced: 2.0, deprecated: 9.0, message: "Use CNContactViewController")
            open class ABNewPersonViewController : NSObject {
                weak open var newPersonViewDelegate: (any ABNewPersonViewControllerDelegate)?
            }
            public protocol ABNewPersonViewControllerDelegate : NSObjectProtocol {
                @available(iOS 2.0, *)
                func newPersonViewController(_ newPersonView: ABNewPersonViewController, didCompleteWithNewPerson person: Int)
            }
            """, names: ["ABNewPersonViewControllerDelegate"])
        XCTAssertEqual(diagnostics.map(\.message), [])
        let deprecation =
            "@available(iOS, deprecated: 9.0, message: \"Use CNContactViewController\")"
        let lines = lines(output)
        for declaration in [
            "@_optimize(size) public func newPersonViewController(_ newPersonView: ABNewPersonViewController, didCompleteWithNewPerson person: Int) {",
            "@_alwaysEmitIntoClient public var newPersonViewControllerDidCompleteWithNewPerson: ReactiveRuntime.Signal<(newPersonView: ABNewPersonViewController, person: Int), Swift.Never> { streams.signal(0, Timing.self) }",
        ] {
            let index = lines.firstIndex(of: declaration)
            XCTAssertNotNil(index, output)
            XCTAssertTrue(index.map { lines[..<$0].suffix(3).contains(deprecation) } ?? false, output)
        }
        // The method is required: the proxy's initializer takes its answer, so the proxy is
        // deprecated too (a type's deprecation is not the protocol's: the protocol is not).
        let proxy = lines.firstIndex { $0.hasPrefix("public final class ABNewPersonViewControllerDelegateProxy:") }
        XCTAssertTrue(proxy.map { lines[$0 - 1] == deprecation } ?? false, output)
    }

    func testADefaultIsolatedToAnotherActorThanTheProtocolIsNoDefault() {
        // As VisionKit prints ImageAnalysisInteractionDelegate: a nonisolated protocol whose
        // defaults are `@MainActor` (calling one from the proxy, or letting it satisfy the
        // requirement, crossed into main-actor-isolated code).
        let (output, diagnostics) = generate(
            """
            public protocol InteractionDelegate : AnyObject {
              func shouldBegin(_ x: Int) -> Bool
              func contentsRect(for x: Int) -> Double
            }
            extension InteractionDelegate {
              @MainActor public func shouldBegin(_ x: Int) -> Bool
              public func contentsRect(for x: Int) -> Double
            }
            """, names: ["InteractionDelegate"])
        XCTAssertEqual(diagnostics.map(\.message), [])
        XCTAssertFalse(output.contains("Defaults(proxy: self).shouldBegin("), output)
        XCTAssertTrue(output.contains("Defaults(proxy: self).contentsRect(for:"), output)
        XCTAssertTrue(output.contains("shouldBegin: @escaping (Int) -> Bool"), "a required answer: \(output)")
    }

    func testAnIsolatedProtocolRefiningANonisolatedOneWithRequirementsIsRefused() {
        // As UIKit's UIDropSession (@MainActor) refines Foundation's ProgressReporting, read with
        // UIKit: its proxy's conformance crossed into main-actor-isolated code. A parent isolated
        // through its own parent, or one without requirements, is no obstacle.
        let interface = """
            public protocol ProgressReporting : NSObjectProtocol {
              var progress: Int { get }
            }
            public protocol Marker : NSObjectProtocol {
            }
            @MainActor public protocol DragSession : NSObjectProtocol {
              func location() -> Int
            }
            public protocol DragDropSession : DragSession {
              func items() -> [Int]
            }
            @MainActor public protocol DropSession : DragDropSession, ProgressReporting {
              func load() -> Int
            }
            @MainActor public protocol SpringSession : DragDropSession, Marker {
              func spring()
            }
            """
        let (output, diagnostics) = generate(interface, names: ["DropSession", "SpringSession"])
        XCTAssertEqual(
            diagnostics.map(\.message),
            [
                "protocol 'DropSession' is isolated to @MainActor and inherits from 'ProgressReporting', which is not: a proxy isolated to @MainActor cannot satisfy its requirements without crossing into actor-isolated code, and a nonisolated one could not call the forwardee"
            ])
        XCTAssertTrue(output.contains("public final class SpringSessionProxy: NSObject, SpringSession"), output)
    }

    func testAParentThatIsAClassOrUnprintedSaysSo() {
        // As RealityKit's `HasModel: Entity` (a class) and AppIntents' protocols refining
        // `_SupportsAppDependencies` (not printed in the interface).
        let (_, diagnostics) = generate(
            """
            open class Entity {
              open var parent: Entity?
            }
            public protocol HasModel : Entity {
              func model() -> Int
            }
            public protocol AppIntent : _SupportsAppDependencies {
              func perform() -> Int
            }
            """, names: ["HasModel", "AppIntent"])
        XCTAssertEqual(
            diagnostics.map(\.message).sorted(),
            [
                "protocol 'AppIntent' inherits from '_SupportsAppDependencies', which its module's interface does not print (an underscored protocol); its requirements cannot be known",
                "protocol 'HasModel' requires its conformers to be subclasses of the class 'Entity'; a proxy (an NSObject or a class of its own) is not one",
            ])
    }

    func testAStandardLibraryParentCreatedFromALiteralOrANumberSaysWhyNoProxy() {
        // As CoreML's `MLShapedArrayProtocol: ExpressibleByArrayLiteral`.
        let (_, diagnostics) = generate(
            """
            public protocol ShapedArray : ExpressibleByArrayLiteral {
              func shape() -> [Int]
            }
            public protocol Scalar : Swift.BinaryFloatingPoint {
              func value() -> Int
            }
            public protocol Log : TextOutputStream {
              func flush()
            }
            """, names: ["ShapedArray", "Scalar", "Log"])
        XCTAssertEqual(
            diagnostics.map(\.message).sorted(),
            [
                "protocol 'Log' inherits from the standard-library protocol 'TextOutputStream', whose requirements ProxyGen does not know: it reads the inputs and the modules given with '--module', not the standard library (of its protocols, a proxy implements Equatable, Hashable, Identifiable, CustomStringConvertible and CustomDebugStringConvertible itself, and takes Sendable as a marker)",
                "protocol 'Scalar' inherits from the standard-library protocol 'BinaryFloatingPoint': its requirements compare or create values of the conforming type itself, which a proxy (a class wrapping another conformer) cannot forward",
                "protocol 'ShapedArray' inherits from the standard-library protocol 'ExpressibleByArrayLiteral': its requirement is an initializer from a literal: a proxy wraps an existing delegate instead of being created from a literal",
            ])
    }

    func testOptionalMethodsNamingTypesAsOldAsTheFloorAreKeptAndTheirSelectorsToldApart() {
        // As HomeKit prints HMHomeDelegate: types introduced in iOS 8 (below the runtime's floor)
        // named by optional methods that say nothing of availability. They were taken for methods
        // newer than themselves and left out, and then `#selector(P.home(_:didUpdate:))` of the one
        // kept was ambiguous with the one left out.
        let (output, diagnostics) = generate(
            """
            @available(iOS 8.0, *)
            open class HMHome : NSObject {
            }
            @available(iOS 8.0, *)
            open class HMTrigger : NSObject {
            }
            @available(iOS 11.0, *)
            public enum HMHomeHubState : Int, @unchecked Sendable {
                case notAvailable = 0
            }
            @available(iOS 8.0, *)
            public protocol HMHomeDelegate : NSObjectProtocol {
                optional func home(_ home: HMHome, didUpdate trigger: HMTrigger)
                @available(iOS 11.0, *)
                optional func home(_ home: HMHome, didUpdate homeHubState: HMHomeHubState)
            }
            """, names: ["HMHomeDelegate"])
        XCTAssertEqual(diagnostics.map(\.message), [])
        let lines = lines(output)
        XCTAssertTrue(
            lines.contains("@_optimize(size) public func home(_ home: HMHome, didUpdate trigger: HMTrigger) {"), output)
        XCTAssertTrue(
            lines.contains(
                "requirements.add(#selector(HMHomeDelegate.home(_:didUpdate:) as (HMHomeDelegate) -> ((HMHome, HMTrigger) -> Swift.Void)?), .whileObserved(0))"
            ), output)
        XCTAssertTrue(
            lines.contains(
                "requirements.add(#selector(HMHomeDelegate.home(_:didUpdate:) as (HMHomeDelegate) -> ((HMHome, HMHomeHubState) -> Swift.Void)?), .whileObserved(1))"
            ), output)
    }

    func testAPropertyWhoseGetterIsNSObjectsZoneSkipsItsProtocol() {
        // As ModelIO prints MDLMeshBuffer: its getter's selector `zone` is NSObject's `zone()`.
        let (output, diagnostics) = generate(
            """
            public protocol MDLMeshBufferZone : NSObjectProtocol {
                var capacity: Int { get }
            }
            public protocol MDLMeshBuffer : NSObjectProtocol {
                var length: Int { get }
                var zone: any MDLMeshBufferZone { get }
            }
            """)
        XCTAssertEqual(
            diagnostics.map(\.message),
            [
                "property requirement 'zone' has the Objective-C selector of NSObject's method 'zone()'; a proxy (an NSObject) cannot implement it: its getter would conflict with that method"
            ])
        XCTAssertTrue(output.contains("class MDLMeshBufferZoneProxy"), output)
        XCTAssertFalse(output.contains("class MDLMeshBufferProxy"), output)
    }

    func testAnOptionalMethodThatThrowsIsCalledWithBangWhereTheForwardeeImplementsIt() {
        // As CoreSpotlight prints CSSearchableIndexDelegate (an `NSError **` out-parameter imported
        // as `throws`): `forwardee?.fileURL?(…)` compiled, crashed the compiler generating code.
        let (output, diagnostics) = generate(
            """
            public protocol CSSearchableIndexDelegate : NSObjectProtocol {
                optional func searchableIndexDidThrottle(_ searchableIndex: CSSearchableIndex)
                @available(iOS 11.0, *)
                optional func fileURL(for searchableIndex: CSSearchableIndex, itemIdentifier: String, typeIdentifier: String, inPlace: Bool) throws -> URL
            }
            """, names: ["CSSearchableIndexDelegate"])
        XCTAssertEqual(diagnostics.map(\.message), [])
        let lines = lines(output)
        XCTAssertTrue(
            lines.contains(
                "if let answer = try ReactiveRuntime.MessageForwarding.implementing(#selector(CSSearchableIndexDelegate.fileURL(for:itemIdentifier:typeIdentifier:inPlace:)), currentForwardee)?.fileURL!(for: searchableIndex, itemIdentifier: itemIdentifier, typeIdentifier: typeIdentifier, inPlace: inPlace) {"
            ), output)
        // One that does not throw is still called with `?`.
        XCTAssertTrue(lines.contains("currentForwardee?.searchableIndexDidThrottle?(searchableIndex)"), output)
    }

    func testAnOptionalMethodThatThrowsIsolatedToAGlobalActorSkipsItsProtocol() {
        // Any call of one makes it a closure, to drop its isolation, and the compiler crashes
        // generating that closure's conversion of the Objective-C error: whether the protocol or
        // the method is isolated.
        let (output, diagnostics) = generate(
            """
            @MainActor public protocol PageDelegate : NSObjectProtocol {
                optional func page(_ page: Page, textAt index: Int) throws -> String
            }
            public protocol BookDelegate : NSObjectProtocol {
                @MainActor optional func bookDidClose(_ book: Book) throws
                optional func bookDidOpen(_ book: Book)
            }
            public protocol ShelfDelegate : NSObjectProtocol {
                optional func shelf(_ shelf: Shelf, bookAt index: Int) throws -> Book
            }
            """)
        XCTAssertEqual(
            diagnostics.map(\.message),
            [
                "optional requirement 'page(_:textAt:)' throws and is isolated to @MainActor: it cannot be forwarded, as the compiler crashes generating any call of it (Swift 6.3)",
                "optional requirement 'bookDidClose(_:)' throws and is isolated to @MainActor: it cannot be forwarded, as the compiler crashes generating any call of it (Swift 6.3)",
            ])
        XCTAssertFalse(output.contains("class PageDelegateProxy"), output)
        XCTAssertFalse(output.contains("class BookDelegateProxy"), output)
        XCTAssertTrue(output.contains("class ShelfDelegateProxy"), output)
    }

    func testAnObjectiveCProtocolTakingItsParentsActorConformsByLanguageMode() {
        // As PencilKit prints PKCanvasViewDelegate under UIKit's main-actor UIScrollViewDelegate:
        // an Objective-C protocol takes the parent's actor in the Swift 6 language mode of the
        // code that imports it, not in Swift 5, where the main-actor proxy's conformance warned.
        // A Swift module's protocol took it, or not, when that module was compiled.
        let interface = """
            import Foundation

            @MainActor public protocol UIScrollViewDelegate : NSObjectProtocol {
                optional func scrollViewDidScroll(_ scrollView: AnyObject)
            }
            public protocol PKCanvasViewDelegate : UIScrollViewDelegate {
                optional func canvasViewDrawingDidChange(_ canvasView: AnyObject)
            }
            """
        func generated(objectiveC: Set<String>) -> [String] {
            var selection = ProtocolSelection(names: ["PKCanvasViewDelegate"])
            selection.moduleInterfacePaths = ["PencilKit.swiftinterface"]
            selection.objectiveCProtocols = objectiveC
            let result = ProxyGenerator.generate(
                [SourceFile(path: "PencilKit.swiftinterface", text: interface)],
                options: GeneratorOptions(selection: selection))
            XCTAssertEqual(result.diagnostics.map(\.message), [])
            return lines(result.files.map(\.contents).joined(separator: "\n"))
        }
        let header =
            "public final class PKCanvasViewDelegateProxy: ReactiveRuntime.MainActorOptionalAnsweringProxy"
        let objectiveC = generated(objectiveC: ["UIScrollViewDelegate", "PKCanvasViewDelegate"])
        XCTAssertTrue(objectiveC.contains(header + " {"), objectiveC.joined(separator: "\n"))
        let split = [
            "#if swift(>=6)", "extension PKCanvasViewDelegateProxy: PKCanvasViewDelegate {}", "#else",
            "extension PKCanvasViewDelegateProxy: @preconcurrency PKCanvasViewDelegate {}", "#endif",
        ]
        let start = objectiveC.firstIndex(of: split[0])
        XCTAssertEqual(start.map { Array(objectiveC[$0..<$0 + split.count]) }, split)
        let swift = generated(objectiveC: [])
        XCTAssertTrue(swift.contains(header + ", PKCanvasViewDelegate {"), swift.joined(separator: "\n"))
        XCTAssertFalse(swift.contains("#if swift(>=6)"))
    }
}
