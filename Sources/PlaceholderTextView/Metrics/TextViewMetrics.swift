import CGtk
import PlaceholderCore

/// The numbers the placeholder's geometry and layout are computed from, read
/// off a live `GtkTextView`. Reading them is cheap: no buffer text is read.
struct TextViewMetrics: Equatable {
    /// Where the placeholder is drawn, in text-window coordinates.
    var geometry: PlaceholderGeometry
    /// The layout settings that follow from the view.
    var spec: PlaceholderLayoutSpec

    /// Reads the metrics of `view` (realized or not).
    @MainActor
    init(of view: UnsafeMutablePointer<GtkTextView>) {
        let widget = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)
        var visible = GdkRectangle()
        gtk_text_view_get_visible_rect(view, &visible)
        var start = GtkTextIter()
        gtk_text_buffer_get_start_iter(gtk_text_view_get_buffer(view), &start)
        var caret = GdkRectangle()
        gtk_text_view_get_iter_location(view, &start, &caret)
        let pixelsAbove = Int(gtk_text_view_get_pixels_above_lines(view))

        // GtkTextView 3.24 adds the CSS padding and border around its text.
        let style = gtk_widget_get_style_context(widget)
        let state = gtk_widget_get_state_flags(widget)
        var padding = GtkBorder(), border = GtkBorder()
        gtk_style_context_get_padding(style, state, &padding)
        gtk_style_context_get_border(style, state, &border)

        let wrapMode = PlaceholderWrapMode(gtk_text_view_get_wrap_mode(view))
        geometry = PlaceholderGeometry(
            textWindowWidth: Int(visible.width), textWindowHeight: Int(visible.height),
            leftInset: Int(padding.left) + Int(border.left),
            rightInset: Int(padding.right) + Int(border.right),
            bottomInset: Int(padding.bottom) + Int(border.bottom),
            leftMargin: Int(gtk_text_view_get_left_margin(view)),
            rightMargin: Int(gtk_text_view_get_right_margin(view)),
            bottomMargin: Int(gtk_text_view_get_bottom_margin(view)),
            scrollX: Int(visible.x), scrollY: Int(visible.y),
            firstLineTop: Int(caret.y) - pixelsAbove,
            wrapMode: wrapMode)

        spec = PlaceholderLayoutSpec(
            boxWidth: geometry.boxWidth,
            wrapMode: wrapMode,
            justification: PlaceholderJustification(gtk_text_view_get_justification(view)),
            neutralDirection: Self.neutralDirection(of: widget),
            indent: Int(gtk_text_view_get_indent(view)),
            pixelsInsideWrap: Int(gtk_text_view_get_pixels_inside_wrap(view)),
            pixelsAbove: pixelsAbove,
            pixelsBelow: Int(gtk_text_view_get_pixels_below_lines(view)),
            maxHeight: geometry.availableHeight)
    }

    /// The direction GtkTextView gives a paragraph with no strong direction
    /// (and the empty line the caret sits on): the keyboard layout's, or the
    /// widget's when the keyboard has none.
    @MainActor
    static func neutralDirection(of widget: UnsafeMutablePointer<GtkWidget>) -> PlaceholderDirection {
        if let keymap = gdk_keymap_get_for_display(gtk_widget_get_display(widget)),
            let keyboard = PlaceholderDirection(gdk_keymap_get_direction(keymap)) {
            return keyboard
        }
        return gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
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
