import CPlaceholderGtk4
import PlaceholderTextViewGtk4

/// Gives one widget CSS declarations (priority: application), as an app's
/// style sheet would.
@MainActor
public func applyCSS(_ declarations: String, to widget: UnsafeMutablePointer<GtkWidget>) {
    WidgetStyleSheet.of(widget).set(declarations)
}

/// The colour GTK draws the widget's text in, opacity included
/// (libadwaita's views draw text at 80 %).
@MainActor
public func textColor(of widget: UnsafeMutablePointer<GtkWidget>) -> PlaceholderColor {
    var rgba = GdkRGBA()
    ptv_gtk4_widget_color(widget, &rgba)
    return PlaceholderColor(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
}
