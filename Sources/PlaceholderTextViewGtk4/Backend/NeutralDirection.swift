import CPlaceholderGtk4
import PlaceholderCore

extension Gtk4Backend {
    /// The direction GtkTextView gives a paragraph with no strong direction
    /// (and the empty line the caret sits on). GTK 4.18 and earlier give it
    /// the keyboard layout's direction (the view's when the keyboard has
    /// none); GTK 4.24 gives it the view's. Where the two differ, the view
    /// is asked: its caret, on its empty line, sits on the side that line's
    /// direction aligns it to.
    func neutralDirection(
        buffer: UnsafeMutablePointer<GtkTextBuffer>, visible: (x: Int, y: Int, width: Int, height: Int),
        justification: PlaceholderJustification
    ) -> PlaceholderDirection {
        let viewDirection: PlaceholderDirection = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
            ? .rightToLeft : .leftToRight
        guard let keyboardDirection = keyboardLayoutDirection else { return viewDirection }
        guard keyboardDirection != viewDirection, visible.width > 0, gtk_text_buffer_get_char_count(buffer) == 0 else {
            return keyboardDirection
        }
        var caret = GdkRectangle()
        gtk_text_view_get_cursor_locations(view, nil, &caret, nil)
        let offset = Int(caret.x) - visible.x - visible.width / 2
        guard abs(offset) > 2 else { return keyboardDirection }  // centred: either direction puts it there
        return (offset < 0) != (justification == .right) ? .leftToRight : .rightToLeft
    }

    /// The keyboard of `widget`'s display, whose layout gives neutral text
    /// its direction.
    static func keyboard(of widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
        guard let seat = gdk_display_get_default_seat(gtk_widget_get_display(widget)) else { return nil }
        return gdk_seat_get_keyboard(seat)
    }
}
