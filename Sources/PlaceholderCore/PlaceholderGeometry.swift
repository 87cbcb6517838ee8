/// How a line of text sits between the margins, as GtkTextView's
/// `justification` says.
public enum PlaceholderJustification: Sendable, Equatable, CaseIterable {
    /// Flush with the start margin in a left-to-right paragraph.
    case left
    /// Flush with the end margin in a left-to-right paragraph.
    case right
    /// Centred between the margins.
    case center
    /// Stretched to both margins, except a paragraph's last line.
    case fill
}

/// How lines wrap, as GtkTextView's `wrap-mode` says.
public enum PlaceholderWrapMode: Sendable, Equatable, CaseIterable {
    /// Lines never wrap; they run past the right edge and are clipped.
    case none
    /// Lines wrap between any two characters.
    case character
    /// Lines wrap between words.
    case word
    /// Lines wrap between words, or between characters where a word is too long.
    case wordCharacter
}

/// A paragraph's writing direction.
public enum PlaceholderDirection: Sendable, Equatable, CaseIterable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

/// Horizontal placement of the lines inside the layout box, as Pango
/// understands it (before any mirroring).
public enum PlaceholderLineAlignment: Sendable, Equatable {
    /// Lines start at the left edge of the box.
    case left
    /// Lines are centred in the box.
    case center
    /// Lines end at the right edge of the box.
    case right
}

/// Where and how big the placeholder is drawn: the pure geometry, computed
/// from numbers read off the text view, with no GTK state.
///
/// Coordinates are in pixels, relative to the view's text window (the area
/// the typed text is drawn in).
public struct PlaceholderGeometry: Sendable, Equatable {
    /// The visible width of the text window.
    public var visibleWidth: Int
    /// The visible height of the text window.
    public var visibleHeight: Int
    /// The view's left margin, in pixels (what GtkTextView's layout subtracts
    /// from the width it wraps at).
    public var leftMargin: Int
    /// The view's right margin, in pixels.
    public var rightMargin: Int
    /// The view's bottom margin, in pixels, which the placeholder keeps clear.
    public var bottomMargin: Int
    /// Where the caret of the empty buffer is (left edge and top), which is
    /// where GtkTextView would draw the first typed character's line.
    public var caretX: Double
    /// The top of the caret of the empty buffer.
    public var caretY: Double
    /// The view's wrap mode.
    public var wrapMode: PlaceholderWrapMode

    /// Creates the geometry from the view's numbers.
    public init(
        visibleWidth: Int, visibleHeight: Int,
        leftMargin: Int, rightMargin: Int, bottomMargin: Int,
        caretX: Double, caretY: Double,
        wrapMode: PlaceholderWrapMode
    ) {
        self.visibleWidth = visibleWidth
        self.visibleHeight = visibleHeight
        self.leftMargin = leftMargin
        self.rightMargin = rightMargin
        self.bottomMargin = bottomMargin
        self.caretX = caretX
        self.caretY = caretY
        self.wrapMode = wrapMode
    }

    /// The width the placeholder wraps at, as GtkTextView's layout wraps
    /// typed text: the visible width less both margins, at least 1 pixel;
    /// `nil` when the view does not wrap.
    public var wrapWidth: Int? {
        guard wrapMode != .none else { return nil }
        return max(1, visibleWidth - leftMargin - rightMargin)
    }

    /// The height left for the placeholder below its first line's top,
    /// keeping the bottom margin clear; never negative.
    public var availableHeight: Int {
        max(0, visibleHeight - bottomMargin - Int(caretY.rounded(.down)))
    }

    /// The layout box's origin, given where the caret of an empty line sits
    /// inside a layout configured like the placeholder's (`emptyCaretX`,
    /// measured by the renderer): the box is placed so that its empty-line
    /// caret lands on the view's own caret, which puts the placeholder's first
    /// line exactly where typed text would start.
    public func layoutOrigin(emptyCaretX: Double) -> (x: Double, y: Double) {
        (caretX - emptyCaretX, caretY)
    }

    /// How GtkTextView maps a justification and a paragraph direction to a
    /// Pango alignment, and whether lines are stretched to both margins.
    public static func lineAlignment(
        for justification: PlaceholderJustification, direction: PlaceholderDirection
    ) -> (alignment: PlaceholderLineAlignment, justify: Bool) {
        let ltr = direction == .leftToRight
        switch justification {
        case .left: return (ltr ? .left : .right, false)
        case .right: return (ltr ? .right : .left, false)
        case .center: return (.center, false)
        case .fill: return (ltr ? .left : .right, true)
        }
    }

    /// The direction of a paragraph: its text's own strong direction, or the
    /// view's when the text has none (digits, punctuation), as GtkTextView
    /// decides it for typed text.
    public static func paragraphDirection(
        textDirection: PlaceholderDirection?, viewDirection: PlaceholderDirection
    ) -> PlaceholderDirection {
        textDirection ?? viewDirection
    }
}
