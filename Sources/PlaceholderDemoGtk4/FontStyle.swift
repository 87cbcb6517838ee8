import CPlaceholderGtk4
import PlaceholderTextViewGtk4

/// Sets a text view's font through CSS, as an app's style sheet would.
@MainActor
enum FontStyle {
    /// CSS declarations for a Pango font description string.
    static func css(forPango description: String) -> String {
        guard !description.isEmpty, let font = pango_font_description_from_string(description) else { return "" }
        defer { pango_font_description_free(font) }
        var css = ""
        if let family = pango_font_description_get_family(font) {
            css += "font-family: \"\(String(cString: family))\"; "
        }
        let size = Double(pango_font_description_get_size(font)) / Double(PANGO_SCALE)
        if size > 0 {
            css += pango_font_description_get_size_is_absolute(font) != 0
                ? "font-size: \(size)px; " : "font-size: \(size)pt; "
        }
        css += "font-weight: \(pango_font_description_get_weight(font).rawValue); "
        switch pango_font_description_get_style(font) {
        case PANGO_STYLE_ITALIC: css += "font-style: italic; "
        case PANGO_STYLE_OBLIQUE: css += "font-style: oblique; "
        default: css += "font-style: normal; "
        }
        return css
    }

    /// Gives `widget` the declarations (none: the theme's font).
    static func apply(_ declarations: String, to widget: UnsafeMutablePointer<GtkWidget>) {
        WidgetStyleSheet.of(widget).set(declarations)
    }
}
