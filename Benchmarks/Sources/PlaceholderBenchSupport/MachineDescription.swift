import CPlaceholderGtkCalls
import CPlaceholderPangoCairo
import Foundation

/// What the figures were measured on: processor, cores, GTK, Pango and
/// Cairo, plus `toolkit`'s entries (GTK 4's renderer and backend).
@MainActor
public func machineDescription(adding toolkit: [String: String]) -> [String: String] {
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
        .flatMap { $0.split(separator: ":", maxSplits: 1).last }
        .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
    let base = [
        "cpu": model,
        "cores": String(ProcessInfo.processInfo.activeProcessorCount),
        "gtk": "\(ptv_gtk_get_major_version()).\(ptv_gtk_get_minor_version()).\(ptv_gtk_get_micro_version())",
        "pango": String(cString: pango_version_string()),
        "cairo": String(cString: cairo_version_string()),
    ]
    return base.merging(toolkit) { _, new in new }
}
