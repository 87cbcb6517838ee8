import CPlaceholderGtk3
import CPlaceholderTestGtk3
import PlaceholderBehaviourKit
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk3
import PlaceholderTextView

/// The buffer, input, colours and accessibility of a GTK 3 behaviour view.
extension Gtk3BehaviourView {
    /// GTK 3's buffer has no undo stack.
    var undoState: (canUndo: Bool, canRedo: Bool) { (false, false) }

    func focus() { GtkHarness.setFocus(view.asWidget, true) }
    func unfocus() { GtkHarness.setFocus(view.asWidget, false) }
    func type(_ text: String) { GtkHarness.type(text, into: view.asWidget) }

    func press(_ key: BehaviourKey, _ modifiers: BehaviourModifiers) {
        var mask: UInt32 = 0
        if modifiers.contains(.control) { mask |= GDK_CONTROL_MASK.rawValue }
        if modifiers.contains(.shift) { mask |= GDK_SHIFT_MASK.rawValue }
        GtkHarness.pressKey(view.asWidget, keyval: GtkCalls.keyval(key), modifiers: GdkModifierType(mask))
    }

    func movePointer(x: Double, y: Double) {
        let window = gtk_widget_get_toplevel(view.asWidget)!
        var inWindowX: Int32 = 0, inWindowY: Int32 = 0
        guard gtk_widget_translate_coordinates(view.asWidget, window, Int32(x), Int32(y), &inWindowX, &inWindowY) != 0
        else { return }
        ptv_test_move_pointer(window, Double(inWindowX), Double(inWindowY))
        GtkHarness.pump(timeout: 0.03)
    }

    func primaryButton(pressed: Bool) {
        ptv_test_button(gtk_widget_get_toplevel(view.asWidget), 1, pressed ? 1 : 0)
        GtkHarness.pump(timeout: 0.05)
    }

    /// GTK's built-in input method: a dead acute waits as pre-edit text.
    func startComposingEAcute() { press(.deadAcute) }
    func finishComposingEAcute() { type("e") }
    func emitPreeditChanged(_ text: String) { ptv_test_emit_preedit_changed(view, text) }

    func setClipboard(_ text: String) {
        gtk_clipboard_set_text(gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0)), text, -1)
    }

    var textColor: PlaceholderColor { PlaceholderTestSupportGtk3.textColor(of: view.asWidget) }
    var placeholderCopies: Int { 1 }

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

    /// GTK 3 gives the counter's words after the placeholder in the description.
    func accessibleCounterMismatch(_ expected: String?) -> String? {
        guard let accessible = gtk_widget_get_accessible(view.asWidget) else { return "no accessible" }
        let description = atk_object_get_description(accessible).map { String(cString: $0) } ?? ""
        let told = expected.map { description.hasSuffix($0) } ?? !description.contains(" characters")
        return told ? nil : "accessible description \(description.debugDescription)"
    }

    /// Adwaita's `@error_color`, as the view's style context names it.
    var themeErrorColor: PlaceholderColor {
        var rgba = GdkRGBA()
        _ = gtk_style_context_lookup_color(gtk_widget_get_style_context(view.asWidget), "error_color", &rgba)
        return PlaceholderColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }

    var placeholderLayerCount: Int { handlerCount(view, "draw") }
}
