import CPlaceholderGtk3
import PlaceholderCore
import PlaceholderRendering

/// The space GtkTextView 3.24 adds around its text from CSS: padding plus
/// border. It changes only with the style, so it is read once per style.
struct TextViewInsets: Equatable {
    var left = 0, right = 0, bottom = 0

    /// Reads the insets of `widget`'s current style.
    @MainActor
    init(of widget: UnsafeMutablePointer<GtkWidget>) {
        let style = gtk_widget_get_style_context(widget)
        let state = gtk_widget_get_state_flags(widget)
        var padding = GtkBorder(), border = GtkBorder()
        gtk_style_context_get_padding(style, state, &padding)
        gtk_style_context_get_border(style, state, &border)
        left = Int(padding.left) + Int(border.left)
        right = Int(padding.right) + Int(border.right)
        bottom = Int(padding.bottom) + Int(border.bottom)
    }
}

/// The numbers the placeholder's geometry and layout are computed from, read
/// off a live `GtkTextView`. Reading them is cheap: no buffer text is read.
struct TextViewMetrics: Equatable {
    /// Where the placeholder is drawn, in text-window coordinates.
    var geometry: PlaceholderGeometry
    /// The layout settings that follow from the view.
    var spec: PlaceholderLayoutSpec

    /// Reads the metrics of `view` (realized or not), whose CSS insets are
    /// `insets` (read once per style).
    @MainActor
    init(of view: UnsafeMutablePointer<GtkTextView>, insets: TextViewInsets) {
        let widget = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)
        var visible = GdkRectangle()
        gtk_text_view_get_visible_rect(view, &visible)
        // The first line's top: where the caret of an empty view sits, less
        // the space above lines (a y range, not a caret rectangle, so no
        // line display is looked up).
        var start = GtkTextIter()
        gtk_text_buffer_get_start_iter(gtk_text_view_get_buffer(view), &start)
        var firstLineTop: Int32 = 0, firstLineHeight: Int32 = 0
        gtk_text_view_get_line_yrange(view, &start, &firstLineTop, &firstLineHeight)
        let pixelsAbove = Int(gtk_text_view_get_pixels_above_lines(view))

        let wrapMode = PlaceholderWrapMode(gtk_text_view_get_wrap_mode(view))
        geometry = PlaceholderGeometry(
            textWindowWidth: Int(visible.width), textWindowHeight: Int(visible.height),
            leftInset: insets.left, rightInset: insets.right, bottomInset: insets.bottom,
            leftMargin: Int(gtk_text_view_get_left_margin(view)),
            rightMargin: Int(gtk_text_view_get_right_margin(view)),
            bottomMargin: Int(gtk_text_view_get_bottom_margin(view)),
            scrollX: Int(visible.x), scrollY: Int(visible.y),
            firstLineTop: Int(firstLineTop),
            wrapMode: wrapMode)

        spec = PlaceholderLayoutSpec(
            boxWidth: geometry.box.width,
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
