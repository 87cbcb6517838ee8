import CPlaceholderGObject
import CPlaceholderGtkCalls
import CPlaceholderPangoCairo
import PlaceholderCore

/// One of the panel's chooser buttons, whichever widget the toolkit has:
/// GTK 3's and GTK 4's `GtkColorButton` and GTK 4.10's
/// `GtkColorDialogButton` hold the colour in an `rgba` property (a
/// `GdkRGBA`); the `GtkFontButton`s and GTK 4.10's `GtkFontDialogButton`
/// the font in a `font-desc` property (a `PangoFontDescription`).
@MainActor
public struct DemoChooserButton {
    /// The button widget.
    public let widget: gpointer
    /// The signal a colour or font picked by the user emits.
    public let changedSignal: String

    /// The button `widget`, which emits `changedSignal` when the user picks a colour or a font.
    public init(widget: gpointer, changedSignal: String) {
        (self.widget, self.changedSignal) = (widget, changedSignal)
    }

    /// A colour button's colour.
    public var color: PlaceholderColor {
        get {
            readBoxed(widget, "rgba", type: g_type_from_name("GdkRGBA")) { boxed in
                // GTK 3's GdkRGBA holds doubles, GTK 4's floats.
                let rgba = boxed!.load(as: PtvGdkRGBA.self)
                let (red, green, blue, alpha) = ptv_gtk_get_major_version() >= 4
                    ? (Double(rgba.gtk4.0), Double(rgba.gtk4.1), Double(rgba.gtk4.2), Double(rgba.gtk4.3)) : rgba.gtk3
                return PlaceholderColor(red: red, green: green, blue: blue, alpha: alpha)
            }
        }
        nonmutating set {
            var rgba = PtvGdkRGBA(gtk3: (newValue.red, newValue.green, newValue.blue, newValue.alpha))
            if ptv_gtk_get_major_version() >= 4 {  // GDK reads the floats alone
                rgba.gtk4 = (Float(newValue.red), Float(newValue.green), Float(newValue.blue), Float(newValue.alpha))
            }
            writeBoxed(widget, "rgba", type: g_type_from_name("GdkRGBA"), &rgba)
        }
    }

    /// A font button's font as a Pango description ("Serif Bold 13"), or "".
    public var font: String {
        get {
            readBoxed(widget, "font-desc", type: pango_font_description_get_type()) { boxed in
                guard let boxed, let text = pango_font_description_to_string(OpaquePointer(boxed)) else { return "" }
                defer { g_free(text) }
                return String(cString: text)
            }
        }
        nonmutating set {
            let font = pango_font_description_from_string(newValue)
            defer { pango_font_description_free(font) }
            writeBoxed(widget, "font-desc", type: pango_font_description_get_type(), UnsafeRawPointer(font))
        }
    }
}

/// What `read` makes of the boxed property `name` of `object` (a value of
/// `type`, nil for NULL), valid only while it runs.
@MainActor
private func readBoxed<T>(_ object: gpointer, _ name: String, type: GType, _ read: (UnsafeMutableRawPointer?) -> T) -> T {
    var value = GValue()
    g_value_init(&value, type)
    defer { g_value_unset(&value) }
    g_object_get_property(object.assumingMemoryBound(to: GObject.self), name, &value)
    return read(g_value_get_boxed(&value))
}

/// Sets the boxed property `name` of `object` to a copy of `boxed`, a
/// value of `type`.
@MainActor
private func writeBoxed(_ object: gpointer, _ name: String, type: GType, _ boxed: UnsafeRawPointer?) {
    var value = GValue()
    g_value_init(&value, type)
    defer { g_value_unset(&value) }
    g_value_set_boxed(&value, boxed)
    g_object_set_property(object.assumingMemoryBound(to: GObject.self), name, &value)
}
