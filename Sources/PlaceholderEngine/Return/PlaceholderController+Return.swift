import CPlaceholderGObject
import PlaceholderCore

extension PlaceholderController {
    /// Watches the view's key presses only while Return has a behaviour of
    /// its own: with a new line, nothing is connected.
    func returnBehaviorMayHaveChanged() {
        backend.watchKeyPresses(viewIsAlive && isActive && settings.returnBehavior != .newline)
    }

    /// A key press reached the view before the view (and its input method)
    /// handled it: takes a plain Return when the behaviour says so, tells
    /// the app and the observers, then activates the window's default
    /// widget or moves the focus on. Returns whether the press was taken
    /// (the view then never sees it).
    package func keyPressed(keyval: UInt32, modifiers: UInt32) -> Bool {
        let behavior = settings.returnBehavior
        guard viewIsAlive, behavior.takes(keyval: keyval, modifiers: modifiers, preeditIsActive: preeditIsActive)
        else { return false }
        activateHandler?()
        observers.activated()
        // A handler may have destroyed the view or changed the behaviour:
        // the key is taken either way, and only a live view acts on it.
        guard viewIsAlive else { return true }
        switch behavior {
        case .activatesDefault: backend.activateDefault()
        case .movesFocus: ptv_widget_move_focus_forward(view)
        case .newline: break
        }
        return true
    }
}
