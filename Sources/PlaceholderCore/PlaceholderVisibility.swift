/// How the placeholder behaves while the text view has keyboard focus.
public enum PlaceholderFocusBehavior: Sendable, Equatable, CaseIterable {
    /// As the toolkit's own entry does with its placeholder: on GTK 3 it
    /// hides while the view has focus, as `GtkEntry`'s does; on GTK 4 it
    /// stays until the first character, as `GtkText`'s does. This is the
    /// default.
    case matchingEntry
    /// The placeholder stays visible in a focused, empty view until the first
    /// character arrives, as GTK 4's entry and UIKit do, on either toolkit.
    case visibleUntilTyping
    /// The placeholder hides whenever the view has focus, as GTK 3's
    /// `GtkEntry` does, on either toolkit.
    case hiddenWhileFocused

    /// Whether focus hides the placeholder on a toolkit whose entry hides its
    /// own while focused when `entryHides` is true (GTK 3), and keeps it
    /// when false (GTK 4).
    package func hidesWhileFocused(whereEntryHides entryHides: Bool) -> Bool {
        switch self {
        case .matchingEntry: return entryHides
        case .visibleUntilTyping: return false
        case .hiddenWhileFocused: return true
        }
    }
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
    /// Whether the toolkit's entry hides its placeholder while focused
    /// (GTK 3), which `.matchingEntry` follows.
    package var entryHidesWhileFocused: Bool

    /// Creates the inputs of the rule.
    package init(
        hasPlaceholder: Bool,
        bufferIsEmpty: Bool,
        preeditIsActive: Bool = false,
        viewHasFocus: Bool = false,
        focusBehavior: PlaceholderFocusBehavior = .matchingEntry,
        entryHidesWhileFocused: Bool = false
    ) {
        self.hasPlaceholder = hasPlaceholder
        self.bufferIsEmpty = bufferIsEmpty
        self.preeditIsActive = preeditIsActive
        self.viewHasFocus = viewHasFocus
        self.focusBehavior = focusBehavior
        self.entryHidesWhileFocused = entryHidesWhileFocused
    }

    /// The rule: shown while there is a placeholder, the buffer is empty, no
    /// pre-edit text is on screen, and focus does not hide it.
    package var isVisible: Bool {
        guard hasPlaceholder, bufferIsEmpty, !preeditIsActive else { return false }
        return !(viewHasFocus && focusBehavior.hidesWhileFocused(whereEntryHides: entryHidesWhileFocused))
    }
}
