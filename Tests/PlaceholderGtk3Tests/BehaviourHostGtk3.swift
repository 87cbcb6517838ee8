import CPlaceholderGtk3
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk3

/// A shown GTK 3 window holding a vertical box, for the behaviour suite.
@MainActor
final class Gtk3BehaviourHost: BehaviourHost {
    let box: UnsafeMutablePointer<GtkWidget>
    let window: TestWindow

    /// A `width`×`height` window, shown and mapped.
    init(width: Int32, height: Int32) {
        box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        window = TestWindow(child: box, width: width, height: height)
    }

    func add(_ view: any BehaviourView) {
        guard let view = view as? Gtk3BehaviourView else { return }
        gtk_box_pack_start(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), view.view.asWidget, 1, 1, 0)
        gtk_widget_show(view.view.asWidget)
    }

    func destroy() { window.destroy() }
}

extension Gtk3BehaviourHarness {
    func makeHost(width: Int32, height: Int32) throws -> any BehaviourHost {
        try Self.requireDisplay()
        return Gtk3BehaviourHost(width: width, height: height)
    }
}

extension Gtk3BehaviourView {
    func destroyView() {
        gtk_widget_destroy(view.asWidget)
        wrapper = nil
    }
}
