import CPlaceholderGtk3
import PlaceholderBehaviourKit
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk3

extension Gtk3BehaviourHarness {
    /// A shown GTK 3 window holding a vertical box; views are packed
    /// expanding and shown, or put into one scrolled window packed first.
    func makeHost(width: Int32, height: Int32) throws -> any BehaviourHost {
        try Self.requireDisplay()
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let boxed = UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self)
        let window = TestWindow(child: box, width: width, height: height)
        return BehaviourHostWindow(pack: { view in
            let widget = view.assumingMemoryBound(to: GtkWidget.self)
            gtk_box_pack_start(boxed, widget, 1, 1, 0)
            gtk_widget_show(widget)
        }, putInScrolled: { view in
            let children = gtk_container_get_children(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkContainer.self))
            defer { g_list_free(children) }
            let scrolled = children?.pointee.data?.assumingMemoryBound(to: GtkWidget.self) ?? {
                let scrolled = gtk_scrolled_window_new(nil, nil)!
                gtk_box_pack_start(boxed, scrolled, 1, 1, 0)
                gtk_widget_show(scrolled)
                return scrolled
            }()
            let widget = view.assumingMemoryBound(to: GtkWidget.self)
            gtk_container_add(UnsafeMutableRawPointer(scrolled).assumingMemoryBound(to: GtkContainer.self), widget)
            gtk_widget_show(widget)
        }, resize: { width, height in
            gtk_window_resize(UnsafeMutableRawPointer(window.window).assumingMemoryBound(to: GtkWindow.self), width, height)
        }, makeDefault: { button in
            gtk_widget_set_can_default(button.assumingMemoryBound(to: GtkWidget.self), 1)
            gtk_window_set_default(
                UnsafeMutableRawPointer(window.window).assumingMemoryBound(to: GtkWindow.self),
                button.assumingMemoryBound(to: GtkWidget.self))
        }, destroy: window.destroy)
    }
}

extension Gtk3BehaviourView {
    func destroyView() {
        gtk_widget_destroy(view.asWidget)
        wrapper = nil
    }
}
