import Foundation
import PlaceholderTestImaging
import XCTest

/// The checks of the designers' catalogs, for either toolkit's installation.
extension CLibraryChecks {
    /// Glade, from the catalog and icon `make install` put in the prefix:
    /// the type, its icon, the placeholder drawn in the design view, a
    /// saved file GtkBuilder loads anywhere, every writable property.
    func gladeLoadsTheCatalogAndTheTypeFromTheInstalledLibrary() throws {
        guard distributionShips(gladePackage) else {
            throw XCTSkip("Glade: this release does not ship Glade (\(gladePackage)), nothing to load the catalog")
        }
        var environment = installed.environment
        environment["GLADE_CATALOG_SEARCH_PATH"] = installed.prefix.appendingPathComponent("share/glade/catalogs").path
        environment["GLADE_MODULE_SEARCH_PATH"] = installed.lib.path
        environment["XDG_DATA_DIRS"] = installed.prefix.appendingPathComponent("share").path + ":/usr/share"
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try python("glade_catalog.py", [directory.path], environment: environment)
        XCTAssertEqual(run.status, 0, "\(run.output)\(run.errors)")
        XCTAssertTrue(run.output.contains("type: PtvPlaceholder"), run.output)
        XCTAssertTrue(run.output.contains("icon: True"), "the palette icon: \(run.output)")
        XCTAssertTrue(run.output.contains("mapped: True showing: True"), run.output)
        let drawn = try XCTUnwrap(ink("ink with the placeholder: ", in: run.output), run.output)
        let without = try XCTUnwrap(ink("ink without it: ", in: run.output), run.output)
        XCTAssertGreaterThan(drawn, without + 100, "the design view draws the placeholder: \(run.output)")
        let ui = try String(contentsOf: directory.appendingPathComponent("saved.ui"), encoding: .utf8)
        XCTAssertTrue(ui.contains("<object class=\"PtvPlaceholder\""), ui)
        XCTAssertFalse(ui.contains("type-func"), "GtkBuilder in Python refuses a type function it cannot find: \(ui)")
        let offered = run.output.split(separator: "\n").filter { $0.hasPrefix("property: ") }
            .map { String($0.dropFirst("property: ".count).prefix { $0 != " " }) }
        XCTAssertEqual(
            offered, ["text-view", "text", "markup", "color", "hide-while-focused", "centered", "natural-height"],
            "every writable property (Glade leaves read-only showing out)")
    }

    /// Cambalache, from the catalog `make install` put in the prefix: its
    /// project knows the type and keeps the view of a .ui file, the
    /// workspace file it hands its renderer draws the placeholder, and so
    /// does its own window (GTK 4). Where
    /// this Cambalache made the catalog in the repository, it makes the
    /// same one from the installed GIR.
    func cambalacheLoadsTheCatalogAndItsWorkspaceDrawsThePlaceholder() throws {
        guard distributionShips("cambalache") else {
            throw XCTSkip("Cambalache: this release does not ship it, nothing to load the catalog")
        }
        var environment = installed.environment
        environment["XDG_DATA_DIRS"] = installed.prefix.appendingPathComponent("share").path + ":/usr/share"
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try python("cambalache_catalog.py", ["\(gtk)", directory.path], environment: environment)
        XCTAssertEqual(run.status, 0, "\(run.output)\(run.errors)")
        for line in ["type: True", "saved with its view: True", "saved requires: True", "showing: True"] {
            XCTAssertTrue(run.output.contains(line), "\(line): \(run.output)\(run.errors)")
        }
        let drawn = try XCTUnwrap(ink("ink with the placeholder: ", in: run.output), run.output)
        let without = try XCTUnwrap(ink("ink without it: ", in: run.output), run.output)
        XCTAssertGreaterThan(drawn, without + 100, "the workspace draws the placeholder: \(run.output)")

        if gtk == 4 {
            // Cambalache's own window, its workspace showing the file (its GTK 3
            // renderer finds no display inside Cambalache's compositor under Xvfb,
            // with or without a placeholder).
            let window = try python("cambalache_window.py", ["4", directory.path], environment: environment)
            XCTAssertEqual(window.status, 0, "\(window.output)\(window.errors)")
            let pixels = try XCTUnwrap(ink("placeholder pixels: ", in: window.output), window.output + window.errors)
            XCTAssertGreaterThan(pixels, 100, "Cambalache's window draws the placeholder: \(window.output)")
        }

        let committed = try String(
            contentsOf: FixturePackage.root.appendingPathComponent("Resources/cambalache/ptv-\(gtk).0.xml"), encoding: .utf8)
        let version = try runChildProcess("/usr/bin/dpkg-query", ["-W", "-f", "${Version}", "cambalache"]).output
        guard committed.contains("made by Cambalache \(version.prefix(4))'s") else {
            return print("Cambalache \(version) did not make the catalog in the repository: not regenerated")
        }
        let generated = directory.appendingPathComponent("generated.xml")
        let generate = try runChildProcess(
            "/bin/bash", [source("cambalache/generate.sh"), "\(gtk)", installed.prefix.path, generated.path],
            mergeErrors: true)
        XCTAssertEqual(generate.status, 0, generate.output)
        XCTAssertEqual(try String(contentsOf: generated, encoding: .utf8), committed,
                       "Resources/cambalache/ptv-\(gtk).0.xml is what C/cambalache/generate.sh makes from the GIR")
    }

    /// The number after `label` on a line of `output`.
    private func ink(_ label: String, in output: String) -> Int? {
        output.split(separator: "\n").first { $0.hasPrefix(label) }.flatMap { Int($0.dropFirst(label.count)) }
    }
}
