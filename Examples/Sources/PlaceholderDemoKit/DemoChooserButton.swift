import CPlaceholderGObject
import CPlaceholderPangoCairo
import PlaceholderCore
@_spi(Internals) import PlaceholderEngine
import PlaceholderObjectProperties

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
            // Transparent when the widget holds no colour.
            let none = PlaceholderColor(red: 0, green: 0, blue: 0, alpha: 0)
            return properties.boxed("rgba") { $0.map { PlaceholderColor(gdkAt: $0) } ?? none } ?? none
        }
        nonmutating set {
            var rgba = newValue.gdkRGBA
            properties.set("rgba", boxed: &rgba)
        }
    }

    /// A font button's font as a Pango description ("Serif Bold 13"), or "".
    public var font: String {
        get {
            properties.boxed("font-desc") { boxed -> String in
                guard let boxed, let text = pango_font_description_to_string(OpaquePointer(boxed)) else { return "" }
                defer { g_free(text) }
                return String(cString: text)
            } ?? ""
        }
        nonmutating set {
            let font = pango_font_description_from_string(newValue)
            defer { pango_font_description_free(font) }
            properties.set("font-desc", boxed: UnsafeRawPointer(font))
        }
    }

    /// The button's properties.
    private var properties: ObjectProperties { ObjectProperties(widget) }
}
