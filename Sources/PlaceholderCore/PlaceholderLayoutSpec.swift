/// Every setting of the placeholder's Pango layouts other than their text:
/// equal specs mean identical layouts, so the renderer re-applies nothing.
package struct PlaceholderLayoutSpec: Sendable, Hashable {
    /// The box the paragraphs wrap in, or are aligned in when unwrapped.
    package var box = ParagraphBox(width: 200, wrapMode: .word)
    /// The view's justification.
    package var justification: PlaceholderJustification = .left
    /// The direction of paragraphs whose text has no strong direction.
    package var neutralDirection: PlaceholderDirection = .leftToRight
    /// First-line indent in pixels (may be negative).
    package var indent: Int = 0
    /// Space between wrapped lines of one paragraph (`pixels-inside-wrap`).
    package var pixelsInsideWrap: Int = 0
    /// Space above each paragraph (`pixels-above-lines`).
    package var pixelsAbove: Int = 0
    /// Space below each paragraph (`pixels-below-lines`).
    package var pixelsBelow: Int = 0
    /// The room from the first paragraph's top to the bottom of the visible
    /// area; the last line that fits is ellipsized. nil for no limit.
    package var maxHeight: Int?

    /// A spec with every setting given (the box from its width and wrap
    /// mode); the defaults suit tests.
    package init(
        boxWidth: Int = 200, wrapMode: PlaceholderWrapMode = .word,
        justification: PlaceholderJustification = .left, neutralDirection: PlaceholderDirection = .leftToRight,
        indent: Int = 0, pixelsInsideWrap: Int = 0, pixelsAbove: Int = 0, pixelsBelow: Int = 0,
        maxHeight: Int? = nil
    ) {
        box = ParagraphBox(width: boxWidth, wrapMode: wrapMode)
        self.justification = justification
        self.neutralDirection = neutralDirection
        self.indent = indent
        self.pixelsInsideWrap = pixelsInsideWrap
        self.pixelsAbove = pixelsAbove
        self.pixelsBelow = pixelsBelow
        self.maxHeight = maxHeight
    }
}
