import CPlaceholderGtk3
import PlaceholderBehaviourKit
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk3
import PlaceholderTextView

/// A GTK 3 text view for the behaviour suite, in its own window; wrapped
/// by a `PlaceholderTextView` or bare. What GTK 3 does as GTK 4 does comes
/// from `GtkBehaviourView`; input and GTK 3's own calls are in
/// BehaviourViewGtk3+Input.swift.
@MainActor
final class Gtk3BehaviourView: BehaviourViewBase<PlaceholderTextView>, GtkBehaviourView {
    /// The text view.
    var view: UnsafeMutablePointer<GtkTextView> { viewObject.assumingMemoryBound(to: GtkTextView.self) }
    /// The window holding it, once shown.
    private(set) var window: TestWindow?
    /// The window of `packIntoHiddenWindow`, never shown.
    private var hiddenWindow: UnsafeMutablePointer<GtkWidget>?

    func show() {
        guard window == nil else { return }
        let widget = view.asWidget
        switch placement {
        case .scrolled:
            let scrolled = gtk_scrolled_window_new(nil, nil)!
            gtk_container_add(UnsafeMutableRawPointer(scrolled).assumingMemoryBound(to: GtkContainer.self), widget)
            window = TestWindow(child: scrolled, width: size.width, height: size.height)
        case .box:
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_box_pack_start(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), widget, 0, 0, 0)
            window = TestWindow(child: box, width: size.width, height: size.height)
        case .window:
            window = TestWindow(child: widget, width: size.width, height: size.height)
        }
    }

    func setWindowVisible(_ visible: Bool) {
        guard let window else { return }
        if visible { gtk_widget_show(window.window) } else { gtk_widget_hide(window.window) }
        GtkHarness.pump(timeout: 3) { (gtk_widget_get_mapped(self.view.asWidget) != 0) == visible }
    }

    func packIntoHiddenWindow() {
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        g_object_ref_sink(UnsafeMutableRawPointer(window))
        gtk_container_add(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self), view.asWidget)
        hiddenWindow = window
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

    func resizeWindow(width: Int32, height: Int32) {
        guard let window else { return }
        gtk_window_resize(UnsafeMutableRawPointer(window.window).assumingMemoryBound(to: GtkWindow.self), width, height)
    }

    func attachFacade() throws -> any PlaceholderFacade { try PlaceholderTextView(attachingTo: view) }

    func destroy() {
        window?.destroy()
        window = nil
        if let hiddenWindow {
            gtk_widget_destroy(hiddenWindow)
            g_object_unref(UnsafeMutableRawPointer(hiddenWindow))
            self.hiddenWindow = nil
        }
    }

    isolated deinit { destroy() }
}
