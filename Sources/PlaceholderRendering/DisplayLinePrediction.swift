import CPlaceholderPangoCairo
import PlaceholderCore

/// How many lines GtkTextView will display a text on, told without its own
/// layout: each paragraph laid out by Pango as the view lays out typed text
/// (its font, wrap width and mode, justification, indent), as the
/// placeholder is. Tags in the buffer are not seen: text in a tag's font or
/// size is counted as untagged text.
package enum DisplayLinePrediction {
    /// The lines `text` (paragraphs split at line breaks) takes in a view
    /// whose Pango context is `context` and whose layout is `spec`.
    package static func lines(of text: String, context: OpaquePointer, spec: PlaceholderLayoutSpec) -> Int {
        let bytes = Array(text.utf8)
        return ParagraphSplitter.ranges(bytes).reduce(0) { total, range in
            total + lines(ofParagraph: String(decoding: bytes[range], as: UTF8.self), context: context, spec: spec)
        }
    }

    /// The lines one paragraph (no line break in it) takes, however long.
    package static func lines(ofParagraph paragraph: String, context: OpaquePointer, spec: PlaceholderLayoutSpec) -> Int {
        guard !paragraph.isEmpty else { return 1 }
        let laidOut = PlaceholderParagraph(context: context, text: paragraph, attributes: nil, maxCharacters: nil)
        laidOut.configure(spec)
        return Int(pango_layout_get_line_count(laidOut.layout))
    }
}
