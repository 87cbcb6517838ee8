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
        // C modules, through pkg-config. Their names are this project's own, so
        // that apps with a GTK module of their own (often named CGtk) can
        // depend on this package.
        .systemLibrary(
            name: "CPlaceholderGObject", pkgConfig: "gobject-2.0", providers: [.apt(["libglib2.0-dev"])]),
        .systemLibrary(
            name: "CPlaceholderPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(
            name: "CPlaceholderGtk3", pkgConfig: "gtk+-3.0", providers: [.apt(["libgtk-3-dev"])]),
        // Pure rules: when to show, where to draw, what colour. No GTK.
        .target(name: "PlaceholderCore", linkerSettings: [.linkedLibrary("m")]),
        // Pango layouts, the raster cache and the renderer pool: Pango and
        // Cairo only, shared by both toolkits.
        .target(name: "PlaceholderRendering", dependencies: ["CPlaceholderPangoCairo", "PlaceholderCore"]),
        // GObject plumbing shared by both toolkits: signal routing, object
        // data, the faces' view of a controller.
        .target(name: "PlaceholderGObject", dependencies: ["CPlaceholderGObject", "PlaceholderCore"]),
        // The GTK 3 library apps depend on.
        .target(
            name: "PlaceholderTextView",
            dependencies: ["CPlaceholderGtk3", "PlaceholderCore", "PlaceholderRendering", "PlaceholderGObject"]),
        .executableTarget(
            name: "PlaceholderDemo",
            dependencies: [
                "PlaceholderTextView", "CPlaceholderGtk3",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // glibc's count of heap bytes in use, for the benchmark.
        .systemLibrary(name: "CPlaceholderBenchHeap"),
        // The side-by-side benchmark (issue 5); its baselines live only here.
        .executableTarget(
            name: "PlaceholderBench",
            dependencies: [
                "PlaceholderTextView", "CPlaceholderGtk3", "CPlaceholderBenchHeap",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // Test helpers: pixels and child processes (no GTK), and GTK 3's.
        .target(
            name: "PlaceholderTestImaging", dependencies: ["CPlaceholderPangoCairo"],
            path: "Tests/PlaceholderTestImaging"),
        .target(
            name: "PlaceholderTestSupport",
            dependencies: ["CPlaceholderGtk3", "PlaceholderTextView", "PlaceholderTestImaging"],
            path: "Tests/PlaceholderTestSupport"),
        .testTarget(name: "PlaceholderCoreTests", dependencies: ["PlaceholderCore"]),
        // Builds the packages under Tests/Fixtures as apps would, and runs them.
        .testTarget(name: "PlaceholderPackagingTests", dependencies: ["PlaceholderTestImaging"]),
        // Runs the built demo as a user would.
        .testTarget(
            name: "PlaceholderDemoTests",
            dependencies: ["PlaceholderDemo", "PlaceholderTestSupport", "PlaceholderTextView", "CPlaceholderGtk3"]),
        // Runs the benchmark in its quick mode, so that it cannot rot.
        .testTarget(
            name: "PlaceholderBenchTests", dependencies: ["PlaceholderBench", "PlaceholderTestSupport"]),
        .testTarget(
            name: "PlaceholderRenderingTests",
            dependencies: ["PlaceholderRendering", "PlaceholderTestImaging", "CPlaceholderPangoCairo"]),
        .testTarget(
            name: "PlaceholderWidgetTests",
            dependencies: ["PlaceholderTextView", "PlaceholderRendering", "PlaceholderTestSupport", "CPlaceholderGtk3"]),
    ],
    swiftLanguageModes: [.v6]
)
