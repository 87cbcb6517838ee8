import CPlaceholderGObject
import PlaceholderCore
import PlaceholderGObject

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
        guard viewIsAlive,
            settings.returnBehavior.takes(keyval: keyval, modifiers: modifiers, preeditIsActive: preeditIsActive)
        else { return false }
        // The app's handler may destroy the view (a dialog closed on send)
        // or change the behaviour (a new line when the message is not ready
        // to send): the key is taken either way, and what follows is what
        // the view and its settings are after it.
        activateHandler?()
        guard viewIsAlive else { return true }
        observerList?.notify { $0.placeholderActivated() }
        guard viewIsAlive else { return true }
        switch settings.returnBehavior {
        case .activatesDefault: backend.activateDefault()
        case .movesFocus: ptv_widget_move_focus_forward(view)
        case .newline: break
        }
        return true
    }
}
