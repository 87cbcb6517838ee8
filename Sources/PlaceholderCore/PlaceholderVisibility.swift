/// How the placeholder behaves while the text view has keyboard focus.
public enum PlaceholderFocusBehavior: Sendable, Equatable, CaseIterable {
    /// The placeholder stays visible in a focused, empty view until the first
    /// character arrives, as UIKit and GTK 4 do. This is the default.
    case visibleUntilTyping
    /// The placeholder hides whenever the view has focus, as GTK 3's
    /// `GtkEntry` does.
    case hiddenWhileFocused
}

/// Everything that decides whether the placeholder is visible, and the rule
/// that decides it. Pure data: no GTK state.
package struct PlaceholderVisibility: Sendable, Equatable {
    /// Whether there is any placeholder content to show.
    package var hasPlaceholder: Bool
    /// Whether the text buffer holds no characters at all.
    package var bufferIsEmpty: Bool
    /// Whether an input method is showing pre-edit text, which is not in the
    /// buffer but is visible to the user.
    package var preeditIsActive: Bool
    /// Whether the view has keyboard focus.
    package var viewHasFocus: Bool
    /// The focus behaviour chosen by the app.
    package var focusBehavior: PlaceholderFocusBehavior

    /// Creates the inputs of the rule.
    package init(
        hasPlaceholder: Bool,
        bufferIsEmpty: Bool,
        preeditIsActive: Bool = false,
        viewHasFocus: Bool = false,
        focusBehavior: PlaceholderFocusBehavior = .visibleUntilTyping
    ) {
        self.hasPlaceholder = hasPlaceholder
        self.bufferIsEmpty = bufferIsEmpty
        self.preeditIsActive = preeditIsActive
        self.viewHasFocus = viewHasFocus
        self.focusBehavior = focusBehavior
    }

    /// The rule: shown while there is a placeholder, the buffer is empty, no
    /// pre-edit text is on screen, and focus does not hide it.
    package var isVisible: Bool {
        guard hasPlaceholder, bufferIsEmpty, !preeditIsActive else { return false }
        switch focusBehavior {
        case .visibleUntilTyping: return true
        case .hiddenWhileFocused: return !viewHasFocus
        }
    }
}
