import CPlaceholderGtk4
import PlaceholderGObject

/// The controller's hold on a view's scroll adjustments. Their own signals
/// reach the view's router: `changed` when the text window is resized (a
/// new page size), `value-changed` when it is scrolled (after GtkTextView
/// has moved its text, in its own handler, connected first). GTK 4 widgets
/// have no `size-allocate` signal. Not `notify`: an adjustment with no
/// `notify` handler is spared GLib's notify emission for every property
/// GtkTextView sets on it as text is typed. A value, not an object: a view
/// pays for four handlers, no more.
struct ScrollBinding {
    /// The signals followed on each adjustment.
    static let signals = ["changed", "value-changed"]
    /// Their ids, to tell them from other signals reaching the router.
    static let ids = Set(signals.map { g_signal_lookup($0, gtk_adjustment_get_type()) })

    private let adjustments: (horizontal: RoutedObject?, vertical: RoutedObject?)

    /// Refs the view's current adjustments and routes their signals to `router`.
    init(view: UnsafeMutablePointer<GtkTextView>, router: SignalRouter) {
        let scrollable = OpaquePointer(UnsafeMutableRawPointer(view))
        adjustments = (
            gtk_scrollable_get_hadjustment(scrollable).map { RoutedObject($0, signals: Self.signals, router: router) },
            gtk_scrollable_get_vadjustment(scrollable).map { RoutedObject($0, signals: Self.signals, router: router) }
        )
    }

    /// Disconnects the router from the adjustments and lets them go: call
    /// it once, then drop the binding.
    func release() {
        adjustments.horizontal?.release()
        adjustments.vertical?.release()
    }
}
