import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderRendering

/// The numbers the placeholder's geometry and layout are computed from, read
/// off a live GTK 4 `GtkTextView`. Reading them is cheap: no buffer text is
/// read.
///
/// GTK 4 allocates a widget's content box, inside its CSS padding and
/// border, and the text window is that box less the gutters: so, unlike in
/// GTK 3, the text window has no CSS insets of its own.
struct TextViewMetrics: Equatable {
    /// Where the placeholder is drawn, in text-window coordinates.
    var geometry: PlaceholderGeometry
    /// The layout settings that follow from the view.
    var spec: PlaceholderLayoutSpec
    /// The text window's top-left corner in the view's coordinates.
    var textWindowOrigin: (x: Double, y: Double)
    /// The text window's size.
    var textWindowSize: (width: Int, height: Int)
    /// The height GtkTextView gives an empty buffer: its one line, and the
    /// top and bottom margins.
    var emptyContentHeight: Int

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.geometry == rhs.geometry && lhs.spec == rhs.spec && lhs.textWindowOrigin == rhs.textWindowOrigin
            && lhs.textWindowSize == rhs.textWindowSize && lhs.emptyContentHeight == rhs.emptyContentHeight
    }

    /// Reads the metrics of `view` (realized or not), showing `buffer`.
    @MainActor
    init(of view: UnsafeMutablePointer<GtkTextView>, buffer: UnsafeMutablePointer<GtkTextBuffer>) {
        var visible = GdkRectangle()
        gtk_text_view_get_visible_rect(view, &visible)
        // The first line's top: where the caret of an empty view sits, less
        // the space above lines (a y range: no line display is looked up).
        var start = GtkTextIter()
        gtk_text_buffer_get_start_iter(buffer, &start)
        var firstLineTop: Int32 = 0, firstLineHeight: Int32 = 0
        gtk_text_view_get_line_yrange(view, &start, &firstLineTop, &firstLineHeight)
        var originX: Int32 = 0, originY: Int32 = 0
        gtk_text_view_buffer_to_window_coords(view, GTK_TEXT_WINDOW_WIDGET, visible.x, visible.y, &originX, &originY)
        textWindowOrigin = (Double(originX), Double(originY))
        textWindowSize = (Int(visible.width), Int(visible.height))
        emptyContentHeight = Int(firstLineHeight) + Int(gtk_text_view_get_top_margin(view))
            + Int(gtk_text_view_get_bottom_margin(view))

        let wrapMode = PlaceholderWrapMode(gtk_text_view_get_wrap_mode(view))
        geometry = PlaceholderGeometry(
            textWindowWidth: Int(visible.width), textWindowHeight: Int(visible.height),
            leftInset: 0, rightInset: 0, bottomInset: 0,
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
            neutralDirection: Self.neutralDirection(of: view, buffer: buffer, visible: visible),
            indent: Int(gtk_text_view_get_indent(view)),
            pixelsInsideWrap: Int(gtk_text_view_get_pixels_inside_wrap(view)),
            pixelsAbove: Int(gtk_text_view_get_pixels_above_lines(view)),
            pixelsBelow: Int(gtk_text_view_get_pixels_below_lines(view)),
            maxHeight: geometry.availableHeight)
    }

    /// The direction GtkTextView gives a paragraph with no strong direction
    /// (and the empty line the caret sits on). GTK 4.18 and earlier give it
    /// the keyboard layout's direction (the view's when the keyboard has
    /// none); GTK 4.24 gives it the view's. Where the two differ, the view
    /// is asked: its caret, on its empty line, sits on the side that line's
    /// direction aligns it to.
    @MainActor
    static func neutralDirection(
        of view: UnsafeMutablePointer<GtkTextView>, buffer: UnsafeMutablePointer<GtkTextBuffer>, visible: GdkRectangle
    ) -> PlaceholderDirection {
        let widget = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)
        let viewDirection: PlaceholderDirection = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
            ? .rightToLeft : .leftToRight
        guard let keyboard = keyboard(of: widget), let keyboardDirection = PlaceholderDirection(gdk_device_get_direction(keyboard))
        else { return viewDirection }
        guard keyboardDirection != viewDirection, visible.width > 0, gtk_text_buffer_get_char_count(buffer) == 0 else {
            return keyboardDirection
        }
        var caret = GdkRectangle()
        gtk_text_view_get_cursor_locations(view, nil, &caret, nil)
        let offset = Int(caret.x) - Int(visible.x) - Int(visible.width) / 2
        guard abs(offset) > 2 else { return keyboardDirection }  // centred: either direction puts it there
        let mirrored = gtk_text_view_get_justification(view) == GTK_JUSTIFY_RIGHT
        return (offset < 0) != mirrored ? .leftToRight : .rightToLeft
    }

    /// The keyboard of `widget`'s display, whose layout gives neutral text
    /// its direction.
    @MainActor
    static func keyboard(of widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
        guard let seat = gdk_display_get_default_seat(gtk_widget_get_display(widget)) else { return nil }
        return gdk_seat_get_keyboard(seat)
    }
}
