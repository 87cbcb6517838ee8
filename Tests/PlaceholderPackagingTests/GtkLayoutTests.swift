import PlaceholderTestImaging
import XCTest

/// The GTK structures `gtk-calls.h` copies by hand (GtkTextIter, GdkRGBA,
/// GdkRectangle) against the real headers of both toolkits on this system:
/// `C/tests/test-gtk-layouts.c` asserts their sizes and fields at compile
/// time, so a GTK that changes one fails here.
final class GtkLayoutTests: XCTestCase {
    func testTheLayoutsTheGtkCallsCopyAreEachToolkitsOwn() throws {
        let root = FixturePackage.root
        for package in ["gtk+-3.0", "gtk4"] {
            let flags = try runChildProcess("/usr/bin/env", ["pkg-config", "--cflags", package])
            XCTAssertEqual(flags.status, 0, flags.errors)
            let compile = try runChildProcess(
                "/usr/bin/env",
                ["cc", "-fsyntax-only", "-Wall", "-Werror",
                 "-I", root.appendingPathComponent("Sources/CPlaceholderGtkCalls").path,
                 root.appendingPathComponent("C/tests/test-gtk-layouts.c").path]
                    + flags.output.split(whereSeparator: \.isWhitespace).map(String.init),
                mergeErrors: true)
            XCTAssertEqual(compile.status, 0, "\(package): \(compile.output)")
        }
    }
}
