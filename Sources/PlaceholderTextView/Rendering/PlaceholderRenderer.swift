import CGtk
import PlaceholderCore

/// Lays out the placeholder with Pango and paints it into any `cairo_t`.
///
/// The layout is built once and changed only when its content or its
/// `PlaceholderLayoutSpec` changes, so a steady-state frame costs one
/// `pango_cairo_show_layout` and creates no layout. Holds no GTK widget
/// state: it works as well on a Cairo image surface with no display.
@MainActor
final class PlaceholderRenderer {
    private let context: OpaquePointer
    private var layout: OpaquePointer?
    private var content: PlaceholderContent = .none
    private var spec: PlaceholderLayoutSpec?
    private var emptyCaretX: Double = 0
    /// Whether lines were cut from a non-wrapping layout to fit, and the text
    /// before the cut.
    private var isTruncated = false
    private var untruncatedText = ""
    /// The layout's paragraph direction as last resolved.
    private(set) var paragraphDirection: PlaceholderDirection = .leftToRight

    /// Creates a renderer drawing with `context` (a `PangoContext`), taking
    /// over the caller's reference to it.
    init(adoptingContext context: OpaquePointer) {
        self.context = context
    }

    /// A renderer on Pango's default Cairo font map, for drawing without any
    /// widget (image surfaces, tests).
    static func offscreen() -> PlaceholderRenderer {
        let fontMap = pango_cairo_font_map_get_default()
        return PlaceholderRenderer(adoptingContext: pango_font_map_create_context(fontMap)!)
    }

    isolated deinit {
        if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) }
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// Sets the text or markup to draw. Markup must already be valid (see
    /// `MarkupValidator`); an unchanged content costs nothing.
    func setContent(_ newContent: PlaceholderContent) {
        guard newContent != content else { return }
        content = newContent
        guard let layout else { return }
        applyContent(to: layout)
    }

    /// Sets the font the placeholder is drawn in (a Pango font description
    /// string such as "Sans 12"); nil uses the context's font.
    func setFont(_ description: OpaquePointer?) {
        let layout = ensureLayout()
        let current = pango_layout_get_font_description(layout)
        if current == nil && description == nil { return }
        if let current, let description, pango_font_description_equal(current, description) != 0 {
            return
        }
        pango_layout_set_font_description(layout, description)
        spec = nil  // the empty-line caret and ellipsis depend on the font
    }

    /// Tells the renderer its context's font, resolution or options changed
    /// (style or screen change).
    func contextChanged() {
        guard let layout else { return }
        pango_layout_context_changed(layout)
        spec = nil
    }

    /// Configures the layout as `newSpec` says; nothing is done when it is
    /// unchanged. Returns where the caret of an empty line would sit inside
    /// the layout box, in pixels from its left edge.
    @discardableResult
    func configure(_ newSpec: PlaceholderLayoutSpec) -> Double {
        if newSpec == spec { return emptyCaretX }
        let layout = ensureLayout()
        spec = newSpec
        applySpec(newSpec, to: layout)
        emptyCaretX = measureEmptyCaretX(for: newSpec)
        return emptyCaretX
    }

    /// Paints the configured layout with its top-left corner at (`x`, `y`) in
    /// `cr`'s user space, in `color` (markup may colour spans itself).
    func paint(into cr: OpaquePointer, x: Double, y: Double, color: PlaceholderColor) {
        guard !content.isEmpty else { return }
        let layout = ensureLayout()
        cairo_save(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_move_to(cr, x, y)
        pango_cairo_show_layout(cr, layout)
        cairo_restore(cr)
    }

    /// The logical size of the laid-out placeholder, in pixels.
    var logicalSize: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        pango_layout_get_pixel_size(ensureLayout(), &width, &height)
        return (Int(width), Int(height))
    }

    /// The number of lines the placeholder is laid out in.
    var lineCount: Int { Int(pango_layout_get_line_count(ensureLayout())) }

    /// Whether Pango had to ellipsize the placeholder to fit.
    var isEllipsized: Bool { pango_layout_is_ellipsized(ensureLayout()) != 0 }

    /// The text the layout shows (markup stripped).
    var displayedText: String { String(cString: pango_layout_get_text(ensureLayout())) }

    // MARK: - Layout plumbing

    private func ensureLayout() -> OpaquePointer {
        if let layout { return layout }
        let created = pango_layout_new(context)!
        layout = created
        applyContent(to: created)
        return created
    }

    private func fullText(of layout: OpaquePointer) -> String {
        isTruncated ? untruncatedText : String(cString: pango_layout_get_text(layout))
    }

    private func applyContent(to layout: OpaquePointer) {
        isTruncated = false
        switch content {
        case .plain:
            content.drawableSource.withCString { pango_layout_set_text(layout, $0, -1) }
        case .markup(let markup):
            markup.withCString { pango_layout_set_markup(layout, $0, -1) }
        }
        if let current = spec {
            // Direction and ellipsis depend on the text.
            spec = nil
            configure(current)
        }
    }

    private func applySpec(_ spec: PlaceholderLayoutSpec, to layout: OpaquePointer) {
        let textDirection = PlaceholderDirection.strongDirection(of: fullText(of: layout))
        paragraphDirection = PlaceholderGeometry.paragraphDirection(
            textDirection: textDirection, viewDirection: spec.viewDirection)
        pango_context_set_base_dir(context, paragraphDirection.pango)
        pango_layout_set_auto_dir(layout, 0)
        pango_layout_context_changed(layout)

        let line = PlaceholderGeometry.lineAlignment(
            for: spec.justification, direction: paragraphDirection)
        pango_layout_set_alignment(layout, line.alignment.pango)
        pango_layout_set_justify(layout, line.justify ? 1 : 0)
        pango_layout_set_indent(layout, Int32(clamping: spec.indent) &* PANGO_SCALE)
        if let width = spec.wrapWidth {
            pango_layout_set_width(layout, Int32(clamping: width) &* PANGO_SCALE)
            pango_layout_set_wrap(layout, spec.wrapMode.pango)
        } else {
            pango_layout_set_width(layout, -1)
        }
        applyHeightLimit(spec, to: layout)
    }

    /// Ellipsizes the last line that fits. Wrapping layouts use Pango's own
    /// height limit; a non-wrapping view has no width for Pango to ellipsize
    /// at, so its extra lines are cut and the last one kept ends in "…".
    private func applyHeightLimit(_ spec: PlaceholderLayoutSpec, to layout: OpaquePointer) {
        if isTruncated {
            isTruncated = false
            untruncatedText.withCString { pango_layout_set_text(layout, $0, -1) }
        }
        pango_layout_set_height(layout, -1)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        guard let maxHeight = spec.maxHeight else { return }
        var height: Int32 = 0
        pango_layout_get_pixel_size(layout, nil, &height)
        guard Int(height) > maxHeight else { return }
        if spec.wrapWidth != nil {
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_height(layout, Int32(clamping: max(maxHeight, 1)) &* PANGO_SCALE)
        } else {
            truncateUnwrappedLines(of: layout, toFit: maxHeight)
        }
    }

    private func truncateUnwrappedLines(of layout: OpaquePointer, toFit maxHeight: Int) {
        let count = Int(pango_layout_get_line_count(layout))
        var keep = 1
        while keep < count, lineBottom(layout, line: keep + 1) <= maxHeight { keep += 1 }
        guard keep < count, let last = pango_layout_get_line_readonly(layout, Int32(keep - 1))
        else { return }
        let end = Int(last.pointee.start_index + last.pointee.length)
        let bytes = Array(UnsafeBufferPointer(
            start: UnsafeRawPointer(pango_layout_get_text(layout)).assumingMemoryBound(to: UInt8.self),
            count: end))
        let kept = String(decoding: bytes, as: UTF8.self) + "…"
        untruncatedText = fullText(of: layout)
        isTruncated = true
        kept.withCString { pango_layout_set_text(layout, $0, -1) }
    }

    /// The bottom, in pixels, of the first `lines` lines.
    private func lineBottom(_ layout: OpaquePointer, line lines: Int) -> Int {
        let iter = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iter) }
        for _ in 1..<lines { pango_layout_iter_next_line(iter) }
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iter, nil, &logical)
        return Int((logical.y + logical.height + PANGO_SCALE - 1) / PANGO_SCALE)
    }

    /// Where the caret of an empty line sits in a layout configured like the
    /// placeholder's: GtkTextView places its caret there for an empty buffer.
    private func measureEmptyCaretX(for spec: PlaceholderLayoutSpec) -> Double {
        guard let layout else { return 0 }
        let scratch = pango_layout_copy(layout)!
        defer { g_object_unref(UnsafeMutableRawPointer(scratch)) }
        pango_layout_set_attributes(scratch, nil)
        pango_layout_set_text(scratch, "", 0)
        pango_layout_set_height(scratch, -1)
        pango_layout_set_ellipsize(scratch, PANGO_ELLIPSIZE_NONE)
        var position = PangoRectangle()
        pango_layout_index_to_pos(scratch, 0, &position)
        return Double(position.x) / Double(PANGO_SCALE)
    }
}
