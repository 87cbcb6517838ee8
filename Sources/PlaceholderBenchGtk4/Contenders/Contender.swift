import CPlaceholderGtk4
import PlaceholderBenchSupport

/// A column's widgets as GTK 4 types them; the benchmark kit sees them as
/// GObjects (`root`, `redrawWidget`).
@MainActor
protocol Gtk4Contender: Contender {
    /// The widget packed into the window and drawn for a frame.
    var widget: UnsafeMutablePointer<GtkWidget> { get }
    /// The widget a caret blink redraws: the text view, or an entry's text.
    var redrawGtkWidget: UnsafeMutablePointer<GtkWidget> { get }
}

extension Gtk4Contender {
    /// `widget`, for the kit.
    var root: gpointer { UnsafeMutableRawPointer(widget) }
    /// `redrawGtkWidget`, for the kit.
    var redrawWidget: gpointer { UnsafeMutableRawPointer(redrawGtkWidget) }
}

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
