import CGtk
import PlaceholderCore

/// Every setting of the placeholder's Pango layouts other than their text:
/// equal specs mean identical layouts, so the renderer re-applies nothing.
struct PlaceholderLayoutSpec: Hashable {
    /// The box width in pixels: what wrapping paragraphs wrap at, and what
    /// unwrapped ones are aligned in.
    var boxWidth: Int = 200
    /// The view's wrap mode.
    var wrapMode: PlaceholderWrapMode = .word
    /// The view's justification.
    var justification: PlaceholderJustification = .left
    /// The direction of paragraphs whose text has no strong direction.
    var neutralDirection: PlaceholderDirection = .leftToRight
    /// First-line indent in pixels (may be negative).
    var indent: Int = 0
    /// Space between wrapped lines of one paragraph (`pixels-inside-wrap`).
    var pixelsInsideWrap: Int = 0
    /// Space above each paragraph (`pixels-above-lines`).
    var pixelsAbove: Int = 0
    /// Space below each paragraph (`pixels-below-lines`).
    var pixelsBelow: Int = 0
    /// The room from the first paragraph's top to the bottom of the visible
    /// area; the last line that fits is ellipsized. nil for no limit.
    var maxHeight: Int?
}

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

    /// Pango's wrap mode for a wrapping view.
    var pango: PangoWrapMode {
        switch self {
        case .character: return PANGO_WRAP_CHAR
        case .wordCharacter: return PANGO_WRAP_WORD_CHAR
        case .word, .none: return PANGO_WRAP_WORD
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

extension PlaceholderDirection {
    /// A strong Pango direction, or nil for a neutral or weak one.
    init?(_ direction: PangoDirection) {
        switch direction {
        case PANGO_DIRECTION_LTR, PANGO_DIRECTION_TTB_LTR: self = .leftToRight
        case PANGO_DIRECTION_RTL, PANGO_DIRECTION_TTB_RTL: self = .rightToLeft
        default: return nil
        }
    }

    /// Pango's direction.
    var pango: PangoDirection {
        self == .leftToRight ? PANGO_DIRECTION_LTR : PANGO_DIRECTION_RTL
    }
}

extension PlaceholderLineAlignment {
    /// Pango's alignment.
    var pango: PangoAlignment {
        switch self {
        case .left: return PANGO_ALIGN_LEFT
        case .center: return PANGO_ALIGN_CENTER
        case .right: return PANGO_ALIGN_RIGHT
        }
    }
}
