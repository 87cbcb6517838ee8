import CPlaceholderGtk3
import PlaceholderTextView

/// Applies CSS to one widget (priority: application).
@MainActor
public func applyCSS(_ css: String, to widget: UnsafeMutablePointer<GtkWidget>) {
    let provider = gtk_css_provider_new()!
    gtk_css_provider_load_from_data(provider, css, -1, nil)
    gtk_style_context_add_provider(
        gtk_widget_get_style_context(widget),
        OpaquePointer(provider),
        guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    g_object_unref(UnsafeMutableRawPointer(provider))
}

/// The foreground colour GTK draws the widget's text in, without its alpha.
@MainActor
public func textColor(of widget: UnsafeMutablePointer<GtkWidget>) -> PlaceholderColor {
    var rgba = GdkRGBA()
    let context = gtk_widget_get_style_context(widget)
    gtk_style_context_get_color(context, gtk_style_context_get_state(context), &rgba)
    return PlaceholderColor(red: rgba.red, green: rgba.green, blue: rgba.blue)
}
