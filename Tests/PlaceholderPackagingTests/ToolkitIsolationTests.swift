import Foundation
import PlaceholderTestImaging
import XCTest

/// An app that depends on one toolkit's product builds where the
/// other toolkit's development package is missing (its files hidden in a
/// private mount namespace, which needs root), links only its own GTK,
/// and runs. SwiftPM still reads the other product's pkg-config file and
/// says it is missing (swift-package-manager #10549): a warning, not an
/// error, which these tests print.
final class ToolkitIsolationTests: XCTestCase {
    private let hide = FixturePackage.root.appendingPathComponent("Tests/Fixtures/without-package.sh").path

    private func assertBuildsAndRunsAlone(
        _ fixture: String, without package: String, linksOnly gtk: String, not other: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let app = FixturePackage(name: fixture)
        let built = try app.build(prefix: ["bash", hide, package], file: file, line: line)
        let warnings = built.output.split(separator: "\n").filter { $0.contains("you may be able to install") }
        print("\(fixture) without \(package): SwiftPM says \(warnings.isEmpty ? "nothing" : warnings.joined(separator: " / "))")
        let libraries = try runChildProcess("/usr/bin/env", ["ldd", app.product(fixture)])
        XCTAssertTrue(libraries.output.contains(gtk), libraries.output, file: file, line: line)
        XCTAssertFalse(libraries.output.contains(other), "\(fixture) links \(other)", file: file, line: line)
        let run = try runChildProcess(app.product(fixture), [], environment: ["GDK_BACKEND": "x11"])
        XCTAssertEqual(run.status, 0, "\(run.output)\(run.errors) (a display is needed)", file: file, line: line)
        XCTAssertTrue(run.output.contains("showing true"), run.output, file: file, line: line)
    }

    func testAnAppOnTheGtk3ProductBuildsWithoutGtk4sDevelopmentPackage() throws {
        try assertBuildsAndRunsAlone("Gtk3OnlyApp", without: "libgtk-4-dev", linksOnly: "libgtk-3.so", not: "libgtk-4")
    }

    func testAnAppOnTheGtk4ProductBuildsWithoutGtk3sDevelopmentPackage() throws {
        try assertBuildsAndRunsAlone("Gtk4OnlyApp", without: "libgtk-3-dev", linksOnly: "libgtk-4.so", not: "libgtk-3")
    }
}
