// swift-tools-version:6.1
// An app that uses only the GTK 4 product, through the package's own C
// module. ToolkitIsolationTests builds it where GTK 3's development files
// are hidden.
import PackageDescription

let package = Package(
    name: "Gtk4OnlyApp",
    dependencies: [.package(name: "PlaceholderTextView", path: "../../..")],
    targets: [
        .executableTarget(
            name: "Gtk4OnlyApp",
            dependencies: [.product(name: "PlaceholderTextViewGtk4", package: "PlaceholderTextView")]),
    ],
    swiftLanguageModes: [.v6]
)
