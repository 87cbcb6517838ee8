import CPlaceholderPangoCairo
import PlaceholderCore

extension PlaceholderWrapMode {
    /// Pango's wrap mode for a wrapping view.
    var pango: PangoWrapMode {
        switch self {
        case .character: return PANGO_WRAP_CHAR
        case .wordCharacter: return PANGO_WRAP_WORD_CHAR
        case .word, .none: return PANGO_WRAP_WORD
        }
    }
}

extension PlaceholderDirection {
    /// A strong Pango direction, or nil for a neutral or weak one.
    package init?(_ direction: PangoDirection) {
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
