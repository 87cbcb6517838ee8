import CPlaceholderGtk4
import CPlaceholderTestGtk4
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk4
import PlaceholderTextViewGtk4

/// The buffer, input, colours and accessibility of a GTK 4 behaviour view.
extension Gtk4BehaviourView {
    var text: String { view.text }
    func setText(_ text: String) { view.setText(text) }

    func insertAtEnd(_ text: String) {
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(view.buffer, &end)
        gtk_text_buffer_insert(view.buffer, &end, text, -1)
    }

    func deleteAll() {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(view.buffer, &start, &end)
        gtk_text_buffer_delete(view.buffer, &start, &end)
    }

    var bufferState: BufferState {
        let buffer = view.buffer
        var iter = GtkTextIter(), start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &iter, gtk_text_buffer_get_insert(buffer))
        gtk_text_buffer_get_selection_bounds(buffer, &start, &end)
        return BufferState(
            text: view.text, cursor: gtk_text_iter_get_offset(&iter),
            selection: [gtk_text_iter_get_offset(&start), gtk_text_iter_get_offset(&end)],
            modified: gtk_text_buffer_get_modified(buffer) != 0,
            tagCount: gtk_text_tag_table_get_size(gtk_text_buffer_get_tag_table(buffer)),
            canUndo: gtk_text_buffer_get_can_undo(buffer) != 0, canRedo: gtk_text_buffer_get_can_redo(buffer) != 0,
            hasPlaceholderMark: gtk_text_buffer_get_mark(buffer, "placeholder") != nil)
    }

    func focus() { GtkInput.focus(view.asWidget) }
    func unfocus() { GtkInput.unfocus(view.asWidget) }
    var hasFocus: Bool { gtk_widget_has_focus(view.asWidget) != 0 }
    func type(_ text: String) { GtkInput.type(text) }

    func press(_ key: BehaviourKey, _ modifiers: BehaviourModifiers) {
        var held: GtkInput.Modifiers = []
        if modifiers.contains(.control) { held.insert(.control) }
        if modifiers.contains(.shift) { held.insert(.shift) }
        GtkInput.press(Self.keysym(key), held)
    }

    /// GTK's built-in input method: Ctrl+Shift+U starts Unicode entry,
    /// shown as pre-edit text until it is committed.
    func startComposingEAcute() { press(.letter("u"), [.control, .shift]) }
    func finishComposingEAcute() { type("e9 ") }
    func emitPreeditChanged(_ text: String) { ptv_test_emit_preedit_changed(view, text) }
    func setClipboard(_ text: String) { gdk_clipboard_set_text(gtk_widget_get_clipboard(view.asWidget), text) }
    var textColor: PlaceholderColor { PlaceholderTestSupportGtk4.textColor(of: view.asWidget) }

    var caretAtStart: PixelBox {
        var start = GtkTextIter(), strong = GdkRectangle()
        gtk_text_buffer_get_start_iter(view.buffer, &start)
        gtk_text_view_get_cursor_locations(view, &start, &strong, nil)
        var x: Int32 = 0, y: Int32 = 0
        gtk_text_view_buffer_to_window_coords(view, GTK_TEXT_WINDOW_WIDGET, strong.x, strong.y, &x, &y)
        return PixelBox(minX: Int(x), minY: Int(y), maxX: Int(x + max(strong.width, 1) - 1), maxY: Int(y + strong.height))
    }

    /// GTK 4 keeps each widget's last drawing until that widget is queued,
    /// so a missed redraw shows as stale pixels, which the scenarios check.
    func watchForRedraw() -> () -> Bool { { true } }

    /// GTK 4 gives the placeholder as the accessible placeholder property.
    func accessiblePlaceholderMismatch(_ expected: String?) -> String? {
        guard let expected else {
            return ptv_test_has_accessible_placeholder(view.asWidget) != 0 ? "a placeholder property is set" : nil
        }
        guard let failure = ptv_test_check_accessible_placeholder(view.asWidget, expected) else { return nil }
        defer { g_free(failure) }
        return String(cString: failure)
    }

    var placeholderLayerCount: Int { descendantCount(view.asWidget) }

    /// GDK's key value for `key`.
    static func keysym(_ key: BehaviourKey) -> Int32 {
        switch key {
        case .backspace: GDK_KEY_BackSpace
        case .delete: GDK_KEY_Delete
        case .left: GDK_KEY_Left
        case .deadAcute: GDK_KEY_dead_acute
        case .return: GDK_KEY_Return
        case .letter(let letter): Int32(gdk_unicode_to_keyval(letter.unicodeScalars.first!.value))
        }
    }
}
