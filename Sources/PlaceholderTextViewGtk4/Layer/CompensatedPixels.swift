import CPlaceholderGtk4

/// The placeholder's pixels for a GTK that composites a text view's
/// overlays more than once (GTK 4.8 to 4.13: GtkTextViewChild's parent
/// class draws every child, then it draws its overlays again): the text
/// nodes rendered once with the window's own renderer, read back, and each
/// pixel weakened so that the copies GTK composites add up to the pixel
/// drawn once, over any background. Only the colour's strength changes; the
/// pixels are where the text nodes put them.
enum CompensatedPixels {
    /// What the pixels are made for: the text window's size, the view's
    /// scale (device pixels per pixel) and how many copies GTK composites.
    struct Target: Equatable {
        var width: Double, height: Double
        var scale: Int
        var copies: Int
    }

    /// `text` (in the text window's coordinates) rendered by `gskRenderer`
    /// over the part of the text window it covers, on whole device pixels,
    /// weakened for `target.copies`, as a Cairo node on device pixels; nil
    /// where nothing of it is in the window.
    static func node(of text: OpaquePointer, for target: Target, gskRenderer: OpaquePointer) -> OpaquePointer? {
        let scale = Double(max(target.scale, 1))
        var bounds = graphene_rect_t()
        gsk_render_node_get_bounds(text, &bounds)
        let left = max(Double(bounds.origin.x), 0), top = max(Double(bounds.origin.y), 0)
        let right = min(Double(bounds.origin.x + bounds.size.width), target.width)
        let bottom = min(Double(bounds.origin.y + bounds.size.height), target.height)
        let x0 = (left * scale).rounded(.down), y0 = (top * scale).rounded(.down)
        let x1 = (right * scale).rounded(.up), y1 = (bottom * scale).rounded(.up)
        guard x1 > x0, y1 > y0 else { return nil }
        let width = Int(x1 - x0), height = Int(y1 - y0)
        guard let pixels = render(text, scale: scale, from: (x0, y0), width: width, height: height, gskRenderer) else {
            return nil
        }
        defer { cairo_surface_destroy(pixels) }
        compensate(cairo_image_surface_get_data(pixels)!, count: Int(cairo_image_surface_get_stride(pixels)) * height,
                   copies: target.copies)
        cairo_surface_mark_dirty(pixels)
        return onDevicePixels(pixels, at: (x0, y0), width: width, height: height, scale: scale)
    }

    /// `text` rendered by `gskRenderer` into an image of `width` × `height`
    /// device pixels whose corner is at `origin`, in device pixels.
    private static func render(
        _ text: OpaquePointer, scale: Double, from origin: (x: Double, y: Double), width: Int, height: Int,
        _ gskRenderer: OpaquePointer
    ) -> OpaquePointer? {
        let placed = gtk_snapshot_new()!
        gtk_snapshot_scale(placed, Float(scale), Float(scale))
        var shift = graphene_point_t(x: Float(-origin.x / scale), y: Float(-origin.y / scale))
        gtk_snapshot_translate(placed, &shift)
        gtk_snapshot_append_node(placed, text)
        guard let node = gtk_snapshot_free_to_node(placed) else { return nil }
        defer { gsk_render_node_unref(node) }
        var viewport = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
        guard let rendered = gsk_renderer_render_texture(gskRenderer, node, &viewport) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(rendered)) }
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(image) else {
            cairo_surface_destroy(image)
            return nil
        }
        gdk_texture_download(rendered, data, gsize(cairo_image_surface_get_stride(image)))
        return image
    }

    /// A Cairo node that paints `image` on device pixels at `origin`, in the
    /// snapshot's pixels. A Cairo node, not a texture: GTK 4.8 converts a
    /// texture into a new surface at every frame, but paints a Cairo node's
    /// surface as it is (GL uploads it once, the node being kept).
    private static func onDevicePixels(
        _ image: OpaquePointer, at origin: (x: Double, y: Double), width: Int, height: Int, scale: Double
    ) -> OpaquePointer? {
        let onDevice = gtk_snapshot_new()!
        var deviceBounds = graphene_rect_t(
            origin: graphene_point_t(x: Float(origin.x), y: Float(origin.y)),
            size: graphene_size_t(width: Float(width), height: Float(height)))
        let cr = gtk_snapshot_append_cairo(onDevice, &deviceBounds)!
        cairo_set_source_surface(cr, image, origin.x, origin.y)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        guard let drawing = gtk_snapshot_free_to_node(onDevice) else { return nil }
        // Device pixels to the snapshot's: a transform node, not the
        // snapshot's own scale, which GTK would fold into a Cairo node's
        // bounds and so draw it at one pixel a point, blurred.
        guard scale != 1 else { return drawing }
        defer { gsk_render_node_unref(drawing) }
        let transform = gsk_transform_scale(nil, Float(1 / scale), Float(1 / scale))
        defer { gsk_transform_unref(transform) }
        return gsk_transform_node_new(drawing, transform)
    }

    /// Weakens premultiplied ARGB32 pixels so that `copies` copies
    /// composited over any background give what each pixel gives once. A
    /// pixel covers t = α; n copies of coverage y cover 1 − (1 − y)ⁿ, so
    /// y = 1 − (1 − t)^(1/n), and every channel is scaled by y / t (which
    /// keeps the hue).
    static func compensate(_ data: UnsafeMutablePointer<UInt8>, count: Int, copies: Int) {
        let alphaOffset = UInt32(1).littleEndian == 1 ? 3 : 0
        let factors: [Double] = (0...255).map { alpha in
            guard alpha > 0 else { return 0 }
            let covered = Double(alpha) / 255
            return (1 - pow(1 - covered, 1 / Double(copies))) / covered
        }
        var index = 0
        while index + 3 < count {
            let factor = factors[Int(data[index + alphaOffset])]
            for channel in 0..<4 {
                data[index + channel] = UInt8(min(255, (Double(data[index + channel]) * factor).rounded()))
            }
            index += 4
        }
    }
}
