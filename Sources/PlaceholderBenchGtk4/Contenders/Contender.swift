import CPlaceholderGtk4

/// One column of GTK 4's benchmark: a widget set up one way to show (or not
/// show) the placeholder, in its own 400×200 window.
@MainActor
protocol Contender: AnyObject {
    /// The widget packed into the window and drawn for a frame.
    var root: UnsafeMutablePointer<GtkWidget> { get }
    /// The widget a caret blink redraws: the text view, or an entry's text.
    var redrawWidget: UnsafeMutablePointer<GtkWidget> { get }
    /// Inserts `text` where a user typing now would (the cursor).
    func type(_ text: String)
    /// Appends `text` at the end of the document.
    func append(_ text: String)
    /// Deletes everything the user typed.
    func deleteAll()
    /// Deletes the last `count` characters of the document.
    func removeLast(_ count: Int)
}

/// A contender built on a `GtkTextView`: typing goes into its buffer.
@MainActor
protocol TextViewContender: Contender {
    /// The view whose buffer holds the user's text.
    var textView: UnsafeMutablePointer<GtkTextView> { get }
}

extension TextViewContender {
    var redrawWidget: UnsafeMutablePointer<GtkWidget> { asWidget(textView) }
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
