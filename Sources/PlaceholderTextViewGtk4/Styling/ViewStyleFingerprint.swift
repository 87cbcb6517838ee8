import CPlaceholderGtk4
import PlaceholderCore

/// What of a view's style the placeholder's style follows: its colour and
/// font (which the theme, a dark variant or the app's CSS change, and which
/// GtkEntry's placeholder nodes inherit) and the states GTK passes on to
/// children (disabled, in a window in the background). GTK tells a view of
/// every new style, its hover and focus included; the placeholder's style
/// is read again only when one of these changed (lending the style chain
/// again queues a resize of the view).
struct ViewStyleFingerprint: Equatable {
    /// The view's CSS colour (stored inline: an array would be a heap
    /// allocation per view).
    var color: PlaceholderColor
    /// The view's font, as Pango writes it.
    var font: String
    /// The view's insensitive and backdrop state flags.
    var passedOnStates: UInt32

    /// The fingerprint of `view`'s current style.
    init(of view: UnsafeMutablePointer<GtkWidget>) {
        color = PlaceholderColor(cssColorOf: view)
        let description = pango_context_get_font_description(gtk_widget_get_pango_context(view))
        let written = description.flatMap { pango_font_description_to_string($0) }
        font = written.map { Self.shared(String(cString: $0)) } ?? ""
        g_free(written)
        let passedOn = GTK_STATE_FLAG_INSENSITIVE.rawValue | GTK_STATE_FLAG_BACKDROP.rawValue
        passedOnStates = gtk_widget_get_state_flags(view).rawValue & passedOn
    }

    /// The font last read, whose storage the views with the same font share
    /// (a font's name is often too long to be stored inside a String).
    private static var lastFont = ""

    /// `font`, in the storage of the font last read if they are equal.
    private static func shared(_ font: String) -> String {
        if font != lastFont { lastFont = font }
        return lastFont
    }
}

extension PlaceholderColor {
    /// `widget`'s CSS colour (its `color` property where it is now).
    init(cssColorOf widget: UnsafeMutablePointer<GtkWidget>) {
        var rgba = GdkRGBA()
        ptv_gtk4_widget_color(widget, &rgba)
        self.init(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
    }
}
