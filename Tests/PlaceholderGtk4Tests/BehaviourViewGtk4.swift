import CPlaceholderGtk4
import PlaceholderBehaviourKit
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk4
import PlaceholderTextViewGtk4
@_spi(Internals) import PlaceholderEngine

/// A GTK 4 text view for the behaviour suite, in its own window; wrapped
/// by a `PlaceholderTextView` or bare. Input and GTK calls are in
/// BehaviourViewGtk4+Input.swift; what GTK 4 does as GTK 3 does comes from
/// `GtkBehaviourView`.
@MainActor
final class Gtk4BehaviourView: BehaviourViewBase<PlaceholderTextView, TestWindow>, GtkBehaviourView {
    /// The text view.
    var view: UnsafeMutablePointer<GtkTextView> { viewObject.assumingMemoryBound(to: GtkTextView.self) }

    func windowContent() -> UnsafeMutableRawPointer {
        let widget = view.asWidget
        switch placement {
        case .scrolled: return UnsafeMutableRawPointer(scrolled(widget))
        case .box: return UnsafeMutableRawPointer(verticalBox([widget]))
        case .window: return UnsafeMutableRawPointer(widget)
        }
    }

    /// Queues a resize for a view in a box: GTK 4.8 leaves a text view
    /// first allocated before its lines were measured at height 0 until
    /// something queues one.
    func windowShown() {
        if placement == .box { queueResize() }
    }

    func setWindowVisible(_ visible: Bool) {
        guard let window else { return }
        gtk_widget_set_visible(window.window, visible ? 1 : 0)
        if visible { gtk_window_set_focus(window.gtkWindow, nil) }
        GtkHarness.pump(timeout: 3) { (gtk_widget_get_mapped(self.view.asWidget) != 0) == visible }
    }

    func settle() { GtkHarness.settle(view.asWidget) }
    func render(scale: Int) -> Raster { GtkHarness.render(view.asWidget, scale: scale) }
    var allocatedSize: (width: Int32, height: Int32) { (gtk_widget_get_width(view.asWidget), gtk_widget_get_height(view.asWidget)) }

    var measuredSizes: [Int32] { measured(view.asWidget) }

    func queueResize() {
        gtk_widget_queue_resize(view.asWidget)
        GtkHarness.settle(view.asWidget)
    }

    func attachFacade() throws -> any PlaceholderFacade { try PlaceholderTextView(attachingTo: view) }
}

/// `widget`'s minimum and natural width, then height.
@MainActor
func measured(_ widget: UnsafeMutablePointer<GtkWidget>) -> [Int32] {
    [GTK_ORIENTATION_HORIZONTAL, GTK_ORIENTATION_VERTICAL].flatMap { orientation -> [Int32] in
        var minimum: Int32 = -1, natural: Int32 = -1
        gtk_widget_measure(widget, orientation, -1, &minimum, &natural, nil, nil)
        return [minimum, natural]
    }
}
