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

/// Sets a boolean GObject property.
@MainActor
public func setBoolProperty(_ object: gpointer, _ name: String, _ value: Bool) {
    var gvalue = GValue()
    g_value_init(&gvalue, GType(5 << 2))  // G_TYPE_BOOLEAN
    g_value_set_boolean(&gvalue, value ? 1 : 0)
    g_object_set_property(object.assumingMemoryBound(to: GObject.self), name, &gvalue)
    g_value_unset(&gvalue)
}

/// Sets a string GObject property.
@MainActor
public func setStringProperty(_ object: gpointer, _ name: String, _ value: String) {
    var gvalue = GValue()
    g_value_init(&gvalue, GType(16 << 2))  // G_TYPE_STRING
    g_value_set_string(&gvalue, value)
    g_object_set_property(object.assumingMemoryBound(to: GObject.self), name, &gvalue)
    g_value_unset(&gvalue)
}

/// The default GtkSettings, as a GObject pointer.
@MainActor
public var gtkSettings: gpointer { UnsafeMutableRawPointer(gtk_settings_get_default()!) }
