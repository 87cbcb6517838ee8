import ArgumentParser

/// The options both benchmarks' command lines share (`placeholder-bench`
/// passes them on to its GTK 4 child), with their checks.
public struct BenchCommandOptions<Toolkit: BenchToolkit>: ParsableArguments {
    /// `--quick`.
    @Flag(help: "Few repetitions: checks that the benchmark runs, not how fast anything is.")
    public var quick = false

    /// `--repetitions`.
    @Option(help: "Repetitions of each timing (default 31, or 3 with --quick).")
    public var repetitions: Int?

    /// `--only`: measurement names, comma-separated.
    @Option(help: ArgumentHelp(Toolkit.measurementsHelp))
    public var only: String?

    /// `--columns`: column names, comma-separated.
    @Option(help: ArgumentHelp(
        "Only these columns, comma-separated: \(Toolkit.columns.map(\.rawValue).joined(separator: ", ")). Ratios need bare and typed."))
    public var columns: String?

    /// `--json`: where to write the figures.
    @Option(help: "Also write every figure and ratio to this JSON file.")
    public var json: String?

    /// The defaults (ArgumentParser fills the options in).
    public init() {}

    /// The repetitions asked for, or the mode's.
    public var effectiveRepetitions: Int { repetitions ?? (quick ? 3 : 31) }
    /// Views added for the memory measurement.
    public var memoryViews: Int { quick ? 200 : 1000 }
    /// The length of one timed batch, in microseconds.
    public var batchMicroseconds: Double { quick ? 2_000 : 20_000 }
    /// The timer these options ask for.
    public var timer: SideBySideTimer { SideBySideTimer(repetitions: effectiveRepetitions, batchMicroseconds: batchMicroseconds) }
    /// `quick` or `full`, as the report says.
    public var mode: String { quick ? "quick" : "full" }

    /// The measurements asked for.
    public var measurements: Set<BenchMeasurement> {
        get throws { try wrapped { () throws(BenchOptionError) in try BenchMeasurement.parse(only) } }
    }

    /// The columns asked for, in table order.
    public var selectedColumns: [Column] {
        get throws {
            guard let columns else { return Toolkit.columns }
            let names = try wrapped { () throws(BenchOptionError) in
                try BenchOptions.names(in: columns, option: "--columns") { name in
                    Toolkit.columns.contains { $0.rawValue == name }
                }
            }
            return Toolkit.columns.filter { names.contains($0.rawValue) }
        }
    }

    /// Refuses unknown names, an unwritable report and no repetitions,
    /// before minutes of measuring.
    public func validate() throws {
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
