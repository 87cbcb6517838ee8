import CPlaceholderGtk4
import CPlaceholderTestGtk4
import PlaceholderBehaviourKit
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk4

/// What the model-based test does to a GTK 4 view its own way: real keys
/// that wait for GTK and no longer, stable renders, a style sheet of its own.
extension Gtk4BehaviourView {
    /// Sends the key through XTEST to the window with the X input focus and
    /// runs the main loop until the window has seen every key release the
    /// press makes (the key's, then Shift's and Control's, if held): GTK
    /// handles events in order, so the key press has been handled then.
    func pressPromptly(_ key: BehaviourKey, _ modifiers: BehaviourModifiers) -> Bool {
        let keysym = GtkCalls.keyval(key)
        guard let root = gtk_widget_get_root(view.asWidget), XKeyboard.ensureKey(for: keysym) else { return false }
        var keycode: Int32 = 0
        let level = ptv_test_key_for(UInt(keysym), &keycode)
        guard level >= 0 else { return false }
        let releases = KeyReleaseCounter.on(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self))
        let shift = modifiers.contains(.shift) || level == 1, control = modifiers.contains(.control)
        let expected = releases.count + 1 + (shift ? 1 : 0) + (control ? 1 : 0)
        guard ptv_test_press_key(UInt(keysym), (modifiers.contains(.shift) ? 1 : 0) | (control ? 2 : 0)) != 0 else {
            return false
        }
        return GtkHarness.pump(timeout: 2) { releases.count >= expected }
    }

    func stableRender() -> Raster? {
        var previous: Raster?
        for _ in 0..<10 {
            // Each render first waits for two whole frames of the view's
            // frame clock, which apply a new window size and its layout.
            let raster = GtkHarness.render(view.asWidget)
            if let previous, previous.isIdentical(to: raster) { return raster }
            previous = raster
        }
        return nil
    }

    /// The view's own rules on the display, scoped to a class only it
    /// carries (GTK 4.10 deprecates per-widget providers).
    func setOwnStyle(_ declarations: String) { applyCSS(declarations, to: view.asWidget) }
}

/// Counts the key releases a window sees, through a key controller of its
/// own in the capture phase (before any widget of the window handles them).
@MainActor
enum KeyReleaseCounter {
    private static let key = "placeholder-test-key-releases"

    /// The counter of `window`: made on first use, kept with the window.
    static func on(_ window: UnsafeMutablePointer<GtkWidget>) -> SignalCounter {
        let object = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GObject.self)
        if let existing = g_object_get_data(object, key) {
            return Unmanaged<SignalCounter>.fromOpaque(existing).takeUnretainedValue()
        }
        let controller = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(window, controller)
        let counter = SignalCounter(UnsafeMutableRawPointer(controller), "key-released")
        g_object_set_data_full(object, key, Unmanaged.passRetained(counter).toOpaque()) { counter in
            guard let counter else { return }
            let address = UInt(bitPattern: counter)
            MainActor.assumeIsolated {
                Unmanaged<SignalCounter>.fromOpaque(UnsafeMutableRawPointer(bitPattern: address)!).release()
            }
        }
        return counter
    }
}

/// The X keyboard map: Xvfb's has no dead keys, so a key for a missing
/// key symbol is made on a keycode no key uses, as a user's layout would
/// have it.
@MainActor
enum XKeyboard {
    /// Makes sure a key gives `keysym`; false if none can.
    static func ensureKey(for keysym: Int32) -> Bool {
        guard let display = ptv_test_xdisplay() else { return false }
        if XKeysymToKeycode(display, KeySym(keysym)) != 0 { return true }
        var first: Int32 = 0, last: Int32 = 0
        XDisplayKeycodes(display, &first, &last)
        var perKeycode: Int32 = 0
        guard let map = XGetKeyboardMapping(display, KeyCode(first), last - first + 1, &perKeycode) else { return false }
        defer { XFree(map) }
        let unused = (first...last).reversed().first { code in
            (0..<Int(perKeycode)).allSatisfy { map[Int(code - first) * Int(perKeycode) + $0] == 0 }
        }
        guard let unused else { return false }
        var symbols = [KeySym(keysym), KeySym(keysym)]
        XChangeKeyboardMapping(display, unused, 2, &symbols, 1)
        XSync(display, 0)
        // GDK reloads its keymap when the server's notice arrives.
        GtkHarness.pump(timeout: 0.2)
        return XKeysymToKeycode(display, KeySym(keysym)) != 0
    }
}
