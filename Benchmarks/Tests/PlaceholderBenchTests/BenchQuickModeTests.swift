import Foundation
import PlaceholderTestSupportGtk3
import XCTest

/// The benchmark runs in CI in its quick mode. Timings are not
/// asserted (a debug build on a shared machine), but everything that is
/// counted rather than timed is, and every documented key must be there:
/// GTK 3's, and GTK 4's from the child process the benchmark runs.
final class BenchQuickModeTests: XCTestCase {
    /// The keys every column that measures them carries in the JSON.
    static let figureKeys = [
        "frame_us", "frame_over_bare", "frame_over_typed", "flip_us", "flip_over_bare",
        "keystroke_10mib_us", "keystroke_10mib_over_bare", "bytes_per_view", "bytes_per_view_distinct",
        "layouts_per_1000_frames",
    ]

    func testQuickRunWritesEveryFigureAndCountsLayoutsExactly() throws {
        XCTAssertTrue(
            FileManager.default.isExecutableFile(atPath: builtProduct("placeholder-bench-gtk4")),
            "placeholder-bench-gtk4 is built beside placeholder-bench (swift build builds every product of the Benchmarks package)")
        let (run, document) = try Self.runBench(["--quick"])
        XCTAssertTrue(run.output.contains("PlaceholderTextView"), "prints the table")

        XCTAssertEqual(document["mode"] as? String, "quick")
        let baselines = try XCTUnwrap(document["baselines"] as? [String: [String: Double]])
        let references = try XCTUnwrap(document["references"] as? [String: [String: Double]])
        XCTAssertEqual(Set(baselines.keys), ["fake_text", "overlay_label", "naive_draw"])
        XCTAssertEqual(Set(references.keys), ["bare", "typed", "entry"])

        for key in Self.figureKeys {
            let value = try XCTUnwrap(document[key] as? Double, "this project's \(key)")
            XCTAssertTrue(value.isFinite && value >= 0, "\(key) = \(value)")
            for (name, figures) in baselines {
                XCTAssertNotNil(figures[key], "\(name) lacks \(key)")
            }
        }
        XCTAssertGreaterThan(try XCTUnwrap(document["frame_us"] as? Double), 0)
        let limited = try XCTUnwrap(document["limited"] as? [String: Double], "this project with a length limit")
        XCTAssertNotNil(limited["keystroke_10mib_us"], "a keystroke into a limited 10 MiB view")
        XCTAssertEqual(limited["layouts_per_1000_frames"], 0)

        // Counted, not timed: the same on any machine.
        XCTAssertEqual(document["layouts_per_1000_frames"] as? Double, 0, "steady frames build no layout")
        XCTAssertEqual(baselines["naive_draw"]?["layouts_per_1000_frames"], 1000, "one layout a frame")
        XCTAssertEqual(references["entry"]?["layouts_per_1000_frames"], 0)
        XCTAssertGreaterThan(references["typed"]?["layouts_per_1000_frames"] ?? 0, 0)
        XCTAssertEqual(references["bare"]?["bytes_per_view"], 0, "the floor")
        XCTAssertEqual(references["bare"]?["frame_over_bare"], 1)
        XCTAssertEqual(references["typed"]?["frame_over_typed"], 1)
        XCTAssertNil(references["typed"]?["flip_us"], "a view with text does not flip")

        try checkGtk4(document, table: run.output)
    }

    /// Runs placeholder-bench with `arguments`, writing its JSON report to a
    /// temporary file: what it printed, and the report.
    static func runBench(_ arguments: [String]) throws -> (run: ChildProcessResult, document: [String: Any]) {
        let path = NSTemporaryDirectory() + "placeholder-bench-\(getpid())-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try runChildProcess(builtProduct("placeholder-bench"), arguments + ["--json", path])
        XCTAssertEqual(run.status, 0, run.errors)
        let data = try XCTUnwrap(FileManager.default.contents(atPath: path))
        return (run, try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
    }

    func testBadArgumentsFailBeforeMeasuringWithOneLine() throws {
        let cases: [(String, [String])] = [
            ("unknown measurement", ["--only", "frame,speed"]),
            ("unknown column", ["--columns", "project,nothing"]),
            ("no repetitions", ["--repetitions", "0"]),
            ("missing directory", ["--json", "/nonexistent-directory/out.json"]),
            ("directory", ["--json", NSTemporaryDirectory()]),
        ]
        for product in ["placeholder-bench", "placeholder-bench-gtk4"] {
            for (what, arguments) in cases {
                let started = Date()
                let run = try runChildProcess(builtProduct(product), arguments)
                XCTAssertNotEqual(run.status, 0, "\(product): \(what)")
                XCTAssertTrue(run.output.isEmpty, "\(product), \(what): nothing on standard output")
                XCTAssertTrue(run.errors.contains("Error:"), "\(product), \(what): \(run.errors)")
                XCTAssertLessThan(Date().timeIntervalSince(started), 10, "\(product), \(what): refused before measuring")
            }
        }
    }

    func testNoDisplayIsAClearError() throws {
        for product in ["placeholder-bench", "placeholder-bench-gtk4"] {
            let run = try runChildProcess(
                builtProduct(product), ["--quick", "--only", "frame"],
                environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
            XCTAssertEqual(run.status, 2, product)
            XCTAssertTrue(run.errors.contains("cannot open a display"), "\(product): \(run.errors)")
        }
    }
}
