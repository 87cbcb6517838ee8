import CPlaceholderGtk3
import PlaceholderBehaviourKit
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk3
import PlaceholderTextView
@_spi(Internals) import PlaceholderEngine

/// A GTK 3 text view for the behaviour suite, in its own window; wrapped
/// by a `PlaceholderTextView` or bare. What GTK 3 does as GTK 4 does comes
/// from `GtkBehaviourView`; input and GTK 3's own calls are in
/// BehaviourViewGtk3+Input.swift.
@MainActor
final class Gtk3BehaviourView: BehaviourViewBase<PlaceholderTextView, TestWindow>, GtkBehaviourView {
    /// The text view.
    var view: UnsafeMutablePointer<GtkTextView> { viewObject.assumingMemoryBound(to: GtkTextView.self) }

    func windowContent() -> UnsafeMutableRawPointer {
        let widget = view.asWidget
        switch placement {
        case .scrolled:
            let scrolled = gtk_scrolled_window_new(nil, nil)!
            gtk_container_add(UnsafeMutableRawPointer(scrolled).assumingMemoryBound(to: GtkContainer.self), widget)
            return UnsafeMutableRawPointer(scrolled)
        case .box:
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_box_pack_start(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), widget, 0, 0, 0)
            return UnsafeMutableRawPointer(box)
        case .window:
            return UnsafeMutableRawPointer(widget)
        }
    }

    func setWindowVisible(_ visible: Bool) {
        guard let window else { return }
        if visible { gtk_widget_show(window.window) } else { gtk_widget_hide(window.window) }
        GtkHarness.pump(timeout: 3) { (gtk_widget_get_mapped(self.view.asWidget) != 0) == visible }
    }

    func settle() { GtkHarness.settle() }
    func render(scale: Int) -> Raster { GtkHarness.render(view.asWidget, scale: scale) }
    var allocatedSize: (width: Int32, height: Int32) {
        (gtk_widget_get_allocated_width(view.asWidget), gtk_widget_get_allocated_height(view.asWidget))
    }

    var measuredSizes: [Int32] {
        var minimumWidth: Int32 = 0, naturalWidth: Int32 = 0, minimumHeight: Int32 = 0, naturalHeight: Int32 = 0
        gtk_widget_get_preferred_width(view.asWidget, &minimumWidth, &naturalWidth)
        gtk_widget_get_preferred_height(view.asWidget, &minimumHeight, &naturalHeight)
        return [minimumWidth, naturalWidth, minimumHeight, naturalHeight]
    }

    func queueResize() {
        gtk_widget_queue_resize(view.asWidget)
        GtkHarness.settle()
    }

    func attachFacade() throws -> any PlaceholderFacade { try PlaceholderTextView(attachingTo: view) }
}
