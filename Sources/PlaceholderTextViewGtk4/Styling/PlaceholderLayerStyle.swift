import CPlaceholderGtk4

/// The style sheet that makes the layer's nodes take no room: the frame
/// (which no theme rule matches, but an app's universal rules could) and
/// the nodes lent to it. GtkEntry's theme rules reach the lent nodes (that
/// is how the inner one gets GtkEntry's placeholder colour and opacity),
/// and these rules take away
/// every box property they and the app's own CSS could give them (sizes,
/// margins, padding, borders, backgrounds, shadows, transitions), so
/// nothing but the placeholder is drawn. Colours are left to the theme and
/// the app.
///
/// Installed once per display, above user CSS, and matching only the frame
/// (by its CSS name, `ptv-layer`, which is the library's own) and the lent
/// chain (by its class).
enum PlaceholderLayerStyle {
    /// The CSS class of the lent chain's outer node.
    static let chainClass = "ptv-lent"

    /// Above `GTK_STYLE_PROVIDER_PRIORITY_USER`, so that an app's `entry`
    /// rules cannot give the layer a size.
    static let priority = guint(GTK_STYLE_PROVIDER_PRIORITY_USER) + 100

    private static let sheet = """
        ptv-layer, entry.\(chainClass), entry.\(chainClass) > text,
        entry.\(chainClass) > text > placeholder {
          min-width: 0; min-height: 0; margin: 0; padding: 0; border: none; border-radius: 0;
          outline: none; box-shadow: none; background: none; transition: none; animation: none;
          transform: none; filter: none;
        }
        ptv-layer, entry.\(chainClass), entry.\(chainClass) > text,
        entry.\(chainClass) > text > placeholder.\(PlaceholderLayer.customColorClass) { opacity: 1; }
        """

    private static let installedKey = "placeholder-text-view-gtk4-style"

    /// Adds the style sheet to `display`, once; the display keeps it.
    static func install(on display: OpaquePointer?) {
        guard let display else { return }
        let object = UnsafeMutableRawPointer(display).assumingMemoryBound(to: GObject.self)
        guard g_object_get_data(object, installedKey) == nil else { return }
        let provider = gtk_css_provider_new()!
        ptv_gtk4_load_css(provider, sheet)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), priority)
        g_object_set_data_full(object, installedKey, UnsafeMutableRawPointer(provider)) { provider in
            g_object_unref(provider)
        }
    }
}

/// Adds the CSS class `name` to `widget`, or takes it away.
func setCSSClass(_ name: String, on widget: UnsafeMutablePointer<GtkWidget>, _ present: Bool) {
    if present { gtk_widget_add_css_class(widget, name) } else { gtk_widget_remove_css_class(widget, name) }
}
