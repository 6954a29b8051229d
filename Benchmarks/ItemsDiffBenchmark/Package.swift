// swift-tools-version:6.1
// ItemsDiffBenchmark: the items bindings' diff against DifferenceKit's and RxDataSources'
// Differentiator's, over the same arrays. Neither library is a dependency of ProxyGen: callgrind.sh
// exports their sources (DifferenceKit 1.3.0, RxDataSources 5.0.2's Differentiator target alone,
// whose package would bring RxSwift) into Vendor/ before it builds.
import PackageDescription

let package = Package(
    name: "ItemsDiffBenchmark",
    platforms: [.macOS(.v15)],
    targets: [
        // The UIKit-free core of ProxyGenCocoa's items bindings, compiled from the root package's
        // sources (symbolic links to Sources/ProxyGenCocoa/Core/Items), a module of its own as in an app.
        .target(name: "ProxyGenCocoaItems"),
        .target(name: "DifferenceKit", path: "Vendor/DifferenceKit", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "Differentiator", path: "Vendor/Differentiator", swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(
            name: "ItemsDiffBenchmark", dependencies: ["ProxyGenCocoaItems", "DifferenceKit", "Differentiator"]),
    ],
    swiftLanguageModes: [.v6]
)
