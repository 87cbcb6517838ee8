// swift-tools-version:6.1
import PackageDescription

// The two demos, placeholder-demo (GTK 3) and placeholder-demo-gtk4, over one
// demo kit, and their tests. Depends on the library by path:
//   swift run --package-path Examples placeholder-demo
let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")
let library = "PlaceholderTextView"
let internals = Target.Dependency.product(name: "_PlaceholderInternals", package: library)
let testSupport = Target.Dependency.product(name: "_PlaceholderTestSupport", package: library)
let behaviourSuiteTests = Target.PluginUsage.plugin(name: "_BehaviourSuiteTests", package: library)

// GTK 3 and GTK 4 cannot be loaded into one process: as in the library's
// package, GTK 4's demo tests are declared instead of GTK 3's when
// PLACEHOLDER_TEST_TOOLKIT=gtk4.
let testsGtk4 = Context.environment["PLACEHOLDER_TEST_TOOLKIT"] == "gtk4"

let tests: [Target] = [
    // Both demos' checks, once: each demo's test target calls them from thin
    // XCTest methods (SwiftPM finds test methods only in the test target).
    .target(
        name: "PlaceholderDemoTestKit", dependencies: ["PlaceholderDemoKit", internals, testSupport],
        path: "Tests/PlaceholderDemoTestKit"),
    testsGtk4
        // Runs the built GTK 4 demo as a user would, and its panel in process.
        ? .testTarget(
            name: "PlaceholderDemoGtk4Tests", dependencies: ["PlaceholderDemoGtk4", "PlaceholderDemoTestKit", testSupport],
            plugins: [behaviourSuiteTests])
        // Runs the built demo as a user would.
        : .testTarget(
            name: "PlaceholderDemoGtk3Tests", dependencies: ["PlaceholderDemo", "PlaceholderDemoTestKit", testSupport],
            plugins: [behaviourSuiteTests]),
]

let package = Package(
    name: "PlaceholderTextViewExamples",
    products: [
        .executable(name: "placeholder-demo", targets: ["PlaceholderDemo"]),
        .executable(name: "placeholder-demo-gtk4", targets: ["PlaceholderDemoGtk4"]),
    ],
    dependencies: [
        .package(name: library, path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Both demos' command-line options and their checks.
        .target(name: "PlaceholderDemoOptions", dependencies: [argumentParser]),
        // Both demos, once: the options panel, the window, the application, the
        // screenshot flow, through GObject properties and a small protocol each
        // toolkit's executable implements (DemoToolkit).
        .target(name: "PlaceholderDemoKit", dependencies: [internals, "PlaceholderDemoOptions", argumentParser]),
        .executableTarget(
            name: "PlaceholderDemo",
            dependencies: [.product(name: "PlaceholderTextView", package: library), "PlaceholderDemoKit"]),
        // The GTK 4 demo's colour and font buttons, whichever its GTK offers.
        .systemLibrary(name: "CPlaceholderDemoGtk4", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // The GTK 4 demo, placeholder-demo's twin (the same options, shared).
        .executableTarget(
            name: "PlaceholderDemoGtk4",
            dependencies: [
                .product(name: "PlaceholderTextViewGtk4", package: library), "CPlaceholderDemoGtk4", "PlaceholderDemoKit",
                internals,
            ]),
    ] + tests,
    swiftLanguageModes: [.v6]
)
