// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "PlaceholderTextView",
    products: [
        .library(name: "PlaceholderTextView", targets: ["PlaceholderTextView"]),
        .executable(name: "placeholder-demo", targets: ["PlaceholderDemo"]),
        .executable(name: "placeholder-bench", targets: ["PlaceholderBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // GTK 3, Pango and Cairo, through pkg-config.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk+-3.0",
            providers: [.apt(["libgtk-3-dev"])]
        ),
        // Pure rules: when to show, where to draw, what colour. No GTK.
        .target(name: "PlaceholderCore", linkerSettings: [.linkedLibrary("m")]),
        // The library apps depend on.
        .target(name: "PlaceholderTextView", dependencies: ["CGtk", "PlaceholderCore"]),
        .executableTarget(
            name: "PlaceholderDemo",
            dependencies: [
                "PlaceholderTextView", "CGtk",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // glibc's count of heap bytes in use, for the benchmark.
        .systemLibrary(name: "CHeapCounter"),
        // The side-by-side benchmark (issue 5); its baselines live only here.
        .executableTarget(
            name: "PlaceholderBench",
            dependencies: [
                "PlaceholderTextView", "CGtk", "CHeapCounter",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // Pixel reading and GTK test helpers shared by the test targets.
        .target(
            name: "PlaceholderTestSupport", dependencies: ["CGtk", "PlaceholderTextView"],
            path: "Tests/PlaceholderTestSupport"),
        .testTarget(name: "PlaceholderCoreTests", dependencies: ["PlaceholderCore"]),
        // Runs the built demo as a user would.
        .testTarget(
            name: "PlaceholderDemoTests",
            dependencies: ["PlaceholderDemo", "PlaceholderTestSupport", "PlaceholderTextView", "CGtk"]),
        // Runs the benchmark in its quick mode, so that it cannot rot.
        .testTarget(
            name: "PlaceholderBenchTests", dependencies: ["PlaceholderBench", "PlaceholderTestSupport"]),
        .testTarget(
            name: "PlaceholderRenderingTests",
            dependencies: ["PlaceholderTextView", "PlaceholderTestSupport", "CGtk"]),
        .testTarget(
            name: "PlaceholderWidgetTests",
            dependencies: ["PlaceholderTextView", "PlaceholderTestSupport", "CGtk"]),
    ],
    swiftLanguageModes: [.v6]
)
