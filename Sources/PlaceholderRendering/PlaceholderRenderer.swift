import CPlaceholderPangoCairo
import PlaceholderCore

/// Lays out the placeholder with Pango and paints it into any `cairo_t`.
///
/// Each paragraph gets its own layout, built once and changed only when the
/// content or the `PlaceholderLayoutSpec` changes; the laid-out placeholder
/// is painted once into a `PlaceholderRaster`, so a steady-state frame costs
/// one masked blit and creates no layout. Holds no widget state: it works as
/// well on a Cairo image surface with no display.
package final class PlaceholderRenderer {
    private let context: OpaquePointer
    private var content: PlaceholderContent = .none
    private var paragraphs: [PlaceholderParagraph]?
    private var spec: PlaceholderLayoutSpec?
    private var plan = ParagraphLayoutPlan(
        heights: [], firstLineHeights: [], pixelsAbove: 0, pixelsBelow: 0, maxHeight: nil)
    /// How far right of the box each visible paragraph starts.
    private var shifts: [Int] = []
    /// Where the visible paragraphs' ink lies, in box coordinates.
    private var inkBounds = PixelBounds()
    private let raster = PlaceholderRaster()
    /// Whether frames copy the raster (tests turn it off to compare).
    package var usesRaster = true
    /// Whether markup spans set an alpha or a background of their own,
    /// which a text colour's alpha does not reach.
    package var spansSetAlphaOrBackground: Bool {
        guard case .markup = content else { return false }
        let types = [PANGO_ATTR_FOREGROUND_ALPHA, PANGO_ATTR_BACKGROUND, PANGO_ATTR_BACKGROUND_ALPHA]
        return ensureParagraphs().contains { paragraph in
            pango_layout_get_attributes(paragraph.layout).map { PangoAttributes.contains(types, in: $0) } ?? false
        }
    }
    /// Counts the changes of the layouts or of where they lie, so that a
    /// drawing made from them (GTK 4's text nodes) is known to be current.
    package private(set) var generation = 0

    /// Creates a renderer drawing with `context` (a `PangoContext`), taking
    /// over the caller's reference to it.
    package init(adoptingContext context: OpaquePointer) {
        self.context = context
    }

    /// A renderer on Pango's default Cairo font map, for drawing without any
    /// widget (image surfaces, tests).
    package static func offscreen() -> PlaceholderRenderer {
        PlaceholderRenderer(adoptingContext: pango_font_map_create_context(pango_cairo_font_map_get_default())!)
    }

    deinit {
        paragraphs = nil
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// Sets the text or markup to draw. Markup must already be valid (see
    /// `PlaceholderMarkup`); an unchanged content costs nothing.
    package func setContent(_ newContent: PlaceholderContent) {
        guard newContent != content else { return }
        content = newContent
        paragraphs = nil
        layoutsChanged()
    }

    /// Sets the font (a `PangoFontDescription`) on the renderer's context.
    package func setFont(_ description: OpaquePointer) {
        pango_context_set_font_description(context, description)
        spec = nil
        layoutsChanged()
    }

    /// Sets the font options (a `cairo_font_options_t`) of the renderer's context.
    package func setFontOptions(_ options: OpaquePointer) {
        pango_cairo_context_set_font_options(context, options)
        pango_context_changed(context)
        spec = nil
        layoutsChanged()
    }

    /// Configures the layouts as `newSpec` says; nothing is done when neither
    /// the spec nor the content changed since the last call.
    package func configure(_ newSpec: PlaceholderLayoutSpec) {
        if newSpec == spec && paragraphs != nil { return }
        layoutsChanged()
        if spec?.neutralDirection != newSpec.neutralDirection || spec == nil {
            pango_context_set_base_dir(context, newSpec.neutralDirection.pango)
        }
        spec = newSpec
        let paragraphs = ensureParagraphs()
        for paragraph in paragraphs { paragraph.configure(newSpec) }
        plan = ParagraphLayoutPlan(
            heights: paragraphs.map { $0.height }, firstLineHeights: paragraphs.map { $0.firstLineHeight },
            pixelsAbove: newSpec.pixelsAbove, pixelsBelow: newSpec.pixelsBelow, maxHeight: newSpec.maxHeight)
        if let last = paragraphs.indices.last(where: { $0 < plan.tops.count }) {
            switch plan.shortening {
            case .none: break
            case .limitLastParagraph(let height): paragraphs[last].limit(toHeight: height)
            case .ellipsizeLastParagraph: paragraphs[last].appendEllipsis()
            }
        }
        shifts = paragraphs.prefix(plan.tops.count).map { paragraph in
            newSpec.box.shift(
                paragraphWidth: paragraph.width, justification: newSpec.justification, direction: paragraph.direction)
        }
        inkBounds = plan.tops.indices.reduce(PixelBounds()) { bounds, index in
            var ink = PangoRectangle()
            pango_layout_get_pixel_extents(paragraphs[index].layout, &ink, nil)
            // A pixel of margin for antialiasing, and one more right and
            // below for the fraction of a pixel the frame's origin may add.
            return bounds.union(PixelBounds(
                x: shifts[index] + Int(ink.x) - 1, y: plan.tops[index] + Int(ink.y) - 1,
                width: Int(ink.width) + 3, height: Int(ink.height) + 3))
        }
    }

    /// Drops every drawing made from the old layouts.
    private func layoutsChanged() {
        raster.invalidate()
        generation &+= 1
    }

    /// Paints the configured placeholder with its box's left edge at `x` and
    /// its first paragraph's top at `y` in `cr`'s user space, in `color`
    /// (markup may colour spans itself).
    package func paint(into cr: OpaquePointer, x: Double, y: Double, color: PlaceholderColor) {
        guard !content.isEmpty, paragraphs != nil else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if usesRaster, raster.paint(
            into: cr, x: x, y: y, color: color, ownColors: content.isMarkup, bounds: inkBounds,
            fontOptions: pango_cairo_context_get_font_options(context), draw: drawLayouts)
        {
            return
        }
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        drawLayouts(into: cr, x: x, y: y)
    }

    /// Shows the visible paragraphs with the box origin at (`x`, `y`), in
    /// `cr`'s current source.
    private func drawLayouts(into cr: OpaquePointer, x: Double, y: Double) {
        guard let paragraphs else { return }
        for (index, top) in plan.tops.enumerated() {
            cairo_move_to(cr, x + Double(shifts[index]), y + Double(top))
            pango_cairo_show_layout(cr, paragraphs[index].layout)
        }
    }

    /// How many times the raster was painted: a steady frame paints none.
    package var rasterPaintCount: Int { raster.paintCount }

    /// The kind of surface the raster last used lives in.
    package var rasterSurfaceType: cairo_surface_type_t? { raster.surfaceType }

    /// Calls `body` with each visible paragraph's layout (a `PangoLayout`)
    /// and where `paint` draws it, from the box origin: for a caller that
    /// hands the layouts to a toolkit which draws text itself (GTK 4's
    /// snapshots) rather than painting into a `cairo_t`.
    package func forEachVisibleLayout(_ body: (_ layout: OpaquePointer, _ x: Double, _ y: Double) -> Void) {
        guard !content.isEmpty, let paragraphs else { return }
        for (index, top) in plan.tops.enumerated() {
            body(paragraphs[index].layout, Double(shifts[index]), Double(top))
        }
    }

    /// The height of the whole placeholder, unshortened, as last configured.
    package var naturalHeight: Int { plan.naturalHeight }

    /// The height of the part shown, as last configured.
    package var visibleHeight: Int { plan.visibleHeight }

    /// The number of lines shown.
    package var lineCount: Int {
        guard let paragraphs else { return 0 }
        return paragraphs.prefix(plan.tops.count).reduce(0) { $0 + Int(pango_layout_get_line_count($1.layout)) }
    }

    /// Whether the placeholder had to be shortened to fit.
    package var isEllipsized: Bool {
        plan.shortening != .none || (paragraphs ?? []).contains { $0.isEllipsized }
    }

    /// The text shown (markup stripped), paragraphs joined by "\n".
    package var displayedText: String {
        let all = ensureParagraphs()
        let shown = spec == nil ? all[...] : all.prefix(plan.tops.count)
        return shown.map { $0.displayedText }.joined(separator: "\n")
    }

    /// The direction Pango resolved for the first paragraph.
    package var firstParagraphDirection: PlaceholderDirection { ensureParagraphs().first?.direction ?? .leftToRight }

    // MARK: - Paragraphs

    private func ensureParagraphs() -> [PlaceholderParagraph] {
        if paragraphs == nil { paragraphs = buildParagraphs() }
        return paragraphs!
    }

    private func buildParagraphs() -> [PlaceholderParagraph] {
        let parsed: PlaceholderMarkup.Parsed
        switch content {
        case .markup(let markup):
            // Markup is checked before it is set; what Pango refused would draw nothing.
            parsed = (try? PlaceholderMarkup.parse(markup)) ?? PlaceholderMarkup.Parsed(text: "", attributes: nil)
        case .plain:
            parsed = PlaceholderMarkup.Parsed(text: content.drawableSource, attributes: nil)
        }
        defer { if let attributes = parsed.attributes { pango_attr_list_unref(attributes) } }
        let utf8 = Array(parsed.text.utf8)
        return ParagraphSplitter.ranges(utf8).map { range in
            PlaceholderParagraph(
                context: context, text: String(decoding: utf8[range], as: UTF8.self),
                attributes: parsed.attributes.map { PangoAttributes.slice($0, to: range) })
        }
    }
}
