import CPlaceholderPangoCairo
import PlaceholderCore

/// How many lines GtkTextView will display a text on, told before the text
/// is in the buffer: each paragraph laid out by Pango as the view lays out
/// typed text (its font, wrap width and mode, indent), as the placeholder
/// is. Tags in the buffer are not seen: text in a tag's font or size is
/// predicted as untagged text.
@MainActor
package enum DisplayLinePrediction {
    /// The lines `text` (paragraphs split at line breaks) takes in a view
    /// whose Pango context is `context` and whose layout is `spec`.
    package static func lines(of text: String, context: OpaquePointer, spec: PlaceholderLayoutSpec) -> Int {
        let bytes = Array(text.utf8)
        return ParagraphSplitter.ranges(bytes).reduce(0) { total, range in
            guard !range.isEmpty else { return total + 1 }
            let paragraph = String(decoding: bytes[range], as: UTF8.self)
            let laidOut = PlaceholderParagraph(context: context, text: paragraph, attributes: nil)
            laidOut.configure(spec)
            return total + Int(pango_layout_get_line_count(laidOut.layout))
        }
    }
}
