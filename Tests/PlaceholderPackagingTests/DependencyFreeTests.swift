import Foundation
import PlaceholderTestImaging
import XCTest

/// An app that depends on this package gets the library and nothing else:
/// SwiftPM resolves no other package for it (the demos and the benchmark,
/// which use swift-argument-parser, are packages of their own).
final class DependencyFreeTests: XCTestCase {
    /// A package in SwiftPM's `show-dependencies --format json` tree.
    private struct Node: Decodable {
        let name: String
        let dependencies: [Node]
    }

    private func assertResolvesOnlyThisPackage(_ fixture: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let app = FixturePackage(name: fixture)
        let shown = try runChildProcess(
            "/usr/bin/env",
            ["swift", "package", "--package-path", app.path, "--scratch-path", app.scratchPath, "show-dependencies", "--format", "json"])
        XCTAssertEqual(shown.status, 0, shown.errors, file: file, line: line)
        let tree = try JSONDecoder().decode(Node.self, from: Data(shown.output.utf8))
        XCTAssertEqual(tree.dependencies.map(\.name), ["PlaceholderTextView"], "\(fixture) depends on: \(shown.output)", file: file, line: line)
        XCTAssertEqual(tree.dependencies.first?.dependencies.map(\.name), [], "the package brings in: \(shown.output)", file: file, line: line)
    }

    func testAnAppOnTheGtk3ProductResolvesNoOtherPackage() throws {
        try assertResolvesOnlyThisPackage("Gtk3OnlyApp")
    }

    func testAnAppOnTheGtk4ProductResolvesNoOtherPackage() throws {
        try assertResolvesOnlyThisPackage("Gtk4OnlyApp")
    }
}
