// Decisions a toolkit backend makes from numbers it reads off a view: pure,
// so that they are unit-tested without a display.

extension PlaceholderDirection {
    /// The direction a toolkit's `GtkTextDirection` names (`rightToLeft`:
    /// whether it is `GTK_TEXT_DIR_RTL`).
    package init(rightToLeft: Bool) {
        self = rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The start and end sides of a box whose `left` and `right` sides are
    /// given, in text of this direction (right to left starts at the right).
    package func startAndEnd<Side>(left: Side, right: Side) -> (start: Side, end: Side) {
        self == .rightToLeft ? (right, left) : (left, right)
    }

    /// The direction GtkTextView 4 gives a paragraph with no strong direction
    /// (and the empty line the caret sits on). GTK 4.18 and earlier give it
    /// the keyboard layout's direction (`view`'s when the keyboard has
    /// none); GTK 4.24 gives it the view's. Where the two differ and the
    /// view shows its empty line, the view is asked: its caret, on that
    /// line, sits on the side the line's direction aligns it to
    /// (`caretOffsetFromCentre`, read only then; negative: left of the text
    /// window's centre), which a `right` justification mirrors.
    package static func neutralParagraph(
        view: PlaceholderDirection, keyboard: PlaceholderDirection?, showsEmptyLine: Bool,
        justification: PlaceholderJustification, caretOffsetFromCentre: () -> Int
    ) -> PlaceholderDirection {
        guard let keyboard else { return view }
        guard keyboard != view, showsEmptyLine else { return keyboard }
        let offset = caretOffsetFromCentre()
        guard abs(offset) > 2 else { return keyboard }  // centred: either direction puts it there
        return (offset < 0) != (justification == .right) ? .leftToRight : .rightToLeft
    }
}

/// How a view's text window changed between two sightings, which tells a
/// backend whether to lay the placeholder out again or only to redraw it.
package enum TextWindowChange: Sendable, Equatable {
    /// Same place, same size.
    case unchanged
    /// The same size, scrolled to another position.
    case scrolled
    /// Another size (or seen for the first time).
    case resized

    /// The change from `last` (nil: never seen) to `now`.
    package init(from last: TextWindowRect?, to now: TextWindowRect) {
        guard let last else { self = .resized; return }
        if last.width != now.width || last.height != now.height {
            self = .resized
        } else {
            self = last.x == now.x && last.y == now.y ? .unchanged : .scrolled
        }
    }
}

/// A text window's position in the buffer and its size, in pixels.
package typealias TextWindowRect = (x: Int, y: Int, width: Int, height: Int)
