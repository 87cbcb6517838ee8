/// What was measured for one column; nil where the column does not apply.
public struct Figures: Sendable, Equatable {
    /// One full frame of the empty view, in microseconds.
    public var frameMicroseconds: Double?
    /// GTK 4 only: one frame in which the view alone was invalidated, as a
    /// caret blink does (its children, the placeholder's layer among them,
    /// keep their render nodes), in microseconds.
    public var redrawMicroseconds: Double?
    /// One character appended to a 10 MiB document, with its relayout and
    /// repaint, in microseconds.
    public var keystrokeMicroseconds: Double?
    /// The first character typed and deleted again, each repainted, in
    /// microseconds.
    public var flipMicroseconds: Double?
    /// Heap bytes a view adds, less what a bare view adds.
    public var bytesPerView: Int?
    /// The same with every view showing a placeholder of its own.
    public var bytesPerViewDistinct: Int?
    /// Pango layouts constructed in 1,000 steady frames.
    public var layoutsPer1000Frames: Int?

    /// Nothing measured yet.
    public init() {}

    /// Every figure and ratio, under the keys of the JSON report
    /// (`frame_us`, `frame_over_bare`, ...), ratios taken to `bare` and
    /// `typed`, the reference columns measured in the same run.
    public func entries(bare: Figures?, typed: Figures?) -> [String: Double] {
        func ratio(_ value: Double?, _ reference: Double?) -> Double? {
            guard let value, let reference, reference > 0 else { return nil }
            return value / reference
        }
        let values: [String: Double?] = [
            "frame_us": frameMicroseconds,
            "frame_over_bare": ratio(frameMicroseconds, bare?.frameMicroseconds),
            "frame_over_typed": ratio(frameMicroseconds, typed?.frameMicroseconds),
            "redraw_us": redrawMicroseconds,
            "redraw_over_bare": ratio(redrawMicroseconds, bare?.redrawMicroseconds),
            "keystroke_10mib_us": keystrokeMicroseconds,
            "keystroke_10mib_over_bare": ratio(keystrokeMicroseconds, bare?.keystrokeMicroseconds),
            "flip_us": flipMicroseconds,
            "flip_over_bare": ratio(flipMicroseconds, bare?.flipMicroseconds),
            "bytes_per_view": bytesPerView.map(Double.init),
            "bytes_per_view_distinct": bytesPerViewDistinct.map(Double.init),
            "layouts_per_1000_frames": layoutsPer1000Frames.map(Double.init),
        ]
        return values.compactMapValues { $0 }
    }
}
