import CPlaceholderGtk4
import PlaceholderBehaviourKit
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk4

extension Gtk4BehaviourHarness {
    /// A shown GTK 4 window holding a vertical box; views are appended
    /// expanding.
    func makeHost(width: Int32, height: Int32) throws -> any BehaviourHost {
        try Self.requireDisplay()
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let window = TestWindow(child: box, width: width, height: height)
        return BehaviourHostWindow(pack: { view in
            let widget = view.assumingMemoryBound(to: GtkWidget.self)
            gtk_widget_set_vexpand(widget, 1)
            gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), widget)
        }, destroy: window.destroy)
    }
}

extension Gtk4BehaviourView {
    func destroyView() {
        disposeView(view)
        wrapper = nil
    }
}
