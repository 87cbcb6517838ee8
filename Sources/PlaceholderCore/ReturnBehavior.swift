/// What the Return key does in a view. A text view takes Return as a new
/// line; a composer often wants it to send (activate the window's default
/// widget, as `GtkEntry:activates-default` does) or to move on to the next
/// field, as Tab does. Shift+Return then still inserts a new line.
public enum ReturnBehavior: String, Sendable, Equatable, CaseIterable {
    /// Return inserts a new line, as in any text view (the default).
    case newline
    /// Return activates the window's default widget (a Send button).
    case activatesDefault = "activates-default"
    /// Return moves the keyboard focus to the next widget, as Tab does.
    case movesFocus = "moves-focus"

    /// Whether Return is this behaviour's to take for a key press of
    /// `keyval` with `modifiers` held (GDK's values, the same in GTK 3 and
    /// GTK 4), while an input method shows pre-edit text or not: only a
    /// plain Return or Enter, never one with Shift, Control, Alt or a logo
    /// key held (Shift+Return is a new line), and never during pre-edit
    /// (Return then belongs to the input method).
    public func takes(keyval: UInt32, modifiers: UInt32, preeditIsActive: Bool) -> Bool {
        guard self != .newline, !preeditIsActive else { return false }
        return ReturnKey.values.contains(keyval) && modifiers & ReturnKey.heldModifiers == 0
    }
}

/// GDK's key values and modifier masks for Return (X keysyms and masks,
/// the same in GTK 3 and GTK 4).
enum ReturnKey {
    /// Return, the keypad's Enter and ISO Enter.
    static let values: Set<UInt32> = [0xff0d, 0xff8d, 0xfe34]
    /// Shift, Control, Alt (Mod1), Mod4 (the logo key as GTK 3 reports it
    /// on Wayland; unused in GTK 4), Super, Hyper and Meta: a Return with
    /// any of them held is not a plain Return. Caps Lock and Num Lock (Mod2)
    /// do not count.
    static let heldModifiers: UInt32 = 1 << 0 | 1 << 2 | 1 << 3 | 1 << 6 | 1 << 26 | 1 << 27 | 1 << 28
}
