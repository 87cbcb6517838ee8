import CPlaceholderGObject
import CPlaceholderPangoCairo
import PlaceholderCore
import PlaceholderDemoOptions
import PlaceholderObjectProperties

/// Everything the options panel says, read at once.
public struct PanelState: Sendable {
    /// The entry's and the first view's placeholder.
    public var placeholderText: String
    /// Whether it is Pango markup.
    public var isMarkup: Bool
    /// The placeholders' colour.
    public var color: PlaceholderColorChoice
    /// Whether focus hides the placeholders.
    public var focusBehavior: PlaceholderFocusBehavior
    /// Where they sit vertically.
    public var verticalPlacement: PlaceholderVerticalPlacement
    /// Whether empty views ask for their placeholder's height.
    public var requestsNaturalHeight: Bool
    /// The views' justification.
    public var justification: DemoJustification
    /// The views' wrap mode.
    public var wrapMode: DemoWrapMode
    /// The views' margins, in pixels.
    public var margins: (left: Int, right: Int, top: Int, bottom: Int)
    /// The views' first-line indent, in pixels.
    public var indent: Int
    /// CSS declarations of the views' font ("": the theme's).
    public var fontCSS: String
    /// The views' and the entry's text direction.
    public var direction: DemoDirection
    /// The views' length limit.
    public var limit: TextLimit
    /// What Return does in the views.
    public var returnBehavior: ReturnBehavior
    /// Whether the views show their built-in counter.
    public var showsCounter: Bool

    /// Applies the text-view properties to `view`, a `GtkTextView`: GTK 3
    /// and GTK 4 number their justifications and wrap modes alike, in the
    /// order of the option's cases.
    @MainActor
    func format<Toolkit: DemoToolkit>(_ view: gpointer, with _: Toolkit.Type) {
        let properties = ObjectProperties(view)
        properties.set("justification", Double(DemoJustification.allCases.firstIndex(of: justification)!))
        properties.set("wrap-mode", Double(DemoWrapMode.allCases.firstIndex(of: wrapMode)!))
        for (name, value) in [("left-margin", margins.left), ("right-margin", margins.right),
                              ("top-margin", margins.top), ("bottom-margin", margins.bottom), ("indent", indent)] {
            properties.set(name, Double(value))
        }
        Toolkit.setDirection(direction, of: view)
        Toolkit.setStyle(fontCSS, of: view)
    }
}

/// A text view's font as CSS, as an app's style sheet would set it.
public enum FontStyle {
    /// CSS declarations for a Pango font description string.
    public static func css(forPango description: String) -> String {
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
}
