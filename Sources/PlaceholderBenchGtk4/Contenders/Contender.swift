import CPlaceholderGtk4
import PlaceholderBenchSupport

/// The widget to pack for `textView`: the view itself, or with `scrolled` a
/// `GtkScrolledWindow` holding it, as a long document needs.
@MainActor
func packing(scrolled: Bool) -> TextViewPacking {
    { textView in
        guard scrolled else { return textView }
        let window = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(OpaquePointer(UnsafeMutableRawPointer(window)), textView.assumingMemoryBound(to: GtkWidget.self))
        return UnsafeMutableRawPointer(window)
    }
}
