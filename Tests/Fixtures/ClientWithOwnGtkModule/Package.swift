// swift-tools-version:6.1
// An app with a GTK module of its own, named CGtk as rhx/SwiftGtk,
// swift-cross-ui and most hand-written Swift GTK apps name theirs, that
// depends on PlaceholderTextView. The test suite builds and runs it
// (ClientFixtureTests): if a target name clashed, SwiftPM would refuse to
// resolve this package.
import PackageDescription

let package = Package(
    name: "ClientWithOwnGtkModule",
    dependencies: [.package(name: "PlaceholderTextView", path: "../../..")],
    targets: [
        .systemLibrary(name: "CGtk", pkgConfig: "gtk+-3.0", providers: [.apt(["libgtk-3-dev"])]),
        // Linked with its symbols exported, so that GtkBuilder finds
        // ptv_placeholder_get_type by itself (no registration call).
        .executableTarget(
            name: "Client",
            dependencies: ["CGtk", .product(name: "PlaceholderTextView", package: "PlaceholderTextView")],
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
    ],
    swiftLanguageModes: [.v6]
)
