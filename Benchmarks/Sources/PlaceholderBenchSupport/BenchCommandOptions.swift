import ArgumentParser
import Foundation

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
        get throws {
            guard let only else { return Set(BenchMeasurement.allCases) }
            return Set(try Self.names(in: only, option: "--only", noun: "measurement") { BenchMeasurement(rawValue: $0) })
        }
    }

    /// The columns asked for, in table order.
    public var selectedColumns: [Column] {
        get throws {
            guard let columns else { return Toolkit.columns }
            let names = try Self.names(in: columns, option: "--columns", noun: "column") { name in
                Toolkit.columns.first { $0.rawValue == name }
            }
            return Toolkit.columns.filter { names.contains($0) }
        }
    }

    /// Refuses unknown names, an unwritable report and no repetitions,
    /// before minutes of measuring.
    public func validate() throws {
        _ = try measurements
        _ = try selectedColumns
        if let json { try Self.checkWritable(jsonPath: json) }
        guard effectiveRepetitions >= 1 else { throw ValidationError("--repetitions must be at least 1") }
    }

    /// The values named in a comma-separated `list`, each trimmed and looked
    /// up with `known`; a validation error (printed as one line) names the
    /// first unknown one and the option.
    private static func names<T>(in list: String, option: String, noun: String, known: (String) -> T?) throws -> [T] {
        try list.split(separator: ",").map { name in
            guard let value = known(name.trimmingCharacters(in: .whitespaces)) else {
                throw ValidationError("unknown \(noun) '\(name)' in \(option)")
            }
            return value
        }
    }

    /// Throws unless a JSON report can be written at `path`: refused before
    /// minutes of measuring rather than after.
    private static func checkWritable(jsonPath path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        let folder = directory.isEmpty ? "." : directory
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
            FileManager.default.isWritableFile(atPath: folder)
        else { throw ValidationError("--json: cannot write to '\(path)': no such writable directory") }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ValidationError("--json: '\(path)' is a directory")
        }
    }
}
