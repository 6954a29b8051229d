// SDKHeadersTests: what an SDK's Objective-C headers and API notes tell proxygen that a framework's
// synthesized interface does not (the frameworks owning the classes it only forward-declares, their
// Swift names, the protocols with requirements hidden from Swift), read from a small fake SDK laid
// out as Apple's are, and the command run on it with a fake swift-synthesize-interface.

import Foundation
import XCTest

@testable import ProxyGenCLI

final class SDKHeadersTests: TemporaryDirectoryTestCase {
    override class var temporaryLabel: String { "sdk" }

    var sdk: String { temporary.appending(path: "iPhoneOS.sdk").path(percentEncoded: false) }

    /// Writes `text` at `path`, relative to the temporary directory, creating its directories.
    func write(_ path: String, _ text: String) throws {
        let url = temporary.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Writes a header or API notes file of `framework` in the fake SDK.
    func writeHeader(_ framework: String, _ name: String, _ text: String) throws {
        try write("iPhoneOS.sdk/System/Library/Frameworks/\(framework).framework/Headers/\(name)", text)
    }

    /// A fake SDK: UIKit's headers forward-declare classes of Intents, CloudKit, PassKit and UIKit
    /// itself, and declare protocols that hide requirements from Swift (or do not); CloudKit's API
    /// notes rename classes, for the current Swift and for an older one.
    func makeSDK() throws {
        try writeHeader(
            "UIKit", "UIApplication.h",
            """
            #import <Foundation/Foundation.h>

            @class CKShareMetadata;
            @class INIntent, INIntentResponse;
            @class PKPayment;
            @class UIView;

            NS_SWIFT_UI_ACTOR
            @protocol UIApplicationDelegate <NSObject>
            @optional
            - (void)application:(UIApplication *)application handleIntent:(INIntent *)intent;
            - (void)application:(UIApplication *)application userDidAcceptCloudKitShareWithMetadata:(CKShareMetadata *)cloudKitShareMetadata;
            @end

            """)
        try writeHeader(
            "UIKit", "UIMenuBuilder.h",
            """
            @protocol UIMenuBuilder;

            UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR
            @protocol UIMenuBuilder
            @property (nonatomic, readonly) UIMenuSystem *system;
            - (nullable UICommand *)commandForAction:(SEL)action propertyList:(nullable id)propertyList NS_REFINED_FOR_SWIFT;
            @end

            """)
        try writeHeader(
            "UIKit", "UIHoverEffect.h",
            """
            UIKIT_EXTERN API_AVAILABLE(ios(17.0)) NS_REFINED_FOR_SWIFT NS_SWIFT_UI_ACTOR
            @protocol UIHoverEffect <NSCopying, NSObject>
            - (void)hover;
            @end

            """)
        try writeHeader(
            "UIKit", "UIScrubberDelegate.h",
            """
            @interface UIScrubber : UIView
            - (void)scrubTo:(CGFloat)value NS_REFINED_FOR_SWIFT;
            @end

            NS_SWIFT_UI_ACTOR
            @protocol UIScrubberDelegate <NSObject>
            - (void)scrubberDidBegin:(UIScrubber *)scrubber;
            @optional
            - (void)scrubber:(UIScrubber *)scrubber didScrubTo:(CGFloat)value NS_REFINED_FOR_SWIFT;
            @required
            - (void)scrubberDidEnd:(UIScrubber *)scrubber;
            @end

            """)
        try writeHeader("UIKit", "UIView.h", "@interface UIView : UIResponder\n@end\n")
        try writeHeader(
            "UIKit", "UIKit.apinotes",
            """
            ---
            Name: UIKit
            Classes:
            - Name: UIScrubber
              Methods:
              - Selector: 'reset'
                MethodKind: Instance
                SwiftPrivate: true
            Protocols:
            - Name: UITextDictation
              Methods:
              - Selector: 'dictationRecognitionFailed'
                MethodKind: Instance
                SwiftPrivate: true
            - Name: UITextPlain
              Methods:
              - Selector: 'insertText:'
                MethodKind: Instance
                SwiftName: insert(_:)
            SwiftVersions:
            - Version: 4
              Protocols:
              - Name: UITextLegacy
                Methods:
                - Selector: 'legacy'
                  MethodKind: Instance
                  SwiftPrivate: true

            """)
        try writeHeader("Intents", "INIntent.h", "@interface INIntent : NSObject\n@end\n")
        try writeHeader("Intents", "INIntentResponse.h", "@interface INIntentResponse : NSObject\n@end\n")
        try writeHeader("CloudKit", "CKShareMetadata.h", "@interface CKShareMetadata : NSObject\n@end\n")
        try writeHeader("CloudKit", "CKShareParticipant.h", "@interface CKShareParticipant : NSObject\n@end\n")
        try writeHeader(
            "CloudKit", "CloudKit.apinotes",
            """
            ---
            Name: CloudKit
            Classes:
            - Name: CKShareMetadata
              SwiftName: CKShare.Metadata
            - Name: CKShareParticipant
              SwiftName: CKShare.Participant
            SwiftVersions:
            - Version: 4
              Classes:
              - Name: CKShareMetadata
                SwiftName: CKShareMetadata

            """)
        try writeHeader("PassKit", "PKPayment.h", "@interface PKPayment : NSObject\n@end\n")
    }

    // MARK: - Forward-declared classes

    func testForwardDeclaredClassesMentionedByTheInterfaceImportTheirFrameworks() throws {
        try makeSDK()
        let interface = """
            @MainActor public protocol UIApplicationDelegate : NSObjectProtocol {
              optional func application(_ application: UIApplication, handle intent: INIntent)
              optional func application(_ application: UIApplication, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShareMetadata)
            }
            open class UIView : NSObject {}
            """
        let owners = SDKHeaders.owners(of: "UIKit", interface: interface, sdk: sdk)
        // PKPayment is forward-declared but not mentioned; UIView is UIKit's own.
        XCTAssertEqual(owners.modules, ["CloudKit", "Intents"])
        // The renames of the current Swift, only for the classes wanted (not CKShareParticipant,
        // which UIKit does not forward-declare), not the older Swift's identity rename.
        XCTAssertEqual(owners.renames, ["CKShareMetadata": "CKShare.Metadata"])
    }

    func testANameTheInterfaceDoesNotMentionAddsNoImport() throws {
        try makeSDK()
        // `PKPaymentRequest` contains `PKPayment` but is another identifier.
        let interface = "public protocol P { func pay(_ r: PKPaymentRequest) }\nopen class UIView {}\n"
        let owners = SDKHeaders.owners(of: "UIKit", interface: interface, sdk: sdk)
        XCTAssertEqual(owners.modules, [])
        XCTAssertEqual(owners.renames, [:])

        let mentioned = SDKHeaders.owners(of: "UIKit", interface: "func pay(_ p: PKPayment)", sdk: sdk)
        XCTAssertEqual(mentioned.modules, ["PassKit"])
        XCTAssertEqual(mentioned.renames, [:], "PassKit has no API notes")
    }

    func testClassesOfBothListsOnOneLineAreFound() throws {
        try makeSDK()
        // INIntentResponse is the second name of `@class INIntent, INIntentResponse;`.
        let owners = SDKHeaders.owners(of: "UIKit", interface: "func f(_ r: INIntentResponse)", sdk: sdk)
        XCTAssertEqual(owners.modules, ["Intents"])
    }

    func testAnSDKWithoutTheFrameworksHeadersGivesNothing() throws {
        try makeSDK()
        let owners = SDKHeaders.owners(of: "MapKit", interface: "func f(_ i: INIntent)", sdk: sdk)
        XCTAssertEqual(owners.modules, [])
        XCTAssertEqual(owners.renames, [:])
        let missing = SDKHeaders.owners(
            of: "UIKit", interface: "func f(_ i: INIntent)", sdk: temporary.appending(path: "none").path)
        XCTAssertEqual(missing.modules, [])
    }

    func testClassRenamesAreTheTopLevelClassesOnly() {
        let notes = """
            ---
            Name: CloudKit
            Classes:
            - Name: CKShareMetadata
              SwiftName: CKShare.Metadata
              Methods:
              - Selector: 'init'
                SwiftName: init()
            - Name: CKRecord
              SwiftName: CKRecord
            Protocols:
            - Name: CKSyncEngineDelegate
              SwiftName: CKSyncEngine.Delegate
            SwiftVersions:
            - Version: 4
              Classes:
              - Name: CKShareParticipant
                SwiftName: CKOldParticipant

            """
        let renames = SDKHeaders.classRenames(in: notes)
        XCTAssertEqual(renames.map(\.name), ["CKShareMetadata"])
        XCTAssertEqual(renames.map(\.swiftName), ["CKShare.Metadata"])
    }

    // MARK: - Hidden requirements

    func testProtocolsHidingARequirementFromSwiftAreFoundWithTheirReasons() throws {
        try makeSDK()
        let hidden = SDKHeaders.protocolsWithHiddenRequirements(of: "UIKit", sdk: sdk)
        XCTAssertEqual(
            hidden.keys.sorted(), ["UIHoverEffect", "UIMenuBuilder", "UITextDictation"],
            "an optional refined method, a refined class method, a SwiftName and an older Swift's notes hide nothing")
        XCTAssertEqual(hidden["UIMenuBuilder"], "a requirement is hidden from Swift (NS_REFINED_FOR_SWIFT)")
        XCTAssertEqual(
            hidden["UIHoverEffect"],
            "the Swift protocol of this name stands in for the Objective-C one (NS_REFINED_FOR_SWIFT)")
        XCTAssertEqual(hidden["UITextDictation"], "its API notes hide a requirement from Swift (SwiftPrivate)")
        XCTAssertEqual(SDKHeaders.protocolsWithHiddenRequirements(of: "Intents", sdk: sdk), [:])
    }

    func testOnlyARequiredRefinedMethodHidesARequirement() {
        let header = """
            @protocol OptionalOnly <NSObject>
            @optional
            - (void)refined NS_REFINED_FOR_SWIFT;
            @end

            @protocol RequiredAgain <NSObject>
            @optional
            - (void)optionalOne;
            @required
            - (void)refined NS_REFINED_FOR_SWIFT;
            @end

            @protocol Fresh <NSObject>
            - (void)refined NS_REFINED_FOR_SWIFT;
            @end

            @protocol Plain <NSObject>
            - (void)plain;
            @end
            """
        let found = SDKHeaders.hiddenRequirements(inHeader: header)
        XCTAssertEqual(found.map(\.name), ["RequiredAgain", "Fresh"])
    }

    func testAProtocolRefinedOnTheLineBeforeItIsHidden() {
        let header = """
            NS_REFINED_FOR_SWIFT
            @protocol Refined <NSObject>
            - (void)shown;
            @end
            @protocol Inline <NSObject> NS_REFINED_FOR_SWIFT
            @end
            @protocol Shown <NSObject>
            - (void)shown;
            @end
            """
        let found = SDKHeaders.hiddenRequirements(inHeader: header)
        XCTAssertEqual(found.map(\.name), ["Refined", "Inline"])
        XCTAssertTrue(found.allSatisfy { $0.reason.contains("stands in for the Objective-C one") }, "\(found)")
    }

    // MARK: - The command on the fake SDK

    /// A fake `swift-synthesize-interface` that writes UIKit's interface to the path after `-o`, and
    /// its arguments to `arguments.txt`.
    func writeSynthesizer() throws -> String {
        let interface = """
            import Foundation

            @MainActor public protocol UIApplicationDelegate : NSObjectProtocol {
              optional func application(_ application: UIApplication, handle intent: INIntent)
              optional func application(_ application: UIApplication, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShareMetadata)
            }
            open class UIApplication : NSObject {}
            @MainActor public protocol UIMenuBuilder : NSObjectProtocol {
              var system: Int { get }
            }
            @MainActor public protocol UIHoverEffect : NSObjectProtocol {
              func hover()
            }
            @MainActor public protocol UITextDictation : NSObjectProtocol {
              func dictationRecognitionFailedLater()
            }
            @MainActor public protocol UIScrubberDelegate : NSObjectProtocol {
              func scrubberDidBegin(_ value: Int)
              func scrubberDidEnd(_ value: Int)
            }
            // Available when SwiftUI is imported with UIKit
            @available(iOS 17.0, *)
            public protocol UIHostingDelegate : NSObjectProtocol {
              func hostingDidChange()
            }
            """
        try write("UIKit.interface.swift", interface)
        let script = temporary.appending(path: "synthesize.sh")
        let directory = temporary.path(percentEncoded: false)
        try """
        #!/bin/sh
        printf '%s\\n' "$@" > '\(directory)/arguments.txt'
        while [ $# -gt 0 ]; do
            if [ "$1" = "-o" ]; then output="$2"; fi
            shift
        done
        cp '\(directory)/UIKit.interface.swift' "$output"

        """.write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return script.path(percentEncoded: false)
    }

    func proxygen(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try makeSDK()
        let tool = try writeSynthesizer()
        return try InProcessCommand.run(
            [
                "--module", "UIKit", "--sdk", sdk, "--swift-synthesize-interface", tool, "--target",
                "arm64-apple-ios13.0",
            ] + arguments, in: temporary)
    }

    func testTheCommandImportsTheOwnersOfForwardDeclaredClassesUnderTheirSwiftNames() throws {
        let (status, output) = try proxygen(["--protocol", "UIApplicationDelegate"])
        XCTAssertEqual(status, 0, output)
        let arguments = try String(contentsOf: temporary.appending(path: "arguments.txt"), encoding: .utf8)
        XCTAssertTrue(arguments.contains("-sdk\n\(sdk)\n"), arguments)
        XCTAssertTrue(arguments.contains("-target\narm64-apple-ios13.0\n"), arguments)

        let imports = output.split(separator: "\n").filter { $0.hasPrefix("import ") }
        XCTAssertTrue(imports.contains("import Intents"), output)
        XCTAssertTrue(imports.contains("import CloudKit"), output)
        XCTAssertTrue(imports.contains("import UIKit"), output)
        XCTAssertFalse(imports.contains("import PassKit"), "PKPayment is not in the interface")
        XCTAssertTrue(
            output.contains("public final class UIApplicationDelegateProxy: NSObject, UIApplicationDelegate {"))
        XCTAssertTrue(output.contains("handle intent: INIntent)"), output)
        XCTAssertTrue(output.contains("cloudKitShareMetadata: CKShare.Metadata)"), output)
        XCTAssertFalse(output.contains(": CKShareMetadata"), "the Objective-C name is not Swift's")
    }

    func testSweptUpProtocolsThatHideRequirementsAreSkippedWithTheirReasons() throws {
        let (status, output) = try proxygen(["--all-protocols"])
        XCTAssertEqual(status, 0, output)
        // `--list` names each skipped protocol with its reason.
        let (listStatus, listing) = try proxygen(["--all-protocols", "--list"])
        XCTAssertEqual(listStatus, 0, listing)
        let skipped = listing.split(separator: "\n").filter { $0.hasPrefix("skipped ") }
        for (name, reason) in [
            ("UIMenuBuilder", "a requirement is hidden from Swift (NS_REFINED_FOR_SWIFT)"),
            (
                "UIHoverEffect",
                "the Swift protocol of this name stands in for the Objective-C one (NS_REFINED_FOR_SWIFT)"
            ),
            ("UITextDictation", "its API notes hide a requirement from Swift (SwiftPrivate)"),
            ("UIHostingDelegate", "it is declared by the overlay that SwiftUI and UIKit bring when both are imported"),
        ] {
            XCTAssertTrue(
                skipped.contains { $0.hasPrefix("skipped \(name) (") && $0.hasSuffix(reason) }, "\(name)\n\(listing)")
        }
        XCTAssertEqual(skipped.count, 4, listing)
        for skipped in ["UIMenuBuilder", "UIHoverEffect", "UITextDictation", "UIHostingDelegate"] {
            XCTAssertFalse(output.contains("class \(skipped)Proxy"), skipped)
        }
        // Its only refined method is optional: the proxy implements the required ones.
        XCTAssertTrue(output.contains("public final class UIScrubberDelegateProxy: NSObject, UIScrubberDelegate"))
        XCTAssertTrue(
            output.contains("public final class UIApplicationDelegateProxy: NSObject, UIApplicationDelegate {"))
    }

    func testAProtocolThatHidesARequirementIsAnErrorWhenAskedFor() throws {
        let (status, output) = try proxygen(["--protocol", "UIMenuBuilder"])
        XCTAssertEqual(status, 1, output)
        XCTAssertTrue(
            output.contains(
                "UIKit.swiftinterface:8:1: error: protocol 'UIMenuBuilder' cannot be proxied: a requirement is hidden from Swift (NS_REFINED_FOR_SWIFT)"
            ), output)
        XCTAssertFalse(output.contains("class UIMenuBuilderProxy"), output)
    }
}
