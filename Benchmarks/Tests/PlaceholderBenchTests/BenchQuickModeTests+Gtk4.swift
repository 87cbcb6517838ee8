import Foundation
import PlaceholderTestSupportGtk3
import XCTest

/// GTK 4's part of the quick run: placeholder-bench runs
/// placeholder-bench-gtk4 as a child process and merges its figures under
/// `gtk4`, with GTK 3's keys, and into the table as rows labelled GTK 4.
extension BenchQuickModeTests {
    /// The keys GTK 4's columns carry, as GTK 3's do, plus the redraw.
    static let gtk4FigureKeys = figureKeys + ["redraw_us", "redraw_over_bare"]

    func checkGtk4(_ document: [String: Any], table: String) throws {
        let gtk4 = try XCTUnwrap(document["gtk4"] as? [String: Any], "GTK 4's figures under gtk4")
        XCTAssertEqual(gtk4["mode"] as? String, "quick")
        XCTAssertNil(document["gtk4_cairo"], "quick runs measure GTK's own choice of renderer only")
        let machine = try XCTUnwrap(gtk4["machine"] as? [String: String])
        let renderer = try XCTUnwrap(machine["renderer"], "the renderer measured is named")
        XCTAssertTrue(renderer.hasPrefix("Gsk") && renderer.hasSuffix("Renderer"), renderer)
        XCTAssertEqual(machine["gtk"]?.hasPrefix("4."), true)
        XCTAssertEqual((document["machine"] as? [String: String])?["gtk4_renderer"], renderer, "the top machine names it")
        XCTAssertTrue(table.contains("GTK 4"), "GTK 4's rows are in the table")

        var columns: [String: [String: Double]] = [:]
        for name in ["project", "limited", "bare", "typed", "entry", "fake_text", "overlay_label", "view_overlay_label"] {
            columns[name] = try XCTUnwrap(gtk4[name] as? [String: Double], "gtk4.\(name)")
        }
        XCTAssertNil(gtk4["naive_draw"], "GTK 4 has no draw signal to draw in")
        let project = try XCTUnwrap(columns["project"]), bare = try XCTUnwrap(columns["bare"])
        for key in Self.gtk4FigureKeys {
            let value = try XCTUnwrap(project[key], "gtk4.project lacks \(key)")
            // A view's few hundred heap bytes can fall below the noise of
            // Mesa's own allocations under GL: a difference, either sign.
            let signed = key.hasPrefix("bytes_per_view")
            XCTAssertTrue(value.isFinite && (signed || value >= 0), "gtk4.project.\(key) = \(value)")
        }
        for name in ["bare", "fake_text", "overlay_label", "view_overlay_label"] {
            for key in ["frame_us", "redraw_us", "flip_us", "keystroke_10mib_us", "bytes_per_view", "layouts_per_1000_frames"] {
                XCTAssertNotNil(columns[name]?[key], "gtk4.\(name) lacks \(key)")
            }
        }
        // The baselines hold widgets or text of their own: memory a view.
        for name in ["fake_text", "overlay_label", "view_overlay_label"] {
            XCTAssertGreaterThan(columns[name]?["bytes_per_view"] ?? 0, 0, "gtk4.\(name)")
        }

        // Counted, not timed.
        let bareLayouts = try XCTUnwrap(bare["layouts_per_1000_frames"])
        XCTAssertEqual(project["layouts_per_1000_frames"], bareLayouts, "the placeholder adds no layout to GTK 4's frames")
        XCTAssertEqual(bareLayouts, 0, "a bare GTK 4 view builds no layout in a frame")
        XCTAssertEqual(bare["bytes_per_view"], 0, "the floor")
        XCTAssertEqual(bare["frame_over_bare"], 1)
        XCTAssertEqual(columns["typed"]?["frame_over_typed"], 1)
        XCTAssertNil(columns["typed"]?["flip_us"], "a view with text does not flip")
        XCTAssertNil(columns["entry"]?["keystroke_10mib_us"], "an entry holds no 10 MiB document")
        XCTAssertNotNil(columns["limited"]?["keystroke_10mib_us"], "a keystroke into a limited 10 MiB view")
    }

    func testWithoutGtk4TheReportHasNoGtk4Part() throws {
        let (run, document) = try Self.runBench(["--quick", "--no-gtk4", "--only", "layouts", "--columns", "project,bare"])
        XCTAssertFalse(run.output.contains("GTK 4"), run.output)
        XCTAssertNil(document["gtk4"])
        XCTAssertEqual(document["layouts_per_1000_frames"] as? Double, 0)
    }
}
