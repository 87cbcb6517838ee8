import CPlaceholderGtk4
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk4
import PlaceholderTextViewGtk4

/// GTK 4's harness members for the model-based test.
extension Gtk4BehaviourHarness {
    /// Focus goes through the X server (`GtkInput.focus`): a view keeps it
    /// only while its window is the active one.
    var focusNeedsActiveWindow: Bool { true }

    func text(of buffer: UnsafeMutableRawPointer) -> String {
        let buffer = buffer.assumingMemoryBound(to: GtkTextBuffer.self)
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        guard let chars = gtk_text_buffer_get_text(buffer, &start, &end, 1) else { return "" }
        defer { g_free(chars) }
        return String(cString: chars)
    }

    func makeUnshownView(wrapped: Bool) throws -> any BehaviourView {
        try Self.requireDisplay()
        let wrapper = wrapped ? try PlaceholderTextView() : nil
        let view = wrapper?.textView
            ?? UnsafeMutableRawPointer(gtk_text_view_new()!).assumingMemoryBound(to: GtkTextView.self)
        return Gtk4BehaviourView(view: view, wrapper: wrapper, geometry: ViewGeometry(), placement: .scrolled,
                                 width: 320, height: 160)
    }
}

/// GTK 4's host members for the model-based test.
extension Gtk4BehaviourHost {
    func putInScrolledWindow(_ view: any BehaviourView) {
        guard let view = view as? Gtk4BehaviourView else { return }
        let scrolled: UnsafeMutablePointer<GtkWidget>
        if let first = gtk_widget_get_first_child(box) {
            scrolled = first
        } else {
            scrolled = gtk_scrolled_window_new()!
            gtk_widget_set_vexpand(scrolled, 1)
            gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), scrolled)
        }
        gtk_scrolled_window_set_child(OpaquePointer(UnsafeMutableRawPointer(scrolled)), view.view.asWidget)
    }

    func resize(width: Int32, height: Int32) { gtk_window_set_default_size(window.gtkWindow, width, height) }
}
