// swift-tools-version:6.1
// An app that uses only the GTK 3 product, through the package's own C
// module. ToolkitIsolationTests builds it where GTK 4's development files
// are hidden.
import PackageDescription

let package = Package(
    name: "Gtk3OnlyApp",
    dependencies: [.package(name: "PlaceholderTextView", path: "../../..")],
    targets: [
        .executableTarget(
            name: "Gtk3OnlyApp",
            dependencies: [.product(name: "PlaceholderTextView", package: "PlaceholderTextView")]),
    ],
    swiftLanguageModes: [.v6]
)
