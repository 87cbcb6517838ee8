import CPlaceholderGtk4
import PlaceholderBehaviourKit
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk4

extension Gtk4BehaviourHarness {
    /// A shown GTK 4 window holding a vertical box; views are appended
    /// expanding, or put into one scrolled window appended first.
    func makeHost(width: Int32, height: Int32) throws -> any BehaviourHost {
        try Self.requireDisplay()
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let boxed = UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self)
        let window = TestWindow(child: box, width: width, height: height)
        return BehaviourHostWindow(pack: { view in
            let widget = view.assumingMemoryBound(to: GtkWidget.self)
            gtk_widget_set_vexpand(widget, 1)
            gtk_box_append(boxed, widget)
        }, putInScrolled: { view in
            let scrolled = gtk_widget_get_first_child(box) ?? {
                let scrolled = gtk_scrolled_window_new()!
                gtk_widget_set_vexpand(scrolled, 1)
                gtk_box_append(boxed, scrolled)
                return scrolled
            }()
            gtk_scrolled_window_set_child(OpaquePointer(UnsafeMutableRawPointer(scrolled)), view.assumingMemoryBound(to: GtkWidget.self))
        }, resize: { width, height in
            gtk_window_set_default_size(window.gtkWindow, width, height)
        }, makeDefault: { button in
            gtk_window_set_default_widget(window.gtkWindow, button.assumingMemoryBound(to: GtkWidget.self))
        }, destroy: window.destroy)
    }
}

extension Gtk4BehaviourView {
    func destroyView() {
        disposeView(view)
        wrapper = nil
    }
}
