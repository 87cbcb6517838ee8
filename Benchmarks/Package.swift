// swift-tools-version:6.1
import PackageDescription

// The side-by-side benchmark: placeholder-bench (GTK 3, and the report)
// runs placeholder-bench-gtk4 as a child for GTK 4's columns. Depends on
// the library by path:
//   swift run --package-path Benchmarks -c release placeholder-bench
let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")
let library = "PlaceholderTextView"
let internals = Target.Dependency.product(name: "_PlaceholderInternals", package: library)

// GTK 3 and GTK 4 cannot be loaded into one process: the benchmark's test
// (GTK 3's process, with GTK 4's child) is declared with GTK 3's tests only.
let testsGtk4 = Context.environment["PLACEHOLDER_TEST_TOOLKIT"] == "gtk4"

let package = Package(
    name: "PlaceholderTextViewBenchmarks",
    products: [
        .executable(name: "placeholder-bench", targets: ["PlaceholderBench"]),
        // GTK 4's columns of the benchmark; placeholder-bench runs it as a child.
        .executable(name: "placeholder-bench-gtk4", targets: ["PlaceholderBenchGtk4"]),
    ],
    dependencies: [
        .package(name: library, path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // glibc's count of heap bytes in use.
        .systemLibrary(name: "CPlaceholderBenchHeap"),
        // Both benchmarks, once: the measurements over a BenchToolkit protocol
        // each toolkit's driver implements, columns, command options, clock,
        // side-by-side timing, statistics, counters (Pango layouts, heap) and
        // report formatting: no GTK.
        .target(name: "PlaceholderBenchSupport", dependencies: ["CPlaceholderBenchHeap", internals, argumentParser]),
        // The side-by-side benchmark; its baselines live only here.
        .executableTarget(
            name: "PlaceholderBench",
            dependencies: [
                .product(name: "PlaceholderTextView", package: library), "PlaceholderBenchSupport", internals,
                argumentParser,
            ]),
        .executableTarget(
            name: "PlaceholderBenchGtk4",
            dependencies: [
                .product(name: "PlaceholderTextViewGtk4", package: library), "PlaceholderBenchSupport", internals,
                argumentParser,
            ]),
    ] + (testsGtk4 ? [] : [
        // Runs the benchmark in its quick mode, so that it cannot rot.
        .testTarget(
            name: "PlaceholderBenchTests",
            dependencies: ["PlaceholderBench", .product(name: "_PlaceholderTestSupport", package: library)]),
    ]),
    swiftLanguageModes: [.v6]
)
