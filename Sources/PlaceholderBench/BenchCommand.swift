import ArgumentParser
import Foundation

/// The benchmark's command line.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "placeholder-bench",
        abstract: "PlaceholderTextView side by side with the bare view, GtkEntry and the seeds' strategies.",
        discussion: "Needs a display: run under Xvfb (xvfb-run -a) on a machine without one.")

    @Flag(help: "Few repetitions: checks that the benchmark runs, not how fast anything is.")
    var quick = false

    @Option(help: "Repetitions of each timing (default 31, or 3 with --quick).")
    var repetitions: Int?

    @Option(help: "Only these measurements, comma-separated: frame, layouts, flip, keystroke, memory.")
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
    var measurements: Set<Measurement> {
        get throws {
            guard let only else { return Set(Measurement.allCases) }
            return Set(try only.split(separator: ",").map { name in
                guard let measurement = Measurement(rawValue: name.trimmingCharacters(in: .whitespaces)) else {
                    throw ValidationError("unknown measurement '\(name)' in --only")
                }
                return measurement
            })
        }
    }

    /// The columns asked for, in table order.
    var selectedColumns: [Column] {
        get throws {
            guard let columns else { return Column.allCases }
            let names = try Set(columns.split(separator: ",").map { name in
                guard let column = Column(rawValue: name.trimmingCharacters(in: .whitespaces)) else {
                    throw ValidationError("unknown column '\(name)' in --columns")
                }
                return column
            })
            return Column.allCases.filter { names.contains($0) }
        }
    }

    func validate() throws {
        _ = try measurements
        _ = try selectedColumns
        if let json {
            // Refuse a path that cannot be written before minutes of measuring.
            let directory = (json as NSString).deletingLastPathComponent
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory.isEmpty ? "." : directory, isDirectory: &isDirectory),
                isDirectory.boolValue, FileManager.default.isWritableFile(atPath: directory.isEmpty ? "." : directory)
            else { throw ValidationError("--json: cannot write to '\(json)': no such writable directory") }
            if FileManager.default.fileExists(atPath: json, isDirectory: &isDirectory), isDirectory.boolValue {
                throw ValidationError("--json: '\(json)' is a directory")
            }
        }
        guard effectiveRepetitions >= 1 else { throw ValidationError("--repetitions must be at least 1") }
    }
}
