/// How a line of text sits between the margins, as GtkTextView's
/// `justification` says.
package enum PlaceholderJustification: Sendable, Equatable, CaseIterable {
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
package enum PlaceholderWrapMode: Sendable, Equatable, CaseIterable {
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
package enum PlaceholderDirection: Sendable, Equatable, CaseIterable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

/// Horizontal placement of the lines inside the layout box, as Pango
/// understands it (before any mirroring).
package enum PlaceholderLineAlignment: Sendable, Equatable {
    /// Lines start at the left edge of the box.
    case left
    /// Lines are centred in the box.
    case center
    /// Lines end at the right edge of the box.
    case right
}

/// Where and how big the placeholder is drawn: the pure geometry, computed
/// from numbers read off the text view, with no GTK state. It mirrors how
/// GtkTextView 3.24 places a paragraph of typed text.
///
/// Coordinates are in pixels, relative to the view's text window (the area
/// the typed text is drawn in).
package struct PlaceholderGeometry: Sendable, Equatable {
    /// GtkTextView keeps one pixel at the end of each line for the caret.
    package static let caretSpace = 1

    /// The left edge of the box the paragraphs are laid out in.
    package var boxLeft: Double
    /// The top of the first paragraph (above its `pixels-above-lines`).
    package var lineTop: Double
    /// The box the paragraphs are laid out in, across.
    package var box: ParagraphBox
    /// Nothing is drawn below this line (the bottom margin and padding stay clear).
    package var visibleBottom: Double

    /// Creates the geometry from the view's numbers.
    /// - Parameters:
    ///   - textWindowWidth: the width of the view's text window.
    ///   - textWindowHeight: its height.
    ///   - leftInset: CSS padding plus border on the left.
    ///   - rightInset: CSS padding plus border on the right.
    ///   - bottomInset: CSS padding plus border at the bottom.
    ///   - leftMargin: the view's `left-margin`.
    ///   - rightMargin: the view's `right-margin`.
    ///   - bottomMargin: the view's `bottom-margin`.
    ///   - scrollX: the buffer x shown at the text window's left edge (the
    ///     visible rectangle's x, negative by the left inset).
    ///   - scrollY: the buffer y shown at the text window's top edge.
    ///   - firstLineTop: the buffer y of the first line's top.
    ///   - wrapMode: the view's wrap mode.
    package init(
        textWindowWidth: Int, textWindowHeight: Int,
        leftInset: Int, rightInset: Int, bottomInset: Int,
        leftMargin: Int, rightMargin: Int, bottomMargin: Int,
        scrollX: Int, scrollY: Int, firstLineTop: Int,
        wrapMode: PlaceholderWrapMode
    ) {
        boxLeft = Double(leftMargin - scrollX)
        lineTop = Double(firstLineTop - scrollY)
        box = ParagraphBox(
            width: max(1, textWindowWidth - leftInset - rightInset - Self.caretSpace - leftMargin - rightMargin),
            wrapMode: wrapMode)
        visibleBottom = Double(textWindowHeight - bottomInset - bottomMargin)
    }

    /// The room below the first paragraph's top; never negative.
    package var availableHeight: Int { max(0, Int((visibleBottom - lineTop).rounded(.down))) }

    /// How far down the placeholder block of `blockHeight` pixels moves from
    /// the first line: none on the first line; centred in the room between
    /// the first line's top and the visible bottom (never above the first
    /// line) when centred.
    package func verticalOffset(blockHeight: Int, placement: PlaceholderVerticalPlacement) -> Double {
        guard placement == .centered else { return 0 }
        return (Double(max(0, availableHeight - blockHeight)) / 2).rounded(.down)
    }

    /// The height a view of `allocatedHeight` must have for a placeholder
    /// block of `blockHeight` pixels to fit without ellipsis.
    package func heightFitting(blockHeight: Int, allocatedHeight: Int) -> Int {
        allocatedHeight - availableHeight + blockHeight
    }

    /// How GtkTextView maps a justification and a paragraph direction to a
    /// Pango alignment, and whether lines are stretched to both margins.
    package static func lineAlignment(
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
}

/// The box a placeholder's paragraphs are laid out in, across: its width
/// and how lines fill it. Production and the pure tests share this one
/// definition of the wrap width and of where a paragraph's lines start.
package struct ParagraphBox: Sendable, Hashable {
    /// The width of the box: what typed text wraps at.
    package var width: Int
    /// The view's wrap mode.
    package var wrapMode: PlaceholderWrapMode

    /// A box `width` pixels wide (at least 1) wrapping as `wrapMode` says.
    package init(width: Int, wrapMode: PlaceholderWrapMode) {
        self.width = max(1, width)
        self.wrapMode = wrapMode
    }

    /// The width paragraphs wrap at; nil when the view does not wrap.
    package var wrapWidth: Int? { wrapMode == .none ? nil : width }

    /// How far right of the box's left edge a paragraph `paragraphWidth`
    /// pixels wide (its logical width, rounded up) starts. Pango aligns
    /// wrapped paragraphs inside the box itself; GtkTextView aligns an
    /// unwrapped one by whole pixels (`excess / 2` in C for centred lines),
    /// and one wider than the box stays at its start.
    package func shift(
        paragraphWidth: Int, justification: PlaceholderJustification, direction: PlaceholderDirection
    ) -> Int {
        guard wrapMode == .none else { return 0 }
        let excess = max(0, width - paragraphWidth)
        switch PlaceholderGeometry.lineAlignment(for: justification, direction: direction).alignment {
        case .left: return 0
        case .center: return excess / 2
        case .right: return excess
        }
    }
}
