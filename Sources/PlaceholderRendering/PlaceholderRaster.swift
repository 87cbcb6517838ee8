import CPlaceholderPangoCairo
import PlaceholderCore

/// The placeholder painted once into a surface and then copied into each
/// frame, so a steady frame costs one masked blit instead of shaping and
/// compositing every glyph again.
///
/// The copy lands on whole device pixels and the placeholder is drawn into
/// it at the same fraction of a pixel it has in the frame, so every glyph is
/// rounded to the same pixel as when drawn directly. Plain text is kept as
/// an alpha mask (one byte a pixel), which the frame paints in the current
/// colour: a colour change repaints nothing. Markup may colour its own
/// spans, so it is kept in colour and repainted when the colour changes.
///
/// Two rasters are kept, the most recently used, so that views sharing a
/// renderer on screens of different scales do not repaint each other's.
/// Vector targets (PDF, SVG, recordings) get the text itself.
package final class PlaceholderRaster {
    /// The largest raster kept, in device pixels; a bigger placeholder is
    /// drawn directly each frame.
    package static let maxPixels = 4_000_000

    /// What the kept pixels depend on besides the layouts.
    private struct Key: Equatable {
        var scaleX: Double, scaleY: Double
        var phaseX: Double, phaseY: Double
        var color: PlaceholderColor?
        var targetType: cairo_surface_type_t
    }

    /// The rasters kept, most recently used first.
    private var kept: [(key: Key, surface: OpaquePointer)] = []
    /// How many rasters kept at most.
    private static let capacity = 2
    /// How many times a raster was painted: for tests.
    private(set) var paintCount = 0
    /// The kind of surface of the most recently used raster: for tests.
    package var surfaceType: cairo_surface_type_t? { kept.first.map { cairo_surface_get_type($0.surface) } }

    deinit {
        for entry in kept { cairo_surface_destroy(entry.surface) }
    }

    /// Forgets the pixels (the layouts changed).
    package func invalidate() {
        for entry in kept { cairo_surface_destroy(entry.surface) }
        kept.removeAll()
    }

    /// Paints the placeholder whose ink lies within `bounds` (in box
    /// coordinates, whole pixels) with its box origin at (`x`, `y`) in
    /// `cr`'s user space. `draw` paints it directly into a context at a
    /// given origin. Returns false, having painted nothing, when the raster
    /// cannot reproduce direct drawing exactly (a vector target, a scaled or
    /// rotated context, subpixel antialiasing, a huge placeholder); the
    /// caller then draws directly.
    package func paint(
        into cr: OpaquePointer, x: Double, y: Double, color: PlaceholderColor, ownColors: Bool,
        bounds: PixelBounds, fontOptions: OpaquePointer?,
        draw: (_ cr: OpaquePointer, _ x: Double, _ y: Double) -> Void
    ) -> Bool {
        guard !bounds.isEmpty, Self.isTranslation(cr), let target = cairo_get_target(cr),
            Self.isPixelTarget(target), !Self.usesSubpixelAntialiasing(fontOptions, on: target)
        else { return false }
        var scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        guard scaleX >= 1, scaleY >= 1,
            Double(bounds.width) * scaleX * Double(bounds.height) * scaleY <= Double(Self.maxPixels)
        else { return false }

        // The box origin in the target's pixels, split into whole and
        // fraction. (Cairo's "device space" is before the surface's own
        // scale and offset, which map it to pixels.)
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        var deviceX = x, deviceY = y
        cairo_user_to_device(cr, &deviceX, &deviceY)
        let pixelX = deviceX * scaleX + offsetX, pixelY = deviceY * scaleY + offsetY
        let wholeX = pixelX.rounded(.down), wholeY = pixelY.rounded(.down)
        let wanted = Key(
            scaleX: scaleX, scaleY: scaleY, phaseX: pixelX - wholeX, phaseY: pixelY - wholeY,
            color: ownColors ? color : nil, targetType: cairo_surface_get_type(target))
        let surface: OpaquePointer
        if let index = kept.firstIndex(where: { $0.key == wanted }) {
            surface = kept[index].surface
            if index > 0 { kept.insert(kept.remove(at: index), at: 0) }
        } else {
            guard let rendered = render(wanted, like: target, bounds: bounds, color: color, ownColors: ownColors, draw: draw)
            else { return false }
            surface = rendered
        }

        // Where the raster's top-left pixel goes, in user space: on a whole
        // pixel of the target.
        var originX = (wholeX + Double(bounds.x) * scaleX - offsetX) / scaleX
        var originY = (wholeY + Double(bounds.y) * scaleY - offsetY) / scaleY
        cairo_device_to_user(cr, &originX, &originY)
        if ownColors {
            cairo_set_source_surface(cr, surface, originX, originY)
            cairo_paint(cr)
        } else {
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_mask_surface(cr, surface, originX, originY)
        }
        return true
    }

    /// Paints a new raster for `wanted` and keeps it first, dropping the
    /// least recently used beyond the capacity.
    private func render(
        _ wanted: Key, like target: OpaquePointer, bounds: PixelBounds, color: PlaceholderColor, ownColors: Bool,
        draw: (OpaquePointer, Double, Double) -> Void
    ) -> OpaquePointer? {
        guard let created = Self.surface(like: target, bounds: bounds, scaleX: wanted.scaleX, scaleY: wanted.scaleY, ownColors: ownColors)
        else { return nil }
        // The box origin lands on the phase past a whole pixel, set as a
        // pixel offset (exact, where phase / scale might not be), and taken
        // off again before the raster is used as a source.
        cairo_surface_set_device_offset(
            created, -Double(bounds.x) * wanted.scaleX + wanted.phaseX,
            -Double(bounds.y) * wanted.scaleY + wanted.phaseY)
        let cr = cairo_create(created)!
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, ownColors ? color.alpha : 1)
        draw(cr, 0, 0)
        cairo_destroy(cr)
        cairo_surface_flush(created)
        cairo_surface_set_device_offset(created, 0, 0)
        kept.insert((wanted, created), at: 0)
        while kept.count > Self.capacity { cairo_surface_destroy(kept.removeLast().surface) }
        paintCount += 1
        return created
    }

    /// A transparent surface of `bounds` at the given scale, of the target's
    /// own kind: an image for an image, a server-side pixmap for an X
    /// window (so the copy stays on the X server, frame after frame).
    private static func surface(
        like target: OpaquePointer, bounds: PixelBounds, scaleX: Double, scaleY: Double, ownColors: Bool
    ) -> OpaquePointer? {
        let pixelWidth = Int32((Double(bounds.width) * scaleX).rounded(.up))
        let pixelHeight = Int32((Double(bounds.height) * scaleY).rounded(.up))
        var created: OpaquePointer?
        if cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE {
            created = cairo_surface_create_similar_image(
                target, ownColors ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_A8, pixelWidth, pixelHeight)
        } else {
            let content = ownColors ? CAIRO_CONTENT_COLOR_ALPHA : CAIRO_CONTENT_ALPHA
            // Cairo 1.14 and later size a similar surface in the target's
            // units and give it the target's scale; earlier, in pixels.
            created = cairo_surface_create_similar(target, content, Int32(bounds.width), Int32(bounds.height))
            var givenX = 1.0, givenY = 1.0
            if let made = created { cairo_surface_get_device_scale(made, &givenX, &givenY) }
            if givenX != scaleX || givenY != scaleY {
                if let made = created { cairo_surface_destroy(made) }
                created = cairo_surface_create_similar(target, content, pixelWidth, pixelHeight)
            }
        }
        guard let created else { return nil }
        guard cairo_surface_status(created) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(created)
            return nil
        }
        cairo_surface_set_device_scale(created, scaleX, scaleY)
        return created
    }

    /// Whether `target` is made of pixels; a raster on a PDF, SVG or
    /// recording surface would turn vector text into a bitmap.
    private static func isPixelTarget(_ target: OpaquePointer) -> Bool {
        switch cairo_surface_get_type(target) {
        case CAIRO_SURFACE_TYPE_IMAGE, CAIRO_SURFACE_TYPE_XLIB, CAIRO_SURFACE_TYPE_XCB, CAIRO_SURFACE_TYPE_WIN32,
            CAIRO_SURFACE_TYPE_QUARTZ:
            return true
        default:
            return false
        }
    }

    /// Whether `cr` maps user space to device space by a translation only.
    private static func isTranslation(_ cr: OpaquePointer) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return matrix.xx == 1 && matrix.yy == 1 && matrix.xy == 0 && matrix.yx == 0
    }

    /// Whether glyphs are antialiased per colour channel, which an alpha
    /// mask cannot hold: by the context's font options, with what they
    /// leave to the default taken from the target (an X surface carries
    /// the screen's settings; an image surface has none).
    private static func usesSubpixelAntialiasing(_ options: OpaquePointer?, on target: OpaquePointer) -> Bool {
        if let options, isSubpixel(options) { return true }
        if let options, cairo_font_options_get_antialias(options) != CAIRO_ANTIALIAS_DEFAULT { return false }
        guard cairo_surface_get_type(target) != CAIRO_SURFACE_TYPE_IMAGE, let merged = cairo_font_options_create()
        else { return false }
        defer { cairo_font_options_destroy(merged) }
        cairo_surface_get_font_options(target, merged)
        if let options { cairo_font_options_merge(merged, options) }
        return isSubpixel(merged)
    }

    private static func isSubpixel(_ options: OpaquePointer) -> Bool {
        let antialias = cairo_font_options_get_antialias(options)
        return antialias == CAIRO_ANTIALIAS_SUBPIXEL
            || (antialias == CAIRO_ANTIALIAS_DEFAULT
                && cairo_font_options_get_subpixel_order(options) != CAIRO_SUBPIXEL_ORDER_DEFAULT)
    }
}

/// A rectangle of whole pixels.
package struct PixelBounds: Equatable {
    package var x = 0, y = 0, width = 0, height = 0

    /// Whether it holds no pixel.
    package var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The smallest rectangle holding both.
    package func union(_ other: PixelBounds) -> PixelBounds {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let minX = min(x, other.x), minY = min(y, other.y)
        let maxX = max(x + width, other.x + other.width), maxY = max(y + height, other.y + other.height)
        return PixelBounds(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

}
