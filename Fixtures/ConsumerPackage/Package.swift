// swift-tools-version:6.1
// A package that uses ProxyGen exactly as a user would: it depends on the root package by path
// and applies the build plugin to its own target.
import Foundation
import PackageDescription

// A path dependency's identity is its directory name, which depends on where the repository
// was cloned; look it up instead of hard-coding it.
let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent()
let proxyGen = root.lastPathComponent

let package = Package(
    name: "ConsumerPackage",
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    dependencies: [.package(path: root.path)],
    targets: [
        .target(
            name: "Downloader",
            dependencies: [.product(name: "ReactiveRuntime", package: proxyGen)],
            plugins: [.plugin(name: "ProxyGenPlugin", package: proxyGen)]
        ),
        .testTarget(name: "DownloaderTests", dependencies: ["Downloader"]),
    ],
    swiftLanguageModes: [.v6]
)

// A protocol of a compiled module, named in `Sources/FeedReader/proxygen.json`. `XMLParserDelegate`
// lives in FoundationXML on Linux (in Foundation, as an Objective-C protocol, on Apple platforms).
#if os(Linux)
    package.targets += [
        .target(
            name: "FeedReader",
            dependencies: [.product(name: "ReactiveRuntime", package: proxyGen)],
            plugins: [.plugin(name: "ProxyGenPlugin", package: proxyGen)]
        ),
        .testTarget(name: "FeedReaderTests", dependencies: ["FeedReader"]),
    ]
#endif
