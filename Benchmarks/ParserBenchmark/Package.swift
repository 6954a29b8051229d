// swift-tools-version:6.1
// ParserBenchmark: times ProxyGen's lex+parse+emit against swift-syntax's parser over the same bytes.
import PackageDescription

let package = Package(
    name: "ParserBenchmark",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1")
    ],
    targets: [
        // The product's engine, compiled from the root package's sources (a symbolic link), so that
        // the benchmark does not depend on the name of the directory the repository is checked out in.
        .target(name: "ProxyGen"),
        .executableTarget(
            name: "ParserBenchmark",
            dependencies: [
                "ProxyGen",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
