import Foundation
import PlaceholderTestImaging
import XCTest

/// The C library installed once per test run and toolkit by `make install`
/// into a temporary prefix, as docs/packaging.md says, built in the
/// ignored `.build/c-library`.
enum CLibraryInstall {
    /// What `make install` left, or why it failed.
    struct Installed: Sendable {
        /// 3 or 4.
        let gtk: Int
        let prefix: URL
        let output: String
        let status: Int32

        var lib: URL { prefix.appendingPathComponent("lib") }

        /// The environment a program using the installed library runs in.
        var environment: [String: String?] {
            ["LD_LIBRARY_PATH": lib.path, "GI_TYPELIB_PATH": lib.path + "/girepository-1.0",
             "PKG_CONFIG_PATH": lib.path + "/pkgconfig", "GDK_BACKEND": "x11", "NO_AT_BRIDGE": "1", "GTK_A11Y": "none"]
        }
    }

    /// GTK 3's installation (made on first use).
    static let gtk3 = install(gtk: 3)
    /// GTK 4's installation (made on first use).
    static let gtk4 = install(gtk: 4)

    /// Installs with a compiler warning from the library's code failing the
    /// build, as in the test command's other builds.
    private static func install(gtk: Int) -> Installed {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("ptv-prefix-" + UUID().uuidString)
        let result = (try? runChildProcess(
            "/usr/bin/env", ["make", "-C", FixturePackage.root.path, "install", "GTK=\(gtk)", "PREFIX=\(prefix.path)"],
            environment: ["PTV_WARNINGS_AS_ERRORS": "1"], mergeErrors: true)) ?? ChildProcessResult(status: -1, output: "make could not be started", errors: "")
        return Installed(gtk: gtk, prefix: prefix, output: result.output, status: result.status)
    }

    /// `make install` failed; the message has the end of its output.
    struct Failed: Error, CustomStringConvertible {
        let description: String
    }

    /// The installation for `gtk`; throws (failing the test) when `make
    /// install` failed.
    static func require(gtk: Int = 3) throws -> Installed {
        let installed = gtk == 4 ? gtk4 : gtk3
        guard installed.status == 0 else {
            throw Failed(description: "make install GTK=\(gtk) failed:\n\(installed.output.suffix(4000))")
        }
        return installed
    }

    /// Asserts that `directory` holds placeholder.png and typed.png whose
    /// placeholder ink lines up with the typed text's (±1 px).
    static func assertPlaceholderMatchesTyped(in directory: URL, _ language: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let placeholder = try XCTUnwrap(Raster(png: directory.appendingPathComponent("placeholder.png").path), language, file: file, line: line)
        let typed = try XCTUnwrap(Raster(png: directory.appendingPathComponent("typed.png").path), language, file: file, line: line)
        let background = placeholder[placeholder.width - 1, placeholder.height - 1]
        let rows = InkRows(placeholder, background: background)
        XCTAssertGreaterThan(rows.rows.compactMap { $0 }.count, 10, "\(language): two lines of placeholder", file: file, line: line)
        let mismatches = rows.mismatches(against: InkRows(typed, background: background))
        XCTAssertTrue(mismatches.isEmpty, "\(language): \(mismatches.prefix(6))", file: file, line: line)
    }
}
