import CPlaceholderDemoGtk4
import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderDemoKit
import PlaceholderTextViewGtk4

/// The panel's colour button: a GtkColorDialogButton on GTK 4.10 and later,
/// a GtkColorButton before (CPlaceholderDemoGtk4 chooses).
struct Gtk4ColorButton: DemoColorButton {
    let gtkWidget: UnsafeMutablePointer<GtkWidget> = ptv_demo_color_button_new()
    var widget: gpointer { UnsafeMutableRawPointer(gtkWidget) }
    var changedSignal: String { String(cString: ptv_demo_color_button_signal()) }

    var color: PlaceholderColor {
        get {
            var rgba = GdkRGBA()
            ptv_demo_color_button_get(gtkWidget, &rgba)
            return PlaceholderColor(
                red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
        }
        nonmutating set {
            var rgba = GdkRGBA(
                red: Float(newValue.red), green: Float(newValue.green), blue: Float(newValue.blue), alpha: Float(newValue.alpha))
            ptv_demo_color_button_set(gtkWidget, &rgba)
        }
    }
}

/// The panel's font button: a GtkFontDialogButton on GTK 4.10 and later, a
/// GtkFontButton before.
struct Gtk4FontButton: DemoFontButton {
    let gtkWidget: UnsafeMutablePointer<GtkWidget> = ptv_demo_font_button_new()
    var widget: gpointer { UnsafeMutableRawPointer(gtkWidget) }
    var changedSignal: String { String(cString: ptv_demo_font_button_signal()) }

    /// The font as a Pango description ("Serif Bold 13"), or "".
    var font: String {
        get {
            guard let font = ptv_demo_font_button_get(gtkWidget) else { return "" }
            defer { g_free(font) }
            return String(cString: font)
        }
        nonmutating set { ptv_demo_font_button_set(gtkWidget, newValue) }
    }
}
