import ArgumentParser

/// `--justify` values.
public enum DemoJustification: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// Left-aligned lines.
    case left
    /// Right-aligned lines.
    case right
    /// Centred lines.
    case center
    /// Lines stretched to both margins.
    case fill
}

/// `--wrap` values.
public enum DemoWrapMode: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// No wrapping.
    case none
    /// Wrap between any two characters.
    case char
    /// Wrap between words.
    case word
    /// Between words, or between characters where a word is too long.
    case wordChar = "word-char"
}

/// `--direction` values.
public enum DemoDirection: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// Left to right.
    case ltr
    /// Right to left.
    case rtl
}

/// `--return` values: what Return does in the text views.
public enum DemoReturnBehavior: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// A new line, as in any text view.
    case newline
    /// The window's default widget is activated.
    case activatesDefault = "activates-default"
    /// The focus moves to the next widget, as Tab does.
    case movesFocus = "moves-focus"
}

/// `--theme` values, as the command line spells them.
public enum DemoTheme: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// GTK's default theme.
    case adwaita = "Adwaita"
    /// Its dark variant.
    case adwaitaDark = "Adwaita-dark"
    /// GTK's high-contrast theme.
    case highContrast = "HighContrast"

    /// The GTK_THEME value (both toolkits read `name:variant`).
    public var gtkTheme: String { self == .adwaitaDark ? "Adwaita:dark" : rawValue }
}
