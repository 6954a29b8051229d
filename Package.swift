// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "ProxyGen",
    platforms: [
        .macOS(.v10_15), .iOS(.v13), .macCatalyst(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1),
    ],
    products: [
        .library(name: "ReactiveRuntime", targets: ["ReactiveRuntime"]),
        // UIKit controls and values as streams and binding targets (where UIKit is absent, only the
        // UIKit-free core: control properties, two-way bindings, `CocoaAction`).
        .library(name: "ProxyGenCocoa", targets: ["ProxyGenCocoa"]),
        // ProxyGenCocoa plus `object.reactive.<slot>` for every delegate slot of UIKit, AppKit,
        // WebKit, MapKit, CoreLocation and CoreBluetooth, generated at build time from the SDK.
        .library(name: "ProxyGenApple", targets: ["ProxyGenApple"]),
        // The SDK's view controllers as observing subclasses (`ObservableUIViewController`, …: every
        // call as a typed stream, the lifecycle as a property), generated at build time from the SDK.
        .library(name: "ProxyGenAppleViewControllers", targets: ["ProxyGenAppleViewControllers"]),
        .library(name: "ProxyGen", targets: ["ProxyGen"]),
        .executable(name: "proxygen", targets: ["proxygen"]),
        .plugin(name: "ProxyGenPlugin", targets: ["ProxyGenPlugin"]),
        .plugin(name: "GenerateProxies", targets: ["GenerateProxies"]),
    ],
    targets: [
        .target(name: "ReactiveRuntime", dependencies: ["ReactiveRuntimeAtomics"]),
        // Inline C atomics, so that the runtime does not need `Synchronization` (iOS 18, macOS 15).
        .target(name: "ReactiveRuntimeAtomics"),
        .target(name: "ProxyGenCocoa", dependencies: ["ReactiveRuntime"]),
        // Its `proxygen.json` names the SDK's modules, each optional: a module this platform lacks
        // (all of them on Linux) generates nothing.
        .target(
            name: "ProxyGenApple", dependencies: ["ProxyGenCocoa", "ReactiveRuntime"], exclude: ["proxygen.json"],
            plugins: ["ProxyGenPlugin"]),
        // Its `proxygen.json` names the view controllers, each module optional as above.
        .target(
            name: "ProxyGenAppleViewControllers", dependencies: ["ProxyGenCocoa", "ReactiveRuntime"],
            exclude: ["proxygen.json"], plugins: ["ProxyGenPlugin"]),
        .target(name: "ProxyGen"),
        // The command line's logic (options, configuration, output naming, file output), tested
        // in-process; `proxygen` is a thin shell over it.
        .target(name: "ProxyGenCLI", dependencies: ["ProxyGen"]),
        .executableTarget(name: "proxygen", dependencies: ["ProxyGenCLI"]),
        .plugin(
            name: "ProxyGenPlugin",
            capability: .buildTool(),
            dependencies: ["proxygen"]
        ),
        .plugin(
            name: "GenerateProxies",
            capability: .command(
                intent: .custom(
                    verb: "generate-proxies",
                    description: "Writes the generated proxies of a target into its source directory."
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "Writes the generated delegate proxies next to their sources.")
                ]
            ),
            dependencies: ["proxygen"]
        ),
        .testTarget(name: "ProxyGenTests", dependencies: ["ProxyGen", "ProxyGenCLI"]),
        .testTarget(name: "ReactiveRuntimeTests", dependencies: ["ReactiveRuntime"]),
        // A runnable, UIKit-shaped double (controls that send their actions and events as UIKit's
        // do), so that ProxyGenCocoa's logic runs in tests where UIKit does not exist.
        .target(name: "UIKitDouble", path: "Tests/UIKitDouble"),
        .testTarget(name: "ProxyGenCocoaTests", dependencies: ["ProxyGenCocoa", "UIKitDouble"]),
        // Generated proxies exercised at run time: the build plugin generates them as in a user's target.
        .testTarget(name: "ProxyBehaviorTests", dependencies: ["ReactiveRuntime"], plugins: ["ProxyGenPlugin"]),
    ],
    swiftLanguageModes: [.v6]
)

// Real Foundation delegates (XMLParserDelegate, URLSessionDataDelegate, StreamDelegate,
// NSCacheDelegate) proxied from the toolchain's own module interfaces. On Linux they live in
// FoundationXML and FoundationNetworking, as Swift protocols the proxies can be tested with.
#if os(Linux)
    package.targets.append(
        .testTarget(name: "FoundationDelegateTests", dependencies: ["ReactiveRuntime"], plugins: ["ProxyGenPlugin"])
    )
#endif
