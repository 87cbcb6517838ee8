import ArgumentParser
import Foundation
import PlaceholderBenchSupport

/// The benchmark's command line.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "placeholder-bench",
        abstract: "PlaceholderTextView side by side with the bare view, GtkEntry and the seeds' strategies.",
        discussion: """
            Needs a display: run under Xvfb (xvfb-run -a) on a machine without one.

            GTK 4's figures come from placeholder-bench-gtk4, run as a child process (one process \
            cannot load GTK 3 and GTK 4), found beside this binary: build both with \
            `swift build -c release` (or `--product placeholder-bench-gtk4`). It draws with the \
            renderer GTK picks (GL where it works; GSK_RENDERER chooses), then, unless that is Cairo \
            or with --quick, again with Cairo. Its rows are labelled GTK 4 and the renderer; its JSON \
            sits under "gtk4" (and "gtk4_cairo"), with GTK 3's keys; --quick, --only, --columns \
            (project, bare, typed, entry) and --repetitions apply to it too.
            """)

    @Flag(help: "Few repetitions: checks that the benchmark runs, not how fast anything is.")
    var quick = false

    @Option(help: "Repetitions of each timing (default 31, or 3 with --quick).")
    var repetitions: Int?

    @Option(help: "Only these measurements, comma-separated: frame, layouts, flip, keystroke, memory, and redraw (GTK 4 only).")
    var only: String?

    @Option(help: "Only these columns, comma-separated: \(Column.allCases.map(\.rawValue).joined(separator: ", ")). Ratios need bare and typed.")
    var columns: String?

    @Option(help: "Also write every figure and ratio to this JSON file.")
    var json: String?

    @Flag(
        inversion: .prefixedNo,
        help: "Also measure GTK 4 with placeholder-bench-gtk4 beside this binary (default: when it is there).")
    var gtk4: Bool?

    var effectiveRepetitions: Int { repetitions ?? (quick ? 3 : 31) }
    /// Views added for the memory measurement.
    var memoryViews: Int { quick ? 200 : 1000 }
    /// The length of one timed batch, in microseconds.
    var batchMicroseconds: Double { quick ? 2_000 : 20_000 }

    /// The measurements asked for.
    var measurements: Set<BenchMeasurement> {
        get throws { try wrapped { () throws(BenchOptionError) in try BenchMeasurement.parse(only) } }
    }

    /// The columns asked for, in table order.
    var selectedColumns: [Column] {
        get throws {
            guard let columns else { return Column.allCases }
            let names = try wrapped { () throws(BenchOptionError) in
                try BenchOptions.names(in: columns, option: "--columns") { Column(rawValue: $0) != nil }
            }
            return Column.allCases.filter { names.contains($0.rawValue) }
        }
    }

    func validate() throws {
        _ = try measurements
        _ = try selectedColumns
        if let json { try wrapped { () throws(BenchOptionError) in try BenchOptions.checkWritable(jsonPath: json) } }
        guard effectiveRepetitions >= 1 else { throw ValidationError("--repetitions must be at least 1") }
        if gtk4 == true, Gtk4Child.executable == nil {
            throw ValidationError("--gtk4: no \(Gtk4Child.name) beside this binary; build it with `swift build -c release --product \(Gtk4Child.name)`")
        }
    }

    /// `body`'s result, its error as a validation error (printed as one line).
    private func wrapped<T>(_ body: () throws(BenchOptionError) -> T) throws -> T {
        do { return try body() } catch { throw ValidationError(error.description) }
    }
}
