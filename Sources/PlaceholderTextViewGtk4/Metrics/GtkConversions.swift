import CPlaceholderGtk4
import PlaceholderCore

extension PlaceholderWrapMode {
    /// The view's wrap mode, from GTK's enum.
    init(_ mode: GtkWrapMode) {
        switch mode {
        case GTK_WRAP_CHAR: self = .character
        case GTK_WRAP_WORD: self = .word
        case GTK_WRAP_WORD_CHAR: self = .wordCharacter
        default: self = .none
        }
    }
}

extension PlaceholderJustification {
    /// The view's justification, from GTK's enum.
    init(_ justification: GtkJustification) {
        switch justification {
        case GTK_JUSTIFY_RIGHT: self = .right
        case GTK_JUSTIFY_CENTER: self = .center
        case GTK_JUSTIFY_FILL: self = .fill
        default: self = .left
        }
    }
}

extension PlaceholderColor {
    /// A colour from GDK's.
    init(_ rgba: GdkRGBA) {
        self.init(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
    }
}
