import Foundation

/// The benchmarks' measurements, selectable with `--only`.
public enum BenchMeasurement: String, CaseIterable, Sendable {
    /// One full frame of the empty view.
    case frame
    /// GTK 4 only: a frame in which the view alone was invalidated.
    case redraw
    /// Pango layouts built in 1,000 steady frames.
    case layouts
    /// The first character typed and deleted, each repainted.
    case flip
    /// One character appended to a 10 MiB document.
    case keystroke
    /// Heap bytes per view.
    case memory

    /// The measurements named in `list` (comma-separated); nil for all.
    /// Throws a message naming the first unknown one.
    public static func parse(_ list: String?) throws(BenchOptionError) -> Set<BenchMeasurement> {
        guard let list else { return Set(allCases) }
        var result: Set<BenchMeasurement> = []
        for name in list.split(separator: ",") {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard let measurement = BenchMeasurement(rawValue: trimmed) else {
                throw BenchOptionError("unknown measurement '\(name)' in --only")
            }
            result.insert(measurement)
        }
        return result
    }
}
