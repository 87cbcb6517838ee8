import CPlaceholderGtk4
import CPlaceholderTestGtk4

/// Real keyboard and pointer input, through the X server (XTEST), as a user
/// gives it: GTK 4 has no public way to make input events. The events go to
/// the window with the X input focus, which `focus(_:)` gives.
@MainActor
public enum GtkInput {
    /// Gives `widget`'s window the X input focus (Xvfb has no window
    /// manager to do it) and `widget` the keyboard focus.
    public static func focus(_ widget: UnsafeMutablePointer<GtkWidget>) {
        guard let root = gtk_widget_get_root(widget) else { return }
        let window = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
        ptv_test_focus_window(window)
        GtkHarness.pump(timeout: 2) {
            gtk_window_is_active(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)) != 0
        }
        gtk_widget_grab_focus(widget)
        GtkHarness.pump(timeout: 2) { gtk_widget_has_focus(widget) != 0 }
    }

    /// Takes the keyboard focus away from whatever has it in `widget`'s window.
    public static func unfocus(_ widget: UnsafeMutablePointer<GtkWidget>) {
        guard let root = gtk_widget_get_root(widget) else { return }
        gtk_window_set_focus(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self), nil)
        GtkHarness.pump(timeout: 2) { gtk_widget_has_focus(widget) == 0 }
    }

    /// Presses and releases the key giving `keysym` (a GDK key value), with
    /// Shift and Control held as asked, then lets GTK handle it.
    public static func press(_ keysym: Int32, shift: Bool = false, control: Bool = false) {
        _ = ptv_test_press_key(UInt(keysym), (shift ? 1 : 0) | (control ? 2 : 0))
        GtkHarness.pump(timeout: 0.03)
    }

    /// Types `text` one character at a time through key events.
    public static func type(_ text: String) {
        for scalar in text.unicodeScalars {
            let keysym = scalar == "\n" ? GDK_KEY_Return : Int32(gdk_unicode_to_keyval(scalar.value))
            _ = ptv_test_press_key(UInt(keysym), 0)
        }
        GtkHarness.pump(timeout: 0.05)
    }

    /// Clicks the primary button at (`x`, `y`) in `widget`'s coordinates.
    public static func click(_ widget: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double) {
        guard let native = gtk_widget_get_native(widget) else { return }
        let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        var point = graphene_point_t(x: Float(x), y: Float(y)), inNative = graphene_point_t()
        guard gtk_widget_compute_point(widget, nativeWidget, &point, &inNative) != 0 else { return }
        var surfaceX = 0.0, surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        ptv_test_move_pointer(nativeWidget, Double(inNative.x) + surfaceX, Double(inNative.y) + surfaceY)
        for pressed in [true, false] { ptv_test_button(1, pressed ? 1 : 0) }
        GtkHarness.pump(timeout: 0.1)
    }
}
