import CPlaceholderGtk3
import PlaceholderBenchSupport

/// Baseline after seed 003: every buffer change queues a redraw of the
/// whole view, and every draw of an empty view builds a new Pango layout of
/// the placeholder and paints it at the view's margins.
@MainActor
final class NaiveDrawPlaceholder: TextViewContender {
    let textViewObject = UnsafeMutableRawPointer(gtk_text_view_new()!)
    let root: gpointer
    private let placeholder: String
    private var textView: UnsafeMutablePointer<GtkTextView> { textViewObject.assumingMemoryBound(to: GtkTextView.self) }
    private var widget: UnsafeMutablePointer<GtkWidget> { textViewObject.assumingMemoryBound(to: GtkWidget.self) }

    init(placeholder: String, pack: TextViewPacking) {
        root = pack(textViewObject)
        self.placeholder = placeholder
        connect(
            UnsafeMutableRawPointer(gtk_text_view_get_buffer(textView)), "changed", owner: self,
            unsafeBitCast(naiveBufferChanged, to: GCallback.self))
        connect(textViewObject, "draw", owner: self, after: true, unsafeBitCast(naiveDraw, to: GCallback.self))
    }

    fileprivate func setNeedsDisplay() { gtk_widget_queue_draw(widget) }

    fileprivate func draw(_ cr: OpaquePointer) {
        guard gtk_text_buffer_get_char_count(gtk_text_view_get_buffer(textView)) == 0,
            let window = gtk_text_view_get_window(textView, GTK_TEXT_WINDOW_TEXT),
            gtk_cairo_should_draw_window(cr, window) != 0
        else { return }
        let layout = gtk_widget_create_pango_layout(widget, placeholder)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let left = gtk_text_view_get_left_margin(textView)
        let width = gdk_window_get_width(window) - left - gtk_text_view_get_right_margin(textView)
        pango_layout_set_width(layout, width * PANGO_SCALE)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        cairo_save(cr)
        gtk_cairo_transform_to_window(cr, widget, window)
        cairo_set_source_rgba(cr, 0.5, 0.5, 0.5, 1)
        cairo_move_to(cr, Double(left), Double(gtk_text_view_get_top_margin(textView)))
        pango_cairo_show_layout(cr, layout)
        cairo_restore(cr)
    }
}

private let naiveBufferChanged: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    let owner = address(data)
    MainActor.assumeIsolated { object(owner, as: NaiveDrawPlaceholder.self).setNeedsDisplay() }
}

private let naiveDraw: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean = { _, cr, data in
    let (owner, context) = (address(data), address(cr))
    MainActor.assumeIsolated {
        object(owner, as: NaiveDrawPlaceholder.self).draw(OpaquePointer(bitPattern: context)!)
    }
    return 0
}
