import CPlaceholderGtk3
import PlaceholderCore
import PlaceholderDemoKit
import PlaceholderTextView

/// The `.ui` file's `GtkColorButton`.
struct Gtk3ColorButton: DemoColorButton {
    let widget: gpointer
    var changedSignal: String { "color-set" }

    var color: PlaceholderColor {
        get {
            var rgba = GdkRGBA()
            gtk_color_chooser_get_rgba(OpaquePointer(widget), &rgba)
            return PlaceholderColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
        }
        nonmutating set {
            var rgba = GdkRGBA(red: newValue.red, green: newValue.green, blue: newValue.blue, alpha: newValue.alpha)
            gtk_color_chooser_set_rgba(OpaquePointer(widget), &rgba)
        }
    }
}

/// The `.ui` file's `GtkFontButton`.
struct Gtk3FontButton: DemoFontButton {
    let widget: gpointer
    var changedSignal: String { "font-set" }

    var font: String {
        get {
            guard let font = gtk_font_chooser_get_font(OpaquePointer(widget)) else { return "" }
            defer { g_free(font) }
            return String(cString: font)
        }
        nonmutating set { gtk_font_chooser_set_font(OpaquePointer(widget), newValue) }
    }
}
