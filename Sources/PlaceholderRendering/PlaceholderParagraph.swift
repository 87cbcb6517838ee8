import CPlaceholderPangoCairo
import PlaceholderCore

/// One paragraph of the placeholder in its own Pango layout, as GtkTextView
/// lays out each paragraph of typed text on its own.
package final class PlaceholderParagraph {
    package let layout: OpaquePointer
    /// The paragraph's text, as laid out before any shortening.
    private let text: String
    private var isShortened = false

    /// The most characters of one paragraph handed to Pango. Pango measures
    /// a paragraph's unwrapped width in 32-bit Pango units, which overflow
    /// at about 300,000 characters of 12pt text: such a paragraph neither
    /// wraps nor ellipsizes and runs past the box. No view shows this much
    /// of one placeholder paragraph; a longer one is cut and ends in "…".
    package static let maxCharacters = 16_384

    /// A layout of `text` with `attributes` (already relative to the
    /// paragraph), taking over the attribute list; a text longer than
    /// `maxCharacters` (none: nil) is cut and ends in "…".
    package init(
        context: OpaquePointer, text: String, attributes: OpaquePointer?,
        maxCharacters: Int? = PlaceholderParagraph.maxCharacters
    ) {
        layout = pango_layout_new(context)
        if let maxCharacters, let cut = text.index(text.startIndex, offsetBy: maxCharacters, limitedBy: text.endIndex),
            cut < text.endIndex {
            self.text = text[..<cut] + "…"
        } else {
            self.text = text
        }
        self.text.withCString { pango_layout_set_text(layout, $0, -1) }
        if let attributes {
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// Applies the spec's paragraph settings.
    package func configure(_ spec: PlaceholderLayoutSpec) {
        restoreIfShortened()
        // Pango resolves each paragraph's direction from its text (the
        // context's direction, `neutralDirection`, for neutral text) and
        // mirrors left and right alignment in paragraphs whose direction is
        // not the context's. GtkTextView mirrors them in right-to-left
        // paragraphs: so the alignment handed to Pango is the one for a
        // paragraph in the context's direction.
        let line = PlaceholderGeometry.lineAlignment(for: spec.justification, direction: spec.neutralDirection)
        pango_layout_set_auto_dir(layout, 1)
        pango_layout_set_alignment(layout, line.alignment.pango)
        pango_layout_set_justify(layout, line.justify ? 1 : 0)
        pango_layout_set_indent(layout, Int32(clamping: spec.indent) &* PANGO_SCALE)
        pango_layout_set_spacing(layout, Int32(clamping: spec.pixelsInsideWrap) &* PANGO_SCALE)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        pango_layout_set_height(layout, -1)
        if let wrapWidth = spec.box.wrapWidth {
            pango_layout_set_width(layout, Int32(clamping: wrapWidth) &* PANGO_SCALE)
            pango_layout_set_wrap(layout, spec.box.wrapMode.pango)
        } else {
            pango_layout_set_width(layout, -1)
        }
    }

    /// The paragraph's height in pixels as GtkTextView counts it: its
    /// logical height rounded to the nearest pixel (`PANGO_PIXELS`), not
    /// rounded up as `pango_layout_get_pixel_size` does. The two differ where
    /// lines are a fraction of a pixel high: GTK 4 from 4.16 on no longer
    /// hints font metrics by default.
    package var height: Int {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Int((logical.height + PANGO_SCALE / 2) / PANGO_SCALE)
    }

    /// The paragraph's logical width in pixels.
    package var width: Int {
        var width: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, nil)
        return Int(width)
    }

    /// The height of the paragraph's first line.
    package var firstLineHeight: Int {
        let iter = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iter) }
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iter, nil, &logical)
        return Int((logical.height + PANGO_SCALE / 2) / PANGO_SCALE)  // as `height` rounds
    }

    /// The direction Pango resolved for the paragraph.
    package var direction: PlaceholderDirection {
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return .leftToRight }
        return PlaceholderDirection(pango_layout_line_get_resolved_direction(line)) ?? .leftToRight
    }

    /// Whether Pango ellipsized the paragraph or it was cut short.
    package var isEllipsized: Bool { isShortened || pango_layout_is_ellipsized(layout) != 0 }

    /// The text shown.
    package var displayedText: String { String(cString: pango_layout_get_text(layout)) }

    /// Limits the paragraph to `height` pixels; the last line that fits ends
    /// in an ellipsis (wrapping paragraphs only).
    package func limit(toHeight height: Int) {
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        pango_layout_set_height(layout, Int32(clamping: height) &* PANGO_SCALE)
    }

    /// Ends the paragraph in an ellipsis because the next one has no room;
    /// a wrapping paragraph keeps its height.
    package func appendEllipsis() {
        let before = height
        isShortened = true
        (text + "…").withCString { pango_layout_set_text(layout, $0, -1) }
        if pango_layout_get_width(layout) >= 0, height > before { limit(toHeight: before) }
    }

    private func restoreIfShortened() {
        guard isShortened else { return }
        isShortened = false
        text.withCString { pango_layout_set_text(layout, $0, -1) }
    }
}
