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

/// A contender built on a `GtkTextView`: typing goes into its buffer.
@MainActor
protocol TextViewContender: Gtk4Contender {
    /// The view whose buffer holds the user's text.
    var textView: UnsafeMutablePointer<GtkTextView> { get }
}

extension TextViewContender {
    var redrawGtkWidget: UnsafeMutablePointer<GtkWidget> { asWidget(textView) }
    var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(textView) }

    func type(_ text: String) {
        text.withCString { gtk_text_buffer_insert_at_cursor(buffer, $0, -1) }
    }

    func append(_ text: String) {
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(buffer, &end)
        text.withCString { gtk_text_buffer_insert(buffer, &end, $0, -1) }
    }

    func deleteAll() {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        gtk_text_buffer_delete(buffer, &start, &end)
    }

    func removeLast(_ count: Int) {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_end_iter(buffer, &end)
        start = end
        gtk_text_iter_backward_chars(&start, Int32(count))
        gtk_text_buffer_delete(buffer, &start, &end)
    }
}

/// The widget to pack for `textView`: the view itself, or with `scrolled` a
/// `GtkScrolledWindow` holding it, as a long document needs.
@MainActor
func packing(_ textView: UnsafeMutablePointer<GtkTextView>, scrolled: Bool) -> UnsafeMutablePointer<GtkWidget> {
    guard scrolled else { return asWidget(textView) }
    let window = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_child(OpaquePointer(UnsafeMutableRawPointer(window)), asWidget(textView))
    return window
}

/// `pointer` typed as a `GtkWidget`.
@MainActor
func asWidget<T>(_ pointer: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<GtkWidget> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GtkWidget.self)
}
