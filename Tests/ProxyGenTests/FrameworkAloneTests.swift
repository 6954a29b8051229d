// FrameworkAloneTests: a framework configured alone (`--module PassKit --all-protocols`), as a new
// user tries it: the modules it imports are read on demand for its classes' superclasses (UIKit's
// `UIViewController`, `@MainActor`) and its protocols' parents, with nothing generated for them;
// the SDK's headers tell which protocols are Objective-C ones (an interface prints them without
// `@objc`) and which requirements no Swift method can implement. A fake SDK and a fake
// swift-synthesize-interface that prints the interfaces written here and logs the modules asked.

import Foundation
import XCTest

@testable import ProxyGenCLI

final class FrameworkAloneTests: TemporaryDirectoryTestCase {
    override class var temporaryLabel: String { "alone" }

    var sdk: String { temporary.appending(path: "iPhoneOS.sdk").path(percentEncoded: false) }
    var directory: String { temporary.path(percentEncoded: false) }

    func write(_ path: String, _ text: String) throws {
        let url = temporary.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// A header of `framework` in the fake SDK.
    func writeHeader(_ framework: String, _ name: String, _ text: String = "") throws {
        try write("iPhoneOS.sdk/System/Library/Frameworks/\(framework).framework/Headers/\(name)", text)
    }

    static let passKit = """
        import Contacts
        import Foundation
        import UIKit

        open class PKPaymentAuthorizationViewController : UIViewController {
            weak open var delegate: (any PKPaymentAuthorizationViewControllerDelegate)?
        }
        public protocol PKPaymentAuthorizationViewControllerDelegate : NSObjectProtocol {
            func paymentAuthorizationViewControllerDidFinish(_ controller: PKPaymentAuthorizationViewController)
        }
        open class PKPaymentInformationEventExtension : NSObject {
        }
        public protocol PKSceneDelegate : UISceneDelegate {
        }
        public protocol PKShareDelegate : NSObjectProtocol {
            func prepare(_ block: (() -> Bool)?) -> Bool
        }
        public protocol PKPaymentInformationRequestHandling {
            func handleInformationRequest(_ infoRequest: Int, completion: @escaping @Sendable (Int) -> Void)
            func handleInformationRequest(_ infoRequest: Int) async -> Int
        }
        """

    static let uiKit = """
        import Foundation

        @MainActor open class UIResponder : NSObject {
            open var next: UIResponder? { get }
        }
        @MainActor open class UIViewController : UIResponder, NSCoding {
            open var title: String?
        }
        @MainActor public protocol UISceneDelegate : NSObjectProtocol {
            func scene(_ scene: UIResponder, handle intent: INIntent)
        }
        @MainActor public protocol UITableViewDelegate : NSObjectProtocol {
            func tableViewDidScroll()
        }
        """

    static let contacts = """
        import Foundation

        open class CNContact : NSObject {
            open var note: String?
        }
        """

    /// The fake synthesizer: prints `<module>.interface.swift` for `-module-name <module>` (fails
    /// where there is none), and appends the module's name to `modules.txt`.
    func writeSynthesizer() throws -> String {
        try write("PassKit.interface.swift", Self.passKit)
        try write("UIKit.interface.swift", Self.uiKit)
        try write("Contacts.interface.swift", Self.contacts)
        let script = temporary.appending(path: "synthesize.sh")
        try """
        #!/bin/sh
        while [ $# -gt 0 ]; do
            if [ "$1" = "-o" ]; then output="$2"; fi
            if [ "$1" = "-module-name" ]; then module="$2"; fi
            shift
        done
        echo "$module" >> '\(directory)/modules.txt'
        [ -f '\(directory)/'"$module".interface.swift ] || exit 1
        cp '\(directory)/'"$module".interface.swift "$output"

        """.write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return script.path(percentEncoded: false)
    }

    /// The fake SDK's headers: UIKit has `UIViewController.h`; PassKit declares its protocols
    /// in Objective-C.
    func makeSDK(withHeaders: Bool = true) throws {
        try FileManager.default.createDirectory(
            at: temporary.appending(path: "iPhoneOS.sdk/System/Library/Frameworks"), withIntermediateDirectories: true)
        guard withHeaders else { return }
        try writeHeader("UIKit", "UIViewController.h", "@interface UIViewController : UIResponder\n@end\n")
        try writeHeader("UIKit", "UISceneDelegate.h", "@class INIntent;\n")
        try writeHeader("Intents", "INIntent.h", "@interface INIntent : NSObject\n@end\n")
        try writeHeader("Contacts", "CNContact.h", "@interface CNContact : NSObject\n@end\n")
        try writeHeader(
            "PassKit", "PKPaymentInformationEventExtension.h",
            """
            @protocol PKPaymentInformationRequestHandling;
            API_AVAILABLE(ios(14.0)) @protocol PKPaymentInformationRequestHandling
            - (void)handleInformationRequest:(PKBarcodeEventMetadataRequest *)infoRequest completion:(void(^)(PKBarcodeEventMetadataResponse *response))completion;
            @end
            """)
        try writeHeader(
            "PassKit", "PKShare.h",
            "@protocol PKShareDelegate <NSObject>\n- (BOOL)prepare:(nullable NS_NOESCAPE BOOL (^)(void))block;\n@end\n")
        try writeHeader(
            "PassKit", "PKPaymentAuthorizationViewController.h",
            "@protocol PKPaymentAuthorizationViewControllerDelegate <NSObject>\n@end\n")
    }

    func proxygen(_ arguments: [String], headers: Bool = true) throws -> (status: Int32, output: String) {
        try proxygen(module: "PassKit", interfaces: [:], arguments, headers: headers)
    }

    func modulesRead() throws -> [String] {
        try String(contentsOf: temporary.appending(path: "modules.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
    }

    func testASuperclassOfAnImportedModuleGivesItsGlobalActorToTheSlotAccessor() throws {
        let (status, output) = try proxygen(["--all-protocols", "--output-dir", "out"])
        XCTAssertEqual(status, 0, output)
        let generated = try String(
            contentsOf: temporary.appending(path: "out/PassKit.swiftinterface.proxies.swift"), encoding: .utf8)
        // The view controller is UIKit's, @MainActor: so is the accessor of its delegate slot (a
        // nonisolated one forms a key path to a main-actor-isolated property: an error in Swift 6).
        let accessor = generated.components(
            separatedBy: "extension ReactiveRuntime.Reactive where Base: PKPaymentAuthorizationViewController {"
        )
        XCTAssertEqual(accessor.count, 2, generated)
        XCTAssertTrue(
            accessor.last?.contains(
                "    @MainActor\n    @_alwaysEmitIntoClient public var delegate: ReactiveRuntime.DelegateEvents<")
                ?? false,
            generated)
        // UIKit lends its declarations only: no proxy of its protocols, no file of its own.
        XCTAssertFalse(generated.contains("UITableViewDelegateProxy"), generated)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: "\(directory)/out"),
            ["PassKit.swiftinterface.proxies.swift"])
        XCTAssertTrue(generated.hasPrefix("// Generated by proxygen"), generated)
        // The headers say UIKit declares UIViewController: Contacts, imported first, is not read.
        XCTAssertEqual(try modulesRead(), ["PassKit", "UIKit"])
    }

    func testWithoutHeadersTheImportsAreReadInOrderUntilNothingIsMissing() throws {
        let (status, output) = try proxygen(
            ["--protocol", "PKPaymentAuthorizationViewControllerDelegate"], headers: false)
        XCTAssertEqual(status, 0, output)
        // Contacts declares nothing needed (read, not kept); Foundation cannot be read (passed
        // over); UIKit resolves the last name, so nothing after it is read.
        XCTAssertEqual(try modulesRead(), ["PassKit", "Contacts", "Foundation", "UIKit"])
        XCTAssertTrue(
            output.contains(
                "    @MainActor\n    @_alwaysEmitIntoClient public var delegate: ReactiveRuntime.DelegateEvents<"),
            output)
        XCTAssertFalse(output.contains("Contacts.swiftinterface"), output)
    }

    func testAnObjectiveCProtocolOfTheHeadersImplementsOnlyTheCompletionHandlerForm() throws {
        let (status, output) = try proxygen(["--protocol", "PKPaymentInformationRequestHandling"])
        XCTAssertEqual(status, 0, output)
        // Printed without `@objc`, but declared in a header: the proxy is an Objective-C one, and
        // the `async` form is the completion handler's selector, which it implements once.
        XCTAssertTrue(
            output.contains(
                "public final class PKPaymentInformationRequestHandlingProxy: NSObject, PKPaymentInformationRequestHandling {"
            ), output)
        XCTAssertTrue(output.contains("public func handleInformationRequest(_ infoRequest: Int, completion:"), output)
        XCTAssertFalse(output.contains("async -> Int {"), output)
    }

    func testTheListingNamesTheProtocolsItGivesAndThoseItSkipsWithWhy() throws {
        let (status, output) = try proxygen(["--all-protocols", "--list"])
        XCTAssertEqual(status, 0, output)
        let listed = output.split(separator: "\n").filter { !$0.contains(": warning: ") }.map(String.init)
        XCTAssertEqual(
            listed.filter { !$0.hasPrefix(" ") },
            [
                "PKPaymentAuthorizationViewControllerDelegateProxy (PKPaymentAuthorizationViewControllerDelegate, PassKit.swiftinterface:8)",
                "PKSceneDelegateProxy (PKSceneDelegate, PassKit.swiftinterface:13)",
                "PKPaymentInformationRequestHandlingProxy (PKPaymentInformationRequestHandling, PassKit.swiftinterface:18)",
                "skipped PKShareDelegate (PassKit.swiftinterface:15): protocol 'PKShareDelegate' cannot be proxied: a requirement takes an optional block that must not escape (nullable NS_NOESCAPE), which no Swift method can take",
            ], output)
    }

    func testAParentsForwardDeclaredClassesImportTheirModules() throws {
        let (status, output) = try proxygen(["--protocol", "PKSceneDelegate"])
        XCTAssertEqual(status, 0, output)
        // UIScene's delegate, a parent from UIKit, names INIntent, which UIKit's headers only
        // forward-declare: the proxy that implements it imports Intents.
        XCTAssertTrue(output.contains("public func scene(_ scene: UIResponder, handle intent: INIntent)"), output)
        XCTAssertTrue(output.contains("\nimport Intents\n"), output)
    }

    /// Runs the command on `module` after writing the interfaces `interfaces` (by module) that
    /// the fake synthesizer prints, over those of the fixture.
    func proxygen(
        module: String, interfaces: [String: String], _ arguments: [String], headers: Bool = true
    ) throws -> (status: Int32, output: String) {
        try makeSDK(withHeaders: headers)
        let tool = try writeSynthesizer()
        for (name, text) in interfaces { try write("\(name).interface.swift", text) }
        return try InProcessCommand.run(
            [
                "--module", module, "--sdk", sdk, "--swift-synthesize-interface", tool, "--target",
                "arm64-apple-ios13.0", "--no-interface-cache",
            ] + arguments, in: temporary)
    }

    func testAParentOfAFrameworkTheInterfaceDoesNotImportIsFoundThroughTheHeaders() throws {
        // As QuartzCore's `CAMetalDrawable: MTLDrawable`: the printed interface imports no Metal,
        // the header does (`#import <Metal/MTLDrawable.h>`). Foundation, imported, is no framework
        // of this SDK: not read.
        try writeHeader(
            "QuartzCore", "CAMetalLayer.h", "#import <QuartzCore/CALayer.h>\n#import <Metal/MTLDrawable.h>\n")
        try writeHeader("Metal", "MTLDrawable.h", "@protocol MTLDrawable <NSObject>\n@end\n")
        let (status, output) = try proxygen(
            module: "QuartzCore",
            interfaces: [
                "QuartzCore":
                    "import Foundation\npublic protocol CAMetalDrawable : MTLDrawable {\n  var texture: Int { get }\n}\n",
                "Metal": "import Foundation\npublic protocol MTLDrawable : NSObjectProtocol {\n  func present()\n}\n",
            ], ["--protocol", "CAMetalDrawable"])
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(output.contains("public final class CAMetalDrawableProxy: NSObject, CAMetalDrawable {"), output)
        XCTAssertTrue(output.contains("public func present()"), output)
        XCTAssertTrue(output.contains("\nimport Metal\n"), output)
        XCTAssertEqual(try modulesRead(), ["QuartzCore", "Metal"])
    }

    func testAParentOfASwiftOnlyModuleOfTheSDKIsRead() throws {
        // As SwiftData's `PersistentModel: Observable`, from `usr/lib/swift/Observation.swiftmodule`;
        // `os`, imported first, declares nothing needed and is not read.
        try write(
            "iPhoneOS.sdk/usr/lib/swift/Observation.swiftmodule/arm64-apple-ios.swiftinterface",
            "public protocol Observable {\n}\n")
        try write(
            "iPhoneOS.sdk/usr/lib/swift/os.swiftmodule/arm64-apple-ios.swiftinterface", "public class Logger {}\n")
        let (status, output) = try proxygen(
            module: "SwiftData",
            interfaces: [
                "SwiftData":
                    "import os\nimport Observation\npublic protocol Model : AnyObject, Observable {\n  func save()\n}\n",
                "Observation": "public protocol Observable {\n}\n",
            ], ["--protocol", "Model"])
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(
            output.contains("public final class ModelProxy: Model, ReactiveRuntime.DelegateProxyInstallation {"), output
        )
        XCTAssertEqual(try modulesRead(), ["SwiftData", "Observation"])
    }

    func testTheFrameworksAHeaderImportsAreItsAngleBracketAndModuleImports() {
        let header = """
            #import <QuartzCore/CABase.h>
              #include <Metal/MTLDrawable.h>
            #import "Local.h"
            #import <stdint.h>
            @import CoreVideo;
            // #import <Commented/Out.h>
            #import <Metal/MTLTexture.h>
            """
        XCTAssertEqual(SDKModuleOwners.importedFrameworks(in: header), ["QuartzCore", "Metal", "CoreVideo"])
    }

    func testObjectiveCProtocolsAreTheDefinitionsOfTheHeaders() {
        let header = """
            @protocol Forward;
            @protocol First, Second;
            @protocol Plain
            @end
            API_AVAILABLE(ios(14.0)) @protocol Available <NSObject>
            @end
            // @protocol Commented
            NS_SWIFT_UI_ACTOR
            @protocol Isolated<NSObject>
            """
        XCTAssertEqual(SDKHeaders.definedProtocols(inHeader: header), ["Plain", "Available", "Isolated"])
    }

    func testARequiredOptionalNonEscapingBlockHidesTheProtocol() {
        let header = """
            @protocol SCNSceneRenderer <NSObject>
            - (BOOL)prepareObject:(id)object shouldAbortBlock:(nullable NS_NOESCAPE BOOL (^)(void))block API_AVAILABLE(macos(10.9));
            @end
            @protocol Batches <NSObject>
            - (void)performBatchUpdates:(void (NS_NOESCAPE ^ _Nullable)(void))updates;
            @end
            @protocol Provider <NSObject>
            - (void)provide:(CKRecord * _Nullable (NS_SWIFT_SENDABLE NS_NOESCAPE ^)(CKRecordID *recordID))recordProvider;
            - (void)enumerate:(void (NS_NOESCAPE ^)(id _Nullable value, BOOL *stop))block;
            @optional
            - (void)later:(nullable NS_NOESCAPE void (^)(void))block;
            @end
            """
        let hidden = SDKHeaders.hiddenRequirements(inHeader: header)
        // A non-optional block that does not escape is Swift's default; an optional one in an
        // optional requirement is one the proxy need not implement.
        XCTAssertEqual(hidden.map(\.name), ["SCNSceneRenderer", "Batches"])
        XCTAssertEqual(
            hidden.first?.reason,
            "a requirement takes an optional block that must not escape (nullable NS_NOESCAPE), which no Swift method can take"
        )
    }
}
