import CPlaceholderPangoCairo
import Foundation

/// What the figures were measured on: processor, cores, Pango and Cairo,
/// plus `toolkit`'s entries (the GTK version, the renderer).
@MainActor
public func machineDescription(adding toolkit: [String: String]) -> [String: String] {
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
        .flatMap { $0.split(separator: ":", maxSplits: 1).last }
        .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
    let base = [
        "cpu": model,
        "cores": String(ProcessInfo.processInfo.activeProcessorCount),
        "pango": String(cString: pango_version_string()),
        "cairo": String(cString: cairo_version_string()),
    ]
    return base.merging(toolkit) { _, new in new }
}
