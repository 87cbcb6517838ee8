import Foundation
import PlaceholderTestImaging
import XCTest

/// An app with a GTK module of its own named `CGtk` depends on
/// this package, attaches through its own module's `GtkTextView` pointer,
/// and the placeholder lines up with the same text typed.
final class ClientWithOwnGtkModuleTests: XCTestCase {
    func testAnAppWithItsOwnCGtkModuleBuildsAttachesAndDrawsWhereTypedTextGoes() throws {
        let fixture = FixturePackage(name: "ClientWithOwnGtkModule")
        let built = try fixture.build()
        XCTAssertFalse(built.output.contains("conflicting name"), built.output)
        let output = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try runChildProcess(fixture.product("Client"), [output.path])
        XCTAssertEqual(run.status, 0, "Client failed (a display is needed: run under xvfb-run): \(run.errors)")
        XCTAssertTrue(
            run.output.contains("PtvPlaceholder found by GtkBuilder without registration"),
            "an executable linked with --export-dynamic needs no registration call: \(run.output)")
        try CLibraryInstall.assertPlaceholderMatchesTyped(in: output, "Swift app with its own CGtk")
    }
}
