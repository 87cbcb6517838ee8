import CPlaceholderGtk4
import Glibc

/// How GTK puts the placeholder layer's drawing on screen: how many times
/// the layer's drawing is composited, and the opacity the theme gives the
/// inner node (which the layer puts into the text colour).
///
/// GtkTextViewChild before GTK 4.14 snapshots its overlays and gutter
/// widgets twice (its parent class draws every child, then it draws them
/// again; 4.14.0 draws them once), so an antialiased or translucent overlay
/// comes out darker than drawn. The opacity is the inner node's CSS
/// opacity: the theme's for GtkEntry's placeholder, or 1 with the app's
/// colour.
package struct PlaceholderComposition: Equatable {
    /// How many copies of the drawing are composited, one over the other.
    var copies: Int
    /// The opacity each copy is composited with.
    var opacity: Double

    /// How the layer puts the placeholder on screen for a composition.
    package enum Path: String, Sendable {
        /// GTK text nodes appended as they are (GTK draws overlays once:
        /// 4.14 and later).
        case direct
        /// Rendered into a texture, read back and weakened so that the
        /// copies add up to one (GTK 4.8 to 4.13).
        case compensated
    }

    /// The path this composition takes.
    var path: Path { copies <= 1 ? .direct : .compensated }

    /// The colour of the speck the inner widget draws while probing.
    private static let speckColor = GdkRGBA(red: 0.125, green: 0.625, blue: 0.375, alpha: 1)

    /// How many copies of an overlay's drawing the running GTK composites.
    static var copiesByGTK: Int { gtk_get_major_version() == 4 && gtk_get_minor_version() < 14 ? 2 : 1 }

    /// Draws the probe's speck, which `collectSpecks` finds.
    @MainActor
    static func appendSpeck(to snapshot: OpaquePointer) {
        var color = speckColor
        var speck = graphene_rect_t(origin: graphene_point_t(), size: graphene_size_t(width: 1, height: 1))
        gtk_snapshot_append_color(snapshot, &color, &speck)
    }

    /// Snapshots the inner widget of `chain` (lent to a layer) as its
    /// parent does, drawing only a speck, and reads the opacity GTK gives
    /// the speck: 0 when GTK draws none (a style with no opacity); nil when
    /// the inner widget is not on screen. `copies` is how many times GTK
    /// composites the layer's drawing. Only the chain is snapshotted:
    /// the view may be waiting for a new allocation after input, which GTK
    /// refuses to snapshot, but the chain is not.
    @MainActor
    static func probe(_ chain: PlaceholderStyleChain, copies: Int) -> PlaceholderComposition? {
        guard gtk_widget_get_mapped(chain.ink) != 0 else { return nil }
        let found = specks(drawnBy: chain.ink) { gtk_widget_snapshot_child(chain.text, chain.ink, $0) }
        return PlaceholderComposition(copies: copies, opacity: found.first ?? 0)
    }

    /// The opacities of the specks `ink` draws into what `snapshotting`
    /// snapshots.
    @MainActor
    static func specks(drawnBy ink: UnsafeMutablePointer<GtkWidget>, _ snapshotting: (OpaquePointer) -> Void) -> [Double] {
        // GTK reuses a widget's last node until it is queued: queue before,
        // so the speck is drawn, and after, so the next frame draws the
        // placeholder again. Each widget up from `ink` is queued: outside
        // the probe the inner widgets are never snapshotted, so they stay
        // queued, and queueing one of them would stop there.
        queueDrawUpwards(from: ink)
        defer { queueDrawUpwards(from: ink) }
        layerChainIsProbed = true
        defer { layerChainIsProbed = false }
        let snapshot = gtk_snapshot_new()!
        snapshotting(snapshot)
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return [] }
        defer { gsk_render_node_unref(node) }
        var found: [Double] = []
        collectSpecks(in: node, opacity: 1, into: &found)
        return found
    }

    /// Queues `widget` and each of its ancestors for drawing.
    @MainActor
    private static func queueDrawUpwards(from widget: UnsafeMutablePointer<GtkWidget>) {
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let widget = current {
            gtk_widget_queue_draw(widget)
            current = gtk_widget_get_parent(widget)
        }
    }

    /// Appends the opacity of every speck under `node` to `found`.
    @MainActor
    private static func collectSpecks(in node: OpaquePointer, opacity: Double, into found: inout [Double]) {
        switch gsk_render_node_get_node_type(node) {
        case GSK_CONTAINER_NODE:
            for index in 0..<gsk_container_node_get_n_children(node) {
                collectSpecks(in: gsk_container_node_get_child(node, index), opacity: opacity, into: &found)
            }
        case GSK_OPACITY_NODE:
            collectSpecks(
                in: gsk_opacity_node_get_child(node), opacity: opacity * Double(gsk_opacity_node_get_opacity(node)),
                into: &found)
        case GSK_TRANSFORM_NODE: collectSpecks(in: gsk_transform_node_get_child(node), opacity: opacity, into: &found)
        case GSK_CLIP_NODE: collectSpecks(in: gsk_clip_node_get_child(node), opacity: opacity, into: &found)
        case GSK_ROUNDED_CLIP_NODE:
            collectSpecks(in: gsk_rounded_clip_node_get_child(node), opacity: opacity, into: &found)
        case GSK_DEBUG_NODE: collectSpecks(in: gsk_debug_node_get_child(node), opacity: opacity, into: &found)
        case GSK_COLOR_NODE:
            let color = gsk_color_node_get_color(node).pointee
            if color.red == speckColor.red, color.green == speckColor.green, color.blue == speckColor.blue {
                found.append(opacity)
            }
        default:
            break
        }
    }
}

/// The compensated path: the text rendered once, weakened so that the
/// copies GTK composites add up to one.
@MainActor
extension PlaceholderComposition {
    /// How many times a drawing was read back from a rendered texture (the
    /// compensated path), in this process: for tests and the benchmark.
    package private(set) static var textureReadBacks = 0

    /// Renders `text` over `area` ∩ `clip`, on whole device pixels, with
    /// the window's renderer; weakens the pixels for this composition; appends
    /// them as a Cairo node on device pixels.
    func appendCompensated(
        _ text: OpaquePointer, area: graphene_rect_t, clip: graphene_rect_t, scale: Double, gskRenderer: OpaquePointer,
        to snapshot: OpaquePointer
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
        Self.textureReadBacks += 1
        Self.compensate(pixels, count: stride * height, copies: copies)
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
}
