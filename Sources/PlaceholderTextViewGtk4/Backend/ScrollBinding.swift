import CPlaceholderGtk4
import PlaceholderGObject

/// The controller's hold on a view's scroll adjustments, which tell it when
/// the text window is resized (`changed`: a new page size) or scrolled
/// (`value-changed`). GTK 4 widgets have no `size-allocate` signal, and the
/// placeholder layer's own allocation never changes.
@MainActor
final class ScrollBinding {
    private let adjustments: [UnsafeMutablePointer<GtkAdjustment>]
    private let router: SignalRouter

    /// Refs the view's current adjustments and routes their changes to `router`.
    init(view: UnsafeMutablePointer<GtkTextView>, router: SignalRouter) {
        let scrollable = OpaquePointer(UnsafeMutableRawPointer(view))
        adjustments = [gtk_scrollable_get_hadjustment(scrollable), gtk_scrollable_get_vadjustment(scrollable)]
            .compactMap { $0 }
        self.router = router
        for adjustment in adjustments {
            g_object_ref(UnsafeMutableRawPointer(adjustment))
            Gtk4Signal.adjustmentChanged.connect(UnsafeMutableRawPointer(adjustment), to: router)
            Gtk4Signal.adjustmentValueChanged.connect(UnsafeMutableRawPointer(adjustment), to: router)
        }
    }

    isolated deinit {
        for adjustment in adjustments {
            router.disconnectAll(on: UnsafeMutableRawPointer(adjustment))
            g_object_unref(UnsafeMutableRawPointer(adjustment))
        }
    }
}
