import ArgumentParser
import PlaceholderBenchSupport

/// GTK 4's benchmark command line: the same options as placeholder-bench's.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "placeholder-bench-gtk4",
        abstract: "PlaceholderTextViewGtk4 side by side with GTK 4's bare view, typed text and GtkEntry.",
        discussion: """
            placeholder-bench runs this as a child process and merges its figures (GTK 3 and GTK 4 \
            cannot share a process); it can also run alone. Needs a display: run under Xvfb \
            (xvfb-run -a). Draws with the renderer GTK picks (GL where it works, else Cairo); \
            GSK_RENDERER=cairo or gl chooses one, and the report names the one measured.
            """)

    @Flag(help: "Few repetitions: checks that the benchmark runs, not how fast anything is.")
    var quick = false

    @Option(help: "Repetitions of each timing (default 31, or 3 with --quick).")
    var repetitions: Int?

    @Option(help: "Only these measurements, comma-separated: frame, redraw, layouts, flip, keystroke, memory.")
    var only: String?

    @Option(help: "Only these columns, comma-separated: \(Column.allCases.map(\.rawValue).joined(separator: ", ")). Ratios need bare and typed.")
    var columns: String?

    @Option(help: "Also write every figure and ratio to this JSON file.")
    var json: String?

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
    }

    /// `body`'s result, its error as a validation error (printed as one line).
    private func wrapped<T>(_ body: () throws(BenchOptionError) -> T) throws -> T {
        do { return try body() } catch { throw ValidationError(error.description) }
    }
}
