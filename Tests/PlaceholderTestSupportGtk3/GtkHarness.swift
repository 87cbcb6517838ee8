import CPlaceholderGtk3
import PlaceholderBehaviourKit
import PlaceholderGObject

/// GTK set-up for widget tests, which need a display (Xvfb in CI).
@MainActor
public enum GtkHarness {
    private static var initialized: Bool?

    /// Initialises GTK once; false when no display can be opened. Callers
    /// must fail (not skip) then: CI always provides one.
    public static func initialize() -> Bool {
        if let initialized { return initialized }
        setenv("NO_AT_BRIDGE", "1", 0)
        setenv("GDK_BACKEND", "x11", 0)
        // The built-in input method, so dead keys give real pre-edit text.
        setenv("GTK_IM_MODULE", "gtk-im-context-simple", 1)
        let ok = gtk_init_check(nil, nil) != 0
        // A steady caret: renders of a focused view do not depend on when
        // they are taken.
        if ok { ObjectProperties(GtkCalls.settings).set("gtk-cursor-blink", false) }
        initialized = ok
        return ok
    }

    /// Runs the main loop until `condition` holds or `timeout` seconds pass;
    /// returns whether it held.
    @discardableResult
    public static func pump(timeout: Double = 2, until condition: () -> Bool = { false }) -> Bool {
        MainLoop.pump(timeout: timeout, until: condition)
    }

    /// Runs the main loop until nothing is pending (redraws, idles, layout).
    public static func settle() {
        for _ in 0..<5 {
            while gtk_events_pending() != 0 { gtk_main_iteration_do(0) }
            g_usleep(2000)
        }
        while gtk_events_pending() != 0 { gtk_main_iteration_do(0) }
    }

    /// Draws `widget` (as GTK would on screen) into a new image of its
    /// allocated size times `scale` device pixels per pixel, on white.
    public static func render(_ widget: UnsafeMutablePointer<GtkWidget>, scale: Int = 1) -> Raster {
        // Apply any pending size allocation first, as a frame would.
        if let toplevel = gtk_widget_get_toplevel(widget), gtk_widget_is_toplevel(toplevel) != 0 {
            gtk_container_check_resize(UnsafeMutableRawPointer(toplevel).assumingMemoryBound(to: GtkContainer.self))
        }
        let width = Int(gtk_widget_get_allocated_width(widget))
        let height = Int(gtk_widget_get_allocated_height(widget))
        return renderImage(width: max(width, 1), height: max(height, 1), scale: scale) { cr in
            gtk_widget_draw(widget, cr)
        }
    }

    /// Gives `widget` keyboard focus (or takes it away) with a synthetic
    /// focus-change event: a window under Xvfb with no window manager never
    /// becomes active, so real focus never arrives.
    public static func setFocus(_ widget: UnsafeMutablePointer<GtkWidget>, _ focused: Bool) {
        if focused { gtk_widget_grab_focus(widget) }
        let event = gdk_event_new(GDK_FOCUS_CHANGE)!
        event.pointee.focus_change.window = gdk_window_ref_for_event(gtk_widget_get_window(widget))
        event.pointee.focus_change.send_event = 1
        event.pointee.focus_change.in = focused ? 1 : 0
        gtk_widget_send_focus_change(widget, event)
        gdk_event_free(event)
    }

    /// Sends a key press and release, as a keyboard would, to `widget`.
    public static func pressKey(
        _ widget: UnsafeMutablePointer<GtkWidget>, keyval: Int32, modifiers: GdkModifierType = GdkModifierType(0)
    ) {
        let display = gdk_display_get_default()
        let keymap = gdk_keymap_get_for_display(display)
        var keys: UnsafeMutablePointer<GdkKeymapKey>?
        var count: Int32 = 0
        var keycode: UInt16 = 0
        if gdk_keymap_get_entries_for_keyval(keymap, guint(keyval), &keys, &count) != 0, let keys, count > 0 {
            keycode = UInt16(keys[0].keycode)
            g_free(keys)
        }
        let keyboard = gdk_seat_get_keyboard(gdk_display_get_default_seat(display))
        for type in [GDK_KEY_PRESS, GDK_KEY_RELEASE] {
            // The press may have destroyed the widget (an app's handler).
            guard gtk_widget_get_realized(widget) != 0 else { break }
            let event = gdk_event_new(type)!
            event.pointee.key.window = gdk_window_ref_for_event(gtk_widget_get_window(widget))
            event.pointee.key.send_event = 1
            event.pointee.key.time = guint32(GDK_CURRENT_TIME)
            event.pointee.key.keyval = guint(keyval)
            event.pointee.key.state = modifiers.rawValue
            event.pointee.key.hardware_keycode = keycode
            gdk_event_set_device(event, keyboard)
            gtk_widget_event(widget, event)
            gdk_event_free(event)
        }
    }

    /// Types `text` one character at a time through key events.
    public static func type(_ text: String, into widget: UnsafeMutablePointer<GtkWidget>) {
        for scalar in text.unicodeScalars {
            pressKey(widget, keyval: Int32(gdk_unicode_to_keyval(scalar.value)))
        }
    }
}

/// A window reference for a synthetic event, which frees it with the event.
private func gdk_window_ref_for_event(_ window: OpaquePointer?) -> OpaquePointer? {
    guard let window else { return nil }
    g_object_ref(UnsafeMutableRawPointer(window))
    return window
}

public extension UnsafeMutablePointer where Pointee == GtkTextView {
    /// The view as a widget.
    var asWidget: UnsafeMutablePointer<GtkWidget> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: GtkWidget.self)
    }
    /// The view's buffer.
    var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(self) }
    /// Replaces the buffer's text.
    func setText(_ text: String) { gtk_text_buffer_set_text(buffer, text, -1) }
}
