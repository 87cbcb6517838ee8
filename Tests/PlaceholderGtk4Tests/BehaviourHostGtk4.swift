import CPlaceholderGtk4
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk4

/// A shown GTK 4 window holding a vertical box, for the behaviour suite.
@MainActor
final class Gtk4BehaviourHost: BehaviourHost {
    let box: UnsafeMutablePointer<GtkWidget>
    let window: TestWindow

    /// A `width`×`height` window, shown and mapped.
    init(width: Int32, height: Int32) {
        box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        window = TestWindow(child: box, width: width, height: height)
    }

    func add(_ view: any BehaviourView) {
        guard let view = view as? Gtk4BehaviourView else { return }
        gtk_widget_set_vexpand(view.view.asWidget, 1)
        gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), view.view.asWidget)
    }

    func destroy() { window.destroy() }
}

extension Gtk4BehaviourHarness {
    func makeHost(width: Int32, height: Int32) throws -> any BehaviourHost {
        try Self.requireDisplay()
        return Gtk4BehaviourHost(width: width, height: height)
    }
}

extension Gtk4BehaviourView {
    func destroyView() {
        disposeView(view)
        wrapper = nil
    }
}
