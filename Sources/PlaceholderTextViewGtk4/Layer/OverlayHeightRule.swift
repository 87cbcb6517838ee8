import CPlaceholderGtk4

/// How GtkTextView combines the minimum heights of its overlays with the
/// height of its own text: GTK 4.8 adds them (an overlay asking for 48
/// pixels in a view whose empty line is 16 makes it 64 high), later
/// versions take the larger. The natural-height option asks for what makes
/// the view exactly as high as its placeholder needs under either rule.
///
/// Found out once per process, on a shown view, by measuring it with the
/// layer asking for 0 and then 1 pixel: only the sum grows by one (the
/// view's own text is always at least one line high).
@MainActor
enum OverlayHeightRule {
    /// The view's height is the overlays' plus its text's.
    case added
    /// The view's height is the larger of the overlays' and its text's.
    case larger

    /// The rule, once measured.
    private(set) static var current: OverlayHeightRule?

    /// Measures the rule on `view`, whose placeholder layer is `layer`, if
    /// it is shown; outside GTK's layout (measuring queues resizes).
    static func measure(view: UnsafeMutablePointer<GtkWidget>, layer: PlaceholderLayer) {
        guard current == nil, gtk_widget_get_mapped(view) != 0, let overlay = layer.overlay else { return }
        func minimumHeight(asking request: Int) -> Int32 {
            layer.heightOverride = request
            gtk_widget_queue_resize(overlay)
            var minimum: Int32 = 0
            gtk_widget_measure(view, GTK_ORIENTATION_VERTICAL, -1, &minimum, nil, nil, nil)
            return minimum
        }
        let none = minimumHeight(asking: 0), one = minimumHeight(asking: 1)
        layer.heightOverride = nil
        gtk_widget_queue_resize(overlay)
        current = one > none ? .added : .larger
    }
}
