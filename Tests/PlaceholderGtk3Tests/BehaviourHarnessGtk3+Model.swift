import CPlaceholderGtk3
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk3
import PlaceholderTextView

/// GTK 3's harness members for the model-based test.
extension Gtk3BehaviourHarness {
    /// Focus comes from synthetic focus-change events, which reach only
    /// their view: under Xvfb with no window manager no window is active.
    var focusNeedsActiveWindow: Bool { false }

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
        return Gtk3BehaviourView(view: view, wrapper: wrapper, geometry: ViewGeometry(), placement: .scrolled,
                                 width: 320, height: 160)
    }
}

/// GTK 3's host members for the model-based test.
extension Gtk3BehaviourHost {
    func putInScrolledWindow(_ view: any BehaviourView) {
        guard let view = view as? Gtk3BehaviourView else { return }
        let scrolled: UnsafeMutablePointer<GtkWidget>
        let children = gtk_container_get_children(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkContainer.self))
        if let children, let first = children.pointee.data {
            scrolled = first.assumingMemoryBound(to: GtkWidget.self)
        } else {
            scrolled = gtk_scrolled_window_new(nil, nil)!
            gtk_box_pack_start(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), scrolled, 1, 1, 0)
            gtk_widget_show(scrolled)
        }
        g_list_free(children)
        gtk_container_add(UnsafeMutableRawPointer(scrolled).assumingMemoryBound(to: GtkContainer.self), view.view.asWidget)
        gtk_widget_show(view.view.asWidget)
    }

    func resize(width: Int32, height: Int32) {
        gtk_window_resize(UnsafeMutableRawPointer(window.window).assumingMemoryBound(to: GtkWindow.self), width, height)
    }
}
