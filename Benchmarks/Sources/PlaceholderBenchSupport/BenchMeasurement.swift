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
}
