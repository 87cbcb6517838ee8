import CGtk
import PlaceholderCore

/// The numbers the placeholder's geometry and layout are computed from, read
/// off a live `GtkTextView`. Reading them is cheap (no buffer text is read).
struct TextViewMetrics: Equatable {
    /// Where and how big the placeholder is drawn, in text-window coordinates.
    var geometry: PlaceholderGeometry
    /// The layout settings that follow from the view.
    var spec: PlaceholderLayoutSpec

    /// Reads the metrics of `view` (realized or not).
    @MainActor
    init(of view: UnsafeMutablePointer<GtkTextView>) {
        var visible = GdkRectangle()
        gtk_text_view_get_visible_rect(view, &visible)

        let buffer = gtk_text_view_get_buffer(view)
        var start = GtkTextIter()
        gtk_text_buffer_get_start_iter(buffer, &start)
        var caret = GdkRectangle()
        gtk_text_view_get_iter_location(view, &start, &caret)
        var caretX: Int32 = 0
        var caretY: Int32 = 0
        gtk_text_view_buffer_to_window_coords(
            view, GTK_TEXT_WINDOW_TEXT, caret.x, caret.y, &caretX, &caretY)

        let wrapMode = PlaceholderWrapMode(gtk_text_view_get_wrap_mode(view))
        geometry = PlaceholderGeometry(
            visibleWidth: Int(visible.width), visibleHeight: Int(visible.height),
            leftMargin: Int(gtk_text_view_get_left_margin(view)),
            rightMargin: Int(gtk_text_view_get_right_margin(view)),
            bottomMargin: Int(gtk_text_view_get_bottom_margin(view)),
            caretX: Double(caretX), caretY: Double(caretY),
            wrapMode: wrapMode)

        let widget = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)
        spec = PlaceholderLayoutSpec(
            wrapWidth: geometry.wrapWidth,
            wrapMode: wrapMode,
            justification: PlaceholderJustification(gtk_text_view_get_justification(view)),
            viewDirection: gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
                ? .rightToLeft : .leftToRight,
            indent: Int(gtk_text_view_get_indent(view)),
            maxHeight: geometry.availableHeight)
    }

    /// The placeholder colour the current theme defines for GtkEntry
    /// (`placeholder_text_color`), or nil when it defines none.
    @MainActor
    static func themePlaceholderColor(of view: UnsafeMutablePointer<GtkTextView>) -> PlaceholderColor? {
        let widget = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)
        var rgba = GdkRGBA()
        guard gtk_style_context_lookup_color(
            gtk_widget_get_style_context(widget), "placeholder_text_color", &rgba) != 0
        else { return nil }
        return PlaceholderColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }
}
