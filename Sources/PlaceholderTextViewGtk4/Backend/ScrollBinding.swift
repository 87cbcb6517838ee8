import CPlaceholderGtk4
import PlaceholderGObject

/// The controller's hold on a view's scroll adjustments. Their `notify`
/// reaches the view's router: `page-size` when the text window is resized,
/// `value` when it is scrolled (after GtkTextView has moved its text, which
/// it does on `value-changed`, emitted first). GTK 4 widgets have no
/// `size-allocate` signal, and the placeholder layer's own allocation never
/// changes. A value, not an object: a view pays for two handlers, no more.
@MainActor
struct ScrollBinding {
    private var adjustments: (horizontal: UnsafeMutableRawPointer?, vertical: UnsafeMutableRawPointer?)
    private let router: SignalRouter

    /// Refs the view's current adjustments and routes their `notify` to `router`.
    init(view: UnsafeMutablePointer<GtkTextView>, router: SignalRouter) {
        let scrollable = OpaquePointer(UnsafeMutableRawPointer(view))
        adjustments = (
            gtk_scrollable_get_hadjustment(scrollable).map { UnsafeMutableRawPointer($0) },
            gtk_scrollable_get_vadjustment(scrollable).map { UnsafeMutableRawPointer($0) }
        )
        self.router = router
        for case let adjustment? in [adjustments.horizontal, adjustments.vertical] {
            g_object_ref(adjustment)
            router.connect(adjustment, "notify")
        }
    }

    /// Disconnects the router from the adjustments and lets them go (once).
    mutating func release() {
        for case let adjustment? in [adjustments.horizontal, adjustments.vertical] {
            router.disconnectAll(on: adjustment)
            g_object_unref(adjustment)
        }
        adjustments = (nil, nil)
    }
}
