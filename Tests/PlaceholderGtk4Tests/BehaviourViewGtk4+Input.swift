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
        GtkInput.press(GtkCalls.keyval(key), shift: modifiers.contains(.shift), control: modifiers.contains(.control))
    }

    func movePointer(x: Double, y: Double) {
        guard let root = gtk_widget_get_root(view.asWidget) else { return }
        let window = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
        var point = graphene_point_t(x: Float(x), y: Float(y)), inWindow = graphene_point_t()
        guard gtk_widget_compute_point(view.asWidget, window, &point, &inWindow) != 0 else { return }
        ptv_test_move_pointer(window, Double(inWindow.x), Double(inWindow.y))
        GtkHarness.pump(timeout: 0.03)
    }

    func primaryButton(pressed: Bool) {
        ptv_test_button(1, pressed ? 1 : 0)
        GtkHarness.pump(timeout: 0.05)
    }

    /// GTK's built-in input method: Ctrl+Shift+U starts Unicode entry,
    /// shown as pre-edit text until it is committed.
    func startComposingEAcute() { press(.letter("u"), [.control, .shift]) }
    func finishComposingEAcute() { type("e9 ") }
    func emitPreeditChanged(_ text: String) { ptv_test_emit_preedit_changed(view, text) }
    func setClipboard(_ text: String) { gdk_clipboard_set_text(gtk_widget_get_clipboard(view.asWidget), text) }
    var textColor: PlaceholderColor { PlaceholderTestSupportGtk4.textColor(of: view.asWidget) }
    var placeholderCopies: Int { Int(ptv_gtk4_overlay_copies()) }

    /// GTK 4 keeps each widget's last drawing until that widget is queued,
    /// so a missed redraw shows as stale pixels, which the scenarios check.
    func watchForRedraw() -> () -> Bool { { true } }

    /// GTK 4 gives the placeholder as the accessible placeholder property.
    func accessiblePlaceholderMismatch(_ expected: String?) -> String? {
        guard let expected else {
            let isSet = gtk_test_accessible_has_property(OpaquePointer(view), GTK_ACCESSIBLE_PROPERTY_PLACEHOLDER) != 0
            return isSet ? "a placeholder property is set" : nil
        }
        return gtkFailure(ptv_test_check_accessible_property(view.asWidget, GTK_ACCESSIBLE_PROPERTY_PLACEHOLDER, expected))
    }

    /// GTK 4: the view is described by the label in its bottom gutter,
    /// whose accessible label says the count in words.
    func accessibleCounterMismatch(_ expected: String?) -> String? {
        let gutter = counterLabel
        guard let expected else {
            if gtk_test_accessible_has_relation(OpaquePointer(view), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY) != 0 {
                return "the view is described by something"
            }
            return gutter == nil ? nil : "a widget in the bottom gutter"
        }
        guard let gutter else { return "nothing in the bottom gutter" }
        return gtkFailure(ptv_test_check_described_by(view.asWidget, gutter))
            ?? gtkFailure(ptv_test_check_accessible_property(gutter, GTK_ACCESSIBLE_PROPERTY_LABEL, expected))
    }

    /// The colour the theme gives the counter label's `.error` style.
    var themeErrorColor: PlaceholderColor {
        counterLabel.map { PlaceholderTestSupportGtk4.textColor(of: $0) } ?? PlaceholderColor(red: 0, green: 0, blue: 0)
    }

    /// The label in the bottom gutter (GTK may hand back the box it wraps it in).
    private var counterLabel: UnsafeMutablePointer<GtkWidget>? {
        guard let gutter = gtk_text_view_get_gutter(view, GTK_TEXT_WINDOW_BOTTOM) else { return nil }
        return gtk_widget_has_css_class(gutter, "ptv-counter") != 0 ? gutter : gtk_widget_get_first_child(gutter)
    }
}

/// GTK's message from an accessibility check (nil when it passed), freed.
private func gtkFailure(_ failure: UnsafeMutablePointer<CChar>?) -> String? {
    defer { g_free(failure) }
    return failure.map { String(cString: $0) }
}
