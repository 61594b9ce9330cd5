// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "StoreFinder",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "storefinder", targets: ["storefinder"]),
        .library(name: "StoreYAML", targets: ["StoreYAML"]),
        .library(name: "StoreDomain", targets: ["StoreDomain"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // libyaml from the system (Debian: libyaml-dev), never a vendored copy.
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "StoreYAML", dependencies: ["CLibYAML"]),
        .target(name: "StoreDomain", dependencies: ["StoreYAML"]),
        .executableTarget(
            name: "storefinder",
            dependencies: [
                "StoreDomain",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(name: "StoreYAMLTests", dependencies: ["StoreYAML"]),
        .testTarget(name: "StoreDomainTests", dependencies: ["StoreDomain"]),
    ],
    swiftLanguageModes: [.v6]
)
