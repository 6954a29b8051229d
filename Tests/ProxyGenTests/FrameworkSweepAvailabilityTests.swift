// FrameworkSweepAvailabilityTests: the availability a proxy and its accessors take from what they
// name, in cases the SDK's frameworks configured alone met (Metal, Matter, GameController): each
// typechecked wrong before ("only available in iOS 16.0 or newer"). Linux does not check iOS
// availability, so the attributes are read from the output.

import XCTest

@testable import ProxyGen

final class FrameworkSweepAvailabilityTests: XCTestCase, ModuleInterfaceGeneration {
    func testARequiredAnswerNewerThanItsProtocolMakesTheProxyAsNewAsIt() {
        // As Metal prints MTLResource: a protocol of iOS 8 whose required `gpuResourceID` is
        // iOS 16, typed by an iOS 16 struct; the initializer takes its answer.
        let (output, diagnostics) = generate(
            """
            @available(iOS 16.0, *)
            public struct MTLResourceID { }
            @available(iOS 8.0, *)
            public protocol MTLResource : NSObjectProtocol {
                var label: String? { get set }
                var allocatedSize: Int { get }
                @available(iOS 16.0, *)
                var gpuResourceID: MTLResourceID { get }
                func makeAliasable()
            }
            """, names: ["MTLResource"])
        XCTAssertEqual(diagnostics.map(\.message), [])
        let lines = lines(output)
        let proxy = lines.firstIndex { $0.hasPrefix("public final class MTLResourceProxy:") }
        XCTAssertEqual(proxy.map { lines[$0 - 1] }, "@available(iOS 16.0, *)", output)
        // Inside the class, the requirement repeats nothing its class says.
        let property = lines.firstIndex(of: "@_optimize(size) public var gpuResourceID: MTLResourceID {")
        XCTAssertNotNil(property, output)
        XCTAssertFalse(property.map { lines[$0 - 1].hasPrefix("@available") } ?? true, output)
    }

    func testAnOptionalOrVoidRequirementNewerThanItsProtocolLeavesTheProxyAsAvailableAsItsProtocol() {
        // Only answers the initializer takes raise the class: an optional requirement's, or a
        // required method's that returns nothing, are members available as they say.
        let (output, diagnostics) = generate(
            """
            @available(iOS 16.0, *)
            public struct ResourceID { }
            public protocol Resource : NSObjectProtocol {
                var allocatedSize: Int { get }
                @available(iOS 16.0, *)
                func makeAliasable(_ id: ResourceID)
                @available(iOS 16.0, *)
                optional func gpuResourceID() -> ResourceID?
            }
            """, names: ["Resource"])
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.message), [])
        let lines = lines(output)
        let proxy = lines.firstIndex { $0.hasPrefix("public final class ResourceProxy:") }
        XCTAssertNotNil(proxy, output)
        XCTAssertFalse(proxy.map { lines[$0 - 1].hasPrefix("@available") } ?? true, output)
    }

    func testAProtocolOlderThanItsParentIsProxiedAsNewAsTheParent() {
        // As Matter prints MTRPersistentStorageDelegate (iOS 16.1, deprecated in 16.4), which
        // refines MTRStorage (iOS 16.4): the proxy names its parent's proxy route.
        let (output, diagnostics) = generate(
            """
            @available(iOS 16.4, *)
            public protocol MTRStorage : NSObjectProtocol {
                func storageData(forKey key: String) -> Data?
            }
            @available(iOS, introduced: 16.1, deprecated: 16.4, message: "Please use MTRStorage")
            public protocol MTRPersistentStorageDelegate : MTRStorage {
            }
            """, names: ["MTRStorage", "MTRPersistentStorageDelegate"])
        XCTAssertEqual(diagnostics.map(\.message), [])
        let lines = lines(output)
        let proxy = lines.firstIndex { $0.hasPrefix("public final class MTRPersistentStorageDelegateProxy:") }
        XCTAssertNotNil(proxy, output)
        XCTAssertEqual(
            proxy.map { Array(lines[($0 - 2)..<$0]) },
            [
                "@available(iOS, introduced: 16.1, deprecated: 16.4, message: \"Please use MTRStorage\")",
                "@available(iOS 16.4, *)",
            ], output)
    }

    func testASlotAccessorIsAsAvailableAsTheProxyItNames() {
        // As Matter prints MTRCommissioningParameters: a class and its slot with no availability,
        // typed by a protocol whose requirements are all iOS 16.1 (so is its proxy).
        let (output, diagnostics) = generate(
            """
            open class MTRCommissioningParameters : NSObject {
                weak open var deviceAttestationDelegate: (any MTRDeviceAttestationDelegate)?
            }
            public protocol MTRDeviceAttestationDelegate : NSObjectProtocol {
                @available(iOS 16.1, *)
                optional func deviceAttestationFailed(for controller: Int, error: any Error)
            }
            """, names: ["MTRDeviceAttestationDelegate"])
        XCTAssertEqual(diagnostics.map(\.message), [])
        let lines = lines(output)
        let accessor = lines.firstIndex {
            $0.hasPrefix("@_alwaysEmitIntoClient public var deviceAttestationDelegate: ")
        }
        XCTAssertNotNil(accessor, output)
        XCTAssertTrue(accessor.map { lines[..<$0].suffix(4).contains("@available(iOS 16.1, *)") } ?? false, output)
    }

    func testAProtocolWhoseParentHidesARequirementIsSkippedWithItsParentsReason() {
        // As GameController's GCDevicePhysicalInput, whose parent GCDevicePhysicalInputState's
        // `elements` is NS_REFINED_FOR_SWIFT: printed nowhere, so the child's proxy missed it.
        var selection = ProtocolSelection(names: [], includesAll: true)
        selection.moduleInterfacePaths = ["GameController.swiftinterface"]
        selection.unproxiable = ["InputState": "a requirement is hidden from Swift (NS_REFINED_FOR_SWIFT)"]
        let result = ProxyGenerator.generate(
            [
                SourceFile(
                    path: "GameController.swiftinterface",
                    text: """
                        import Foundation
                        public protocol InputState : NSObjectProtocol {
                            var lastEventTimestamp: Double { get }
                        }
                        public protocol PhysicalInput : InputState {
                            var queue: Int { get }
                        }
                        """)
            ], options: GeneratorOptions(selection: selection))
        XCTAssertEqual(
            result.diagnostics.map(\.message),
            [
                "protocol 'InputState' cannot be proxied: a requirement is hidden from Swift (NS_REFINED_FOR_SWIFT)",
                "protocol 'PhysicalInput' cannot be proxied: its parent 'InputState' cannot be: a requirement is hidden from Swift (NS_REFINED_FOR_SWIFT)",
            ])
        XCTAssertTrue(result.files.allSatisfy { !$0.contents.contains("class PhysicalInputProxy") })
    }
}
