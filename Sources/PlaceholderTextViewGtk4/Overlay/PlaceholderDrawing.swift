import CPlaceholderGtk4
import Glibc
import PlaceholderCore
import PlaceholderRendering

/// Puts the placeholder into the layer's node as GTK draws the same text
/// typed: the shared renderer's Pango layouts, at the positions it laid them
/// out at, appended as GTK text nodes (`gtk_snapshot_append_layout`), so
/// that whichever renderer the window uses (GL, Cairo) puts every glyph on
/// the pixel it puts the typed text's glyphs on.
///
/// The theme's opacity for the placeholder is in the text colour
/// (`DimmedText`). When GTK composites the layer more than once (GTK 4.8,
/// see `PlaceholderComposition`), the text nodes are rendered into a
/// texture with the window's own renderer, and each pixel is weakened so
/// that the copies add up to the pixel drawn once.
@MainActor
enum PlaceholderDrawing {
    /// How many times a drawing was read back from a rendered texture (the
    /// compensated path), in this process: for tests and the benchmark.
    package private(set) static var textureReadBacks = 0

    /// Appends the placeholder laid out by `renderer`, with its box origin
    /// at `origin` and clipped to `clip` (both in the snapshot's
    /// coordinates), in `color` (markup may colour spans itself), for a
    /// view at `scale` device pixels per pixel rendered by `gskRenderer`.
    ///
    /// The node is made once and kept with the renderer (so views sharing
    /// it share the node, and its compensated pixels where there are) until the
    /// layouts or any of these inputs change: a frame that redraws an
    /// unchanged placeholder appends the same node again, which GTK's
    /// renderers recognise (GL keeps what it uploaded). Returns the
    /// node appended.
    static func append(
        _ renderer: PlaceholderRenderer, to snapshot: OpaquePointer, origin: (x: Double, y: Double),
        clip: graphene_rect_t, color: PlaceholderColor, scale: Int, composition: PlaceholderComposition,
        gskRenderer: OpaquePointer?
    ) -> OpaquePointer? {
        guard composition.opacity > 0 else { return nil }
        let key = KeptNode.Key(
            x: origin.x, y: origin.y, clip: [clip.origin.x, clip.origin.y, clip.size.width, clip.size.height],
            color: color, scale: scale, composition: composition,
            rendererType: composition.copies > 1 ? gskRenderer.map(typeOf) : nil)
        if let kept = renderer.keptDrawing as? KeptNode, kept.key == key {
            gtk_snapshot_append_node(snapshot, kept.node)
            return kept.node
        }
        guard let node = makeNode(renderer, origin: origin, clip: clip, color: color, scale: scale,
                                  composition: composition, gskRenderer: gskRenderer)
        else { return nil }
        renderer.keptDrawing = KeptNode(key: key, node: node)
        gtk_snapshot_append_node(snapshot, node)
        return node
    }

    /// The node `append` appends: the text nodes in the clip, or where GTK
    /// composites more than once, their compensated pixels.
    private static func makeNode(
        _ renderer: PlaceholderRenderer, origin: (x: Double, y: Double), clip: graphene_rect_t, color: PlaceholderColor,
        scale: Int, composition: PlaceholderComposition, gskRenderer: OpaquePointer?
    ) -> OpaquePointer? {
        guard let text = DimmedText.nodes(renderer, origin: origin, color: color, opacity: composition.opacity) else {
            return nil
        }
        defer { gsk_render_node_unref(text) }
        let snapshot = gtk_snapshot_new()!
        var clip = clip
        if composition.copies <= 1 {
            gtk_snapshot_push_clip(snapshot, &clip)
            gtk_snapshot_append_node(snapshot, text)
            gtk_snapshot_pop(snapshot)
        } else if let gskRenderer {
            let extent = renderer.inkExtent
            let area = graphene_rect_t(
                origin: graphene_point_t(x: Float(origin.x) + Float(extent.x), y: Float(origin.y) + Float(extent.y)),
                size: graphene_size_t(width: Float(extent.width), height: Float(extent.height)))
            appendCompensated(text, area: area, clip: clip, scale: Double(max(scale, 1)), composition: composition,
                              gskRenderer: gskRenderer, to: snapshot)
        }
        return gtk_snapshot_free_to_node(snapshot)
    }

    /// Renders `text` over `area` ∩ `clip`, on whole device pixels, with
    /// the window's renderer; weakens the pixels for `composition`; appends
    /// them as a Cairo node on device pixels.
    private static func appendCompensated(
        _ text: OpaquePointer, area: graphene_rect_t, clip: graphene_rect_t, scale: Double,
        composition: PlaceholderComposition, gskRenderer: OpaquePointer, to snapshot: OpaquePointer
    ) {
        let left = Double(max(area.origin.x, clip.origin.x)), top = Double(max(area.origin.y, clip.origin.y))
        let right = Double(min(area.origin.x + area.size.width, clip.origin.x + clip.size.width))
        let bottom = Double(min(area.origin.y + area.size.height, clip.origin.y + clip.size.height))
        let x0 = (left * scale).rounded(.down), y0 = (top * scale).rounded(.down)
        let x1 = (right * scale).rounded(.up), y1 = (bottom * scale).rounded(.up)
        guard x1 > x0, y1 > y0 else { return }
        let width = Int(x1 - x0), height = Int(y1 - y0)
        let placed = gtk_snapshot_new()!
        gtk_snapshot_scale(placed, Float(scale), Float(scale))
        var shift = graphene_point_t(x: Float(-x0 / scale), y: Float(-y0 / scale))
        gtk_snapshot_translate(placed, &shift)
        gtk_snapshot_append_node(placed, text)
        guard let node = gtk_snapshot_free_to_node(placed) else { return }
        defer { gsk_render_node_unref(node) }
        var viewport = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
        guard let rendered = gsk_renderer_render_texture(gskRenderer, node, &viewport) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(rendered)) }
        // Into an image surface, drawn by a Cairo node on device pixels: GTK
        // 4.8 converts a texture into a new surface at every frame (and
        // copy), but paints a Cairo node's surface as it is; GL uploads it
        // once, the node being kept.
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(image) else {
            return
        }
        let stride = Int(cairo_image_surface_get_stride(image))
        gdk_texture_download(rendered, pixels, gsize(stride))
        textureReadBacks += 1
        compensate(pixels, count: stride * height, copies: composition.copies)
        cairo_surface_mark_dirty(image)
        let onDevice = gtk_snapshot_new()!
        var deviceBounds = graphene_rect_t(
            origin: graphene_point_t(x: Float(x0), y: Float(y0)), size: graphene_size_t(width: Float(width), height: Float(height)))
        let cr = gtk_snapshot_append_cairo(onDevice, &deviceBounds)!
        cairo_set_source_surface(cr, image, x0, y0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        guard let drawing = gtk_snapshot_free_to_node(onDevice) else { return }
        defer { gsk_render_node_unref(drawing) }
        // Device pixels to the snapshot's: a transform node, not the
        // snapshot's own scale, which GTK would fold into a Cairo node's
        // bounds and so draw it at one pixel a point, blurred.
        guard scale != 1 else { return gtk_snapshot_append_node(snapshot, drawing) }
        let transform = gsk_transform_scale(nil, Float(1 / scale), Float(1 / scale))
        defer { gsk_transform_unref(transform) }
        guard let scaled = gsk_transform_node_new(drawing, transform) else { return }
        defer { gsk_render_node_unref(scaled) }
        gtk_snapshot_append_node(snapshot, scaled)
    }

    /// Weakens premultiplied ARGB32 pixels, already dimmed by the
    /// placeholder's opacity, so that `copies` copies composited over any
    /// background give what the pixel gives once. A pixel covers t = α;
    /// n copies of coverage y cover 1 − (1 − y)ⁿ, so y = 1 − (1 − t)^(1/n),
    /// and every channel is scaled by y / t (which keeps the hue).
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

    /// The GType of a GObject instance (`G_TYPE_FROM_INSTANCE`).
    private static func typeOf(_ instance: OpaquePointer) -> GType {
        UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
    }
}

/// The node the layer last appended for a renderer's layouts, and what it
/// was made for.
@MainActor
private final class KeptNode {
    /// Everything besides the layouts that the node depends on.
    struct Key: Equatable {
        var x: Double, y: Double
        var clip: [Float]
        var color: PlaceholderColor
        var scale: Int
        var composition: PlaceholderComposition
        var rendererType: GType?
    }

    let key: Key
    let node: OpaquePointer

    /// Keeps `node`, taking over the caller's reference.
    init(key: Key, node: OpaquePointer) {
        self.key = key
        self.node = node
    }

    isolated deinit { gsk_render_node_unref(node) }
}
