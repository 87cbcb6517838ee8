import CPlaceholderGtk4
import CPlaceholderTestGtk4
import PlaceholderBehaviourKit
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk4
import PlaceholderTextViewGtk4

/// The buffer, input, colours and accessibility of a GTK 4 behaviour view.
extension Gtk4BehaviourView {
    /// GTK 4's buffer has an undo stack.
    var undoState: (canUndo: Bool, canRedo: Bool) {
        (gtk_text_buffer_get_can_undo(view.buffer) != 0, gtk_text_buffer_get_can_redo(view.buffer) != 0)
    }

    func focus() { GtkInput.focus(view.asWidget) }
    func unfocus() { GtkInput.unfocus(view.asWidget) }
    func type(_ text: String) { GtkInput.type(text) }

    func press(_ key: BehaviourKey, _ modifiers: BehaviourModifiers) {
        var held: GtkInput.Modifiers = []
        if modifiers.contains(.control) { held.insert(.control) }
        if modifiers.contains(.shift) { held.insert(.shift) }
        GtkInput.press(GtkCalls.keyval(key), held)
    }

    /// GTK's built-in input method: Ctrl+Shift+U starts Unicode entry,
    /// shown as pre-edit text until it is committed.
    func startComposingEAcute() { press(.letter("u"), [.control, .shift]) }
    func finishComposingEAcute() { type("e9 ") }
    func emitPreeditChanged(_ text: String) { ptv_test_emit_preedit_changed(view, text) }
    func setClipboard(_ text: String) { gdk_clipboard_set_text(gtk_widget_get_clipboard(view.asWidget), text) }
    var textColor: PlaceholderColor { PlaceholderTestSupportGtk4.textColor(of: view.asWidget) }

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
}
