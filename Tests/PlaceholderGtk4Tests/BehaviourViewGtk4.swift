import CPlaceholderGtk4
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk4
import PlaceholderTextViewGtk4

/// A GTK 4 text view for the behaviour suite, in a scrolled window in its
/// own shown window; wrapped by a `PlaceholderTextView` or bare.
@MainActor
final class Gtk4BehaviourView: BehaviourView {
    /// The text view.
    let view: UnsafeMutablePointer<GtkTextView>
    /// The window holding it.
    let window: TestWindow
    /// The object under test, if the view is wrapped.
    var wrapper: PlaceholderTextView?
    /// Whether this object holds a reference of its own to the view.
    private var owned: Bool

    /// Shows `view` (wrapped by `wrapper`, if any; referenced by this
    /// object if `owned`) in a `width`×`height` window.
    init(view: UnsafeMutablePointer<GtkTextView>, wrapper: PlaceholderTextView?, owned: Bool, width: Int32, height: Int32) {
        self.view = view
        self.wrapper = wrapper
        self.owned = owned
        window = TestWindow(child: scrolled(view.asWidget), width: width, height: height)
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

    func settle() { GtkHarness.settle(view.asWidget) }
    func render(scale: Int) -> Raster { GtkHarness.render(view.asWidget, scale: scale) }
    var scaleFactor: Int { Int(gtk_widget_get_scale_factor(view.asWidget)) }
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

    func setClipboard(_ text: String) { gdk_clipboard_set_text(gtk_widget_get_clipboard(view.asWidget), text) }
    var textColor: PlaceholderColor { PlaceholderTestSupportGtk4.textColor(of: view.asWidget) }

    var caretAtStart: PixelBox {
        var start = GtkTextIter(), strong = GdkRectangle()
        gtk_text_buffer_get_start_iter(view.buffer, &start)
        gtk_text_view_get_cursor_locations(view, &start, &strong, nil)
        var x: Int32 = 0, y: Int32 = 0
        gtk_text_view_buffer_to_window_coords(view, GTK_TEXT_WINDOW_WIDGET, strong.x, strong.y, &x, &y)
        // The bottom is the first row below the caret, as the checks expect.
        return PixelBox(minX: Int(x), minY: Int(y), maxX: Int(x + max(strong.width, 1) - 1), maxY: Int(y + strong.height))
    }

    func destroy() {
        window.destroy()
        if owned {
            owned = false
            g_object_unref(UnsafeMutableRawPointer(view))
        }
    }

    isolated deinit { destroy() }

    /// GDK's key value for `key`.
    static func keysym(_ key: BehaviourKey) -> Int32 {
        switch key {
        case .backspace: GDK_KEY_BackSpace
        case .delete: GDK_KEY_Delete
        case .left: GDK_KEY_Left
        case .deadAcute: GDK_KEY_dead_acute
        case .letter(let letter): Int32(gdk_unicode_to_keyval(letter.unicodeScalars.first!.value))
        }
    }
}
