import CPlaceholderGtk3
import Foundation

/// The benchmark's results as a printed table and as JSON.
struct Report {
    var figures: [Column: Figures]
    var mode: String
    var repetitions: Int
    var memoryViews: Int
    var machine: [String: String]

    private func ratio(_ value: Double?, _ reference: Double?) -> Double? {
        guard let value, let reference, reference > 0 else { return nil }
        return value / reference
    }

    /// Every figure and ratio of `column`, under the keys the README documents.
    func entries(for column: Column) -> [String: Double] {
        guard let own = figures[column] else { return [:] }
        let bare = figures[.bare], typed = figures[.typed]
        let values: [String: Double?] = [
            "frame_us": own.frameMicroseconds,
            "frame_over_bare": ratio(own.frameMicroseconds, bare?.frameMicroseconds),
            "frame_over_typed": ratio(own.frameMicroseconds, typed?.frameMicroseconds),
            "keystroke_10mib_us": own.keystrokeMicroseconds,
            "keystroke_10mib_over_bare": ratio(own.keystrokeMicroseconds, bare?.keystrokeMicroseconds),
            "flip_us": own.flipMicroseconds,
            "flip_over_bare": ratio(own.flipMicroseconds, bare?.flipMicroseconds),
            "bytes_per_view": own.bytesPerView.map(Double.init),
            "bytes_per_view_distinct": own.bytesPerViewDistinct.map(Double.init),
            "layouts_per_1000_frames": own.layoutsPer1000Frames.map(Double.init),
        ]
        return values.compactMapValues { $0 }
    }

    /// The JSON document: this project's figures at the top level, the
    /// baselines and references each under their own key.
    func json() throws -> Data {
        var document: [String: Any] = entries(for: .project)
        document["baselines"] = Dictionary(uniqueKeysWithValues: Column.baselines.map { ($0.rawValue, entries(for: $0)) })
        document["references"] = Dictionary(uniqueKeysWithValues: Column.references.map { ($0.rawValue, entries(for: $0)) })
        document["mode"] = mode
        document["repetitions"] = repetitions
        document["memory_views"] = memoryViews
        document["machine"] = machine
        return try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
    }

    /// The table, one row per column.
    func table() -> String {
        let headings = [
            "", "frame µs", "÷bare", "÷typed", "keystroke µs", "÷bare", "flip µs", "bytes/view", "distinct",
            "layouts/1000",
        ]
        var rows = [headings]
        for column in Column.allCases where figures[column] != nil {
            let values = entries(for: column)
            func cell(_ key: String, _ digits: Int) -> String {
                guard let value = values[key] else { return "–" }
                return String(format: "%.\(digits)f", value)
            }
            rows.append([
                column.title, cell("frame_us", 1), cell("frame_over_bare", 2), cell("frame_over_typed", 2),
                cell("keystroke_10mib_us", 1), cell("keystroke_10mib_over_bare", 3), cell("flip_us", 1),
                cell("bytes_per_view", 0), cell("bytes_per_view_distinct", 0), cell("layouts_per_1000_frames", 0),
            ])
        }
        let widths = headings.indices.map { index in rows.map { $0[index].count }.max() ?? 0 }
        let lines = rows.map { row in
            row.enumerated().map { index, cell in
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                return index == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        let header = machine.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "; ")
        return ([header, "mode: \(mode); medians of \(repetitions) repetitions; memory over \(memoryViews) views"] + lines).joined(separator: "\n")
    }
}

/// What the figures were measured on.
@MainActor
func machineDescription() -> [String: String] {
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
        .flatMap { $0.split(separator: ":", maxSplits: 1).last }
        .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
    return [
        "cpu": model,
        "cores": String(ProcessInfo.processInfo.activeProcessorCount),
        "gtk": "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())",
        "pango": String(cString: pango_version_string()),
        "cairo": String(cString: cairo_version_string()),
    ]
}
