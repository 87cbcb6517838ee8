// swift-tools-version:6.2
import PackageDescription

// Two products, one per toolkit, over shared toolkit-neutral modules:
//   PlaceholderCore (pure rules) → PlaceholderRendering (Pango and Cairo) and
//   PlaceholderGObject (GObject plumbing) → PlaceholderEngine (everything
//   both toolkits share) → PlaceholderTextView (GTK 3) and
//   PlaceholderTextViewGtk4 (GTK 4), thin backends. The demos live in the
//   Examples package and the benchmark in the Benchmarks package.
// C modules have this project's own names, so that an app with a GTK module
// of its own (often named CGtk) can depend on this package.

/// The modules that touch GTK: isolated to the main actor, where a Swift
/// app runs GTK, by default (the C library's build, with Embedded Swift,
/// has no actors: C/build-embedded.sh). GtkThreadIsolation.swift says the rest.
let onGtkThread: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

/// Shared by both toolkits.
let neutralTargets: [Target] = [
    .systemLibrary(
        name: "CPlaceholderGObject", pkgConfig: "gio-2.0", providers: [.apt(["libglib2.0-dev"])]),
    .systemLibrary(
        name: "CPlaceholderPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
    // The GTK functions both toolkits have with one signature, under this
    // project's names (asm labels to GTK's symbols), for code written once
    // for both: the engine, the demo kit, the benchmark kit and the test harnesses.
    // Links nothing.
    .systemLibrary(name: "CPlaceholderGtkCalls"),
    // Pure rules: when to show, where to draw, what colour. No GTK.
    .target(name: "PlaceholderCore", linkerSettings: [.linkedLibrary("m")]),
    // Pango layouts, the raster cache and the renderer pool: Pango and Cairo only.
    .target(name: "PlaceholderRendering", dependencies: ["CPlaceholderPangoCairo", "PlaceholderCore"]),
    // Signal routing, object data, the faces' view of a controller,
    // and the PtvPlaceholder GObject type (a face, like the facades).
    .target(
        name: "PlaceholderGObject",
        dependencies: ["CPlaceholderGObject", "PlaceholderCore", "PlaceholderRendering"],
        swiftSettings: onGtkThread),
    // The engine both products share: the controller that follows a view's
    // life, its settings, signals, layouts and colours, over the small
    // ToolkitBackend protocol each toolkit implements.
    .target(
        name: "PlaceholderEngine",
        dependencies: [
            "CPlaceholderGObject", "CPlaceholderGtkCalls", "PlaceholderCore", "PlaceholderRendering", "PlaceholderGObject",
        ],
        swiftSettings: onGtkThread),
    // The C library's functions (C/ptv.h). SwiftPM builds and checks them
    // here; the Makefile compiles the same files with Embedded Swift, with
    // one toolkit's module, into libptv-3.so or libptv-4.so
    // (C/build-embedded.sh).
    .target(
        name: "PtvCInterface", dependencies: ["CPlaceholderGObject", "PlaceholderCore", "PlaceholderGObject"],
        swiftSettings: onGtkThread),
    // Runs a child process and reaps it with waitpid (the tests' children
    // and the benchmark's GTK 4 child).
    .target(name: "PlaceholderSubprocess"),
    // A GObject's properties by name, of the property's own type: for the
    // tests, the demos and the benchmark.
    .target(name: "PlaceholderObjectProperties", dependencies: ["CPlaceholderGObject"]),
]

/// The GTK 3 product.
let gtk3Targets: [Target] = [
    .systemLibrary(
        name: "CPlaceholderGtk3", pkgConfig: "gtk+-3.0", providers: [.apt(["libgtk-3-dev"])]),
    .target(
        name: "PlaceholderTextView",
        dependencies: [
            "CPlaceholderGtk3", "PlaceholderCore", "PlaceholderRendering", "PlaceholderGObject", "PlaceholderEngine",
        ],
        swiftSettings: onGtkThread),
]

/// The GTK 4 product.
let gtk4Targets: [Target] = [
    .systemLibrary(
        name: "CPlaceholderGtk4", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    .target(
        name: "PlaceholderTextViewGtk4",
        dependencies: [
            "CPlaceholderGtk4", "PlaceholderCore", "PlaceholderRendering", "PlaceholderGObject", "PlaceholderEngine",
        ],
        swiftSettings: onGtkThread),
]

/// Test helpers with no toolkit: pixels, ink rows, child processes, GObject probes.
let neutralTestSupport: [Target] = [
    .target(
        name: "PlaceholderTestImaging", dependencies: ["CPlaceholderPangoCairo", "PlaceholderSubprocess"],
        path: "Tests/PlaceholderTestImaging"),
    // GObject probes, signal counters and log collection, for both toolkits' tests.
    .target(
        name: "PlaceholderTestGObject",
        dependencies: ["CPlaceholderGObject", "PlaceholderGObject", "PlaceholderObjectProperties"],
        path: "Tests/PlaceholderTestGObject"),
    // The widget behaviour scenarios, written once against a toolkit
    // harness and the products' public API; both widget test binaries run
    // them all (the BehaviourSuiteTests plugin declares them as tests).
    .target(
        name: "PlaceholderBehaviourSuite", dependencies: [
            "CPlaceholderGObject", "CPlaceholderGtkCalls", "PlaceholderCore", "PlaceholderTestImaging", "PlaceholderTestGObject",
            "PlaceholderSubprocess",
        ],
        path: "Tests/PlaceholderBehaviourSuite"),
    // GtkSourceView's calls its versions 4 and 5 share (asm labels), for the harnesses.
    .systemLibrary(name: "CPlaceholderTestSourceCalls", path: "Tests/CPlaceholderTestSourceCalls"),
    // What both toolkits' behaviour harnesses do the same way, once, through
    // the GTK calls both toolkits share; each test binary adds its toolkit's.
    .target(
        name: "PlaceholderBehaviourKit", dependencies: [
            "CPlaceholderGObject", "CPlaceholderGtkCalls", "CPlaceholderTestSourceCalls", "PlaceholderCore",
            "PlaceholderEngine", "PlaceholderBehaviourSuite", "PlaceholderTestImaging", "PlaceholderTestGObject",
        ],
        path: "Tests/PlaceholderBehaviourKit"),
    // Writes the behaviour suite's XCTest classes for one test target.
    .executableTarget(name: "BehaviourSuiteGenerator", path: "Tests/BehaviourSuiteGenerator"),
    .plugin(name: "BehaviourSuiteTests", capability: .buildTool(), dependencies: ["BehaviourSuiteGenerator"]),
]

/// GTK 3's tests (and the toolkit-neutral ones), in the default test binary.
let gtk3Tests: [Target] = [
    // GtkSourceView 4 (the GtkTextView subclass most apps use) and GLib's
    // variadic calls, for the GTK 3 tests.
    .systemLibrary(
        name: "CPlaceholderTestGtk3", path: "Tests/CPlaceholderTestGtk3", pkgConfig: "gtksourceview-4",
        providers: [.apt(["libgtksourceview-4-dev"])]),
    .target(
        name: "PlaceholderTestSupportGtk3",
        dependencies: [
            "CPlaceholderGtk3", "PlaceholderTextView", "PlaceholderTestImaging", "PlaceholderTestGObject",
            // (the behaviour kit calls GtkSourceView: version 4 is GTK 3's)
            "PlaceholderBehaviourKit", "CPlaceholderTestGtk3",
        ],
        path: "Tests/PlaceholderTestSupportGtk3"),
    .testTarget(name: "PlaceholderCoreTests", dependencies: ["PlaceholderCore"]),
    // Builds the packages under Tests/Fixtures as apps would, and runs them.
    .testTarget(name: "PlaceholderPackagingTests", dependencies: ["PlaceholderTestImaging"]),
    .testTarget(
        name: "PlaceholderRenderingTests",
        dependencies: ["PlaceholderRendering", "PlaceholderTestImaging", "CPlaceholderPangoCairo"]),
    // GTK 3's widget tests: the behaviour suite's scenarios (generated
    // test classes) and GTK 3's own tests.
    .testTarget(
        name: "PlaceholderGtk3Tests",
        dependencies: [
            "PlaceholderTextView", "PlaceholderRendering", "PlaceholderGObject", "PlaceholderTestSupportGtk3",
            "PlaceholderBehaviourSuite", "PlaceholderBehaviourKit", "CPlaceholderGtk3", "CPlaceholderTestGtk3",
        ],
        plugins: ["BehaviourSuiteTests"]),
]

/// GTK 4's tests.
let gtk4Tests: [Target] = [
    // Test-only C helpers: real X11 input (XTEST) and GTK's accessibility checks.
    .systemLibrary(
        name: "CPlaceholderTestGtk4", path: "Tests/CPlaceholderTestGtk4", pkgConfig: "gtk4-x11",
        providers: [.apt(["libgtk-4-dev", "libxtst-dev"])]),
    .systemLibrary(
        name: "CPlaceholderTestSourceView5", path: "Tests/CPlaceholderTestSourceView5",
        pkgConfig: "gtksourceview-5", providers: [.apt(["libgtksourceview-5-dev"])]),
    // libadwaita, for the tests in an AdwApplicationWindow.
    .systemLibrary(
        name: "CPlaceholderTestAdwaita", path: "Tests/CPlaceholderTestAdwaita", pkgConfig: "libadwaita-1",
        providers: [.apt(["libadwaita-1-dev"])]),
    .target(
        name: "PlaceholderTestSupportGtk4",
        dependencies: [
            "CPlaceholderGtk4", "CPlaceholderTestGtk4", "PlaceholderTextViewGtk4", "PlaceholderTestImaging",
            // (the behaviour kit calls GtkSourceView: version 5 is GTK 4's)
            "PlaceholderTestGObject", "PlaceholderBehaviourKit", "CPlaceholderTestSourceView5",
        ],
        path: "Tests/PlaceholderTestSupportGtk4"),
    // GTK 4's widget tests: the behaviour suite's scenarios (generated
    // test classes) and GTK 4's own tests.
    .testTarget(
        name: "PlaceholderGtk4Tests",
        dependencies: [
            "PlaceholderTextViewGtk4", "PlaceholderRendering", "PlaceholderTestSupportGtk4", "PlaceholderBehaviourSuite",
            "PlaceholderBehaviourKit", "CPlaceholderGtk4", "CPlaceholderTestGtk4", "CPlaceholderTestSourceView5",
            "CPlaceholderTestAdwaita", "PlaceholderSubprocess",
        ],
        plugins: ["BehaviourSuiteTests"]),
]

// GTK 3 and GTK 4 cannot be loaded into one process, and SwiftPM links all
// of a package's test targets into one test binary: GTK 4's tests are
// declared instead of GTK 3's when PLACEHOLDER_TEST_TOOLKIT=gtk4, built in a
// scratch folder of their own (README's test command does both).
let testsGtk4 = Context.environment["PLACEHOLDER_TEST_TOOLKIT"] == "gtk4"

// The repository's own Examples and Benchmarks packages (which depend on this
// one by path) reach the modules below the products through the products
// whose names start with an underscore: they are not API, and an app that
// names one gets no promise (CHANGELOG.md says what semantic versioning covers).
// What those packages use beyond the products' API is `@_spi(Internals)`.
// The C modules under them (CPlaceholderGObject, CPlaceholderGtkCalls...) come
// with them: SwiftPM gives a target the module maps of every system library
// it depends on, directly or not, and a product cannot hold one.
let repositoryProducts: [Product] = [
    .library(
        name: "_PlaceholderInternals",
        targets: [
            "PlaceholderCore", "PlaceholderRendering", "PlaceholderGObject", "PlaceholderEngine",
            "PlaceholderObjectProperties", "PlaceholderSubprocess",
        ]),
    .library(
        name: "_PlaceholderTestSupport",
        targets: ["PlaceholderTestImaging", "PlaceholderTestGObject"]
            + [testsGtk4 ? "PlaceholderTestSupportGtk4" : "PlaceholderTestSupportGtk3"]),
    .plugin(name: "_BehaviourSuiteTests", targets: ["BehaviourSuiteTests"]),
]

let package = Package(
    name: "PlaceholderTextView",
    products: [
        .library(name: "PlaceholderTextView", targets: ["PlaceholderTextView"]),
        .library(name: "PlaceholderTextViewGtk4", targets: ["PlaceholderTextViewGtk4"]),
    ] + repositoryProducts,
    targets: neutralTargets + gtk3Targets + gtk4Targets + neutralTestSupport + (testsGtk4 ? gtk4Tests : gtk3Tests),
    swiftLanguageModes: [.v6]
)
