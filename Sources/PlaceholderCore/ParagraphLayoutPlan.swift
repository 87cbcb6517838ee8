/// How the placeholder's paragraphs stack and where it stops: GtkTextView
/// lays out each paragraph on its own, with `pixels-above-lines` before and
/// `pixels-below-lines` after it, and so does the placeholder. Pure numbers.
package struct ParagraphLayoutPlan: Sendable, Equatable {
    /// How the last visible paragraph is shortened when the placeholder does
    /// not fit.
    package enum Shortening: Sendable, Equatable {
        /// Everything fits.
        case none
        /// The last visible paragraph is limited to this height in pixels; its
        /// last line that fits ends in an ellipsis.
        case limitLastParagraph(height: Int)
        /// The next paragraph has no room at all: the last visible paragraph
        /// ends in an ellipsis.
        case ellipsizeLastParagraph
    }

    /// The top of each visible paragraph's text, below the first line's top.
    package var tops: [Int]
    /// How the last visible paragraph is shortened.
    package var shortening: Shortening
    /// The height of the whole stack with nothing shortened, from the first
    /// paragraph's top to the bottom of the last one's `pixelsBelow`.
    package var naturalHeight: Int
    /// The height of the visible part, from the first paragraph's top to the
    /// bottom of the last visible one (before any ellipsis).
    package var visibleHeight: Int

    /// Plans the stack.
    /// - Parameters:
    ///   - heights: each paragraph's laid-out height in pixels.
    ///   - firstLineHeights: the height of each paragraph's first line.
    ///   - pixelsAbove: space above each paragraph.
    ///   - pixelsBelow: space below each paragraph.
    ///   - maxHeight: the room from the first paragraph's top (above its
    ///     `pixelsAbove`) to the bottom of the visible area; nil for no limit.
    package init(heights: [Int], firstLineHeights: [Int], pixelsAbove: Int, pixelsBelow: Int, maxHeight: Int?) {
        tops = []
        shortening = .none
        naturalHeight = heights.reduce(0) { $0 + pixelsAbove + $1 + pixelsBelow }
        visibleHeight = 0
        var y = 0
        for (index, height) in heights.enumerated() {
            let top = y + pixelsAbove
            if let maxHeight, top + height > maxHeight {
                let room = maxHeight - top
                let firstLine = index < firstLineHeights.count ? firstLineHeights[index] : height
                if room >= firstLine || index == 0 {
                    tops.append(top)
                    shortening = .limitLastParagraph(height: max(room, 1))
                    visibleHeight = top + max(room, 1)
                } else {
                    shortening = .ellipsizeLastParagraph
                }
                return
            }
            tops.append(top)
            visibleHeight = top + height
            y = top + height + pixelsBelow
        }
    }
}

/// Splits text into paragraphs the way GtkTextBuffer does: at "\n", "\r",
/// "\r\n" and U+2029 PARAGRAPH SEPARATOR.
package enum ParagraphSplitter {
    /// The UTF-8 byte ranges of the paragraphs of `utf8`, without their
    /// separators; always at least one (possibly empty) range.
    package static func ranges(_ utf8: some Collection<UInt8>) -> [Range<Int>] {
        let bytes = Array(utf8)
        var ranges: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            var separatorLength = 0
            if byte == 0x0A {
                separatorLength = 1
            } else if byte == 0x0D {
                separatorLength = index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
            } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA9 {
                separatorLength = 3
            }
            if separatorLength > 0 {
                ranges.append(start..<index)
                index += separatorLength
                start = index
            } else {
                index += 1
            }
        }
        ranges.append(start..<bytes.count)
        return ranges
    }
}
