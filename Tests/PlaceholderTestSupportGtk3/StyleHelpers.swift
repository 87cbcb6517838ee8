import CPlaceholderGtk3
import PlaceholderTextView

/// The foreground colour GTK draws the widget's text in, without its alpha.
@MainActor
public func textColor(of widget: UnsafeMutablePointer<GtkWidget>) -> PlaceholderColor {
    var rgba = GdkRGBA()
    let context = gtk_widget_get_style_context(widget)
    gtk_style_context_get_color(context, gtk_style_context_get_state(context), &rgba)
    return PlaceholderColor(red: rgba.red, green: rgba.green, blue: rgba.blue)
}
