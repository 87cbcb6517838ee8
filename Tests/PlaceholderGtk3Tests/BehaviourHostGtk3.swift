import CPlaceholderGtk3
import PlaceholderBehaviourKit
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk3

extension Gtk3BehaviourHarness {
    /// A shown GTK 3 window holding a vertical box; views are packed
    /// expanding and shown.
    func makeHost(width: Int32, height: Int32) throws -> any BehaviourHost {
        try Self.requireDisplay()
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let window = TestWindow(child: box, width: width, height: height)
        return BehaviourHostWindow(pack: { view in
            let widget = view.assumingMemoryBound(to: GtkWidget.self)
            gtk_box_pack_start(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), widget, 1, 1, 0)
            gtk_widget_show(widget)
        }, destroy: window.destroy)
    }
}

extension Gtk3BehaviourView {
    func destroyView() {
        gtk_widget_destroy(view.asWidget)
        wrapper = nil
    }
}
