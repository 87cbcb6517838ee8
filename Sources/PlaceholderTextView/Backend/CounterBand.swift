import CPlaceholderGtk3
import PlaceholderCore

/// GTK 3's built-in counter: painted in the view's bottom border window,
/// which it makes one line of the view's font tall (plus a little air), so
/// that typed text, which scrolls in the text window above, never reaches
/// it. It sits at the end edge of the text (right, or left in a
/// right-to-left view), inside the view's margins. A bottom border the app
/// had is given back when the counter goes.
final class CounterBand {
    /// Space above and below the counter's line.
    static let air: Int32 = 2

    private let view: UnsafeMutablePointer<GtkTextView>
    private var widget: UnsafeMutablePointer<GtkWidget> { UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self) }
    /// What it shows.
    private(set) var display: CounterDisplay?
    /// Its text laid out in the view's font (remade after a style change).
    private var layout: OpaquePointer?
    /// The bottom border's size before the counter took it.
    private var appBorderSize: Int32 = 0

    init(view: UnsafeMutablePointer<GtkTextView>) { self.view = view }

    deinit { onGtkThread { if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) } } }

    /// Shows `display` (nil: takes the counter and its room away).
    func show(_ display: CounterDisplay?) {
        guard let display else {
            if self.display != nil { gtk_text_view_set_border_window_size(view, GTK_TEXT_WINDOW_BOTTOM, appBorderSize) }
            self.display = nil
            return dropLayout()
        }
        if self.display == nil { appBorderSize = gtk_text_view_get_border_window_size(view, GTK_TEXT_WINDOW_BOTTOM) }
        self.display = display
        relayOut()
    }

    /// The view's font may have changed: lays the counter out again.
    func styleChanged() {
        guard display != nil else { return }
        dropLayout()
        relayOut()
    }

    /// Paints the counter if `cr` draws the bottom border window now, in
    /// `color` (the placeholder's) or, over the limit, `errorColor`.
    func draw(_ cr: OpaquePointer, color: PlaceholderColor, errorColor: PlaceholderColor) {
        guard let display, let layout, let window = gtk_text_view_get_window(view, GTK_TEXT_WINDOW_BOTTOM),
            gtk_cairo_should_draw_window(cr, window) != 0
        else { return }
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        let windowWidth = gdk_window_get_width(window)
        let rightToLeft = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
        let x = rightToLeft
            ? gtk_text_view_get_left_margin(view)
            : windowWidth - gtk_text_view_get_right_margin(view) - width
        let ink = display.isOverLimit ? errorColor : color
        cairo_save(cr)
        gtk_cairo_transform_to_window(cr, widget, window)
        cairo_set_source_rgba(cr, ink.red, ink.green, ink.blue, ink.alpha)
        cairo_move_to(cr, Double(x), Double(Self.air))
        pango_cairo_show_layout(cr, layout)
        cairo_restore(cr)
    }

    /// Sets the text, makes the border as tall as it needs and repaints it.
    private func relayOut() {
        guard let display else { return }
        if let layout {
            pango_layout_set_text(layout, display.text, -1)
        } else {
            layout = gtk_widget_create_pango_layout(widget, display.text)
        }
        var height: Int32 = 0
        pango_layout_get_pixel_size(layout, nil, &height)
        let wanted = height + 2 * Self.air
        if gtk_text_view_get_border_window_size(view, GTK_TEXT_WINDOW_BOTTOM) != wanted {
            gtk_text_view_set_border_window_size(view, GTK_TEXT_WINDOW_BOTTOM, wanted)
        }
        if let window = gtk_text_view_get_window(view, GTK_TEXT_WINDOW_BOTTOM) {
            gdk_window_invalidate_rect(window, nil, 0)
        }
    }

    private func dropLayout() {
        if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) }
        layout = nil
    }
}
