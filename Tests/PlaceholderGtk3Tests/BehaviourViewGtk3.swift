import CPlaceholderGtk3
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk3
import PlaceholderTextView

/// A GTK 3 text view for the behaviour suite, in a scrolled window in its
/// own shown window; wrapped by a `PlaceholderTextView` or bare.
@MainActor
final class Gtk3BehaviourView: BehaviourView {
    /// The text view.
    let view: UnsafeMutablePointer<GtkTextView>
    /// The window holding it.
    let window: TestWindow
    /// The object under test, if the view is wrapped.
    var wrapper: PlaceholderTextView?

    /// Shows `view` (wrapped by `wrapper`, if any) in a `width`×`height` window.
    init(view: UnsafeMutablePointer<GtkTextView>, wrapper: PlaceholderTextView?, width: Int32, height: Int32) {
        self.view = view
        self.wrapper = wrapper
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_container_add(UnsafeMutableRawPointer(scrolled).assumingMemoryBound(to: GtkContainer.self), view.asWidget)
        window = TestWindow(child: scrolled, width: width, height: height)
    }

    var facade: (any PlaceholderFacade)? {
        get { wrapper }
        set { wrapper = newValue as? PlaceholderTextView }
    }
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

    func settle() { GtkHarness.settle() }
    func render(scale: Int) -> Raster { GtkHarness.render(view.asWidget, scale: scale) }
    var scaleFactor: Int { Int(gtk_widget_get_scale_factor(view.asWidget)) }
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
        // The bottom is the first row below the caret, as the checks expect.
        return PixelBox(minX: Int(x), minY: Int(y), maxX: Int(x + max(strong.width, 1) - 1), maxY: Int(y + strong.height))
    }

    func destroy() { window.destroy() }

    /// GDK's key value for `key`.
    static func keyval(_ key: BehaviourKey) -> Int32 {
        switch key {
        case .backspace: GDK_KEY_BackSpace
        case .delete: GDK_KEY_Delete
        case .left: GDK_KEY_Left
        case .deadAcute: GDK_KEY_dead_acute
        case .letter(let letter): Int32(gdk_unicode_to_keyval(letter.unicodeScalars.first!.value))
        }
    }
}
