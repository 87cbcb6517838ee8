import CPlaceholderGtk3
import CPlaceholderTestGtk3
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk3
import PlaceholderTextView

/// The buffer, input, colours and accessibility of a GTK 3 behaviour view.
extension Gtk3BehaviourView {
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
            canUndo: false, canRedo: false, hasPlaceholderMark: gtk_text_buffer_get_mark(buffer, "placeholder") != nil)
    }

    func focus() { GtkHarness.setFocus(view.asWidget, true) }
    func unfocus() { GtkHarness.setFocus(view.asWidget, false) }
    var hasFocus: Bool { gtk_widget_has_focus(view.asWidget) != 0 }
    func type(_ text: String) { GtkHarness.type(text, into: view.asWidget) }

    func press(_ key: BehaviourKey, _ modifiers: BehaviourModifiers) {
        var mask: UInt32 = 0
        if modifiers.contains(.control) { mask |= GDK_CONTROL_MASK.rawValue }
        if modifiers.contains(.shift) { mask |= GDK_SHIFT_MASK.rawValue }
        GtkHarness.pressKey(view.asWidget, keyval: Self.keyval(key), modifiers: GdkModifierType(mask))
    }

    /// GTK's built-in input method: a dead acute waits as pre-edit text.
    func startComposingEAcute() { press(.deadAcute) }
    func finishComposingEAcute() { type("e") }
    func emitPreeditChanged(_ text: String) { ptv_test_emit_preedit_changed(view, text) }

    func setClipboard(_ text: String) {
        gtk_clipboard_set_text(gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0)), text, -1)
    }

    var textColor: PlaceholderColor {
        let (red, green, blue) = PlaceholderTestSupportGtk3.textColor(of: view.asWidget)
        return PlaceholderColor(red: red, green: green, blue: blue)
    }

    var caretAtStart: PixelBox {
        var start = GtkTextIter(), strong = GdkRectangle()
        gtk_text_buffer_get_start_iter(view.buffer, &start)
        gtk_text_view_get_cursor_locations(view, &start, &strong, nil)
        var x: Int32 = 0, y: Int32 = 0
        gtk_text_view_buffer_to_window_coords(view, GTK_TEXT_WINDOW_WIDGET, strong.x, strong.y, &x, &y)
        return PixelBox(minX: Int(x), minY: Int(y), maxX: Int(x + max(strong.width, 1) - 1), maxY: Int(y + strong.height))
    }

    /// GTK 3 renders by drawing the widget anew, which a missed redraw
    /// would not show: the `draw` signal tells whether one was queued.
    func watchForRedraw() -> () -> Bool {
        let draws = SignalCounter(view, "draw")
        return {
            GtkHarness.pump(timeout: 2) { draws.count > 0 }
            return draws.count > 0
        }
    }

    /// GTK 3 gives the placeholder as the accessible's description.
    func accessiblePlaceholderMismatch(_ expected: String?) -> String? {
        guard let accessible = gtk_widget_get_accessible(view.asWidget) else { return "no accessible" }
        let description = atk_object_get_description(accessible).map { String(cString: $0) } ?? ""
        return description == (expected ?? "") ? nil : "accessible description \(description.debugDescription)"
    }

    var placeholderLayerCount: Int { handlerCount(view, "draw") }

    /// GDK's key value for `key`.
    static func keyval(_ key: BehaviourKey) -> Int32 {
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
