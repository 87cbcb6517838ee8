import CPlaceholderGtk3
import PlaceholderBenchSupport

/// A column's widget as GTK 3 types it; the benchmark kit sees it as a
/// GObject (`root`), which a caret blink redraws whole.
@MainActor
protocol Gtk3Contender: Contender {
    /// The widget drawn for a frame and packed into the window.
    var widget: UnsafeMutablePointer<GtkWidget> { get }
}

extension Gtk3Contender {
    /// `widget`, for the kit.
    var root: gpointer { UnsafeMutableRawPointer(widget) }
    /// `widget`: GTK 3 redraws a widget whole.
    var redrawWidget: gpointer { root }
}

/// A contender built on a `GtkTextView`: typing goes into its buffer.
@MainActor
protocol TextViewContender: Gtk3Contender {
    /// The view whose buffer holds the user's text.
    var textView: UnsafeMutablePointer<GtkTextView> { get }
}

extension TextViewContender {
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
    let window = gtk_scrolled_window_new(nil, nil)!
    gtk_container_add(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self), asWidget(textView))
    return window
}

/// `widget` typed as a `GtkWidget`.
@MainActor
func asWidget<T>(_ pointer: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<GtkWidget> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GtkWidget.self)
}
